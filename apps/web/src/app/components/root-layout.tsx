import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { leaveScreen } from '../../lib/toast';
import { FullScreenSpinner } from '../../components/spinner';
import { useNavigationPending } from '../navigation';
import styles from './root-layout.module.css';

/**
 * Every route renders here; a thin bar shows while the next screen's code downloads, and a spinner
 * while the first screen's does.
 */
export function RootLayout() {
  const pending = useNavigationPending();
  const { pathname } = useLocation();
  // A toast belongs to its screen: moving on takes the earlier screen's toasts away.
  useEffect(() => leaveScreen(pathname), [pathname]);
  return (
    <>
      {pending && <div className={styles.progress} role="progressbar" aria-label="Carregando" />}
      <Suspense fallback={<FullScreenSpinner />}>
        <Outlet />
      </Suspense>
    </>
  );
}
