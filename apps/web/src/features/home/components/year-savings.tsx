import { PiggyBank } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useActingIdentity } from '../../../lib/use-acting-identity';
import { useEconomia } from '../api/get-economia';
import styles from './year-savings.module.css';

// Its own formatter: the contract's formatBRL shares a chunk with the partner screens, which the
// home would then download too.
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

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
        Você economizou {brl.format(economia / 100)} em {ano}
      </span>
      <span className={styles.more} aria-hidden="true">
        ›
      </span>
    </Link>
  );
}
