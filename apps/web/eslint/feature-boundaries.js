import path from 'node:path';

/**
 * Features never import each other; the app layer (src/app) composes them and nothing imports it;
 * shared code lives in src/lib or src/components, which import no feature (decision 010, after bulletproof-react).
 * Relative imports are resolved against the importing file, so `../../partners/…` from
 * features/home is caught whatever the folder depth.
 */
const APPS = path.resolve(import.meta.dirname, '../..');

/** The src folder of the app a file belongs to (the member app, the console or the counter app); null outside one. */
function srcOf(file) {
  const [app] = path.relative(APPS, file).split(path.sep);
  return app && !app.startsWith('..') ? path.join(APPS, app, 'src') : null;
}

/**
 * 'features/home/pages/x.tsx' → { layer: 'features', feature: 'home' }; a file directly in src
 * (main.tsx, the entry) has the layer 'entry'; null outside src.
 */
function locate(file) {
  const src = srcOf(file);
  if (!src) return null;
  const relative = path.relative(src, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const parts = relative.split(path.sep);
  const layer = parts.length === 1 ? 'entry' : parts[0];
  return { layer, feature: layer === 'features' ? parts[1] : undefined };
}

function check(context, node) {
  const specifier = node.source?.value;
  if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
  const from = locate(context.filename);
  const to = locate(path.resolve(path.dirname(context.filename), specifier));
  if (!from || !to) return;

  if (to.layer === 'app' && from.layer !== 'app' && from.layer !== 'entry') {
    context.report({ node: node.source, messageId: 'importsApp', data: { layer: from.layer } });
  } else if (to.layer !== 'features') {
    return;
  } else if (from.layer === 'features' && from.feature !== to.feature) {
    context.report({
      node: node.source,
      messageId: 'crossFeature',
      data: { from: from.feature, to: to.feature },
    });
  } else if (from.layer !== 'features' && from.layer !== 'app' && from.layer !== 'entry') {
    context.report({
      node: node.source,
      messageId: 'sharedImportsFeature',
      data: { layer: from.layer, to: to.feature },
    });
  }
}

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Features never import each other; shared code never imports a feature.' },
    schema: [],
    messages: {
      crossFeature:
        'features/{{from}} must not import from features/{{to}}: move what both need to src/lib or src/components, or compose the two in src/app.',
      importsApp:
        'src/{{layer}} must not import from src/app: the app layer composes the rest, nothing depends on it.',
      sharedImportsFeature:
        'src/{{layer}} must not import from features/{{to}}: shared code may not depend on a feature; compose features in src/app.',
    },
  },
  create(context) {
    const visit = (node) => check(context, node);
    return {
      ImportDeclaration: visit,
      ExportNamedDeclaration: visit,
      ExportAllDeclaration: visit,
      ImportExpression: visit,
    };
  },
};
