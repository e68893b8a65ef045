import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

/**
 * The web app's layers, as bulletproof-react draws them: `app` composes features, a feature uses only itself
 * and the shared layers (`components`, `config`, `lib`, `locales`, `testing`), and the shared layers use no
 * feature and no part of `app`. Static imports, re-exports and dynamic `import()` are all checked.
 */
const SRC = 'apps/web/src';
const FEATURES = readdirSync(`${SRC}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SHARED = ['components', 'config', 'lib', 'locales', 'testing'].map((layer) => `${SRC}/${layer}`);

const zones = [
  ...FEATURES.map((feature) => ({
    target: `${SRC}/features/${feature}`,
    from: `${SRC}/features`,
    except: [`./${feature}`],
    message: 'Features do not import each other: move what both need to src/lib or src/components.',
  })),
  {
    target: `${SRC}/features`,
    from: `${SRC}/app`,
    message: 'Features do not import the app layer: the app composes features, not the other way round.',
  },
  {
    target: SHARED,
    from: [`${SRC}/features`, `${SRC}/app`],
    message: 'Shared code (components, config, lib) does not import features or the app layer.',
  },
];

export const webZones = {
  files: [`${SRC}/**/*.{ts,tsx}`],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' })],
  },
  rules: { 'import-x/no-restricted-paths': ['error', { zones }] },
};
