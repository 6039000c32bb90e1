import {
  NOTICE_CONSENT_TEXTS as TEXTS,
  NOTICE_KIND_LABELS,
  type NoticeConsentResponse,
  type NoticeKind,
} from '@clube/contract';
import { BellRing, RotateCw } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { isApiError, isNetworkError } from '../../../lib/api-error';
import { useCheckedForm } from '../../../lib/form/use-checked-form';
import { toast } from '../../../lib/toast';
import {
  pushSupport,
  renewThisDevice,
  subscribeThisDevice,
  unsubscribeThisDevice,
  type PushSupport,
} from '../../../lib/push-device';
import { useNoticeConsent, useSaveNoticeConsent } from '../api/get-preferencias-avisos';
import styles from './profile-forms.module.css';

const TOAST_ID = 'notice-consent';

interface Form {
  prefs: Record<string, { push: boolean; email: boolean }>;
}

const formOf = (consent: NoticeConsentResponse): Form => ({
  prefs: Object.fromEntries(
    consent.preferencias.map((p) => [p.tipo, { push: p.push, email: p.email }]),
  ),
});

const PUSH_NOTE: Partial<Record<PushSupport, string>> = {
  'install-first': TEXTS.installFirst,
  denied: TEXTS.pushDenied,
  unsupported: TEXTS.pushUnsupported,
};

/**
 * Perfil's 'Avisos': per notice kind, the inbox (always), push on this person's phones and e-mail.
 * The security kinds are shown on and fixed, with the reason. Turning push on for a first kind is
 * when the browser asks the permission, never before.
 */
export function NoticeConsentSection() {
  const consent = useNoticeConsent();
  return (
    <section className={styles.form} aria-labelledby="profile-notices">
      <h2 id="profile-notices" className={styles.heading}>
        {TEXTS.title}
      </h2>
      <p>{TEXTS.intro}</p>
      {consent.data ? (
        <ConsentForm key={JSON.stringify(consent.data)} consent={consent.data} />
      ) : consent.isError ? (
        <div role="alert" className={styles.form}>
          <p>
            {isNetworkError(consent.error)
              ? consent.error.message
              : 'Não foi possível carregar suas preferências de avisos.'}
          </p>
          <Button
            variant="secondary"
            icon={<RotateCw size={18} aria-hidden="true" />}
            onClick={() => void consent.refetch()}
          >
            Tentar novamente
          </Button>
        </div>
      ) : (
        <p role="status">
          <Spinner /> Carregando preferências…
        </p>
      )}
    </section>
  );
}

function ConsentForm({ consent }: { consent: NoticeConsentResponse }) {
  const save = useSaveNoticeConsent();
  const [support] = useState(pushSupport);
  const [subscribing, setSubscribing] = useState(false);
  const { form, submit } = useCheckedForm<Form>({
    defaultValues: formOf(consent),
    toastId: TOAST_ID,
  });
  const pending = save.isPending || subscribing;
  const pushBlocked = support !== 'ready';

  const wantedPush = consent.preferencias.some((p) => !p.fixo && p.push);
  useEffect(() => {
    if (wantedPush) renewThisDevice();
  }, [wantedPush]);

  async function onValid(values: Form) {
    const preferencias = consent.preferencias
      .filter((p) => !p.fixo)
      .map((p) => ({
        tipo: p.tipo,
        push: values.prefs[p.tipo]?.push ?? false,
        email: values.prefs[p.tipo]?.email ?? false,
      }));
    const wantsPush = preferencias.some((p) => p.push);
    const hadPush = consent.preferencias.some((p) => !p.fixo && p.push);
    setSubscribing(true);
    try {
      // The permission is asked only here, when the member has just chosen push.
      if (wantsPush && !(await subscribeThisDevice())) {
        toast.error(Notification.permission === 'denied' ? TEXTS.pushDenied : TEXTS.serverOff, {
          id: TOAST_ID,
        });
        return;
      }
      if (!wantsPush && hadPush) await unsubscribeThisDevice();
    } catch {
      toast.error(TEXTS.pushUnsupported, { id: TOAST_ID });
      return;
    } finally {
      setSubscribing(false);
    }
    save.mutate(
      { preferencias },
      {
        onSuccess: () => toast.success(TEXTS.saved, { id: TOAST_ID }),
        onError: (error) => {
          if (isApiError(error) && error.endedSession) return;
          toast.error(
            isNetworkError(error) || isApiError(error) ? error.message : 'Não foi possível salvar.',
            { id: TOAST_ID },
          );
        },
      },
    );
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    if (pending) {
      event.preventDefault();
      return;
    }
    submit((values) => void onValid(values))(event);
  }

  const note = PUSH_NOTE[support];
  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-busy={pending}>
      {note && (
        <p className={styles.note} role="note">
          {note}
        </p>
      )}
      {!consent.temEmail && <p className={styles.note}>{TEXTS.noEmail}</p>}
      {consent.preferencias.map((p) => {
        const kind = p.tipo as NoticeKind;
        return (
          <fieldset
            key={kind}
            className={styles.consent}
            aria-describedby={p.fixo ? 'notice-fixed-reason' : undefined}
          >
            <legend className={styles.consentLegend}>{NOTICE_KIND_LABELS[kind]}</legend>
            <label className={styles.check}>
              <input type="checkbox" checked disabled readOnly />
              {TEXTS.inApp}
            </label>
            {p.fixo ? (
              <>
                <label className={styles.check}>
                  <input type="checkbox" checked disabled readOnly />
                  {TEXTS.push}
                </label>
                <label className={styles.check}>
                  <input type="checkbox" checked disabled readOnly />
                  {TEXTS.email}
                </label>
              </>
            ) : (
              <>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    disabled={pending || (pushBlocked && !p.push)}
                    {...form.register(`prefs.${kind}.push`)}
                  />
                  {TEXTS.push}
                </label>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    disabled={pending || (!consent.temEmail && !p.email)}
                    {...form.register(`prefs.${kind}.email`)}
                  />
                  {TEXTS.email}
                </label>
              </>
            )}
          </fieldset>
        );
      })}
      <p id="notice-fixed-reason" className={styles.note}>
        {TEXTS.securityReason}
      </p>
      <Button
        type="submit"
        block
        needsNetwork
        variant="secondary"
        pending={pending}
        icon={<BellRing size={20} aria-hidden="true" />}
      >
        {pending ? TEXTS.saving : TEXTS.save}
      </Button>
    </form>
  );
}
