import {
  PARTNER_TYPES,
  type Identity,
  type PartnerListItem,
  type PartnerMenuItem,
} from '@clube/contract';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Store } from 'lucide-react';
import { Link } from 'react-router';
import { HomeTile, HomeTileSkeleton } from '../../../components/home-tile';
import { paths } from '../../../config/paths';
import { useClubStore } from '../../../lib/club-store';
import { useActingIdentity } from '../../../lib/use-acting-identity';
import { useParceiros } from '../api/get-parceiros';
import { getNewestPartnersQueryOptions } from '../api/get-parceiro-lista';
import { PartnerLogo } from './partner-logo';
import styles from './partner-highlights.module.css';

const SKELETON = <HomeTileSkeleton label="Carregando parceiros…" />;

/** The local menu when active (its partners open a detail), else the exclusive club's. */
function highlightMenu(menus: readonly PartnerMenuItem[]) {
  for (const position of [PARTNER_TYPES.local, PARTNER_TYPES.exclusive]) {
    const menu = menus[position];
    if (menu?.active) return { menu, position };
  }
  return null;
}

function Highlights({
  identity,
  menu,
  position,
}: {
  identity: Identity;
  menu: PartnerMenuItem;
  position: number;
}) {
  const update = useClubStore((state) => state.update);
  const partners = useQuery(getNewestPartnersQueryOptions(identity, menu.idServicoParceiro));
  if (partners.isPending) return SKELETON;
  const list = partners.data ?? [];
  if (list.length === 0) return null;
  const opensDetail = position === PARTNER_TYPES.local;
  const choose = (partner: PartnerListItem) =>
    update({
      choosedPartnerMenu: menu,
      partnerType: position,
      selectedCategory: null,
      ...(opensDetail ? { choosedPartner: partner.idParceiro } : {}),
    });
  return (
    <HomeTile
      icon={<Store size={22} />}
      title="Novos parceiros"
      actions={
        <Link
          to={paths.auth.partnersList}
          className={styles.all}
          onClick={() =>
            update({ choosedPartnerMenu: menu, partnerType: position, selectedCategory: null })
          }
        >
          Ver todos em {menu.nome}
          <ChevronRight size={18} aria-hidden="true" />
        </Link>
      }
    >
      <ul className={styles.list}>
        {list.map((partner) => (
          <li key={partner.idParceiro}>
            <Link
              to={opensDetail ? paths.auth.partnerDetails : paths.auth.partnersList}
              className={styles.partner}
              onClick={() => choose(partner)}
            >
              <PartnerLogo src={partner.logo} size={44} lazy />
              <span className={styles.text}>
                <span className={styles.name}>{partner.nomeParceiro}</span>
                <span className={styles.detail}>{partner.desconto || partner.nomeCategoria}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeTile>
  );
}

/** docs/product.md#home: the newest partners of the member's company, one tap from their page. */
export function PartnerHighlights() {
  const identity = useActingIdentity();
  const menus = useParceiros(identity ?? { idCliente: 0, idPerfil: 0 });
  if (!identity) return null;
  if (menus.isPending) return SKELETON;
  const chosen = highlightMenu(menus.data ?? []);
  if (!chosen) return null;
  return <Highlights identity={identity} {...chosen} />;
}
