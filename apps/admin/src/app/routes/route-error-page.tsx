import { useRouteError } from 'react-router';
import { ErrorState } from '../../components/state-message';

/** A screen that failed to load (a stale chunk after a deploy, a bug): say so, offer a reload. */
export function RouteErrorPage() {
  const error = useRouteError();
  return <ErrorState error={error} onRetry={() => window.location.reload()} />;
}
