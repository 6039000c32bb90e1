import { ChevronRight, IdCard } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/button';
import { HomeTile } from '../../../components/home-tile';
import { paths } from '../../../config/paths';
import { useChosenCompany } from '../../../lib/use-chosen-company';

/** docs/product.md#home: the card one tap away. It needs no call, so it never waits nor moves. */
export function CardShortcut() {
  const company = useChosenCompany();
  return (
    <HomeTile
      icon={<IdCard size={22} />}
      title="Carteirinha"
      actions={
        <Link to={paths.auth.membershipCard} className={buttonClassName('primary')}>
          <span>Abrir carteirinha</span>
          <ChevronRight size={18} aria-hidden="true" />
        </Link>
      }
    >
      <p>
        {company ? `Cartão ${company.nomeEmpresa}. ` : ''}Mostre no parceiro para ter o seu
        desconto, mesmo sem internet.
      </p>
    </HomeTile>
  );
}
