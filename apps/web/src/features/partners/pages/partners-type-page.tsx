import { PARTNER_TYPES, type Identity } from '@clube/contract';
import { ChevronRight, ExternalLink, Store } from 'lucide-react';
import { useNavigate } from 'react-router';
import { RetryMessage } from '../../../components/retry-message';
import { FullScreenSpinner } from '../../../components/spinner';
import { StatusMessage } from '../../../components/status-message';
import { paths } from '../../../config/paths';
import { useClubStore } from '../../../lib/club-store';
import { httpHref } from '../../../lib/external-link';
import { toast } from '../../../lib/toast';
import { useActingIdentity } from '../../../lib/use-acting-identity';
import { useParceiros } from '../api/get-parceiros';
import { getUrlParceiroNacional } from '../api/get-url-parceiro-nacional';
import { PARTNER_TEXTS } from '../partner-texts';
import { partnerTypeCards, type PartnerTypeCard } from '../partner-menus';
import styles from './partners-type-page.module.css';

/**
 * Opens the national-partner site in a new tab. The tab is opened on the click itself, before the
 * call, so popup blockers let it through; it is pointed at the site (or closed) when the answer comes.
 */
async function openNationalPartners(identity: Identity): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  toast.info(PARTNER_TEXTS.openingLink, { id: 'national-partners' });
  try {
    const url = httpHref((await getUrlParceiroNacional(identity)).url);
    if (!url) throw new Error('not an http(s) link');
    if (tab) tab.location.href = url;
    else window.open(url, '_blank', 'noopener,noreferrer');
  } catch {
    tab?.close();
    toast.error(PARTNER_TEXTS.serverDown, { id: 'national-partners' });
  }
}

function TypeCard({ card, onOpen }: { card: PartnerTypeCard; onOpen: () => void }) {
  const { Icon, menu, description, position } = card;
  const external = position === PARTNER_TYPES.national;
  return (
    <button type="button" className={styles.card} onClick={onOpen}>
      <span className={styles.icon} aria-hidden="true">
        <Icon size={28} strokeWidth={1.9} />
      </span>
      <span className={styles.text}>
        <span className={styles.name}>{menu.nome}</span>
        <span className={styles.description}>{description}</span>
      </span>
      {external ? (
        <>
          <ExternalLink className={styles.chevron} size={20} aria-hidden="true" />
          <span className="visually-hidden">(abre em nova aba)</span>
        </>
      ) : (
        <ChevronRight className={styles.chevron} size={22} aria-hidden="true" />
      )}
    </button>
  );
}

function PartnerTypes({ identity }: { identity: Identity }) {
  const navigate = useNavigate();
  const updateClub = useClubStore((state) => state.update);
  const menus = useParceiros(identity);

  if (menus.isError && !menus.data) {
    return (
      <RetryMessage
        icon={<Store size={30} />}
        title={PARTNER_TEXTS.loadFailed}
        error={menus.error}
        onRetry={() => void menus.refetch()}
      />
    );
  }
  if (menus.isPending) return <FullScreenSpinner />;
  const cards = partnerTypeCards(menus.data ?? []);

  function open({ position, menu }: PartnerTypeCard) {
    if (position === PARTNER_TYPES.national) {
      void openNationalPartners(identity);
      return;
    }
    updateClub({ choosedPartnerMenu: menu, partnerType: position, selectedCategory: null });
    void navigate(paths.auth.partnersList);
  }

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>Parceiros</h1>
        <p className={styles.lead}>Escolha onde quer economizar hoje.</p>
      </header>
      {cards.length === 0 ? (
        <StatusMessage icon={<Store size={30} />} title={PARTNER_TEXTS.empty} />
      ) : (
        <ul className={styles.list}>
          {cards.map((card) => (
            <li key={card.position}>
              <TypeCard card={card} onOpen={() => open(card)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** docs/product.md#partner-types: exclusive and local open the list; national opens its site. */
export function PartnersTypePage() {
  const identity = useActingIdentity();
  return identity ? <PartnerTypes identity={identity} /> : null;
}
