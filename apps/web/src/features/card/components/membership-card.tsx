import { formatDate, type VirtualBadge } from '@clube/contract';
import { useId } from 'react';
import { CompanyLogo } from '../../../components/company-logo';
import { Barcode } from './barcode';
import styles from './membership-card.module.css';

interface MembershipCardProps {
  badge: VirtualBadge;
  companyName: string;
  logo: string;
}

/** "6062010004201100" → "6062 0100 0420 1100", easier to read out at a counter. */
export function groupCardNumber(numero: string): string {
  return numero.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** docs/product.md#virtual-card: company logo, name, validity, CPF, barcode and number. */
export function MembershipCard({ badge, companyName, logo }: MembershipCardProps) {
  const nameId = useId();
  const facts = [
    ['CPF', badge.cpf || '—'],
    ['Validade', formatDate(badge.validade) || '—'],
  ] as const;
  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <header className={styles.top}>
        <CompanyLogo src={logo} name={companyName} height={36} />
        <span className={styles.kind}>Carteirinha</span>
      </header>

      <div className={styles.holder}>
        <span className={styles.term}>Nome</span>
        <h2 id={nameId} className={styles.name}>
          {badge.nome}
        </h2>
      </div>

      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>

      {badge.numero && (
        <div className={styles.code}>
          <Barcode value={badge.numero} label={`Código de barras do cartão ${badge.numero}`} />
          <p className={styles.number}>
            <span className="visually-hidden">Número do cartão: </span>
            {groupCardNumber(badge.numero)}
          </p>
        </div>
      )}
    </article>
  );
}
