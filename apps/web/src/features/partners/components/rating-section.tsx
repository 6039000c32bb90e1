import { PARTNER_MESSAGES } from '@clube/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { isApiError } from '../../../lib/api-error';
import { reportUnhandledError } from '../../../lib/query-client';
import { toast } from '../../../lib/toast';
import { useDelayedAction } from '../../../lib/use-delayed-action';
import { getAvaliacaoQueryOptions, useAvaliacao } from '../api/get-avaliacao';
import { getParceiroDetalheQueryOptions, type PartnerRequest } from '../api/get-parceiro-detalhe';
import { useInsereAvaliacao } from '../api/insere-avaliacao';
import { COMMENT_MAX } from '../partner-texts';
import { StarRatingInput, StarRatingView } from './star-rating';
import styles from './rating-section.module.css';

/** docs/product.md#partner-detail: the detail is reloaded about 3 s after a rating is sent. */
export const RELOAD_AFTER_RATING_MS = 3000;

function RatingForm({ request, titleId }: { request: PartnerRequest; titleId: string }) {
  const queryClient = useQueryClient();
  const send = useInsereAvaliacao();
  const later = useDelayedAction();
  const [nota, setNota] = useState(0);
  const [comentario, setComentario] = useState('');
  const [sent, setSent] = useState(false);
  const commentId = useId();
  const counterId = useId();
  const reload = () => {
    void queryClient.invalidateQueries({
      queryKey: getParceiroDetalheQueryOptions(request).queryKey,
    });
    void queryClient.invalidateQueries({ queryKey: getAvaliacaoQueryOptions(request).queryKey });
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (nota === 0) return;
    send.mutate(
      { ...request, nota, comentario },
      {
        onSuccess: () => {
          setSent(true);
          toast.success(PARTNER_MESSAGES.ratingSent, { id: 'rating-sent' });
          later(reload, RELOAD_AFTER_RATING_MS);
        },
        onError: (error) => {
          if (isApiError(error, 409)) {
            toast.error(error.message, { id: 'rating-sent' });
            reload();
          } else reportUnhandledError(error);
        },
      },
    );
  }

  const locked = send.isPending || sent;
  return (
    <form className={styles.form} aria-labelledby={titleId} onSubmit={submit}>
      <StarRatingInput value={nota} onChange={setNota} disabled={locked} />
      <div className={styles.field}>
        <label htmlFor={commentId} className={styles.label}>
          Comentário
        </label>
        <textarea
          id={commentId}
          className={styles.textarea}
          rows={4}
          maxLength={COMMENT_MAX}
          value={comentario}
          onChange={(event) => setComentario(event.target.value.slice(0, COMMENT_MAX))}
          aria-describedby={counterId}
          disabled={locked}
          placeholder="Conte como foi a sua experiência (opcional)"
        />
        <p id={counterId} className={styles.counter}>
          {comentario.length}/{COMMENT_MAX}
        </p>
      </div>
      <Button
        type="submit"
        block
        needsNetwork
        pending={send.isPending}
        disabled={nota === 0 || sent}
      >
        Enviar avaliação
      </Button>
    </form>
  );
}

function StoredRating({ request }: { request: PartnerRequest }) {
  const rating = useAvaliacao(request, true);
  if (rating.isPending) return <Spinner label="Carregando sua avaliação…" />;
  if (!rating.data) return null;
  return (
    <div className={styles.stored}>
      <StarRatingView value={rating.data.nota} />
      {rating.data.comentario && (
        <blockquote className={styles.comment}>{rating.data.comentario}</blockquote>
      )}
    </div>
  );
}

/** Rate once (stars and comment), or see the rating already given, read only (docs/product.md#partner-detail). */
export function RatingSection({ request, canRate }: { request: PartnerRequest; canRate: boolean }) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {canRate ? 'Avalie este parceiro' : PARTNER_MESSAGES.alreadyRated}
      </h2>
      {canRate ? (
        <RatingForm request={request} titleId={titleId} />
      ) : (
        <StoredRating request={request} />
      )}
    </section>
  );
}
