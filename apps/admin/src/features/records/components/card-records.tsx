import { formatBRL, todayInBrazil } from '@clube/contract';
import { CONTRACT_STATUS, type AdminContract, type AdminInvoice } from '@clube/contract/admin';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { Badge } from '../../../components/page';
import { ErrorState, Loading } from '../../../components/state-message';
import { useCan } from '../../../lib/auth';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useCardRecords, useRecordWrite, type RecordWrite } from '../api/records';
import { AppointmentDialog } from './appointment-dialog';
import styles from './card-records.module.css';
import { ContractDialog } from './contract-dialog';
import { InvoiceDialog } from './invoice-dialog';
import { PrescriptionDialog } from './prescription-dialog';
import { RecordSection } from './record-section';

const reais = (cents: number) => formatBRL(cents / 100);

type Open =
  | { kind: 'contract' }
  | { kind: 'editContract'; contract: AdminContract }
  | { kind: 'invoice'; contract: AdminContract }
  | { kind: 'editInvoice'; contract: AdminContract; invoice: AdminInvoice }
  | { kind: 'prescription' }
  | { kind: 'appointment' }
  | null;

/**
 * A card's contracts and invoices, prescriptions and appointments on the member's page. What the
 * operator saves here the member app shows at once (contracts, Tá Dodói).
 */
export function CardRecords({
  idCliente,
  memberId,
  dependents,
}: {
  idCliente: number;
  memberId: number;
  dependents: { id: number; nome: string }[];
}) {
  const records = useCardRecords(idCliente);
  const write = useRecordWrite(idCliente, memberId);
  const can = {
    addContract: useCan('contracts', 'create'),
    editContract: useCan('contracts', 'update'),
    addInvoice: useCan('invoices', 'create'),
    editInvoice: useCan('invoices', 'update'),
    addPrescription: useCan('prescriptions', 'create'),
    addAppointment: useCan('appointments', 'create'),
    cancelAppointment: useCan('appointments', 'update'),
  };
  const [open, setOpen] = useState<Open>(null);

  if (records.isPending) return <Loading />;
  if (records.error)
    return <ErrorState error={records.error} onRetry={() => void records.refetch()} />;
  const r = records.data;

  const run = (w: RecordWrite, done?: () => void) =>
    write.mutate(w, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        done?.();
      },
    });
  const close = () => {
    write.reset();
    setOpen(null);
  };
  /** Opens a dialog only if the one before has closed: the write's error belongs to it. */
  const show = (next: Exclude<Open, null>) => () => {
    write.reset();
    setOpen(next);
  };
  const save = (w: RecordWrite) => run(w, close);
  const frame = { busy: write.isPending, error: write.error, onClose: close };
  const people = [{ id: 0, nome: 'Titular' }, ...dependents];

  return (
    <div className={styles.records}>
      <RecordSection
        title="Contratos"
        add={
          can.addContract ? { label: 'Novo contrato', onClick: show({ kind: 'contract' }) } : null
        }
        empty="Nenhum contrato."
        count={r.contratos.length}
      >
        {r.contratos.map((c) => (
          <div key={c.id}>
            <p className={styles.row}>
              <strong>{c.plano}</strong>
              <Badge tone={c.status === CONTRACT_STATUS.active ? 'success' : 'neutral'}>
                {c.status}
              </Badge>
              {reais(c.valorMensal)}/mês · {c.formaPagamento} · {formatDate(c.inicio)} a{' '}
              {c.fim ? formatDate(c.fim) : 'sem fim'}
              {can.editContract ? (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Editar contrato ${c.plano}`}
                  onClick={show({ kind: 'editContract', contract: c })}
                >
                  Editar
                </Button>
              ) : null}
              {can.editContract && c.status === CONTRACT_STATUS.active ? (
                <Button
                  size="sm"
                  variant="danger"
                  busy={write.isPending}
                  onClick={() =>
                    run({
                      kind: 'updateContract',
                      id: c.id,
                      body: { status: CONTRACT_STATUS.ended, fim: c.fim || todayInBrazil() },
                    })
                  }
                >
                  Encerrar contrato
                </Button>
              ) : null}
              {can.addInvoice ? (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={show({ kind: 'invoice', contract: c })}
                >
                  Nova fatura
                </Button>
              ) : null}
            </p>
            {c.faturas.length > 0 ? (
              <ul className={styles.list} aria-label={`Faturas do contrato ${c.plano}`}>
                {c.faturas.map((f) => (
                  <li key={f.id}>
                    Vence {formatDate(f.vencimento)} · {reais(f.valor)} · {f.status}
                    {f.pagoEm ? ` em ${formatDate(f.pagoEm)}` : ''} · {f.formaPagamento}
                    {f.boleto ? (
                      <>
                        {' · '}
                        <a href={f.boleto} target="_blank" rel="noreferrer noopener">
                          boleto
                        </a>
                      </>
                    ) : null}
                    {can.editInvoice ? (
                      <>
                        {' '}
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={`Editar fatura com vencimento em ${formatDate(f.vencimento)}`}
                          onClick={show({ kind: 'editInvoice', contract: c, invoice: f })}
                        >
                          Editar
                        </Button>
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ))}
        {r.encerradoEm ? (
          <p className={styles.muted}>
            Sem contrato ativo: cartão encerrado em {formatDate(r.encerradoEm)} (prazo de retenção
            da LGPD).
          </p>
        ) : null}
      </RecordSection>

      <RecordSection
        title="Receitas"
        add={
          can.addPrescription
            ? { label: 'Enviar receita', onClick: show({ kind: 'prescription' }) }
            : null
        }
        empty="Nenhuma receita."
        count={r.receitas.length}
      >
        <ul className={styles.list}>
          {r.receitas.map((p) => (
            <li key={p.id}>
              {p.descricao} · {p.medico} · {p.especialidade} · {p.pessoa} ·{' '}
              {formatDate(p.criadaEm.slice(0, 10))}
            </li>
          ))}
        </ul>
      </RecordSection>

      <RecordSection
        title="Agendamentos"
        add={
          can.addAppointment
            ? { label: 'Novo agendamento', onClick: show({ kind: 'appointment' }) }
            : null
        }
        empty="Nenhum agendamento."
        count={r.agendamentos.length}
      >
        <ul className={styles.list}>
          {r.agendamentos.map((a) => (
            <li key={a.id} className={styles.row}>
              {formatDate(a.data)} {a.inicio}–{a.fim} · {a.medico} · {a.especialidade} · {a.pessoa}
              <Badge tone={a.status === 'agendado' ? 'success' : 'neutral'}>{a.status}</Badge>
              {can.cancelAppointment && a.status === 'agendado' ? (
                <Button
                  size="sm"
                  variant="danger"
                  busy={write.isPending}
                  onClick={() => run({ kind: 'cancelAppointment', id: a.id })}
                >
                  Cancelar
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      </RecordSection>

      {open?.kind === 'contract' ? (
        <ContractDialog {...frame} onSave={(body) => save({ kind: 'createContract', body })} />
      ) : null}
      {open?.kind === 'editContract' ? (
        <ContractDialog
          {...frame}
          record={open.contract}
          onSave={(body) => save({ kind: 'updateContract', id: open.contract.id, body })}
        />
      ) : null}
      {open?.kind === 'invoice' ? (
        <InvoiceDialog
          {...frame}
          contract={open.contract}
          onSave={(body) => save({ kind: 'createInvoice', id: open.contract.id, body })}
        />
      ) : null}
      {open?.kind === 'editInvoice' ? (
        <InvoiceDialog
          {...frame}
          contract={open.contract}
          record={open.invoice}
          onSave={(body) => save({ kind: 'updateInvoice', id: open.invoice.id, body })}
        />
      ) : null}
      {open?.kind === 'prescription' ? (
        <PrescriptionDialog
          people={people}
          {...frame}
          onSave={(body) => save({ kind: 'createPrescription', body })}
        />
      ) : null}
      {open?.kind === 'appointment' ? (
        <AppointmentDialog
          people={people}
          {...frame}
          onSave={(body) => save({ kind: 'createAppointment', body })}
        />
      ) : null}
    </div>
  );
}
