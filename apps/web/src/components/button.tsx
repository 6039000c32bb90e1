import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../lib/class-names';
import styles from './button.module.css';
import { Spinner } from './spinner';

interface ButtonProps extends ComponentProps<'button'> {
  variant?: 'primary' | 'secondary' | 'ghost';
  /** Disables the button and swaps its icon for a spinner while a call is under way. */
  pending?: boolean;
  icon?: ReactNode;
  block?: boolean;
}

export function Button({
  variant = 'primary',
  pending = false,
  icon,
  block = false,
  disabled,
  type = 'button',
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(styles.button, styles[variant], block && styles.block, className)}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...props}
    >
      {pending ? <Spinner size="sm" /> : icon}
      <span>{children}</span>
    </button>
  );
}

/** The same look for a navigation link. */
export function buttonClassName(variant: ButtonProps['variant'] = 'primary', block = false) {
  return cx(styles.button, styles[variant], block && styles.block);
}
