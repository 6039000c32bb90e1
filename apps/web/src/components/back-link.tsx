import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import styles from './back-link.module.css';

interface BackLinkProps {
  to: string;
  /** Says where it leads ("Voltar para Parceiros"): read aloud and shown. */
  children: string;
}

/** The one way back at the top of a screen: an arrow and where it goes, a full touch target. */
export function BackLink({ to, children }: BackLinkProps) {
  return (
    <Link to={to} className={styles.back}>
      <ArrowLeft size={20} aria-hidden="true" />
      <span>{children}</span>
    </Link>
  );
}
