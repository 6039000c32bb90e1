import type { AuditEntry } from '@clube/contract/admin';
import styles from './audit-changes.module.css';
import { fieldLabel, valueText } from './audit-labels';

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
  cancel: 'Cancelou',
  test: 'Enviou teste',
};

export const auditActionLabel = (action: string) => ACTION_LABELS[action] ?? action;

/** A value as text, or an object or list as nested lists of its labelled parts. */
function Value({ field, value }: { field: string; value: unknown }) {
  if (Array.isArray(value)) {
    if (value.length === 0) return <>(vazio)</>;
    return (
      <ul className={styles.nested}>
        {value.map((item, i) => (
          <li key={i}>
            <Value field={field} value={item} />
          </li>
        ))}
      </ul>
    );
  }
  if (typeof value === 'object' && value !== null) {
    return (
      <ul className={styles.nested}>
        {Object.entries(value).map(([key, inner]) => (
          <li key={key}>
            {fieldLabel(key)}: <Value field={key} value={inner} />
          </li>
        ))}
      </ul>
    );
  }
  return <>{valueText(field, value)}</>;
}

/**
 * The changed fields of one audit entry in Portuguese: label, before → after; the entry as stored
 * is one click away.
 */
export function AuditChanges({ changes }: { changes: AuditEntry['changes'] }) {
  const entries = Object.entries(changes);
  if (entries.length === 0) return <span className={styles.none}>sem campos alterados</span>;
  return (
    <div>
      <dl className={styles.list}>
        {entries.map(([field, change]) => (
          <div key={field} className={styles.item}>
            <dt>{fieldLabel(field)}</dt>
            <dd>
              {'from' in change ? (
                <del>
                  <Value field={field} value={change.from} />
                </del>
              ) : null}
              {'from' in change && 'to' in change ? <span aria-hidden="true"> → </span> : null}
              {'to' in change ? (
                <ins>
                  <Value field={field} value={change.to} />
                </ins>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      <details className={styles.raw}>
        <summary>Ver registro original</summary>
        <pre>{JSON.stringify(changes, null, 2)}</pre>
      </details>
    </div>
  );
}
