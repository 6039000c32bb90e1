import type { SecondFactorBody, SignInResponse } from '@clube/contract/admin';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { Checkbox } from '../../../components/field';
import { downloadText } from '../../../lib/download';
import { toast } from '../../../lib/toast';
import { CodeForm } from './code-form';
import styles from './sign-in.module.css';

type Enrolment = Extract<SignInResponse, { step: 'enroll' }>;

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

async function copy(text: string, done: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done);
  } catch {
    toast.error('Não foi possível copiar. Selecione o texto e copie manualmente.');
  }
}

/**
 * First sign-in: scan the QR code (or type the secret), keep the recovery codes, then confirm with
 * a code from the app. The QR code is the server's SVG, shown as an image (never as markup).
 */
export function EnrolmentStep({
  enrolment,
  onConfirm,
  busy,
  error,
}: {
  enrolment: Enrolment;
  onConfirm: (values: SecondFactorBody) => void;
  busy: boolean;
  error: string | null;
}) {
  const [kept, setKept] = useState(false);
  const codes = enrolment.recoveryCodes.join('\n');
  return (
    <div className={styles.enrol}>
      <ol className={styles.steps}>
        <li>
          <h3>Escaneie o QR code</h3>
          <p>
            No aplicativo autenticador (Google Authenticator, Microsoft Authenticator, 1Password…),
            adicione uma conta e escaneie:
          </p>
          <img
            className={styles.qr}
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`}
            alt="QR code para cadastrar o Clube no aplicativo autenticador"
            width={184}
            height={184}
          />
          <p className={styles.secretLabel}>Ou digite a chave:</p>
          <p className={styles.secretRow}>
            <code className={styles.secret} aria-label="Chave secreta">
              {grouped(enrolment.secret)}
            </code>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => copy(enrolment.secret, 'Chave copiada.')}
            >
              Copiar chave
            </Button>
          </p>
        </li>
        <li>
          <h3>Guarde os códigos de recuperação</h3>
          <p>
            Se perder o celular, cada código abaixo substitui o código do aplicativo uma única vez.
            Eles não serão mostrados de novo.
          </p>
          <ul className={styles.recovery} aria-label="Códigos de recuperação">
            {enrolment.recoveryCodes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ul>
          <div className={styles.row}>
            <Button variant="secondary" size="sm" onClick={() => copy(codes, 'Códigos copiados.')}>
              Copiar códigos
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => downloadText('clube-codigos-de-recuperacao.txt', `${codes}\n`)}
            >
              Baixar códigos
            </Button>
          </div>
          <Checkbox
            label="Guardei os códigos de recuperação em lugar seguro"
            checked={kept}
            onChange={(event) => setKept(event.target.checked)}
          />
        </li>
        <li>
          <h3>Confirme com um código</h3>
          <p>Digite o código de 6 dígitos que o aplicativo mostra agora.</p>
          {kept ? (
            <CodeForm
              onSubmit={onConfirm}
              busy={busy}
              error={error}
              submitLabel="Confirmar e entrar"
              allowRecovery={false}
            />
          ) : (
            <p className={styles.muted}>Marque acima que guardou os códigos para continuar.</p>
          )}
        </li>
      </ol>
    </div>
  );
}
