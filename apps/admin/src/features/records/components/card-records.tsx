import { zodResolver } from '@hookform/resolvers/zod';
import { formatBRL } from '@clube/contract';
import {
  appointmentBody,
  contractBody,
  CONTRACT_STATUS,
  INVOICE_STATUS,
  invoiceBody,
  PAYMENT_FORMS,
  PRESCRIPTION_MAX_BYTES,
  type AdminContract,
  type AppointmentBody,
  type ContractBody,
  type InvoiceBody,
} from '@clube/contract/admin';
import { useState, type ReactNode } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { SelectField, TextField } from '../../../components/field';
import { Badge } from '../../../components/page';
import { ErrorState, Loading, Notice } from '../../../components/state-message';
import { errorMessage } from '../../../lib/api-error';
import { useCan } from '../../../lib/auth';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useCardRecords, useRecordWrite, type RecordWrite } from '../api/records';
import styles from './card-records.module.css';

const reais = (cents: number) => formatBRL(cents / 100);
const message = (errors: FieldErrors, name: string) =>
  (errors[name]?.message as string | undefined) ?? undefined;

type Open =
  | { kind: 'contract' }
  | { kind: 'invoice'; contract: AdminContract }
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
  const canContract = useCan('contracts', 'create');
  const canEndContract = useCan('contracts', 'update');
  const canInvoice = useCan('invoices', 'create');
  const canPrescription = useCan('prescriptions', 'create');
  const canAppointment = useCan('appointments', 'create');
  const canCancel = useCan('appointments', 'update');
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
  const people = [{ id: 0, nome: 'Titular' }, ...dependents];

  return (
    <div className={styles.records}>
      <section className={styles.section} aria-label="Contratos">
        <div className={styles.row}>
          <h4>Contratos</h4>
          {canContract ? (
            <Button size="sm" variant="secondary" onClick={() => setOpen({ kind: 'contract' })}>
              Novo contrato
            </Button>
          ) : null}
        </div>
        {r.contratos.length === 0 ? <p className={styles.muted}>Nenhum contrato.</p> : null}
        {r.contratos.map((c) => (
          <div key={c.id}>
            <p className={styles.row}>
              <strong>{c.plano}</strong>
              <Badge tone={c.status === CONTRACT_STATUS.active ? 'success' : 'neutral'}>
                {c.status}
              </Badge>
              {reais(c.valorMensal)}/mês · {c.formaPagamento} · {formatDate(c.inicio)} a{' '}
              {c.fim ? formatDate(c.fim) : 'sem fim'}
              {canEndContract && c.status === CONTRACT_STATUS.active ? (
                <Button
                  size="sm"
                  variant="danger"
                  busy={write.isPending}
                  onClick={() =>
                    run({
                      kind: 'updateContract',
                      id: c.id,
                      body: { status: CONTRACT_STATUS.ended, fim: c.fim || today() },
                    })
                  }
                >
                  Encerrar contrato
                </Button>
              ) : null}
              {canInvoice ? (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setOpen({ kind: 'invoice', contract: c })}
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
      </section>

      <section className={styles.section} aria-label="Receitas">
        <div className={styles.row}>
          <h4>Receitas</h4>
          {canPrescription ? (
            <Button size="sm" variant="secondary" onClick={() => setOpen({ kind: 'prescription' })}>
              Enviar receita
            </Button>
          ) : null}
        </div>
        {r.receitas.length === 0 ? (
          <p className={styles.muted}>Nenhuma receita.</p>
        ) : (
          <ul className={styles.list}>
            {r.receitas.map((p) => (
              <li key={p.id}>
                {p.descricao} · {p.medico} · {p.especialidade} · {p.pessoa} ·{' '}
                {formatDate(p.criadaEm.slice(0, 10))}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={styles.section} aria-label="Agendamentos">
        <div className={styles.row}>
          <h4>Agendamentos</h4>
          {canAppointment ? (
            <Button size="sm" variant="secondary" onClick={() => setOpen({ kind: 'appointment' })}>
              Novo agendamento
            </Button>
          ) : null}
        </div>
        {r.agendamentos.length === 0 ? (
          <p className={styles.muted}>Nenhum agendamento.</p>
        ) : (
          <ul className={styles.list}>
            {r.agendamentos.map((a) => (
              <li key={a.id} className={styles.row}>
                {formatDate(a.data)} {a.inicio}–{a.fim} · {a.medico} · {a.especialidade} ·{' '}
                {a.pessoa}
                <Badge tone={a.status === 'agendado' ? 'success' : 'neutral'}>{a.status}</Badge>
                {canCancel && a.status === 'agendado' ? (
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
        )}
      </section>

      {open?.kind === 'contract' ? (
        <ContractDialog
          busy={write.isPending}
          error={write.error}
          onClose={close}
          onSave={(body) => run({ kind: 'createContract', body }, close)}
        />
      ) : null}
      {open?.kind === 'invoice' ? (
        <InvoiceDialog
          contract={open.contract}
          busy={write.isPending}
          error={write.error}
          onClose={close}
          onSave={(body) => run({ kind: 'createInvoice', id: open.contract.id, body }, close)}
        />
      ) : null}
      {open?.kind === 'prescription' ? (
        <PrescriptionDialog
          people={people}
          busy={write.isPending}
          error={write.error}
          onClose={close}
          onSave={(body) => run({ kind: 'createPrescription', body }, close)}
        />
      ) : null}
      {open?.kind === 'appointment' ? (
        <AppointmentDialog
          people={people}
          busy={write.isPending}
          error={write.error}
          onClose={close}
          onSave={(body) => run({ kind: 'createAppointment', body }, close)}
        />
      ) : null}
    </div>
  );
}

const today = () => new Date().toISOString().slice(0, 10);

function FormDialog({
  id,
  title,
  busy,
  error,
  onClose,
  children,
}: {
  id: string;
  title: string;
  busy: boolean;
  error: unknown;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" form={id} busy={busy}>
            Salvar
          </Button>
        </>
      }
    >
      {error ? (
        <Notice tone="error" role="alert">
          {errorMessage(error)}
        </Notice>
      ) : null}
      {children}
    </Dialog>
  );
}

interface DialogProps<B> {
  busy: boolean;
  error: unknown;
  onClose: () => void;
  onSave: (body: B) => void;
}

function PaymentForms(props: Parameters<typeof SelectField>[0]) {
  return (
    <SelectField {...props}>
      {PAYMENT_FORMS.map((f) => (
        <option key={f}>{f}</option>
      ))}
    </SelectField>
  );
}

function ContractDialog({ onSave, ...frame }: DialogProps<ContractBody>) {
  const { register, handleSubmit, formState } = useForm<ContractBody, unknown, ContractBody>({
    resolver: zodResolver(contractBody) as never,
    defaultValues: {
      status: CONTRACT_STATUS.active,
      formaPagamento: 'Boleto',
      valorMensal: '',
      inicio: today(),
      fim: '',
      plano: '',
    },
  });
  const e = formState.errors;
  return (
    <FormDialog id="contract-form" title="Novo contrato" {...frame}>
      <form id="contract-form" className={styles.grid} onSubmit={handleSubmit(onSave)} noValidate>
        <TextField label="Plano" error={message(e, 'plano')} {...register('plano')} />
        <TextField
          label="Valor mensal (R$)"
          hint="Ex.: 129,90"
          inputMode="decimal"
          error={message(e, 'valorMensal')}
          {...register('valorMensal')}
        />
        <PaymentForms
          label="Forma de pagamento"
          error={message(e, 'formaPagamento')}
          {...register('formaPagamento')}
        />
        <SelectField label="Situação" error={message(e, 'status')} {...register('status')}>
          <option>{CONTRACT_STATUS.active}</option>
          <option>{CONTRACT_STATUS.ended}</option>
        </SelectField>
        <TextField
          label="Início"
          type="date"
          error={message(e, 'inicio')}
          {...register('inicio')}
        />
        <TextField
          label="Fim"
          type="date"
          hint="Opcional."
          error={message(e, 'fim')}
          {...register('fim')}
        />
      </form>
    </FormDialog>
  );
}

function InvoiceDialog({
  contract,
  onSave,
  ...frame
}: DialogProps<InvoiceBody> & { contract: AdminContract }) {
  const { register, handleSubmit, formState } = useForm<InvoiceBody, unknown, InvoiceBody>({
    resolver: zodResolver(invoiceBody) as never,
    defaultValues: {
      vencimento: '',
      pagoEm: '',
      formaPagamento: contract.formaPagamento as InvoiceBody['formaPagamento'],
      valor: '',
      boleto: '',
      linhaDigitavel: '',
      status: INVOICE_STATUS.open,
    },
  });
  const e = formState.errors;
  return (
    <FormDialog id="invoice-form" title={`Nova fatura · ${contract.plano}`} {...frame}>
      <form id="invoice-form" className={styles.grid} onSubmit={handleSubmit(onSave)} noValidate>
        <TextField
          label="Vencimento"
          type="date"
          error={message(e, 'vencimento')}
          {...register('vencimento')}
        />
        <TextField
          label="Valor (R$)"
          hint="Ex.: 129,90"
          inputMode="decimal"
          error={message(e, 'valor')}
          {...register('valor')}
        />
        <PaymentForms
          label="Forma de pagamento"
          error={message(e, 'formaPagamento')}
          {...register('formaPagamento')}
        />
        <SelectField label="Situação" error={message(e, 'status')} {...register('status')}>
          {Object.values(INVOICE_STATUS).map((s) => (
            <option key={s}>{s}</option>
          ))}
        </SelectField>
        <TextField
          label="Pago em"
          type="date"
          hint="Quando a situação é Pago."
          error={message(e, 'pagoEm')}
          {...register('pagoEm')}
        />
        <TextField
          label="Link do boleto"
          hint="Opcional: https://…"
          error={message(e, 'boleto')}
          {...register('boleto')}
        />
        <TextField
          label="Linha digitável"
          hint="Opcional: 47 números (bancário) ou 48 (contas de consumo)."
          inputMode="numeric"
          error={message(e, 'linhaDigitavel')}
          {...register('linhaDigitavel')}
        />
      </form>
    </FormDialog>
  );
}

type Person = { id: number; nome: string };

function PersonField({
  people,
  value,
  onChange,
}: {
  people: Person[];
  value: number;
  onChange: (id: number) => void;
}) {
  return (
    <SelectField label="Para" value={value} onChange={(ev) => onChange(Number(ev.target.value))}>
      {people.map((p) => (
        <option key={p.id} value={p.id}>
          {p.nome}
        </option>
      ))}
    </SelectField>
  );
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('read'));
    reader.readAsDataURL(file);
  });

function PrescriptionDialog({
  people,
  onSave,
  ...frame
}: DialogProps<{
  descricao: string;
  medico: string;
  especialidade: string;
  arquivo: string;
  idDependente?: number;
}> & { people: Person[] }) {
  const [who, setWho] = useState(0);
  const [fields, setFields] = useState({ descricao: '', medico: '', especialidade: '' });
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState('');
  const submit = async (ev: React.FormEvent) => {
    ev.preventDefault();
    if (!file) return setProblem('Escolha o arquivo PDF da receita.');
    if (file.size > PRESCRIPTION_MAX_BYTES)
      return setProblem('Arquivo muito grande (máximo 2 MB).');
    const dataUrl = await readAsDataUrl(file);
    // The server checks the bytes; the browser may name a PDF's type differently.
    const arquivo = dataUrl.replace(/^data:[^;]*;/, 'data:application/pdf;');
    setProblem('');
    onSave({ ...fields, arquivo, ...(who ? { idDependente: who } : {}) });
  };
  const set = (name: keyof typeof fields) => (ev: React.ChangeEvent<HTMLInputElement>) =>
    setFields((f) => ({ ...f, [name]: ev.target.value }));
  return (
    <FormDialog id="prescription-form" title="Enviar receita" {...frame}>
      <form id="prescription-form" className={styles.grid} onSubmit={submit} noValidate>
        {problem ? (
          <Notice tone="error" role="alert">
            {problem}
          </Notice>
        ) : null}
        <PersonField people={people} value={who} onChange={setWho} />
        <TextField label="Descrição" value={fields.descricao} onChange={set('descricao')} />
        <TextField label="Médico" value={fields.medico} onChange={set('medico')} />
        <TextField
          label="Especialidade"
          value={fields.especialidade}
          onChange={set('especialidade')}
        />
        <TextField
          label="Arquivo PDF"
          type="file"
          accept="application/pdf,.pdf"
          hint="Somente PDF, até 2 MB."
          onChange={(ev) => setFile(ev.target.files?.[0] ?? null)}
        />
      </form>
    </FormDialog>
  );
}

function AppointmentDialog({
  people,
  onSave,
  ...frame
}: DialogProps<AppointmentBody> & { people: Person[] }) {
  const [who, setWho] = useState(0);
  const { register, handleSubmit, formState } = useForm<AppointmentBody, unknown, AppointmentBody>({
    resolver: zodResolver(appointmentBody) as never,
    defaultValues: {
      data: '',
      inicio: '',
      fim: '',
      medico: '',
      especialidade: '',
      urlVideo: '',
      cancelavel: true,
    },
  });
  const e = formState.errors;
  return (
    <FormDialog id="appointment-form" title="Novo agendamento" {...frame}>
      <form
        id="appointment-form"
        className={styles.grid}
        onSubmit={handleSubmit((body) =>
          onSave({ ...body, ...(who ? { idDependente: who } : {}) }),
        )}
        noValidate
      >
        <PersonField people={people} value={who} onChange={setWho} />
        <TextField label="Data" type="date" error={message(e, 'data')} {...register('data')} />
        <TextField
          label="Início"
          type="time"
          error={message(e, 'inicio')}
          {...register('inicio')}
        />
        <TextField label="Fim" type="time" error={message(e, 'fim')} {...register('fim')} />
        <TextField label="Médico" error={message(e, 'medico')} {...register('medico')} />
        <TextField
          label="Especialidade"
          error={message(e, 'especialidade')}
          {...register('especialidade')}
        />
        <TextField
          label="Link da videochamada"
          hint="https://…"
          error={message(e, 'urlVideo')}
          {...register('urlVideo')}
        />
        <SelectField
          label="O associado pode cancelar?"
          error={message(e, 'cancelavel')}
          {...register('cancelavel', { setValueAs: (v: unknown) => v === true || v === 'true' })}
        >
          <option value="true">Sim</option>
          <option value="false">Não</option>
        </SelectField>
      </form>
    </FormDialog>
  );
}
