import { ADMIN_MESSAGES } from '@clube/contract/admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { ErrorState, Loading } from '../../components/state-message';
import { paths } from '../../config/paths';
import { setUnauthenticatedHandler } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { meQueryOptions } from '../../lib/auth';
import { toast } from '../../lib/toast';

/**
 * The console opens only for a signed-in operator (GET /me answers). A 401 from any call later (idle
 * or absolute timeout, sessions ended by an admin) brings the sign-in screen back, and the page the
 * operator was on is where they return. While the first password must be changed, only the account
 * page opens.
 */
export function SessionGuard() {
  const me = useQuery(meQueryOptions());
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const here = `${location.pathname}${location.search}`;

  useEffect(() => {
    setUnauthenticatedHandler(() => {
      toast.info(ADMIN_MESSAGES.sessionExpired);
      queryClient.clear();
      navigate(`${paths.signIn}?next=${encodeURIComponent(here)}`, { replace: true });
    });
    return () => setUnauthenticatedHandler(() => {});
  }, [here, navigate, queryClient]);

  if (me.isPending) return <Loading label="Abrindo o console…" />;
  if (me.error) {
    if (isApiError(me.error, 401))
      return <Navigate to={`${paths.signIn}?next=${encodeURIComponent(here)}`} replace />;
    return <ErrorState error={me.error} onRetry={() => void me.refetch()} />;
  }
  if (me.data.operator.mustChangePassword && location.pathname !== paths.account)
    return <Navigate to={paths.account} replace />;
  return <Outlet />;
}
