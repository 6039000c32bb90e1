import { NavLink, Outlet } from 'react-router';
import { paths } from '../config/paths';
import { useSession } from '../features/auth/session';
import { SignOutButton } from '../features/auth/sign-out-button';
import styles from './shell.module.css';

/** Who is at the counter (partner and staff), the two screens and 'Sair'. */
export function Shell() {
  const { data } = useSession();
  return (
    <>
      <header className={styles.header}>
        <div className={styles.bar}>
          <div className={styles.who}>
            {data?.parceiro.logo ? (
              <img className={styles.logo} src={data.parceiro.logo} alt="" width={36} height={36} />
            ) : null}
            <div className={styles.names}>
              <p className={styles.partner}>{data?.parceiro.nome}</p>
              <p className={styles.staff}>{data?.atendente.nome}</p>
            </div>
          </div>
          <SignOutButton />
        </div>
        <nav className={styles.nav} aria-label="Telas">
          <NavLink className={styles.tab} to={paths.check} end>
            Conferir
          </NavLink>
          <NavLink className={styles.tab} to={paths.usesToday}>
            Usos de hoje
          </NavLink>
        </nav>
      </header>
      <Outlet />
    </>
  );
}
