import type { PartnerListItem } from '@clube/contract';
import { SearchX, Store } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { RetryMessage } from '../../../components/retry-message';
import { Spinner } from '../../../components/spinner';
import { StatusMessage } from '../../../components/status-message';
import { paths } from '../../../config/paths';
import { useKeepScreen } from '../../../lib/kept-screen';
import { useParceiroLista, type PartnerListFilter } from '../api/get-parceiro-lista';
import { PARTNER_TEXTS } from '../partner-texts';
import styles from './partner-results.module.css';

/** Asks for the next page when the sentinel after the last card comes near the screen. */
function useLoadMoreWhenVisible(onVisible: () => void, enabled: boolean) {
  const sentinel = useRef<HTMLDivElement>(null);
  const onIntersect = useEffectEvent(onVisible);
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onIntersect();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return sentinel;
}

interface PartnerResultsProps {
  filter: PartnerListFilter;
  renderCard: (partner: PartnerListItem) => ReactNode;
  /** The rest of the screen shows its own answers (the categories), not their placeholders. */
  restShown: boolean;
}

/** The loader, 'Nenhum parceiro encontrado!', or the cards, page after page as the member scrolls. */
export function PartnerResults({ filter, renderCard, restShown }: PartnerResultsProps) {
  const list = useParceiroLista(filter);
  // The list as it opens is kept for the next visit's first paint (lib/kept-screen.ts).
  useKeepScreen(paths.auth.partnersList, list.isSuccess && restShown);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const loadMore = () => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  };
  const sentinel = useLoadMoreWhenVisible(loadMore, hasNextPage);

  // A failed load is never 'Nenhum parceiro encontrado!': that would be false.
  if (list.isError && !list.data) {
    return (
      <RetryMessage
        icon={<Store size={30} />}
        title={PARTNER_TEXTS.loadFailed}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (list.isPending) {
    return (
      <div className={styles.loading}>
        <Spinner size="lg" label="Carregando parceiros…" />
      </div>
    );
  }
  const partners = list.data?.pages.flat() ?? [];
  if (partners.length === 0) {
    return <StatusMessage icon={<SearchX size={30} />} title={PARTNER_TEXTS.empty} />;
  }
  return (
    <>
      <ul className={styles.list} aria-busy={isFetchingNextPage || undefined}>
        {partners.map((partner) => (
          <li key={partner.idParceiro}>{renderCard(partner)}</li>
        ))}
      </ul>
      {hasNextPage && (
        <div ref={sentinel} className={styles.more}>
          {isFetchingNextPage ? (
            <Spinner label="Carregando mais parceiros…" />
          ) : (
            <Button variant="secondary" onClick={loadMore}>
              Carregar mais parceiros
            </Button>
          )}
        </div>
      )}
    </>
  );
}
