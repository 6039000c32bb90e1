import { PartnerStaffSection } from '../../features/partner-staff/components/partner-staff-section';
import { EditPartnerPage } from '../../features/partners/pages/partner-page';

/** A partner's page with its counter staff accounts: the two features composed here. */
export function PartnerRoute() {
  return (
    <EditPartnerPage
      staffSection={(partner) => (
        <PartnerStaffSection partnerId={partner.id} partnerName={partner.nome} />
      )}
    />
  );
}
