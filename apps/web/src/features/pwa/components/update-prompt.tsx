import { RefreshCw } from 'lucide-react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from '../../../components/button';
import styles from './update-prompt.module.css';

/** docs/product.md#installed-app-and-updates: look for a new version every 20 s. */
const UPDATE_CHECK_INTERVAL_MS = 20_000;

function checkForUpdates(registration: ServiceWorkerRegistration) {
  setInterval(() => {
    if (registration.installing || !navigator.onLine) return;
    // A failed check (flaky network) is retried on the next tick; nothing to tell the member.
    registration.update().catch(() => undefined);
  }, UPDATE_CHECK_INTERVAL_MS);
}

/**
 * Reloads once the waiting worker is active, for a page no worker controls yet (the first visit):
 * the worker then takes the next load, but no 'controlling' event comes to reload this one.
 */
function reloadWhenActive(waiting: ServiceWorker | null | undefined) {
  if (!waiting || waiting.state === 'activated') {
    window.location.reload();
    return;
  }
  waiting.addEventListener('statechange', () => {
    if (waiting.state === 'activated') window.location.reload();
  });
}

async function applyUpdate(updateServiceWorker: (reload?: boolean) => Promise<void>) {
  const workers = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  const controlled = workers?.controller != null;
  const waiting = (await workers?.getRegistration())?.waiting;
  await updateServiceWorker(true);
  if (workers && !controlled) reloadWhenActive(waiting);
}

/** docs/product.md#installed-app-and-updates: when a new version is waiting, a full screen offers to apply it. */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW: (_url, registration) => {
      if (registration) checkForUpdates(registration);
    },
    onRegisterError: (error: unknown) => {
      // docs/product.md#installed-app-and-updates: registration errors are only logged.
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
        <Button block autoFocus onClick={() => void applyUpdate(updateServiceWorker)}>
          Atualizar Aplicativo
        </Button>
      </div>
    </div>
  );
}
