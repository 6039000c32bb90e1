import type { ComponentProps } from 'react';
import { cx } from '../lib/class-names';
import styles from './card.module.css';

export function Card({ className, ...props }: ComponentProps<'section'>) {
  return <section className={cx(styles.card, className)} {...props} />;
}

export function CardTitle({ className, ...props }: ComponentProps<'h1'>) {
  return <h1 className={cx(styles.title, className)} {...props} />;
}

export function CardLead({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cx(styles.lead, className)} {...props} />;
}
