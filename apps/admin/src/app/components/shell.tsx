import { ADMIN_ROLE_LABELS, type AdminAction, type AdminResource } from '@clube/contract/admin';
import {
  BarChart3,
  Building2,
  CircleHelp,
  Headset,
  Images,
  LayoutDashboard,
  FileUp,
  LogOut,
  Megaphone,
  ScrollText,
  ShieldCheck,
  Users,
  Store,
  Tags,
  Video,
  FileSpreadsheet,
  Receipt,
  type LucideIcon,
} from 'lucide-react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useSignOut } from '../../features/auth/api/sign-out';
import { can, useMe } from '../../lib/auth';
import { toast } from '../../lib/toast';
import styles from './shell.module.css';

interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  resource: AdminResource;
  action: AdminAction;
}

/** The sidebar offers only what the operator's permissions open (the server checks again). */
const NAV: NavItem[] = [
  { to: paths.home, label: 'Painel', icon: LayoutDashboard, resource: 'reports', action: 'read' },
  {
    to: paths.companies,
    label: 'Empresas',
    icon: Building2,
    resource: 'companies',
    action: 'list',
  },
  { to: paths.members, label: 'Membros', icon: Users, resource: 'members', action: 'list' },
  {
    to: paths.memberImport,
    label: 'Importar membros',
    icon: FileUp,
    resource: 'imports',
    action: 'create',
  },
  {
    to: paths.operators,
    label: 'Operadores',
    icon: ShieldCheck,
    resource: 'operators',
    action: 'list',
  },
  { to: paths.audit, label: 'Auditoria', icon: ScrollText, resource: 'audit', action: 'list' },
  { to: paths.partners, label: 'Parceiros', icon: Store, resource: 'partners', action: 'list' },
  { to: paths.uses, label: 'Usos', icon: Receipt, resource: 'uses', action: 'list' },
  {
    to: paths.categories,
    label: 'Categorias',
    icon: Tags,
    resource: 'categories',
    action: 'list',
  },
  {
    to: paths.partnerImport,
    label: 'Importar parceiros',
    icon: FileSpreadsheet,
    resource: 'categories',
    action: 'create',
  },
  {
    to: paths.campaigns,
    label: 'Campanhas',
    icon: Megaphone,
    resource: 'campaigns',
    action: 'list',
  },
  { to: paths.banners, label: 'Banners', icon: Images, resource: 'banners', action: 'list' },
  {
    to: paths.faq,
    label: 'Perguntas frequentes',
    icon: CircleHelp,
    resource: 'faq',
    action: 'list',
  },
  {
    to: paths.services,
    label: 'Serviços e atendimento',
    icon: Headset,
    resource: 'services',
    action: 'list',
  },
  {
    to: paths.videoLinks,
    label: 'Serviços por vídeo',
    icon: Video,
    resource: 'services',
    action: 'read',
  },
  { to: paths.reports, label: 'Relatórios', icon: BarChart3, resource: 'reports', action: 'read' },
];

export function Shell() {
  const me = useMe();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const items = me.operator.mustChangePassword
    ? []
    : NAV.filter((item) => can(me, item.resource, item.action));

  const leave = () =>
    signOut.mutate(undefined, {
      onSettled: () => {
        toast.info('Você saiu do console.');
        navigate(paths.signIn, { replace: true });
      },
    });

  return (
    <div className={styles.layout}>
      <a className={styles.skip} href="#conteudo">
        Pular para o conteúdo
      </a>
      <aside className={styles.sidebar} aria-label="Menu do console">
        <div className={styles.brand}>
          <img src={`${import.meta.env.BASE_URL}icon.svg`} alt="" width={32} height={32} />
          <span>
            Clube <strong>Console</strong>
          </span>
        </div>
        <nav aria-label="Seções do console" className={styles.nav}>
          <ul>
            {items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === paths.home}
                  className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
                >
                  <item.icon className={styles.icon} aria-hidden="true" size={18} />
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.operator}>
          <NavLink
            to={paths.account}
            className={({ isActive }) => `${styles.who} ${isActive ? styles.active : ''}`}
          >
            <span className={styles.avatar} aria-hidden="true">
              {me.operator.name.trim().charAt(0).toUpperCase()}
            </span>
            <span className={styles.whoText}>
              <span className={styles.name}>{me.operator.name}</span>
              <span className={styles.role}>{ADMIN_ROLE_LABELS[me.operator.role]}</span>
            </span>
          </NavLink>
          <button
            type="button"
            className={styles.signOut}
            onClick={leave}
            disabled={signOut.isPending}
          >
            <LogOut aria-hidden="true" size={16} />
            Sair
          </button>
        </div>
      </aside>
      <main id="conteudo" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
