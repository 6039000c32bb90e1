import { updateOperatorBody, type NamedRef, type Operator } from '@clube/contract/admin';
import { FormDialog, useDialogForm } from '../../../components/form-dialog';
import { toast } from '../../../lib/toast';
import { useUpdateOperator } from '../api/operators';
import styles from './operator-fields.module.css';
import { OperatorFields, type RoleForm } from './operator-fields';

/** A change of an operator's name, role or companies (an admin works in every company). */
export function EditOperatorDialog({
  operator,
  onClose,
  companies,
}: {
  operator: Operator;
  onClose: () => void;
  companies: NamedRef[];
}) {
  const update = useUpdateOperator();
  const { form, dialog } = useDialogForm({
    schema: updateOperatorBody,
    defaultValues: {
      name: operator.name,
      role: operator.role,
      companyIds: operator.companies.map((c) => c.id),
    },
    save: async (body) => {
      await update.mutateAsync({
        id: operator.id,
        body: body.role === 'admin' ? { ...body, companyIds: [] } : body,
      });
      toast.success('Operador alterado.');
      onClose();
    },
  });
  return (
    <FormDialog id="edit-operator" title="Alterar operador" wide onClose={onClose} {...dialog}>
      <p className={styles.email}>{operator.email}</p>
      <OperatorFields
        form={form as unknown as RoleForm}
        role={form.watch('role') ?? operator.role}
        companies={companies}
      />
    </FormDialog>
  );
}
