import type { Identity, PartnerListItem } from '@clube/contract';
import { Eye } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { FavouriteButton } from '../discovery/favourite-button';
import { distanceLabel, RatingLine } from '../discovery/rating-line';
import { couponInText } from '../coupon-in-text';
import { accessesLabel, PARTNER_TEXTS } from '../partner-texts';
import { Coupon } from './coupon';
import { PartnerLogo } from './partner-logo';
import styles from './partner-card.module.css';

/** The menu a card belongs to, for its heart. */
export type MenuRequest = Identity & { idServicoParceiro: number };

/** Local and national menus: category, accesses, rating, distance, heart and the way into the detail. */
export function PartnerCard({
  partner,
  onOpen,
  menu,
}: {
  partner: PartnerListItem;
  onOpen: (idParceiro: number) => void;
  menu?: MenuRequest;
}) {
  const titleId = useId();
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.head}>
        <PartnerLogo src={partner.logo} lazy />
        <div className={styles.heading}>
          <h2 id={titleId} className={styles.name}>
            {partner.nomeParceiro}
          </h2>
          <p className={styles.category}>{partner.nomeCategoria}</p>
        </div>
        {menu && partner.favorito !== undefined && (
          <span className={styles.heartSlot}>
            <FavouriteButton
              request={{ ...menu, idParceiro: partner.idParceiro }}
              nome={partner.nomeParceiro}
              favorito={partner.favorito}
            />
          </span>
        )}
      </div>
      <div className={styles.foot}>
        <span className={styles.stats}>
          <span className={styles.accesses}>
            <Eye size={16} aria-hidden="true" />
            {accessesLabel(partner.acesso)}
          </span>
          <RatingLine media={partner.media} avaliacoes={partner.avaliacoes} />
          {partner.distanciaKm !== undefined && (
            <span className={styles.accesses}>{distanceLabel(partner.distanciaKm)}</span>
          )}
        </span>
        <Link
          to={paths.auth.partnerDetails}
          className={styles.more}
          onClick={() => onOpen(partner.idParceiro)}
        >
          {PARTNER_TEXTS.moreDetails}
        </Link>
      </div>
    </article>
  );
}

/**
 * The exclusive menu ('Parceiros Meu Clube'): discount, short text, the coupon its text names (to
 * copy), and the full text on demand.
 */
export function ExclusivePartnerCard({ partner }: { partner: PartnerListItem }) {
  const titleId = useId();
  const fullTextId = useId();
  const [open, setOpen] = useState(false);
  const hasFullText = partner.texto_completo.trim() !== '';
  const coupon = couponInText(partner.texto, partner.texto_completo);
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.head}>
        <PartnerLogo src={partner.logo} lazy />
        <div className={styles.heading}>
          <h2 id={titleId} className={styles.name}>
            {partner.nomeParceiro}
          </h2>
          {partner.desconto && <p className={styles.discount}>{partner.desconto}</p>}
        </div>
      </div>
      {partner.texto && <p className={styles.text}>{partner.texto}</p>}
      {coupon && <Coupon code={coupon} partnerName={partner.nomeParceiro} />}
      {hasFullText && (
        <>
          <div id={fullTextId} className={styles.fullText} hidden={!open}>
            {partner.texto_completo}
          </div>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={fullTextId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? PARTNER_TEXTS.hideFullText : PARTNER_TEXTS.showFullText}
          </button>
        </>
      )}
    </article>
  );
}
