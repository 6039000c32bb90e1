import type { ReactNode } from 'react';
import { useId } from 'react';
import styles from './home-tile.module.css';

interface HomeTileProps {
  icon: ReactNode;
  /** The tile's heading (what it is about: 'Próxima consulta', 'Fatura em aberto'). */
  title: string;
  tone?: 'alert';
  children: ReactNode;
  actions?: ReactNode;
}

/** One block of the home under the banners: an icon, a heading, a few lines and its buttons. */
export function HomeTile({ icon, title, tone, children, actions }: HomeTileProps) {
  const titleId = useId();
  return (
    <section className={styles.tile} data-tone={tone} aria-labelledby={titleId}>
      <div className={styles.head}>
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      </div>
      <div className={styles.body}>{children}</div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}

/** The space a tile will take, held while its answer is on its way (nothing below it jumps). */
export function HomeTileSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.skeleton} role="status" aria-label={label}>
      <span />
      <span />
    </div>
  );
}
