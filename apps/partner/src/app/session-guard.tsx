import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Button } from '../components/button';
import { Alert, Loading, Page } from '../components/panel';
import { paths } from '../config/paths';
import { useSession } from '../features/auth/session';
import { errorMessage, isApiError, setUnauthenticatedHandler } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';
import { hasSessionHint } from '../lib/session-hint';

/**
 * The signed-in screens: nobody signed in goes to 'Entrar'; a temporary password is changed
 * first. A 401 of any call (the session ended: 8 h idle, 14 h in all, 'Sair' elsewhere) asks the
 * session again, which sends the staff to sign in.
 */
export function SessionGuard() {
  const queryClient = useQueryClient();
  const session = useSession();
  const { pathname } = useLocation();

  useEffect(() => {
    setUnauthenticatedHandler(() => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    });
  }, [queryClient]);

  if (!hasSessionHint() && !session.data) return <Navigate to={paths.signIn} replace />;
  if (session.isPending) return <Loading />;
  if (session.isError) {
    if (isApiError(session.error, 401)) return <Navigate to={paths.signIn} replace />;
    return (
      <Page>
        <Alert>{errorMessage(session.error)}</Alert>
        <Button variant="secondary" onClick={() => void session.refetch()}>
          Tentar de novo
        </Button>
      </Page>
    );
  }
  const mustChange = session.data.atendente.alterarSenha;
  if (mustChange && pathname !== paths.changePassword)
    return <Navigate to={paths.changePassword} replace />;
  if (!mustChange && pathname === paths.changePassword)
    return <Navigate to={paths.check} replace />;
  return <Outlet />;
}
