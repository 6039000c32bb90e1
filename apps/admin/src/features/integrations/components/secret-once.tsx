import { ADMIN_INTEGRATION_MESSAGES } from '@clube/contract/admin';
import { TemporaryPasswordDialog } from '../../../components/temporary-password-dialog';

/** A secret (a credential's, a webhook's) shown this once, with a copy button; 'Concluir' closes. */
export function SecretOnceDialog({
  title,
  intro,
  secret,
  onClose,
}: {
  title: string;
  intro: string;
  secret: string;
  onClose: () => void;
}) {
  return (
    <TemporaryPasswordDialog
      title={title}
      onClose={onClose}
      label="Segredo"
      intro={intro}
      password={secret}
      note={ADMIN_INTEGRATION_MESSAGES.secretOnce}
    />
  );
}
