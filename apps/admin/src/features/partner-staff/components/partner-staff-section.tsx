import {
  ADMIN_COUNTER_MESSAGES,
  type PartnerStaff,
  type PartnerStaffWithPassword,
} from '@clube/contract/admin';
import { UserPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/button';
import { DataTable, type Column } from '../../../components/data-table';
import { Dialog } from '../../../components/dialog';
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
import { TemporaryPassword } from '../../../components/temporary-password';
import styles from './partner-staff.module.css';

type Confirm = { kind: 'disable' | 'enable' | 'reset'; staff: PartnerStaff };

const CONFIRM_TEXT: Record<Confirm['kind'], { title: string; body: string; action: string }> = {
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
  const update = useUpdatePartnerStaff(partnerId);
  const reset = useResetPartnerStaffPassword(partnerId);
  const [creating, setCreating] = useState(false);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [newPassword, setNewPassword] = useState<PartnerStaffWithPassword | null>(null);

  const run = ({ kind, staff: s }: Confirm) => {
    if (kind === 'reset') {
      reset.mutate(s.id, {
        onSuccess: (answer) => {
          setConfirm(null);
          setNewPassword(answer);
        },
        onError: () => setConfirm(null),
      });
      return;
    }
    update.mutate(
      { id: s.id, body: { ativo: kind === 'enable' } },
      {
        onSuccess: () => {
          toast.success(kind === 'enable' ? 'Atendente reativado.' : 'Atendente desativado.');
          setConfirm(null);
        },
        onError: () => setConfirm(null),
      },
    );
  };

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
                  onClick={() => setConfirm({ kind: 'reset', staff: s })}
                  aria-label={`Redefinir senha de ${s.nome}`}
                >
                  Redefinir senha
                </Button>
              ) : null}
              {canUpdate ? (
                <Button
                  size="sm"
                  variant={s.ativo ? 'danger' : 'secondary'}
                  onClick={() => setConfirm({ kind: s.ativo ? 'disable' : 'enable', staff: s })}
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
    [canReset, canUpdate],
  );

  const text = confirm ? CONFIRM_TEXT[confirm.kind] : null;
  const rows = staff.data?.data;

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
      <DataTable
        caption={`Atendentes de ${partnerName}`}
        columns={columns}
        rows={rows}
        total={rows?.length}
        page={1}
        pageSize={Math.max(rows?.length ?? 0, 1)}
        onPageChange={() => {}}
        getRowId={(s) => String(s.id)}
        isLoading={staff.isPending}
        isFetching={staff.isFetching}
        error={staff.error}
        onRetry={() => void staff.refetch()}
        empty="Nenhum atendente. Crie um para o parceiro registrar os usos no balcão."
      />
      <CreateStaffDialog
        partnerId={partnerId}
        partnerName={partnerName}
        open={creating}
        onClose={() => setCreating(false)}
      />
      <Dialog
        open={confirm !== null}
        title={text?.title ?? ''}
        onClose={() => setConfirm(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirm(null)}>
              Cancelar
            </Button>
            <Button
              variant={confirm?.kind === 'disable' ? 'danger' : 'primary'}
              busy={update.isPending || reset.isPending}
              onClick={() => confirm && run(confirm)}
            >
              {text?.action}
            </Button>
          </>
        }
      >
        <p>
          <strong>{confirm?.staff.nome}</strong> ({confirm?.staff.email}): {text?.body}
        </p>
      </Dialog>
      <Dialog
        open={newPassword !== null}
        title="Senha redefinida"
        onClose={() => setNewPassword(null)}
        footer={<Button onClick={() => setNewPassword(null)}>Concluir</Button>}
      >
        {newPassword ? (
          <TemporaryPassword
            label="Senha temporária"
            note={ADMIN_COUNTER_MESSAGES.temporaryPasswordOnce}
            password={newPassword.senhaTemporaria}
            intro={`Nova senha temporária de ${newPassword.atendente.nome} (${newPassword.atendente.email}):`}
          />
        ) : null}
      </Dialog>
    </Panel>
  );
}
