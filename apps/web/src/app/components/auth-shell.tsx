import { ArrowLeftRight, CircleHelp, House, LayoutGrid, LogOut, UserRound } from 'lucide-react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { CompanyLogo } from '../../components/company-logo';
import { useHasOtherCards, useSwitchCard } from '../../components/switch-card-button';
import { paths } from '../../config/paths';
import { NoticeBell } from '../../features/notices/components/notice-bell';
import { api } from '../../lib/api-client';
import { useClubStore } from '../../lib/club-store';
import { signOut } from '../../lib/session';
import { useChosenCompany } from '../../lib/use-chosen-company';
import styles from './auth-shell.module.css';

const NAV_ITEMS = [
  { to: paths.auth.home, label: 'Home', Icon: House },
  { to: paths.auth.menu, label: 'Menu', Icon: LayoutGrid },
  { to: paths.auth.profile, label: 'Perfil', Icon: UserRound },
  { to: paths.auth.help, label: 'Ajuda', Icon: CircleHelp },
] as const;

function HeaderLogo() {
  const logo = useClubStore((state) => state.logo);
  const name = useChosenCompany()?.nomeEmpresa ?? 'Clube';
  return <CompanyLogo src={logo} name={name} height={40} />;
}

/** docs/product.md#authenticated-shell: header with the company logo and logout, bottom navigation. */
export function AuthShell() {
  const navigate = useNavigate();
  const hasOtherCards = useHasOtherCards();
  const switchCard = useSwitchCard();

  function handleLogout() {
    // The server ends the session too; the member leaves at once, whatever it answers.
    api('logout').catch(() => undefined);
    signOut();
    void navigate(paths.login, { replace: true });
  }

  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <HeaderLogo />
        <div className={styles.headerActions}>
          <NoticeBell className={styles.logout} />
          {hasOtherCards && (
            <button
              type="button"
              className={styles.logout}
              aria-label="Trocar cartão"
              title="Trocar cartão"
              onClick={switchCard}
            >
              <ArrowLeftRight size={24} aria-hidden="true" />
            </button>
          )}
          <button
            type="button"
            className={styles.logout}
            aria-label="Sair"
            title="Sair"
            onClick={handleLogout}
          >
            <LogOut size={24} aria-hidden="true" />
          </button>
        </div>
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
      <nav className={styles.nav} aria-label="Navegação principal">
        <ul className={styles.navList}>
          {NAV_ITEMS.map(({ to, label, Icon }) => (
            <li key={to}>
              <NavLink to={to} className={styles.navLink}>
                <span className={styles.navIcon} aria-hidden="true">
                  <Icon size={22} />
                </span>
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
