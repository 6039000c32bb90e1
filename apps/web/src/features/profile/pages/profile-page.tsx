import { FormCard, FormScreen } from '../../../components/form-screen';
import { FullScreenSpinner } from '../../../components/spinner';
import { useHasOtherCards } from '../../../components/switch-card-button';
import { useSession } from '../../../lib/session';
import { useHolderIdentity } from '../../../lib/use-holder-identity';
import { MyDataSection } from '../components/my-data-section';
import { NoticeConsentSection } from '../components/notice-consent-section';
import { SwitchCardSection } from '../components/switch-card-section';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';

/** docs/product.md#profile (the bottom navigation's Perfil): the login's own data and its password. */
export function ProfilePage() {
  const session = useSession();
  const identity = useHolderIdentity();
  const hasOtherCards = useHasOtherCards();
  if (!session || !identity) return <FullScreenSpinner />;
  return (
    <FormScreen title="Perfil" lead="Campos com * são obrigatórios.">
      <FormCard>
        {/* Keyed by login: a new sign-in starts from its own data, a save keeps what was typed. */}
        <ProfileForm key={session.login} session={session} identity={identity} />
      </FormCard>
      {hasOtherCards && (
        <FormCard>
          <SwitchCardSection />
        </FormCard>
      )}
      <FormCard>
        <PasswordForm login={session.login} />
      </FormCard>
      <FormCard>
        <NoticeConsentSection />
      </FormCard>
      <FormCard>
        <MyDataSection />
      </FormCard>
    </FormScreen>
  );
}
