import type { AuditEntry } from '@clube/contract/admin';
import styles from './audit-changes.module.css';

const ACTION_LABELS: Record<string, string> = {
  create: 'Criou',
  update: 'Alterou',
  delete: 'Desativou',
  resetPassword: 'Redefiniu a senha',
  unlock: 'Desbloqueou',
  endSessions: 'Encerrou as sessões',
  list: 'Listou',
  read: 'Consultou',
  addCard: 'Adicionou cartão',
  endCard: 'Desativou cartão',
  reactivateCard: 'Reativou cartão',
  changePassword: 'Trocou a própria senha',
  enrollTotp: 'Cadastrou o autenticador',
  useRecoveryCode: 'Usou um código de recuperação',
  resetTwoFactor: 'Redefiniu a verificação em duas etapas',
  confirm: 'Confirmou importação',
  discard: 'Descartou importação',
};

export const auditActionLabel = (action: string) => ACTION_LABELS[action] ?? action;

function show(value: unknown): string {
  if (value === undefined) return '—';
  if (value === null || value === '') return '(vazio)';
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  if (typeof value === 'string' && value.startsWith('data:')) return '(imagem)';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The changed fields of one audit entry: field, before → after. */
export function AuditChanges({ changes }: { changes: AuditEntry['changes'] }) {
  const entries = Object.entries(changes);
  if (entries.length === 0) return <span className={styles.none}>sem campos alterados</span>;
  return (
    <dl className={styles.list}>
      {entries.map(([field, change]) => (
        <div key={field} className={styles.item}>
          <dt>{field}</dt>
          <dd>
            {'from' in change ? <del>{show(change.from)}</del> : null}
            {'from' in change && 'to' in change ? <span aria-hidden="true"> → </span> : null}
            {'to' in change ? <ins>{show(change.to)}</ins> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
