import type { AdminPrescription } from '@clube/contract/admin';
import { formatDate } from '../../../lib/format';
import { Missing, RecordTable } from './record-table';

export function PrescriptionsTable({ prescriptions }: { prescriptions: AdminPrescription[] }) {
  return (
    <RecordTable
      caption="Receitas"
      rows={prescriptions}
      rowKey={(p) => p.id}
      columns={[
        { header: 'Enviada em', cell: (p) => formatDate(p.criadaEm.slice(0, 10)) },
        { header: 'Descrição', cell: (p) => p.descricao },
        { header: 'Pessoa', cell: (p) => p.pessoa },
        { header: 'Médico', cell: (p) => p.medico || <Missing /> },
        { header: 'Especialidade', cell: (p) => p.especialidade || <Missing /> },
      ]}
    />
  );
}
