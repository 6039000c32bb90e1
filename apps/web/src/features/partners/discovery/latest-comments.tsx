import { formatDate, type PartnerDetail } from '@clube/contract';
import { mapsHref } from '../../../lib/maps-link';
import styles from './discovery.module.css';

/** The latest comments members may read (the server never sends one an operator hid). */
export function LatestComments({ comentarios }: { comentarios: PartnerDetail['comentarios'] }) {
  if (!comentarios || comentarios.length === 0) return null;
  return (
    <ul className={styles.comments} aria-label="Comentários recentes">
      {comentarios.map((c, index) => (
        <li key={index} className={styles.comment}>
          <span className={styles.commentMeta}>{`${c.nota} ★ · ${formatDate(c.data)}`}</span>
          <span>{c.comentario}</span>
        </li>
      ))}
    </ul>
  );
}

/** Opens the phone's maps at the partner: its coordinates when known, else its address. */
export function partnerMapsHref(p: PartnerDetail): string {
  return mapsHref(
    p.latitude != null && p.longitude != null
      ? `${p.latitude},${p.longitude}`
      : [p.logradouro, p.numero, p.bairro, p.cidade, p.uf].filter(Boolean).join(', '),
  );
}
