import { CopyButton } from '../../../components/copy-button';
import { PARTNER_TEXTS } from '../partner-texts';
import styles from './partner-detail.module.css';

/** The coupon code with a copy button. */
export function Coupon({ code }: { code: string }) {
  return (
    <div className={styles.coupon}>
      <code className={styles.code}>{code}</code>
      <CopyButton text={code} label="Copiar cupom" copied={PARTNER_TEXTS.couponCopied} />
    </div>
  );
}
