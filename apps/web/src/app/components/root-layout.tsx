import { Outlet, useNavigation } from 'react-router';
import { DocumentTitle } from '../document-title';
import styles from './root-layout.module.css';

/** Every route renders here; a thin bar shows while the next screen's code downloads. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      <DocumentTitle />
      {navigation.state === 'loading' && (
        <div className={styles.progress} role="progressbar" aria-label="Carregando" />
      )}
      <Outlet />
    </>
  );
}
