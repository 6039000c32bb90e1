import {
  ADMIN_COUNTER_MESSAGES,
  type PartnerStaff,
  type PartnerStaffWithPassword,
} from '@clube/contract/admin';
import { UserPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/button';
import { WholeListTable, type Column } from '../../../components/data-table';
import { useConfirm } from '../../../components/confirm-dialog';
import { Badge, Panel } from '../../../components/page';
import { useCan } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import {
  usePartnerStaff,
  useResetPartnerStaffPassword,
  useUpdatePartnerStaff,
} from '../api/partner-staff';
import { CreateStaffDialog } from './create-staff-dialog';
import { TemporaryPasswordDialog } from '../../../components/temporary-password-dialog';
import styles from './partner-staff.module.css';

type StaffAction = 'disable' | 'enable' | 'reset';

const CONFIRM_TEXT: Record<StaffAction, { title: string; body: string; action: string }> = {
  disable: {
    title: 'Desativar atendente',
    body: 'Ele não poderá mais entrar no balcão, e as sessões abertas dele terminam agora.',
    action: 'Desativar',
  },
  enable: {
    title: 'Reativar atendente',
    body: 'Ele volta a poder entrar no balcão do parceiro.',
    action: 'Reativar',
  },
  reset: {
    title: 'Redefinir senha',
    body: 'Uma nova senha temporária é gerada e mostrada uma única vez; as sessões abertas dele terminam agora.',
    action: 'Redefinir senha',
  },
};

/**
 * The partner's staff accounts (who signs in at its counter): last access, create with a
 * temporary password shown once, disable or enable, reset the password.
 */
export function PartnerStaffSection({
  partnerId,
  partnerName,
}: {
  partnerId: number;
  partnerName: string;
}) {
  const staff = usePartnerStaff(partnerId);
  const canCreate = useCan('partnerStaff', 'create');
  const canUpdate = useCan('partnerStaff', 'update');
  const canReset = useCan('partnerStaff', 'resetPassword');
  const update = useUpdatePartnerStaff();
  const reset = useResetPartnerStaffPassword();
  const [creating, setCreating] = useState(false);
  const [newPassword, setNewPassword] = useState<PartnerStaffWithPassword | null>(null);
  const { confirm, dialog: confirmDialog } = useConfirm();

  const run = (kind: StaffAction, { id }: PartnerStaff) => {
    if (kind === 'reset') reset.mutate({ id }, { onSuccess: setNewPassword });
    else
      update.mutate(
        { id, body: { ativo: kind === 'enable' } },
        {
          onSuccess: () =>
            toast.success(kind === 'enable' ? 'Atendente reativado.' : 'Atendente desativado.'),
        },
      );
  };
  const ask = (kind: StaffAction, staff: PartnerStaff) =>
    confirm({
      title: CONFIRM_TEXT[kind].title,
      message: (
        <>
          <strong>{staff.nome}</strong> ({staff.email}): {CONFIRM_TEXT[kind].body}
        </>
      ),
      confirmLabel: CONFIRM_TEXT[kind].action,
      tone: kind === 'disable' ? 'danger' : 'primary',
      onConfirm: () => run(kind, staff),
    });

  const columns = useMemo<Column<PartnerStaff>[]>(
    () => [
      {
        id: 'nome',
        header: 'Atendente',
        enableSorting: false,
        cell: ({ row }) => (
          <span className={styles.who}>
            <strong>{row.original.nome}</strong>
            <span className={styles.email}>{row.original.email}</span>
          </span>
        ),
      },
      {
        id: 'situacao',
        header: 'Situação',
        enableSorting: false,
        cell: ({ row }) =>
          row.original.ativo ? (
            row.original.alterarSenha ? (
              <Badge tone="warning">Senha temporária</Badge>
            ) : (
              <Badge tone="success">Ativo</Badge>
            )
          ) : (
            <Badge tone="neutral">Desativado</Badge>
          ),
      },
      {
        id: 'ultimoAcessoEm',
        header: 'Último acesso',
        enableSorting: false,
        cell: ({ row }) =>
          row.original.ultimoAcessoEm ? formatDateTime(row.original.ultimoAcessoEm) : 'Nunca',
      },
      {
        id: 'acoes',
        header: () => <span className="visually-hidden">Ações</span>,
        enableSorting: false,
        cell: ({ row }) => {
          const s = row.original;
          return (
            <span className={styles.actions}>
              {canReset && s.ativo ? (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => ask('reset', s)}
                  aria-label={`Redefinir senha de ${s.nome}`}
                >
                  Redefinir senha
                </Button>
              ) : null}
              {canUpdate ? (
                <Button
                  size="sm"
                  variant={s.ativo ? 'danger' : 'secondary'}
                  onClick={() => ask(s.ativo ? 'disable' : 'enable', s)}
                  aria-label={`${s.ativo ? 'Desativar' : 'Reativar'} ${s.nome}`}
                >
                  {s.ativo ? 'Desativar' : 'Reativar'}
                </Button>
              ) : null}
            </span>
          );
        },
      },
    ],
    [canReset, canUpdate], // eslint-disable-line react-hooks/exhaustive-deps -- `ask` opens the page's one dialog
  );

  return (
    <Panel
      title="Atendentes do balcão"
      actions={
        canCreate ? (
          <Button size="sm" onClick={() => setCreating(true)}>
            <UserPlus size={16} aria-hidden="true" />
            Novo atendente
          </Button>
        ) : null
      }
    >
      <WholeListTable
        caption={`Atendentes de ${partnerName}`}
        columns={columns}
        query={staff}
        getRowId={(s) => String(s.id)}
        empty="Nenhum atendente. Crie um para o parceiro registrar os usos no balcão."
      />
      {creating ? (
        <CreateStaffDialog
          partnerId={partnerId}
          partnerName={partnerName}
          onClose={() => setCreating(false)}
        />
      ) : null}
      {confirmDialog}
      {newPassword ? (
        <TemporaryPasswordDialog
          title="Senha redefinida"
          onClose={() => setNewPassword(null)}
          label="Senha temporária"
          note={ADMIN_COUNTER_MESSAGES.temporaryPasswordOnce}
          password={newPassword.senhaTemporaria}
          intro={`Nova senha temporária de ${newPassword.atendente.nome} (${newPassword.atendente.email}):`}
        />
      ) : null}
    </Panel>
  );
}
