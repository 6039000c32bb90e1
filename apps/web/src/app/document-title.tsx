export const APP_NAME = 'Clube';

/**
 * "Parceiros · Clube": the deepest matched route that names its screen (WCAG 2.4.2). `titles` are the
 * matched routes' titles, outermost first (navigation.tsx).
 */
export function DocumentTitle({ titles }: { titles: (string | undefined)[] }) {
  const title = titles.findLast((name) => name !== undefined);
  return <title>{title === undefined ? APP_NAME : `${title} · ${APP_NAME}`}</title>;
}
