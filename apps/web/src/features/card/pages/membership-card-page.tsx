import type { Identity } from '@clube/contract';
import { IdCard, RotateCw, WifiOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { FullScreenSpinner } from '../../../components/spinner';
import { StatusMessage } from '../../../components/status-message';
import { useClubStore } from '../../../lib/club-store';
import { useActingIdentity } from '../../../lib/use-acting-identity';
import { useChosenCompany } from '../../../lib/use-chosen-company';
import { useVirtualBadge } from '../api/virtual-badge';
import { MembershipCard } from '../components/membership-card';
import { Page } from '../../../components/page';
import styles from './membership-card-page.module.css';

const savedAtFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

function OfflineNotice({ since }: { since: string }) {
  return (
    <p className={styles.offline} role="status">
      <WifiOff size={20} aria-hidden="true" />
      <span>
        Sem conexão. Esta é a carteirinha salva neste aparelho em{' '}
        {savedAtFormat.format(new Date(since))}.
      </span>
    </p>
  );
}

/** The optional image under the card (docs/product.md#virtual-card); hidden when it cannot be loaded. */
function CardFooterImage({ src, companyName }: { src: string; companyName: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return null;
  return (
    <img
      className={styles.footer}
      src={src}
      alt={`Rodapé da carteirinha ${companyName}`}
      onError={() => setFailed(true)}
    />
  );
}

function CardView({ identity }: { identity: Identity }) {
  const card = useVirtualBadge(identity);
  const logo = useClubStore((state) => state.logo);
  const companyName = useChosenCompany()?.nomeEmpresa ?? 'Clube';

  if (card.isPending) return <FullScreenSpinner />;
  if (!card.data) {
    return (
      <StatusMessage
        icon={<IdCard size={30} />}
        title="Não foi possível carregar sua carteirinha."
        action={
          <Button
            variant="secondary"
            icon={<RotateCw size={18} aria-hidden="true" />}
            onClick={() => void card.refetch()}
          >
            Tentar novamente
          </Button>
        }
      >
        Verifique sua conexão. Depois de aberta uma vez, ela fica salva neste aparelho.
      </StatusMessage>
    );
  }

  const { badge, offlineSince } = card.data;
  return (
    <>
      <MembershipCard badge={badge} companyName={companyName} logo={logo} />
      <CardFooterImage src={badge.imagemRodape} companyName={companyName} />
      {/* Under the card, so the card does not move when the saved copy turns out to be the answer. */}
      {offlineSince && <OfflineNotice since={offlineSince} />}
    </>
  );
}

/** docs/product.md#virtual-card (/auth/membership-card): the acting identity's card, offline too. */
export function MembershipCardPage() {
  const identity = useActingIdentity();
  return (
    <Page title="Carteirinha" lead="Apresente nos parceiros com um documento com foto.">
      {identity ? <CardView identity={identity} /> : <FullScreenSpinner />}
    </Page>
  );
}
