import { Heart } from 'lucide-react';
import { useFavoritarParceiro } from '../api/favoritar-parceiro';
import type { PartnerRequest } from '../api/get-parceiro-detalhe';
import styles from './discovery.module.css';

/** The heart: a toggle button (aria-pressed) that keeps the partner among the card's favourites on the server. */
export function FavouriteButton({
  request,
  nome,
  favorito,
}: {
  request: PartnerRequest;
  nome: string;
  favorito: boolean;
}) {
  const save = useFavoritarParceiro();
  // While saving, the heart already shows what the member asked for.
  const pressed = save.isPending ? (save.variables?.favorito ?? favorito) : favorito;
  return (
    <span className={styles.favourite}>
      <button
        type="button"
        className={styles.heart}
        aria-pressed={pressed}
        aria-label={`Favorito: ${nome}`}
        disabled={save.isPending}
        onClick={() => save.mutate({ ...request, favorito: !pressed })}
      >
        <Heart size={22} aria-hidden="true" fill={pressed ? 'currentColor' : 'none'} />
      </button>
      {save.isError && (
        <span role="alert" className={styles.error}>
          Não foi possível salvar o favorito.
        </span>
      )}
    </span>
  );
}
