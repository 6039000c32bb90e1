import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { FullScreenSpinner } from '../components/spinner';
import { paths } from '../config/paths';
import { LoginPage } from '../features/auth/pages/login-page';
import { startBannersHome } from '../features/home/api/early-banners';
import { startPartnerList } from '../features/partners/api/early-partners';
import { getSession, useSessionStore } from '../lib/session';
import { useClubStore } from '../lib/club-store';
import type { RouteHandle } from './document-title';
import { isQueryLayerLoaded } from './query-layer';
import { decideAccess } from './session-guard';
import { RootLayout } from './components/root-layout';
import { LoginGuard, SessionGuard } from './components/session-guard';
import { NotFoundPage } from './routes/not-found-page';
import { RouteErrorPage } from './routes/route-error-page';

/** Each screen's name in the document title ("Parceiros · Clube"), read by the root layout. */
const titled = (title: string): RouteHandle => ({ title });

/**
 * Every screen but the login page reads the API through TanStack Query: the query layer (query
 * client, provider, offline copy) is a chunk of its own, loaded with those screens (in parallel with
 * their code), never with the login page.
 */
const withQueries = (element: ReactNode) => () =>
  import('./components/query-layout').then((m) => ({
    element: <m.QueryProvider>{element}</m.QueryProvider>,
  }));

/**
 * Opening the app on the home or the partner list, their calls start with the route's code instead
 * of after it (decision 021): only when the app starts there (later the query cache serves them) and
 * only for a member the session guard lets in.
 */
function startEarlyData(path: string, start: () => void): null {
  if (isQueryLayerLoaded()) return null;
  const { remember } = useSessionStore.getState();
  const companyChosen = useClubStore.getState().choosedCompany !== null;
  const { endSession, redirectTo } = decideAccess({
    area: 'member',
    session: getSession(),
    remember,
    companyChosen,
    now: Date.now(),
    path,
  });
  if (!endSession && redirectTo === null) start();
  return null;
}

/** Spec §2 route table. Feature screens are split into their own chunks. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: FullScreenSpinner,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        Component: LoginGuard,
        children: [
          // The first screen of a first visit, so it comes with the app itself: no second round
          // trip before the member sees it. It is small and loads no form or query library.
          { index: true, handle: titled('Entrar'), Component: LoginPage },
        ],
      },
      {
        lazy: withQueries(<SessionGuard area="onboarding" />),
        children: [
          {
            path: paths.terms,
            handle: titled('Termos de Uso'),
            lazy: () =>
              import('../features/terms/pages/terms-page').then((m) => ({
                Component: m.TermsPage,
              })),
          },
          {
            path: paths.chooseCompany,
            handle: titled('Escolha o cartão'),
            lazy: () =>
              import('../features/company/pages/choose-company-page').then((m) => ({
                Component: m.ChooseCompanyPage,
              })),
          },
          {
            path: paths.changePasswordAfterLogin,
            handle: titled('Nova senha'),
            lazy: () =>
              import('../features/auth/pages/change-password-page').then((m) => ({
                Component: m.ChangePasswordPage,
              })),
          },
        ],
      },
      {
        path: paths.auth.root,
        lazy: withQueries(<SessionGuard area="member" />),
        children: [
          {
            // The signed-in shell (header, bottom nav) is a chunk of its own, loaded with the screen.
            lazy: () => import('./components/auth-shell').then((m) => ({ Component: m.AuthShell })),
            children: [
              { index: true, element: <Navigate to={paths.auth.home} replace /> },
              {
                path: paths.auth.home,
                handle: titled('Início'),
                loader: ({ request }) =>
                  startEarlyData(new URL(request.url).pathname, startBannersHome),
                lazy: () =>
                  import('../features/home/pages/home-page').then((m) => ({
                    Component: m.HomePage,
                  })),
              },
              {
                path: paths.auth.menu,
                handle: titled('Menu'),
                lazy: () =>
                  import('../features/menu/pages/menu-page').then((m) => ({
                    Component: m.MenuPage,
                  })),
              },
              {
                path: paths.auth.partnersType,
                handle: titled('Parceiros'),
                lazy: () =>
                  import('../features/partners/pages/partners-type-page').then((m) => ({
                    Component: m.PartnersTypePage,
                  })),
              },
              {
                path: paths.auth.partnersList,
                handle: titled('Lista de parceiros'),
                loader: ({ request }) =>
                  startEarlyData(new URL(request.url).pathname, startPartnerList),
                lazy: () =>
                  import('../features/partners/pages/partners-list-page').then((m) => ({
                    Component: m.PartnersListPage,
                  })),
              },
              {
                path: paths.auth.partnerDetails,
                handle: titled('Parceiro'),
                lazy: () =>
                  import('../features/partners/pages/partner-details-page').then((m) => ({
                    Component: m.PartnerDetailsPage,
                  })),
              },
              {
                path: paths.auth.dependents,
                handle: titled('Dependentes'),
                lazy: () =>
                  import('../features/dependents/pages/dependents-page').then((m) => ({
                    Component: m.DependentsPage,
                  })),
              },
              {
                path: paths.auth.addDependents,
                handle: titled('Dependente'),
                lazy: () =>
                  import('../features/dependents/pages/dependent-form-page').then((m) => ({
                    Component: m.DependentFormPage,
                  })),
              },
              {
                path: paths.auth.generalData,
                handle: titled('Dados Gerais'),
                lazy: () =>
                  import('../features/general-data/pages/general-data-page').then((m) => ({
                    Component: m.GeneralDataPage,
                  })),
              },
              {
                path: paths.auth.myAddress,
                handle: titled('Meu Endereço'),
                lazy: () =>
                  import('../features/address/pages/my-address-page').then((m) => ({
                    Component: m.MyAddressPage,
                  })),
              },
              {
                path: paths.auth.profile,
                handle: titled('Perfil'),
                lazy: () =>
                  import('../features/profile/pages/profile-page').then((m) => ({
                    Component: m.ProfilePage,
                  })),
              },
              {
                path: paths.auth.membershipCard,
                handle: titled('Carteirinha'),
                lazy: () =>
                  import('../features/card/pages/membership-card-page').then((m) => ({
                    Component: m.MembershipCardPage,
                  })),
              },
              {
                path: paths.auth.contract,
                handle: titled('Contrato'),
                lazy: () =>
                  import('../features/contracts/pages/contract-page').then((m) => ({
                    Component: m.ContractPage,
                  })),
              },
              {
                path: paths.auth.contractDetails,
                handle: titled('Detalhes do contrato'),
                lazy: () =>
                  import('../features/contracts/pages/contract-details-page').then((m) => ({
                    Component: m.ContractDetailsPage,
                  })),
              },
              {
                path: paths.auth.services,
                handle: titled('Serviços'),
                lazy: () =>
                  import('../features/services/pages/services-page').then((m) => ({
                    Component: m.ServicesPage,
                  })),
              },
              {
                path: paths.auth.faq,
                handle: titled('Perguntas Frequentes'),
                lazy: () =>
                  import('../features/faq/pages/faq-page').then((m) => ({
                    Component: m.FaqPage,
                  })),
              },
              {
                path: paths.auth.help,
                handle: titled('Precisa de Ajuda'),
                lazy: () =>
                  import('../features/help/pages/help-page').then((m) => ({
                    Component: m.HelpPage,
                  })),
              },
              {
                path: paths.auth.getTouch,
                handle: titled('Atendimento'),
                lazy: () =>
                  import('../features/tadodoi/pages/get-touch-page').then((m) => ({
                    Component: m.GetTouchPage,
                  })),
              },
              {
                path: paths.auth.service24,
                handle: titled('Atendimento 24 horas'),
                lazy: () =>
                  import('../features/tadodoi/pages/service-24-page').then((m) => ({
                    Component: m.Service24Page,
                  })),
              },
              {
                path: paths.auth.myReceipes,
                handle: titled('Minhas Receitas'),
                lazy: () =>
                  import('../features/tadodoi/pages/my-receipes-page').then((m) => ({
                    Component: m.MyReceipesPage,
                  })),
              },
              {
                path: paths.auth.myAppointments,
                handle: titled('Minha Agenda'),
                lazy: () =>
                  import('../features/tadodoi/pages/my-appointments-page').then((m) => ({
                    Component: m.MyAppointmentsPage,
                  })),
              },
            ],
          },
        ],
      },
      {
        path: '/forgot',
        lazy: withQueries(<Outlet />),
        children: [
          {
            path: 'recovery-choosed',
            handle: titled('Recuperar senha'),
            lazy: () =>
              import('../features/recovery/pages/recovery-choice-page').then((m) => ({
                Component: m.RecoveryChoicePage,
              })),
          },
          {
            path: 'recovery',
            handle: titled('Recuperar senha'),
            lazy: () =>
              import('../features/recovery/pages/recovery-page').then((m) => ({
                Component: m.RecoveryPage,
              })),
          },
          {
            path: 'code',
            handle: titled('Código de verificação'),
            lazy: () =>
              import('../features/recovery/pages/code-page').then((m) => ({
                Component: m.CodePage,
              })),
          },
        ],
      },
      { path: '*', handle: titled('Página não encontrada'), Component: NotFoundPage },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
