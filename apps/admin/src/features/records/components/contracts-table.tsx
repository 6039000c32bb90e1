import { formatBRL, todayInBrazil } from '@clube/contract';
import { CONTRACT_STATUS, type AdminContract, type AdminInvoice } from '@clube/contract/admin';
import { Button } from '../../../components/button';
import { Badge } from '../../../components/page';
import { formatDate } from '../../../lib/format';
import type { RecordWrite } from '../api/records';
import { Missing, RecordTable } from './record-table';
import styles from './card-records.module.css';

export const reais = (cents: number) => formatBRL(cents / 100);

/** "01/03/2025 a 31/12/2026", or "Desde 01/03/2025" for a contract with no end date. */
export function validity(c: Pick<AdminContract, 'inicio' | 'fim'>): string {
  return c.fim ? `${formatDate(c.inicio)} a ${formatDate(c.fim)}` : `Desde ${formatDate(c.inicio)}`;
}

export interface ContractActions {
  canEdit: boolean;
  canAddInvoice: boolean;
  busy: boolean;
  onEdit: (c: AdminContract) => void;
  onAddInvoice: (c: AdminContract) => void;
  run: (w: RecordWrite) => void;
}

export function ContractsTable({
  contracts,
  actions: a,
}: {
  contracts: AdminContract[];
  actions: ContractActions;
}) {
  return (
    <RecordTable
      caption="Contratos"
      rows={contracts}
      rowKey={(c) => c.id}
      columns={[
        { header: 'Plano', cell: (c) => <strong>{c.plano}</strong> },
        {
          header: 'Situação',
          cell: (c) => (
            <Badge tone={c.status === CONTRACT_STATUS.active ? 'success' : 'neutral'}>
              {c.status}
            </Badge>
          ),
        },
        { header: 'Mensalidade', cell: (c) => reais(c.valorMensal) },
        { header: 'Pagamento', cell: (c) => c.formaPagamento || <Missing /> },
        { header: 'Vigência', cell: validity },
        {
          header: 'Ações',
          actions: true,
          cell: (c) => (
            <span className={styles.rowActions}>
              {a.canEdit ? (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Editar contrato ${c.plano}`}
                  onClick={() => a.onEdit(c)}
                >
                  Editar
                </Button>
              ) : null}
              {a.canAddInvoice ? (
                <Button size="sm" variant="secondary" onClick={() => a.onAddInvoice(c)}>
                  Nova fatura
                </Button>
              ) : null}
              {a.canEdit && c.status === CONTRACT_STATUS.active ? (
                <Button
                  size="sm"
                  variant="danger"
                  busy={a.busy}
                  onClick={() =>
                    a.run({
                      kind: 'updateContract',
                      id: c.id,
                      body: { status: CONTRACT_STATUS.ended, fim: c.fim || todayInBrazil() },
                    })
                  }
                >
                  Encerrar
                </Button>
              ) : null}
            </span>
          ),
        },
      ]}
    />
  );
}

type InvoiceRow = AdminInvoice & { contract: AdminContract };

export function InvoicesTable({
  contracts,
  canEdit,
  onEdit,
}: {
  contracts: AdminContract[];
  canEdit: boolean;
  onEdit: (contract: AdminContract, invoice: AdminInvoice) => void;
}) {
  const rows: InvoiceRow[] = contracts.flatMap((contract) =>
    contract.faturas.map((f) => ({ ...f, contract })),
  );
  if (rows.length === 0) return <p className={styles.muted}>Nenhuma fatura.</p>;
  return (
    <RecordTable
      caption="Faturas"
      rows={rows}
      rowKey={(f) => f.id}
      columns={[
        { header: 'Vencimento', cell: (f) => formatDate(f.vencimento) },
        { header: 'Contrato', cell: (f) => f.contract.plano },
        { header: 'Valor', cell: (f) => reais(f.valor) },
        { header: 'Situação', cell: (f) => f.status },
        { header: 'Pago em', cell: (f) => (f.pagoEm ? formatDate(f.pagoEm) : <Missing />) },
        { header: 'Pagamento', cell: (f) => f.formaPagamento || <Missing /> },
        {
          header: 'Boleto',
          cell: (f) =>
            f.boleto ? (
              <a href={f.boleto} target="_blank" rel="noreferrer noopener">
                Abrir boleto
              </a>
            ) : (
              <Missing />
            ),
        },
        {
          header: 'Ações',
          actions: true,
          cell: (f) =>
            canEdit ? (
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Editar fatura com vencimento em ${formatDate(f.vencimento)}`}
                onClick={() => onEdit(f.contract, f)}
              >
                Editar
              </Button>
            ) : null,
        },
      ]}
    />
  );
}
