import { dismissToast, useToasts } from '../lib/toast';
import styles from './toaster.module.css';

/** Toasts in two live regions: errors interrupt (alert), the rest wait their turn (status). */
export function Toaster() {
  const toasts = useToasts();
  const render = (kind: 'error' | 'other') =>
    toasts
      .filter((t) => (kind === 'error' ? t.kind === 'error' : t.kind !== 'error'))
      .map((t) => (
        <div key={t.id} className={`${styles.toast} ${styles[t.kind]}`}>
          <span>{t.message}</span>
          <button
            type="button"
            className={styles.close}
            aria-label="Fechar aviso"
            onClick={() => dismissToast(t.id)}
          >
            ×
          </button>
        </div>
      ));
  return (
    <div className={styles.stack}>
      <div role="alert" aria-live="assertive" className={styles.region}>
        {render('error')}
      </div>
      <div role="status" aria-live="polite" className={styles.region}>
        {render('other')}
      </div>
    </div>
  );
}
