import type { ReactNode } from 'react';
import { errorMessage, isApiError } from '../lib/api-error';
import { Button } from './button';
import styles from './state-message.module.css';

export function Loading({ label = 'Carregando…' }: { label?: string }) {
  return (
    <div className={styles.box} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.box}>
      <p className={styles.title}>{title}</p>
      {children ? <div className={styles.body}>{children}</div> : null}
    </div>
  );
}

/** A 403: trying again cannot help, so the operator is told why instead of offered a retry. */
function ForbiddenState() {
  return (
    <div className={`${styles.box} ${styles.error}`} role="alert">
      <p className={styles.title}>Sem permissão.</p>
      <p className={styles.body}>
        Seu papel não dá acesso a estes dados. Se precisar deles, fale com um administrador.
      </p>
    </div>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  if (isApiError(error, 403)) return <ForbiddenState />;
  return (
    <div className={`${styles.box} ${styles.error}`} role="alert">
      <p className={styles.title}>Não foi possível carregar.</p>
      <p className={styles.body}>{errorMessage(error)}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Tentar de novo
        </Button>
      ) : null}
    </div>
  );
}

/** A sentence inside a form or panel: the outcome of a step, a warning, an error. */
export function Notice({
  tone = 'info',
  children,
  role,
}: {
  tone?: 'info' | 'warning' | 'error' | 'success';
  children: ReactNode;
  role?: 'alert' | 'status';
}) {
  return (
    <div className={`${styles.notice} ${styles[tone]}`} role={role}>
      {children}
    </div>
  );
}
