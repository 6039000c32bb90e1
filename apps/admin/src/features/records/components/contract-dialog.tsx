import {
  contractBody,
  CONTRACT_STATUS,
  formatMoneyInput,
  type AdminContract,
  type ContractBody,
  type UpdateContractBody,
} from '@clube/contract/admin';
import { SelectField, TextField } from '../../../components/field';
import { todayInBrazil } from '@clube/contract';
import {
  fieldError,
  FormDialog,
  useRecordForm,
  type CreateOrEdit,
  type DialogFrame,
} from './form-dialog';
import { PaymentForms } from './payment-forms';

const NEW_CONTRACT: ContractBody = {
  status: CONTRACT_STATUS.active,
  formaPagamento: 'Boleto',
  valorMensal: '',
  inicio: '',
  fim: '',
  plano: '',
};

/** A contract as its form shows it: R$ with two decimals, dates as yyyy-mm-dd. */
const formValues = (c: AdminContract): ContractBody => ({
  status: c.status as ContractBody['status'],
  formaPagamento: c.formaPagamento as ContractBody['formaPagamento'],
  valorMensal: formatMoneyInput(c.valorMensal),
  inicio: c.inicio,
  fim: c.fim,
  plano: c.plano,
});

/**
 * A new contract, or `contract` to edit: the same fields, prefilled, and only the changed ones
 * sent. The contract's schema checks what is typed; the server parses it (R$ to cents).
 */
export function ContractDialog(
  props: DialogFrame & CreateOrEdit<AdminContract, ContractBody, UpdateContractBody>,
) {
  const contract = props.record;
  const {
    register,
    errors: e,
    error,
    onSubmit,
  } = useRecordForm(
    contractBody,
    { ...NEW_CONTRACT, inicio: todayInBrazil(new Date()) },
    contract && formValues(contract),
    props,
  );
  return (
    <FormDialog
      id="contract-form"
      title={contract ? `Editar contrato · ${contract.plano}` : 'Novo contrato'}
      onSubmit={onSubmit}
      busy={props.busy}
      error={error}
      onClose={props.onClose}
    >
      <TextField label="Plano" error={fieldError(e, 'plano')} {...register('plano')} />
      <TextField
        label="Valor mensal (R$)"
        hint="Ex.: 129,90"
        inputMode="decimal"
        error={fieldError(e, 'valorMensal')}
        {...register('valorMensal')}
      />
      <PaymentForms
        label="Forma de pagamento"
        current={contract?.formaPagamento}
        error={fieldError(e, 'formaPagamento')}
        {...register('formaPagamento')}
      />
      <SelectField label="Situação" error={fieldError(e, 'status')} {...register('status')}>
        <option>{CONTRACT_STATUS.active}</option>
        <option>{CONTRACT_STATUS.ended}</option>
      </SelectField>
      <TextField
        label="Início"
        type="date"
        error={fieldError(e, 'inicio')}
        {...register('inicio')}
      />
      <TextField
        label="Fim"
        type="date"
        hint="Opcional."
        error={fieldError(e, 'fim')}
        {...register('fim')}
      />
    </FormDialog>
  );
}
