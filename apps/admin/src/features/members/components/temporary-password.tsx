import { Button } from '../../../components/button';
import { Notice } from '../../../components/state-message';
import { toast } from '../../../lib/toast';
import styles from './temporary-password.module.css';

/** A first or reset password, shown this once: the member must change it at the next sign-in. */
export function TemporaryPassword({ password, intro }: { password: string; intro: string }) {
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
      <div className={styles.box}>
        <p>{intro}</p>
        <p className={styles.row}>
          <code className={styles.password} aria-label="Senha provisória">
            {password}
          </code>
          <Button variant="secondary" size="sm" onClick={() => void copy()}>
            Copiar senha
          </Button>
        </p>
        <p className={styles.note}>
          Ela não será mostrada de novo. O membro deverá trocá-la no próximo acesso.
        </p>
      </div>
    </Notice>
  );
}
