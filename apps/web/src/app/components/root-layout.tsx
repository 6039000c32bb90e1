import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullScreenSpinner } from '../../components/spinner';
import { useNavigationPending } from '../navigation';
import styles from './root-layout.module.css';

/**
 * Every route renders here; a thin bar shows while the next screen's code downloads, and a spinner
 * while the first screen's does.
 */
export function RootLayout() {
  const pending = useNavigationPending();
  return (
    <>
      {pending && <div className={styles.progress} role="progressbar" aria-label="Carregando" />}
      <Suspense fallback={<FullScreenSpinner />}>
        <Outlet />
      </Suspense>
    </>
  );
}
