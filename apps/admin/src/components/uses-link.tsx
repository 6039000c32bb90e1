import { Link } from 'react-router';
import { paths } from '../config/paths';
import { withQuery } from '../lib/api-client';
import { useCan } from '../lib/auth';

/** To the use log of one partner or one company; nothing when the operator cannot see it. */
export function UsesLink({ partnerId, companyId }: { partnerId?: number; companyId?: number }) {
  const canList = useCan('uses', 'list');
  if (!canList) return null;
  return (
    <Link to={withQuery(paths.uses, { parceiroId: partnerId, empresaId: companyId })}>
      Ver usos
    </Link>
  );
}
