import type { AdminResource } from '@clube/contract/admin';
import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { EmptyState, Loading } from '../../components/state-message';
import { paths } from '../../config/paths';
import { can, useMe } from '../../lib/auth';

const FIRST_SCREEN: [AdminResource, string][] = [
  ['companies', paths.companies],
  ['members', paths.members],
  ['audit', paths.audit],
];

const DashboardPage = lazy(() =>
  import('../../features/dashboard/pages/dashboard-page').then((m) => ({
    default: m.DashboardPage,
  })),
);

/** The console opens on its dashboard, or else on the first screen the operator may see. */
export function HomeRedirect() {
  const me = useMe();
  if (can(me, 'reports', 'read'))
    return (
      <Suspense fallback={<Loading />}>
        <DashboardPage />
      </Suspense>
    );
  const first = FIRST_SCREEN.find(([resource]) => can(me, resource, 'list'));
  if (first) return <Navigate to={first[1]} replace />;
  return (
    <EmptyState title="Nenhuma seção disponível.">
      Seu papel não dá acesso a nenhuma seção do console. Fale com um administrador.
    </EmptyState>
  );
}
