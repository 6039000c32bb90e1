import {
  formatMoneyInput,
  INVOICE_STATUS,
  invoiceBody,
  type AdminContract,
  type AdminInvoice,
  type InvoiceBody,
  type UpdateInvoiceBody,
} from '@clube/contract/admin';
import { SelectField, TextField } from '../../../components/field';
import {
  fieldError,
  FormDialog,
  useRecordForm,
  type CreateOrEdit,
  type DialogFrame,
} from './form-dialog';
import { paymentFormOr, PaymentForms } from './payment-forms';

/** An invoice as its form shows it: R$ with two decimals, dates as yyyy-mm-dd. */
const formValues = (f: AdminInvoice): InvoiceBody => ({
  vencimento: f.vencimento,
  pagoEm: f.pagoEm,
  formaPagamento: f.formaPagamento as InvoiceBody['formaPagamento'],
  valor: formatMoneyInput(f.valor),
  boleto: f.boleto,
  linhaDigitavel: f.linhaDigitavel,
  pix: f.pix,
  status: f.status as InvoiceBody['status'],
});

/**
 * A new invoice of `contract`, or `invoice` to edit: the same fields, prefilled, and only the
 * changed ones sent. The linha digitável is checked (decision 047) as on create, and so is the Pix
 * copia e cola (its CRC, decision 086).
 */
export function InvoiceDialog(
  props: DialogFrame & { contract: AdminContract } & CreateOrEdit<
      AdminInvoice,
      InvoiceBody,
      UpdateInvoiceBody
    >,
) {
  const { contract, record: invoice } = props;
  const {
    register,
    errors: e,
    error,
    onSubmit,
  } = useRecordForm(
    invoiceBody,
    {
      vencimento: '',
      pagoEm: '',
      formaPagamento: paymentFormOr(contract.formaPagamento),
      valor: '',
      boleto: '',
      linhaDigitavel: '',
      pix: '',
      status: INVOICE_STATUS.open,
    },
    invoice && formValues(invoice),
    props,
  );
  return (
    <FormDialog
      id="invoice-form"
      title={`${invoice ? 'Editar fatura' : 'Nova fatura'} · ${contract.plano}`}
      onSubmit={onSubmit}
      busy={props.busy}
      error={error}
      onClose={props.onClose}
    >
      <TextField
        label="Vencimento"
        type="date"
        error={fieldError(e, 'vencimento')}
        {...register('vencimento')}
      />
      <TextField
        label="Valor (R$)"
        hint="Ex.: 129,90"
        inputMode="decimal"
        error={fieldError(e, 'valor')}
        {...register('valor')}
      />
      <PaymentForms
        label="Forma de pagamento"
        current={invoice?.formaPagamento}
        error={fieldError(e, 'formaPagamento')}
        {...register('formaPagamento')}
      />
      <SelectField label="Situação" error={fieldError(e, 'status')} {...register('status')}>
        {Object.values(INVOICE_STATUS).map((s) => (
          <option key={s}>{s}</option>
        ))}
      </SelectField>
      <TextField
        label="Pago em"
        type="date"
        hint="Quando a situação é Pago."
        error={fieldError(e, 'pagoEm')}
        {...register('pagoEm')}
      />
      <TextField
        label="Link do boleto"
        hint="Opcional: https://…"
        error={fieldError(e, 'boleto')}
        {...register('boleto')}
      />
      <TextField
        label="Linha digitável"
        hint="Opcional: 47 números (bancário) ou 48 (contas de consumo)."
        inputMode="numeric"
        error={fieldError(e, 'linhaDigitavel')}
        {...register('linhaDigitavel')}
      />
      <TextField
        label="Pix copia e cola"
        hint="Opcional: o código inteiro que o banco gerou (começa com 000201)."
        autoComplete="off"
        spellCheck={false}
        error={fieldError(e, 'pix')}
        {...register('pix')}
      />
    </FormDialog>
  );
}
