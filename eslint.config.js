import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { webZones } from './eslint/web-zones.js';

const SQL_IN_REPOSITORIES =
  "Queries belong in the module's *.repository.ts: call a named repository function (type-only imports of rows are fine).";

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/web/src/lib/api-types.ts',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The server's layering: routes → service → repository. Queries (Drizzle, SQL) live in `*.repository.ts`
    // (and in src/db, src/rollups and src/stats-queries); the rest of a module may import row types only.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: [
      'apps/server/src/modules/**/*.repository.ts',
      'apps/server/src/modules/**/*.schemas.ts',
      'apps/server/src/modules/**/*.test.ts',
      'apps/server/src/modules/**/*.fixtures.ts',
      'apps/server/src/modules/**/*-world.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', allowTypeImports: true, message: SQL_IN_REPOSITORIES }],
          patterns: [
            { group: ['drizzle-orm/*'], allowTypeImports: true, message: SQL_IN_REPOSITORIES },
            { group: ['**/db/schema', '**/db/schema/*'], allowTypeImports: true, message: SQL_IN_REPOSITORIES },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'MemberExpression:matches([object.name=/^(db|tx)$/], [object.property.name=/^(db|tx)$/])[property.name=/^(select|selectDistinct|insert|update|delete|execute|query)$/]',
          message: SQL_IN_REPOSITORIES,
        },
        { selector: "TaggedTemplateExpression[tag.name='sql']", message: SQL_IN_REPOSITORIES },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  webZones,
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: ['label', 'placeholder', 'title', 'alt', 'aria-label', 'description'] },
        },
      ],
    },
  },
);
