import { Copy } from 'lucide-react';
import { toast } from '../lib/toast';
import { Button } from './button';

interface CopyButtonProps {
  /** What lands on the clipboard. */
  text: string;
  /** The button's words, e.g. 'Copiar linha digitável'. */
  label: string;
  /** The success toast, e.g. 'Linha digitável copiada!'. */
  copied: string;
  /** Names what is copied for a screen reader when the label alone is ambiguous. */
  ariaLabel?: string;
}

/** Copies a code (coupon, linha digitável, Pix) and says so; one toast per kind of code. */
export function CopyButton({ text, label, copied, ariaLabel }: CopyButtonProps) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(copied, { id: `copy-${label}` });
    } catch {
      toast.error('Não foi possível copiar. Toque e segure o código para copiar.', {
        id: `copy-${label}`,
      });
    }
  }
  return (
    <Button
      variant="secondary"
      icon={<Copy size={18} aria-hidden="true" />}
      aria-label={ariaLabel}
      onClick={() => void copy()}
    >
      {label}
    </Button>
  );
}
