import { CopyButton } from '../../../components/copy-button';
import { PARTNER_TEXTS } from '../partner-texts';
import styles from './partner-detail.module.css';

/** The coupon code with a copy button; in a list, the partner's name tells the buttons apart. */
export function Coupon({ code, partnerName }: { code: string; partnerName?: string }) {
  return (
    <div className={styles.coupon}>
      <code className={styles.code}>{code}</code>
      <CopyButton
        text={code}
        label="Copiar cupom"
        copied={PARTNER_TEXTS.couponCopied}
        ariaLabel={partnerName ? `Copiar cupom de ${partnerName}` : undefined}
      />
    </div>
  );
}
