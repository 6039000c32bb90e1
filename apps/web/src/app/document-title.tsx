import { useMatches } from 'react-router';

export const APP_NAME = 'Clube';

/** What a route declares in its `handle`: the screen's name, shown as the document title. */
export interface RouteHandle {
  title: string;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/** "Parceiros · Clube": the deepest matched route that names its screen (WCAG 2.4.2). */
export function DocumentTitle() {
  const titled = useMatches().filter((match) => isRouteHandle(match.handle));
  const handle = titled.at(-1)?.handle;
  const title = isRouteHandle(handle) ? `${handle.title} · ${APP_NAME}` : APP_NAME;
  return <title>{title}</title>;
}
