import path from 'node:path';

/**
 * Features do not import each other: a file under `src/features/<a>/` may not import from
 * `src/features/<b>/`. Shared code lives in `src/components` and `src/lib`; the app layer composes features.
 */
const FEATURE_DIR = `${path.sep}src${path.sep}features${path.sep}`;

function featureOf(file) {
  const at = file.indexOf(FEATURE_DIR);
  if (at === -1) return null;
  return file.slice(at + FEATURE_DIR.length).split(path.sep)[0] ?? null;
}

export const featureBoundaries = {
  rules: {
    'no-cross-feature-imports': {
      meta: {
        type: 'problem',
        messages: { crossFeature: 'Feature "{{from}}" must not import from feature "{{to}}".' },
      },
      create(context) {
        const from = featureOf(context.filename);
        if (!from) return {};
        return {
          ImportDeclaration(node) {
            const source = node.source.value;
            const target = source.startsWith('.')
              ? path.resolve(path.dirname(context.filename), source)
              : source.startsWith('@/')
                ? path.join(context.cwd, 'apps/web/src', source.slice(2))
                : null;
            const to = target ? featureOf(target) : null;
            if (to && to !== from) context.report({ node, messageId: 'crossFeature', data: { from, to } });
          },
        };
      },
    },
  },
};
