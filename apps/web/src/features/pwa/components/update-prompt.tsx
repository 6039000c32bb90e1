import { RefreshCw } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { Button } from '../../../components/button';
import {
  applyUpdate,
  isUpdateWaiting,
  registerServiceWorker,
  subscribeToUpdates,
} from '../service-worker';
import styles from './update-prompt.module.css';

/** docs/product.md#installed-app-and-updates: when a new version is waiting, a full screen offers to apply it. */
export function UpdatePrompt() {
  const needRefresh = useSyncExternalStore(subscribeToUpdates, isUpdateWaiting);
  useEffect(registerServiceWorker, []);

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
        <Button block autoFocus onClick={() => void applyUpdate()}>
          Atualizar Aplicativo
        </Button>
      </div>
    </div>
  );
}
