import { formatBRL, MEMBER_USE_MESSAGES } from '@clube/contract';
import { ChevronRight, PiggyBank } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useActingIdentity } from '../../../lib/use-acting-identity';
import { useEconomia } from '../api/get-economia';
import styles from './year-savings.module.css';

/**
 * 'Você economizou R$ X em <ano>', once a use of the card this year has a saving; a way to the
 * uses themselves. Nothing while loading or when it fails: the home's content does not wait on it.
 */
export function YearSavings() {
  const savings = useEconomia(useActingIdentity());
  if (!savings.data || savings.data.economia <= 0) return null;
  const { economia, ano } = savings.data;
  return (
    <Link className={styles.line} to={paths.auth.myUses}>
      <PiggyBank size={24} aria-hidden="true" />
      <span className={styles.text}>
        {MEMBER_USE_MESSAGES.savedInYear(formatBRL(economia / 100), ano)}
      </span>
      <ChevronRight size={20} aria-hidden="true" />
    </Link>
  );
}
