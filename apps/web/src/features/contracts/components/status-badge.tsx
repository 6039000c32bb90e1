import styles from './status-badge.module.css';

type Tone = 'positive' | 'pending' | 'negative' | 'neutral';

/** The server's status words (seed and the original app's examples) and how each reads at a glance. */
const TONES: Record<string, Tone> = {
  ativo: 'positive',
  pago: 'positive',
  'em aberto': 'pending',
  pendente: 'pending',
  vencido: 'negative',
  atrasado: 'negative',
  cancelado: 'negative',
  encerrado: 'neutral',
};

export function statusTone(status: string): Tone {
  return TONES[status.trim().toLowerCase()] ?? 'neutral';
}

/** A status as a coloured pill; the word itself carries the meaning, the colour only helps. */
export function StatusBadge({ status }: { status: string }) {
  if (!status) return null;
  return (
    <span className={styles.badge} data-tone={statusTone(status)}>
      <span className="visually-hidden">Status: </span>
      {status}
    </span>
  );
}
