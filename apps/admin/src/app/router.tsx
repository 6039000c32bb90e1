import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Loading } from '../components/state-message';
import { BASENAME, paths } from '../config/paths';
import { SessionGuard } from './components/session-guard';
import { Shell } from './components/shell';
import { HomeRedirect } from './routes/home-redirect';
import { NotFoundPage } from './routes/not-found-page';
import { RouteErrorPage } from './routes/route-error-page';

/** The console's screens, each its own lazy chunk. */
export const routes: RouteObject[] = [
  {
    HydrateFallback: () => <Loading />,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        path: paths.signIn,
        lazy: () =>
          import('../features/auth/pages/sign-in-page').then((m) => ({ Component: m.SignInPage })),
      },
      {
        Component: SessionGuard,
        children: [
          {
            Component: Shell,
            children: [
              { index: true, Component: HomeRedirect },
              {
                path: paths.account,
                lazy: () =>
                  import('../features/auth/pages/account-page').then((m) => ({
                    Component: m.AccountPage,
                  })),
              },
              {
                path: paths.companies,
                lazy: () =>
                  import('../features/companies/pages/companies-page').then((m) => ({
                    Component: m.CompaniesPage,
                  })),
              },
              {
                path: paths.newCompany,
                lazy: () =>
                  import('../features/companies/pages/company-page').then((m) => ({
                    Component: m.NewCompanyPage,
                  })),
              },
              {
                path: paths.company(':id'),
                lazy: () =>
                  import('./routes/company-route').then((m) => ({ Component: m.CompanyRoute })),
              },
              {
                path: paths.members,
                lazy: () =>
                  import('../features/members/pages/members-page').then((m) => ({
                    Component: m.MembersPage,
                  })),
              },
              {
                path: paths.newMember,
                lazy: () =>
                  import('../features/members/pages/new-member-page').then((m) => ({
                    Component: m.NewMemberPage,
                  })),
              },
              {
                path: paths.member(':id'),
                lazy: () =>
                  import('./routes/member-route').then((m) => ({ Component: m.MemberRoute })),
              },
              {
                path: paths.memberImport,
                lazy: () =>
                  import('../features/member-import/pages/import-page').then((m) => ({
                    Component: m.ImportPage,
                  })),
              },
              {
                path: paths.operators,
                lazy: () =>
                  import('../features/operators/pages/operators-page').then((m) => ({
                    Component: m.OperatorsPage,
                  })),
              },
              {
                path: paths.audit,
                lazy: () =>
                  import('../features/audit/pages/audit-page').then((m) => ({
                    Component: m.AuditPage,
                  })),
              },
              {
                path: paths.partners,
                lazy: () =>
                  import('../features/partners/pages/partners-page').then((m) => ({
                    Component: m.PartnersPage,
                  })),
              },
              {
                path: paths.newPartner,
                lazy: () =>
                  import('../features/partners/pages/partner-page').then((m) => ({
                    Component: m.NewPartnerPage,
                  })),
              },
              {
                path: paths.partner(':id'),
                lazy: () =>
                  import('./routes/partner-route').then((m) => ({ Component: m.PartnerRoute })),
              },
              {
                path: paths.categories,
                lazy: () =>
                  import('../features/categories/pages/categories-page').then((m) => ({
                    Component: m.CategoriesPage,
                  })),
              },
              {
                path: paths.partnerImport,
                lazy: () =>
                  import('../features/partner-import/pages/partner-import-page').then((m) => ({
                    Component: m.PartnerImportPage,
                  })),
              },
              {
                path: paths.campaigns,
                lazy: () =>
                  import('../features/campaigns/pages/campaigns-page').then((m) => ({
                    Component: m.CampaignsPage,
                  })),
              },
              {
                path: paths.banners,
                lazy: () =>
                  import('../features/content/pages/banners-page').then((m) => ({
                    Component: m.BannersPage,
                  })),
              },
              {
                path: paths.faq,
                lazy: () =>
                  import('../features/content/pages/faq-page').then((m) => ({
                    Component: m.FaqPage,
                  })),
              },
              {
                path: paths.services,
                lazy: () =>
                  import('../features/content/pages/services-page').then((m) => ({
                    Component: m.ServicesPage,
                  })),
              },
              {
                path: paths.videoLinks,
                lazy: () =>
                  import('../features/content/pages/video-links-page').then((m) => ({
                    Component: m.VideoLinksPage,
                  })),
              },
              {
                path: paths.reports,
                lazy: () =>
                  import('./routes/reports-route').then((m) => ({ Component: m.ReportsRoute })),
              },
              {
                path: paths.uses,
                lazy: () =>
                  import('../features/uses/pages/uses-page').then((m) => ({
                    Component: m.UsesPage,
                  })),
              },
              {
                path: paths.useReports,
                lazy: () =>
                  import('../features/uses/pages/use-reports-page').then((m) => ({
                    Component: m.UseReportsPage,
                  })),
              },
              { path: '*', Component: NotFoundPage },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes, { basename: BASENAME });
