import { useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from '../lib/class-names';
import { useBrowserOnline } from '../lib/connection';
import styles from './button.module.css';
import { Spinner } from './spinner';

/** Under a button that needs the server, while the phone is offline. */
export const NEEDS_NETWORK_REASON = 'Indisponível sem conexão';

interface ButtonProps extends ComponentProps<'button'> {
  variant?: 'primary' | 'secondary' | 'ghost';
  /** Disables the button and swaps its icon for a spinner while a call is under way. */
  pending?: boolean;
  icon?: ReactNode;
  block?: boolean;
  /**
   * The action only works with the server: offline the button is disabled and says why under its
   * label.
   */
  needsNetwork?: boolean;
}

export function Button({
  variant = 'primary',
  pending = false,
  icon,
  block = false,
  needsNetwork = false,
  disabled,
  type = 'button',
  className,
  children,
  ...props
}: ButtonProps) {
  const online = useBrowserOnline();
  const reasonId = useId();
  const offline = needsNetwork && !online;
  // A button named by aria-label does not read its label's text: the reason is then its description.
  const describedBy = offline && props['aria-label'] ? reasonId : props['aria-describedby'];
  return (
    <button
      type={type}
      className={cx(styles.button, styles[variant], block && styles.block, className)}
      disabled={disabled || pending || offline}
      aria-busy={pending || undefined}
      {...props}
      aria-describedby={describedBy}
    >
      {pending ? <Spinner size="sm" /> : icon}
      <span>
        {children}
        {offline && (
          <small id={reasonId} className={styles.reason}>
            {NEEDS_NETWORK_REASON}
          </small>
        )}
      </span>
    </button>
  );
}

/** The same look for a navigation link. */
export function buttonClassName(variant: ButtonProps['variant'] = 'primary', block = false) {
  return cx(styles.button, styles[variant], block && styles.block);
}
