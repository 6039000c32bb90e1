import { Copy } from 'lucide-react';
import { Button } from '../../../components/button';
import { toast } from '../../../lib/toast';
import { PARTNER_TEXTS } from '../partner-texts';
import styles from './partner-detail.module.css';

/** The coupon code with a copy button. */
export function Coupon({ code }: { code: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      toast.success(PARTNER_TEXTS.couponCopied, { id: 'coupon-copied' });
    } catch {
      toast.error('Não foi possível copiar o cupom.', { id: 'coupon-copied' });
    }
  }
  return (
    <div className={styles.coupon}>
      <code className={styles.code}>{code}</code>
      <Button
        variant="secondary"
        icon={<Copy size={18} aria-hidden="true" />}
        onClick={() => void copy()}
      >
        Copiar cupom
      </Button>
    </div>
  );
}
