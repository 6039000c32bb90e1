import type { AdminUse } from '@clube/contract/admin';
import { Badge } from '../../../components/page';
import { formatDateTime } from '../../../lib/format';

/** Registered, undone (when and by whom) or reported by the member. */
export function UseStatus({ use }: { use: AdminUse }) {
  return (
    <>
      {use.desfeitoEm ? (
        <Badge tone="neutral">
          Desfeito em {formatDateTime(use.desfeitoEm)}
          {use.desfeitoPor ? ` por ${use.desfeitoPor}` : ''}
        </Badge>
      ) : (
        <Badge tone="success">Registrado</Badge>
      )}{' '}
      {use.reportado ? <Badge tone="warning">Reportado pelo membro</Badge> : null}
    </>
  );
}
