import type { AdminResource } from '@clube/contract/admin';
import { Navigate } from 'react-router';
import { EmptyState } from '../../components/state-message';
import { paths } from '../../config/paths';
import { can, useMe } from '../../lib/auth';

const FIRST_SCREEN: [AdminResource, string][] = [
  ['companies', paths.companies],
  ['members', paths.members],
  ['audit', paths.audit],
];

/** The console opens on the first screen the operator may see. */
export function HomeRedirect() {
  const me = useMe();
  const first = FIRST_SCREEN.find(([resource]) => can(me, resource, 'list'));
  if (first) return <Navigate to={first[1]} replace />;
  return (
    <EmptyState title="Nenhuma seção disponível.">
      Seu papel não dá acesso a nenhuma seção do console. Fale com um administrador.
    </EmptyState>
  );
}
