import { NoticeSwitchesSection } from '../../features/campaigns/components/notice-switches-section';
import { EditCompanyPage } from '../../features/companies/pages/company-page';
import { CredentialsSection } from '../../features/integrations/components/credentials-section';
import { WebhooksSection } from '../../features/integrations/components/webhooks-section';
import { useCan } from '../../lib/auth';

/**
 * A company's page with its automatic notices' switches and its integration (API credentials,
 * webhooks): the features composed here.
 */
export function CompanyRoute() {
  const canSeeIntegration = useCan('integrations', 'list');
  return (
    <EditCompanyPage
      integrationSection={(company) => (
        <>
          <NoticeSwitchesSection companyId={company.id} />
          {canSeeIntegration ? (
            <>
              <CredentialsSection companyId={company.id} />
              <WebhooksSection companyId={company.id} />
            </>
          ) : null}
        </>
      )}
    />
  );
}
