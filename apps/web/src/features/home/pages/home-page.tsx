import { CreditCard, Images } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { RetryMessage } from '../../../components/retry-message';
import { Spinner } from '../../../components/spinner';
import { useClubStore } from '../../../lib/club-store';
import { firstName } from '../../../lib/names';
import { useSession } from '../../../lib/session';
import { useActingIdentity } from '../../../lib/use-acting-identity';
import { useChosenCompany } from '../../../lib/use-chosen-company';
import { useBannersHome } from '../api/get-banners-home';
import { BannerCarousel } from '../components/banner-carousel';
import styles from './home-page.module.css';

const noop = () => {};

function Greeting() {
  const session = useSession();
  const company = useChosenCompany();
  return (
    <section className={styles.welcome} aria-labelledby="home-greeting">
      <h2 id="home-greeting" className={styles.greeting}>
        Olá, {firstName(session?.nome ?? '')}!
      </h2>
      {company && (
        <p className={styles.card}>
          <CreditCard size={18} aria-hidden="true" />
          Cartão {company.nomeEmpresa}
        </p>
      )}
    </section>
  );
}

function Banners({ onSettled }: { onSettled: (shown: boolean) => void }) {
  const identity = useActingIdentity();
  const idEmpresa = useClubStore((state) => state.choosedCompany);
  const banners = useBannersHome(identity && idEmpresa ? { ...identity, idEmpresa } : null);

  const failed = banners.isError && !banners.data;
  const settledWithoutImage = failed || (banners.isSuccess && banners.data.banners.length === 0);
  useEffect(() => {
    if (settledWithoutImage) onSettled(!failed);
  }, [settledWithoutImage, failed, onSettled]);

  // Never the empty banner space for a failed load: the member learns it failed (or is offline).
  if (failed) {
    return (
      <RetryMessage
        icon={<Images size={30} />}
        title="Não foi possível carregar os banners."
        error={banners.error}
        onRetry={() => void banners.refetch()}
      />
    );
  }
  if (banners.isPending) {
    return (
      <div className={styles.placeholder}>
        <Spinner size="lg" label="Carregando banners…" />
      </div>
    );
  }
  const list = banners.data?.banners ?? [];
  return list.length > 0 ? (
    <BannerCarousel banners={list} onFirstShown={() => onSettled(true)} />
  ) : null;
}

/**
 * docs/product.md#home: a greeting, the company's banner carousel, then `children`: what matters to
 * the member now (the card, the next appointment, the invoice to pay, partners), composed by the app.
 * `onBannersSettled`: the first banner is about to paint, or there is none to wait for; `shown`
 * is false when they failed to load.
 */
export function HomePage({
  children,
  onBannersSettled = noop,
}: {
  children?: ReactNode;
  onBannersSettled?: (shown: boolean) => void;
}) {
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">Home</h1>
      <Greeting />
      <Banners onSettled={onBannersSettled} />
      {children}
    </div>
  );
}
