import type { ReactNode } from 'react';
import { toast } from '../lib/toast';
import { Button } from './button';
import { Notice } from './state-message';
import styles from './temporary-password.module.css';

/** What a member's temporary password becomes. */
export const MEMBER_PASSWORD_NOTE =
  'Ela não será mostrada de novo. O membro deverá trocá-la no próximo acesso.';

/**
 * A temporary password (a member's, a counter staff account's), shown this once with a copy button;
 * `note` says what happens to it next.
 */
export function TemporaryPassword({
  password,
  intro,
  note,
  label = 'Senha provisória',
}: {
  password: string;
  intro: string;
  note: ReactNode;
  label?: string;
}) {
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
          <code className={styles.password} aria-label={label}>
            {password}
          </code>
          <Button variant="secondary" size="sm" onClick={() => void copy()}>
            Copiar senha
          </Button>
        </p>
        <p className={styles.note}>{note}</p>
      </div>
    </Notice>
  );
}
