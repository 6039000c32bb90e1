import type { Identity, PartnerMenuItem } from '@clube/contract';
import { SearchX } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { buttonClassName } from '../../../components/button';
import { RetryMessage } from '../../../components/retry-message';
import { FullScreenSpinner } from '../../../components/spinner';
import { StatusMessage } from '../../../components/status-message';
import { paths } from '../../../config/paths';
import { isNetworkError } from '../../../lib/api-error';
import { useClubStore } from '../../../lib/club-store';
import { useActingIdentity } from '../../../lib/use-acting-identity';
import { useParceiroDetalhe, type PartnerRequest } from '../api/get-parceiro-detalhe';
import { PartnerDetailView } from '../components/partner-detail-view';
import { RatingSection } from '../components/rating-section';
import { PARTNER_TEXTS } from '../partner-texts';
import styles from './partner-details-page.module.css';

function PartnerDetails({ request }: { request: PartnerRequest }) {
  const detail = useParceiroDetalhe(request);
  if (detail.isPending) return <FullScreenSpinner />;
  // Offline, the partner is unknown, not missing.
  if (isNetworkError(detail.error) && !detail.data) {
    return (
      <RetryMessage
        icon={<SearchX size={30} />}
        title={PARTNER_TEXTS.loadFailed}
        error={detail.error}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  if (!detail.data) {
    return (
      <StatusMessage
        icon={<SearchX size={30} />}
        title={PARTNER_TEXTS.empty}
        action={
          <Link to={paths.auth.partnersList} className={buttonClassName('secondary')}>
            Voltar para a lista
          </Link>
        }
      />
    );
  }
  return (
    <div className={styles.page}>
      <BackLink to={paths.auth.partnersList}>Voltar para a lista</BackLink>
      <PartnerDetailView partner={detail.data} request={request} />
      <RatingSection request={request} canRate={detail.data.inserirAvaliacao} />
    </div>
  );
}

function requestOf(
  identity: Identity | null,
  menu: PartnerMenuItem | null,
  idParceiro: number | null,
) {
  if (!identity || !menu || idParceiro === null) return null;
  return { ...identity, idServicoParceiro: menu.idServicoParceiro, idParceiro };
}

/** docs/product.md#partner-detail: the chosen partner, and its rating. */
export function PartnerDetailsPage() {
  const identity = useActingIdentity();
  const menu = useClubStore((state) => state.choosedPartnerMenu);
  const idParceiro = useClubStore((state) => state.choosedPartner);
  const request = requestOf(identity, menu, idParceiro);
  if (!request) return <Navigate to={paths.auth.partnersType} replace />;
  return (
    <PartnerDetails key={`${request.idParceiro}-${request.idServicoParceiro}`} request={request} />
  );
}
