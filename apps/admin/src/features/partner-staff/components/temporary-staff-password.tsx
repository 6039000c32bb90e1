import { ADMIN_COUNTER_MESSAGES } from '@clube/contract/admin';
import { Button } from '../../../components/button';
import { Notice } from '../../../components/state-message';
import { toast } from '../../../lib/toast';
import styles from './partner-staff.module.css';

/** A staff account's temporary password, shown this once: it is changed at the first sign-in. */
export function TemporaryStaffPassword({ password, intro }: { password: string; intro: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      toast.success('Senha copiada.');
    } catch {
      toast.error('Não foi possível copiar. Selecione a senha e copie manualmente.');
    }
  };
  return (
    <Notice tone="success" role="status">
      <div className={styles.passwordBox}>
        <p>{intro}</p>
        <p className={styles.passwordRow}>
          <code className={styles.password} aria-label="Senha temporária">
            {password}
          </code>
          <Button variant="secondary" size="sm" onClick={() => void copy()}>
            Copiar senha
          </Button>
        </p>
        <p className={styles.note}>{ADMIN_COUNTER_MESSAGES.temporaryPasswordOnce}</p>
      </div>
    </Notice>
  );
}
