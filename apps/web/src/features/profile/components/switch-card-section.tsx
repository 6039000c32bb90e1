import { SwitchCardButton } from '../../../components/switch-card-button';
import { useChosenCompany } from '../../../lib/use-chosen-company';
import styles from './profile-forms.module.css';

/** docs/product.md#profile: which card is in use, and 'Trocar cartão' for a member with several. */
export function SwitchCardSection() {
  const company = useChosenCompany();
  return (
    <section className={styles.form} aria-labelledby="profile-card">
      <h2 id="profile-card" className={styles.heading}>
        Cartão
      </h2>
      <p>Você está usando o cartão {company?.nomeEmpresa ?? ''}.</p>
      <SwitchCardButton block />
    </section>
  );
}
