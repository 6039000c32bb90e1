import type { MemberUse } from '@clube/contract';
import { Flag, Store } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/button';
import { cx } from '../../../lib/class-names';
import { formatCents, formatUseTime } from '../use-format';
import recordStyles from '../../../components/record-card.module.css';
import styles from './use-card.module.css';

function PartnerLogo({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className={styles.logo} aria-hidden="true">
      {src && !failed ? (
        <img src={src} alt="" width={44} height={44} onError={() => setFailed(true)} />
      ) : (
        <Store size={22} />
      )}
    </span>
  );
}

interface UseCardProps {
  use: MemberUse;
  onReport: (use: MemberUse) => void;
}

/** One use of the card: partner, date and time, offer, purchase and saving when known. */
export function UseCard({ use, onReport }: UseCardProps) {
  const titleId = useId();
  const facts: [string, string][] = [
    ['Oferta', use.oferta || '—'],
    ...(use.valorCompra !== null
      ? [['Compra', formatCents(use.valorCompra)] as [string, string]]
      : []),
    ...(use.economia !== null ? [['Economia', formatCents(use.economia)] as [string, string]] : []),
  ];
  return (
    <article
      className={cx(recordStyles.card, use.desfeito && styles.undone)}
      aria-labelledby={titleId}
    >
      <div className={styles.header}>
        <PartnerLogo src={use.parceiro.logo} />
        <div className={recordStyles.heading}>
          <h2 id={titleId} className={recordStyles.title}>
            {use.parceiro.nome}
          </h2>
          <p className={recordStyles.subtitle}>
            <time dateTime={use.registradoEm}>{formatUseTime(use.registradoEm)}</time>
          </p>
        </div>
      </div>
      <dl className={recordStyles.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={cx(recordStyles.fact, term === 'Oferta' && recordStyles.wide)}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {use.desfeito ? (
        <p className={styles.note}>Registro desfeito pelo parceiro: este uso não conta.</p>
      ) : null}
      {use.reportado ? (
        <p className={styles.note}>Você avisou que não reconhece este uso.</p>
      ) : !use.desfeito ? (
        <div className={recordStyles.actions}>
          <Button
            variant="ghost"
            block
            needsNetwork
            icon={<Flag size={20} aria-hidden="true" />}
            aria-describedby={titleId}
            onClick={() => onReport(use)}
          >
            Não reconheço este uso
          </Button>
        </div>
      ) : null}
    </article>
  );
}
