import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { ChangePasswordPage } from '../features/auth/change-password-page';
import { SignInPage } from '../features/auth/sign-in-page';
import { CheckPage } from '../features/check/check-page';
import { TodayUsesPage } from '../features/uses/today-uses-page';
import { SessionGuard } from './session-guard';
import { Shell } from './shell';

/**
 * The counter app's screens. Few and small, so one bundle: a check must not wait for a chunk on a
 * slow connection; only the QR decoder loads later, where the platform has no BarcodeDetector.
 * React Router's declarative form (as the member app's): this app needs none of the data router.
 */
export const routes: RouteObject[] = [
  { path: paths.signIn, element: <SignInPage /> },
  {
    element: <SessionGuard />,
    children: [
      { path: paths.changePassword, element: <ChangePasswordPage /> },
      {
        element: <Shell />,
        children: [
          { index: true, element: <CheckPage /> },
          { path: paths.usesToday, element: <TodayUsesPage /> },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to={paths.check} replace /> },
];

export function AppRoutes() {
  return useRoutes(routes);
}
