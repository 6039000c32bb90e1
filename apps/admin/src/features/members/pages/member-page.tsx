import { maskPhone } from '@clube/contract';
import type { MemberCard } from '@clube/contract/admin';
import { ArrowLeft, KeyRound, LockOpen, Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { AuditChanges, auditActionLabel } from '../../../components/audit-changes';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { Badge, Details, PageHeader, Panel } from '../../../components/page';
import { EmptyState, ErrorState, Loading, Notice } from '../../../components/state-message';
import { paths } from '../../../config/paths';
import { useCan, useMe } from '../../../lib/auth';
import { formatDate, formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useMember } from '../api/get-member';
import { useCardStatus, useUnlockMember } from '../api/member-actions';
import { AddCardDialog } from '../components/add-card-dialog';
import { CardStatusBadge } from '../components/card-status';
import { ResetPasswordDialog } from '../components/reset-password-dialog';
import styles from './member-page.module.css';

/** What the page shows of a card's records; the app layer passes the records feature's view. */
export interface CardRecordsSlot {
  idCliente: number;
  empresa: string;
  memberId: number;
  dependents: { id: number; nome: string }[];
}

export function MemberPage({
  cardRecords,
}: {
  cardRecords?: (card: CardRecordsSlot) => ReactNode;
}) {
  const id = Number(useParams().id);
  const me = useMe();
  const member = useMember(id);
  const unlock = useUnlockMember(id);
  const cardStatus = useCardStatus(id);
  const canCreate = useCan('members', 'create');
  const canReset = useCan('members', 'resetPassword');
  const canUnlock = useCan('members', 'unlock');
  const canEnd = useCan('members', 'delete');
  const canReactivate = useCan('members', 'update');
  const canReadRecords = useCan('contracts', 'read');
  const [dialog, setDialog] = useState<'card' | 'reset' | null>(null);
  const [ending, setEnding] = useState<MemberCard | null>(null);

  if (member.isPending) return <Loading />;
  if (member.error)
    return <ErrorState error={member.error} onRetry={() => void member.refetch()} />;
  const m = member.data;
  const otherCompanies = me.companies.filter((c) => !m.cartoes.some((k) => k.idEmpresa === c.id));

  const changeCard = (card: MemberCard, end: boolean) =>
    cardStatus.mutate(
      { idCliente: card.idCliente, end },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setEnding(null);
        },
      },
    );

  return (
    <>
      <PageHeader
        title={m.nome}
        description={
          <span className={styles.headline}>
            <span className={styles.mono}>{m.cpf}</span>
            {m.alterarSenha ? <Badge tone="warning">Deve trocar a senha</Badge> : null}
            {m.bloqueado ? <Badge tone="danger">Acesso bloqueado</Badge> : null}
          </span>
        }
        back={
          <Link to={paths.members} className={styles.back}>
            <ArrowLeft size={16} aria-hidden="true" /> Membros
          </Link>
        }
        actions={
          <>
            {m.bloqueado && canUnlock && m.acessoTotal ? (
              <Button
                variant="secondary"
                busy={unlock.isPending}
                onClick={() =>
                  unlock.mutate(undefined, { onSuccess: (answer) => toast.success(answer.message) })
                }
              >
                <LockOpen size={16} aria-hidden="true" />
                Desbloquear acesso
              </Button>
            ) : null}
            {canReset ? (
              <Button variant="secondary" onClick={() => setDialog('reset')}>
                <KeyRound size={16} aria-hidden="true" />
                Redefinir senha
              </Button>
            ) : null}
            {canCreate && otherCompanies.length > 0 ? (
              <Button onClick={() => setDialog('card')}>
                <Plus size={16} aria-hidden="true" />
                Adicionar cartão
              </Button>
            ) : null}
          </>
        }
      />

      <Panel title="Dados">
        {m.acessoTotal ? null : (
          <div className={styles.reach}>
            <Notice tone="info">
              Este associado também tem cartão em uma empresa que você não atende. Nome, e-mail e
              telefone abaixo são os do cartão nas suas empresas. O acesso ao app é um só para todas
              as empresas: {m.bloqueado && canUnlock ? 'desbloqueá-lo, ' : ''}mostrar uma senha
              provisória na tela e encerrar as sessões dele cabem a quem atende todas elas.
            </Notice>
          </div>
        )}
        <Details
          items={[
            { label: 'E-mail', value: m.email || '—' },
            { label: 'Telefone', value: m.telefone ? maskPhone(m.telefone) : '—' },
            {
              label: 'Último acesso',
              value: m.ultimoAcessoEm ? formatDateTime(m.ultimoAcessoEm) : 'Nunca entrou',
            },
            {
              label: 'Cartões ativos',
              value: m.cartoes.filter((c) => c.status === 'ativo').length,
            },
          ]}
        />
      </Panel>

      <Panel title="Cartões">
        {m.cartoes.length === 0 ? (
          <EmptyState title="Nenhum cartão nas suas empresas." />
        ) : (
          <div className={styles.cards}>
            {m.cartoes.map((card) => (
              <article
                key={card.idCliente}
                className={styles.card}
                aria-label={`Cartão ${card.empresa}`}
              >
                <header className={styles.cardHeader}>
                  <h3>{card.empresa}</h3>
                  <CardStatusBadge status={card.status} />
                  <div className={styles.cardActions}>
                    {card.status === 'ativo' && canEnd ? (
                      <Button variant="danger" size="sm" onClick={() => setEnding(card)}>
                        Desativar cartão
                      </Button>
                    ) : null}
                    {card.status === 'encerrado' && canReactivate ? (
                      <Button
                        variant="secondary"
                        size="sm"
                        busy={
                          cardStatus.isPending && cardStatus.variables?.idCliente === card.idCliente
                        }
                        onClick={() => changeCard(card, false)}
                      >
                        Reativar cartão
                      </Button>
                    ) : null}
                  </div>
                </header>
                <Details
                  items={[
                    { label: 'Perfil', value: `${card.perfil} (${card.idPerfil})` },
                    { label: 'Carteirinha', value: card.numeroCarteirinha || '—' },
                    { label: 'Validade', value: formatDate(card.validadeCarteirinha) },
                    { label: 'Código do cartão', value: card.idCliente },
                    ...(card.encerradoEm
                      ? [{ label: 'Encerrado em', value: formatDate(card.encerradoEm) }]
                      : []),
                  ]}
                />
                <div className={styles.dependents}>
                  <h4>Dependentes</h4>
                  {card.dependentes.length === 0 ? (
                    <p className={styles.muted}>Nenhum dependente.</p>
                  ) : (
                    <ul>
                      {card.dependentes.map((d) => (
                        <li key={d.id}>
                          <strong>{d.nome}</strong> · {d.grau || 'dependente'} ·{' '}
                          {formatDate(d.nascimento)}
                          {d.cpf ? ` · ${d.cpf}` : ''}
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
                {canReadRecords && cardRecords
                  ? cardRecords({
                      idCliente: card.idCliente,
                      empresa: card.empresa,
                      memberId: m.id,
                      dependents: card.dependentes,
                    })
                  : null}
              </article>
            ))}
          </div>
        )}
      </Panel>

      <Panel title="Histórico de alterações">
        {m.auditoria.length === 0 ? (
          <EmptyState title="Nenhuma alteração registrada." />
        ) : (
          <ol className={styles.timeline}>
            {m.auditoria.map((entry) => (
              <li key={entry.id}>
                <p className={styles.when}>
                  <strong>{auditActionLabel(entry.action)}</strong> por {entry.operatorName} ·{' '}
                  {formatDateTime(entry.at)} · {entry.ip}
                </p>
                <AuditChanges changes={entry.changes} />
              </li>
            ))}
          </ol>
        )}
      </Panel>

      <AddCardDialog
        memberId={m.id}
        companies={otherCompanies}
        open={dialog === 'card'}
        onClose={() => setDialog(null)}
      />
      <ResetPasswordDialog
        memberId={m.id}
        memberName={m.nome}
        deliveries={m.entregasSenha}
        fullReach={m.acessoTotal}
        open={dialog === 'reset'}
        onClose={() => setDialog(null)}
      />
      <Dialog
        open={ending !== null}
        title="Desativar cartão"
        onClose={() => setEnding(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setEnding(null)}>
              Cancelar
            </Button>
            <Button
              variant="danger"
              busy={cardStatus.isPending}
              onClick={() => ending && changeCard(ending, true)}
            >
              Desativar
            </Button>
          </>
        }
      >
        <p>
          O cartão de {m.nome} na empresa <strong>{ending?.empresa}</strong> deixa de aparecer no
          login. Nada é apagado: a data de hoje passa a contar o prazo de retenção da LGPD, e o
          cartão pode ser reativado.
          {m.acessoTotal
            ? ' As sessões abertas no app são encerradas.'
            : ' As sessões do associado nas outras empresas continuam abertas.'}
        </p>
      </Dialog>
    </>
  );
}
