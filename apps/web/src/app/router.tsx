import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { FullScreenSpinner } from '../components/spinner';
import { SectionUnavailable } from '../components/section-unavailable';
import { SimpleLayout } from '../components/simple-layout';
import { paths } from '../config/paths';
import { AuthShell } from './components/auth-shell';
import { RootLayout } from './components/root-layout';
import { LoginGuard, SessionGuard } from './components/session-guard';
import { NotFoundPage } from './routes/not-found-page';
import { RouteErrorPage } from './routes/route-error-page';

/** /auth screens whose issues have not landed yet: an honest "not available" state in the shell. */
const UNBUILT_AUTH_ROUTES = [
  'help',
  'get-touch',
  'service-24',
  'contract',
  'contract-details',
  'general-data',
  'membership-card',
  'my-receipes',
  'my-appointments',
  'my-address',
  'services',
  'profile',
  'faq',
] as const;

const UNBUILT_FORGOT_ROUTES = ['recovery', 'recovery-choosed', 'code'] as const;

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
          {
            index: true,
            lazy: () =>
              import('../features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage })),
          },
        ],
      },
      {
        element: <SessionGuard area="onboarding" />,
        children: [
          {
            path: paths.terms,
            lazy: () =>
              import('../features/terms/pages/terms-page').then((m) => ({
                Component: m.TermsPage,
              })),
          },
          {
            path: paths.chooseCompany,
            lazy: () =>
              import('../features/company/pages/choose-company-page').then((m) => ({
                Component: m.ChooseCompanyPage,
              })),
          },
          {
            path: paths.changePasswordAfterLogin,
            lazy: () =>
              import('../features/auth/pages/change-password-page').then((m) => ({
                Component: m.ChangePasswordPage,
              })),
          },
        ],
      },
      {
        path: paths.auth.root,
        element: <SessionGuard area="member" />,
        children: [
          {
            Component: AuthShell,
            children: [
              { index: true, element: <Navigate to={paths.auth.home} replace /> },
              {
                path: paths.auth.home,
                lazy: () =>
                  import('../features/home/pages/home-page').then((m) => ({
                    Component: m.HomePage,
                  })),
              },
              {
                path: paths.auth.menu,
                lazy: () =>
                  import('../features/menu/pages/menu-page').then((m) => ({
                    Component: m.MenuPage,
                  })),
              },
              {
                path: paths.auth.partnersType,
                lazy: () =>
                  import('../features/partners/pages/partners-type-page').then((m) => ({
                    Component: m.PartnersTypePage,
                  })),
              },
              {
                path: paths.auth.partnersList,
                lazy: () =>
                  import('../features/partners/pages/partners-list-page').then((m) => ({
                    Component: m.PartnersListPage,
                  })),
              },
              {
                path: paths.auth.partnerDetails,
                lazy: () =>
                  import('../features/partners/pages/partner-details-page').then((m) => ({
                    Component: m.PartnerDetailsPage,
                  })),
              },
              {
                path: paths.auth.dependents,
                lazy: () =>
                  import('../features/dependents/pages/dependents-page').then((m) => ({
                    Component: m.DependentsPage,
                  })),
              },
              {
                path: paths.auth.addDependents,
                lazy: () =>
                  import('../features/dependents/pages/dependent-form-page').then((m) => ({
                    Component: m.DependentFormPage,
                  })),
              },
              ...UNBUILT_AUTH_ROUTES.map((path) => ({
                path,
                element: (
                  <SectionUnavailable backTo={paths.auth.home} backLabel="Voltar para o início" />
                ),
              })),
            ],
          },
        ],
      },
      {
        path: '/forgot',
        children: UNBUILT_FORGOT_ROUTES.map((path) => ({
          path,
          element: (
            <SimpleLayout>
              <SectionUnavailable backTo={paths.login} backLabel="Voltar para o login" />
            </SimpleLayout>
          ),
        })),
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
