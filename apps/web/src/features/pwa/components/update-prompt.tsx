import { RefreshCw } from 'lucide-react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from '../../../components/button';
import styles from './update-prompt.module.css';

/** Spec §1: look for a new version every 20 s. */
const UPDATE_CHECK_INTERVAL_MS = 20_000;

function checkForUpdates(registration: ServiceWorkerRegistration) {
  setInterval(() => {
    if (registration.installing || !navigator.onLine) return;
    // A failed check (flaky network) is retried on the next tick; nothing to tell the member.
    registration.update().catch(() => undefined);
  }, UPDATE_CHECK_INTERVAL_MS);
}

/** Spec §1: when a new version is waiting, a full screen offers to apply it. */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW: (_url, registration) => {
      if (registration) checkForUpdates(registration);
    },
    onRegisterError: (error: unknown) => {
      // Spec §8: registration errors are only logged.
      console.warn('Clube: service worker registration failed', error);
    },
  });

  if (!needRefresh) return null;
  return (
    <div className={styles.overlay} role="dialog" aria-modal="true" aria-labelledby="update-title">
      <div className={styles.panel}>
        <span className={styles.icon} aria-hidden="true">
          <RefreshCw size={30} />
        </span>
        <h1 id="update-title" className={styles.title}>
          Atualização do Aplicativo!
        </h1>
        <p className={styles.text}>Uma nova versão do Clube está pronta para uso.</p>
        <Button block autoFocus onClick={() => void updateServiceWorker(true)}>
          Atualizar Aplicativo
        </Button>
      </div>
    </div>
  );
}
