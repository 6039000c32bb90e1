import type { ComponentType, ReactNode } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { LoginPage } from '../features/auth/pages/login-page';
import { startEarlyCalls } from './early-calls';
import { lazyRoute, type LazyRoute, type RouteHandle } from './navigation';
import { RootLayout } from './components/root-layout';
import { LoginGuard, SessionGuard } from './components/session-guard';
import { NotFoundPage } from './routes/not-found-page';

/** Each screen's name in the document title ("Parceiros · Clube"). */
const titled = (title: string): RouteHandle => ({ title });

/**
 * Every screen but the login page reads the API through TanStack Query: the query layer (query
 * client, provider, offline copy) is a chunk of its own, loaded with those screens (in parallel with
 * their code, navigation.tsx), never with the login page.
 */
const withQueries = (children: ReactNode) =>
  lazyRoute(() => import('./components/query-layout').then((m) => m.QueryProvider), { children });

/** A screen in a chunk of its own. */
function screen(title: string, load: () => Promise<ComponentType>): LazyRoute {
  const { element, handle } = lazyRoute(load, {});
  return { element, handle: { ...handle, title } };
}

/** docs/product.md#routes. Feature screens are split into their own chunks. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // The home's and the partner list's first calls start with their code (decision 021).
    handle: { early: startEarlyCalls } satisfies RouteHandle,
    children: [
      {
        element: <LoginGuard />,
        children: [
          // The first screen of a first visit, so it comes with the app itself: no second round
          // trip before the member sees it. It is small and loads no form or query library.
          { index: true, handle: titled('Entrar'), element: <LoginPage /> },
        ],
      },
      {
        ...withQueries(<SessionGuard area="onboarding" />),
        children: [
          {
            path: paths.terms,
            ...screen('Termos de Uso', () =>
              import('../features/terms/pages/terms-page').then((m) => m.TermsPage),
            ),
          },
          {
            path: paths.chooseCompany,
            ...screen('Escolha o cartão', () =>
              import('../features/company/pages/choose-company-page').then(
                (m) => m.ChooseCompanyPage,
              ),
            ),
          },
          {
            path: paths.changePasswordAfterLogin,
            ...screen('Nova senha', () =>
              import('../features/auth/pages/change-password-page').then(
                (m) => m.ChangePasswordPage,
              ),
            ),
          },
        ],
      },
      {
        path: paths.auth.root,
        ...withQueries(<SessionGuard area="member" />),
        children: [
          {
            // The signed-in shell (header, bottom nav) is a chunk of its own, loaded with the screen.
            ...lazyRoute(() => import('./components/auth-shell').then((m) => m.AuthShell), {}),
            children: [
              { index: true, element: <Navigate to={paths.auth.home} replace /> },
              {
                path: paths.auth.home,
                ...screen('Início', () =>
                  import('./components/home-screen').then((m) => m.HomeScreen),
                ),
              },
              {
                path: paths.auth.menu,
                ...screen('Menu', () =>
                  import('../features/menu/pages/menu-page').then((m) => m.MenuPage),
                ),
              },
              {
                path: paths.auth.partnersType,
                ...screen('Parceiros', () =>
                  import('../features/partners/pages/partners-type-page').then(
                    (m) => m.PartnersTypePage,
                  ),
                ),
              },
              {
                path: paths.auth.partnersList,
                ...screen('Lista de parceiros', () =>
                  import('../features/partners/pages/partners-list-page').then(
                    (m) => m.PartnersListPage,
                  ),
                ),
              },
              {
                path: paths.auth.partnerDetails,
                ...screen('Parceiro', () =>
                  import('../features/partners/pages/partner-details-page').then(
                    (m) => m.PartnerDetailsPage,
                  ),
                ),
              },
              {
                path: paths.auth.dependents,
                ...screen('Dependentes', () =>
                  import('../features/dependents/pages/dependents-page').then(
                    (m) => m.DependentsPage,
                  ),
                ),
              },
              {
                path: paths.auth.addDependents,
                ...screen('Dependente', () =>
                  import('../features/dependents/pages/dependent-form-page').then(
                    (m) => m.DependentFormPage,
                  ),
                ),
              },
              {
                path: paths.auth.generalData,
                ...screen('Dados Gerais', () =>
                  import('../features/general-data/pages/general-data-page').then(
                    (m) => m.GeneralDataPage,
                  ),
                ),
              },
              {
                path: paths.auth.myAddress,
                ...screen('Meu Endereço', () =>
                  import('../features/address/pages/my-address-page').then((m) => m.MyAddressPage),
                ),
              },
              {
                path: paths.auth.profile,
                ...screen('Perfil', () =>
                  import('../features/profile/pages/profile-page').then((m) => m.ProfilePage),
                ),
              },
              {
                path: paths.auth.membershipCard,
                ...screen('Carteirinha', () =>
                  import('../features/card/pages/membership-card-page').then(
                    (m) => m.MembershipCardPage,
                  ),
                ),
              },
              {
                path: paths.auth.myUses,
                ...screen('Meus usos', () =>
                  import('../features/uses/pages/my-uses-page').then((m) => m.MyUsesPage),
                ),
              },
              {
                path: paths.auth.notices,
                ...screen('Avisos', () =>
                  import('../features/notices/pages/notices-page').then((m) => m.NoticesPage),
                ),
              },
              {
                path: paths.auth.contract,
                ...screen('Contrato', () =>
                  import('../features/contracts/pages/contract-page').then((m) => m.ContractPage),
                ),
              },
              {
                path: paths.auth.contractDetails,
                ...screen('Detalhes do contrato', () =>
                  import('../features/contracts/pages/contract-details-page').then(
                    (m) => m.ContractDetailsPage,
                  ),
                ),
              },
              {
                path: paths.auth.services,
                ...screen('Serviços', () =>
                  import('../features/services/pages/services-page').then((m) => m.ServicesPage),
                ),
              },
              {
                path: paths.auth.faq,
                ...screen('Perguntas Frequentes', () =>
                  import('../features/faq/pages/faq-page').then((m) => m.FaqPage),
                ),
              },
              {
                path: paths.auth.help,
                ...screen('Precisa de Ajuda', () =>
                  import('../features/help/pages/help-page').then((m) => m.HelpPage),
                ),
              },
              {
                path: paths.auth.getTouch,
                ...screen('Atendimento', () =>
                  import('../features/tadodoi/pages/get-touch-page').then((m) => m.GetTouchPage),
                ),
              },
              {
                path: paths.auth.service24,
                ...screen('Atendimento 24 horas', () =>
                  import('../features/tadodoi/pages/service-24-page').then((m) => m.Service24Page),
                ),
              },
              {
                path: paths.auth.myReceipes,
                ...screen('Minhas Receitas', () =>
                  import('../features/tadodoi/pages/my-receipes-page').then(
                    (m) => m.MyReceipesPage,
                  ),
                ),
              },
              {
                path: paths.auth.myAppointments,
                ...screen('Minha Agenda', () =>
                  import('../features/tadodoi/pages/my-appointments-page').then(
                    (m) => m.MyAppointmentsPage,
                  ),
                ),
              },
            ],
          },
        ],
      },
      {
        path: '/forgot',
        ...withQueries(<Outlet />),
        children: [
          {
            path: 'recovery-choosed',
            ...screen('Recuperar senha', () =>
              import('../features/recovery/pages/recovery-choice-page').then(
                (m) => m.RecoveryChoicePage,
              ),
            ),
          },
          {
            path: 'recovery',
            ...screen('Recuperar senha', () =>
              import('../features/recovery/pages/recovery-page').then((m) => m.RecoveryPage),
            ),
          },
          {
            path: 'code',
            ...screen('Código de verificação', () =>
              import('../features/recovery/pages/code-page').then((m) => m.CodePage),
            ),
          },
        ],
      },
      { path: '*', handle: titled('Página não encontrada'), element: <NotFoundPage /> },
    ],
  },
];
