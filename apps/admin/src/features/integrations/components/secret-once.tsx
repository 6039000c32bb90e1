import { ADMIN_INTEGRATION_MESSAGES } from '@clube/contract/admin';
import { TemporaryPassword } from '../../../components/temporary-password';

/** A secret (a credential's, a webhook's) shown this once, with a copy button. */
export function SecretOnce({ intro, secret }: { intro: string; secret: string }) {
  return (
    <TemporaryPassword
      label="Segredo"
      intro={intro}
      password={secret}
      note={ADMIN_INTEGRATION_MESSAGES.secretOnce}
    />
  );
}
