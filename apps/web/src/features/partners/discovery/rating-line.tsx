import { Star } from 'lucide-react';
import styles from './discovery.module.css';

/** '4,6 ★ (128)': one decimal, pt-BR; the count says how many members the average stands for. */
export function ratingText(media: number | null | undefined, avaliacoes: number | undefined) {
  if (!avaliacoes || media === null || media === undefined) return null;
  const average = media.toLocaleString('pt-BR', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return { visible: `${average} ★ (${avaliacoes.toLocaleString('pt-BR')})`, average };
}

/** The average of the ratings members see and how many there are; 'Sem avaliações' before the first. */
export function RatingLine({
  media,
  avaliacoes,
}: {
  media: number | null | undefined;
  avaliacoes: number | undefined;
}) {
  if (avaliacoes === undefined) return null;
  const text = ratingText(media, avaliacoes);
  if (!text) return <span className={styles.rating}>Sem avaliações</span>;
  const label = `Nota média ${text.average} de 5, ${avaliacoes === 1 ? '1 avaliação' : `${avaliacoes.toLocaleString('pt-BR')} avaliações`}`;
  return (
    <span className={styles.rating} role="img" aria-label={label}>
      <Star size={14} aria-hidden="true" className={styles.star} />
      <span aria-hidden="true">{text.visible}</span>
    </span>
  );
}

/** '1,2 km' from the member's position. */
export function distanceLabel(km: number): string {
  return `${km.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} km`;
}
