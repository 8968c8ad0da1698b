// Lint rules that keep the layout honest: which layer may import which, where
// the environment is read, and typescript-eslint's recommended checks.
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const appImports = ['@talkreel/server', '@talkreel/server/*', '@talkreel/worker', '@talkreel/worker/*', '@talkreel/web', '@talkreel/web/*'];
const crossTreeImport = {
  regex: '^(\\.\\./)+(apps|packages)/',
  message: 'Import another workspace by its package name, not by a relative path into its folder.',
};

/** Files that may read process.env: the config module, and code that only runs in tests, benchmarks and tooling. */
const environmentReaders = [
  'packages/platform/src/config/**',
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/e2e/**',
  '**/test-support/**',
  '**/testing/**',
  '**/bench/**',
  'scripts/**',
  'apps/web/vite.config.ts',
  'apps/server/bin/**',
  'examples/**',
];

const webImportPatterns = [
  { group: ['@talkreel/*', '!@talkreel/contract', '!@talkreel/timeline'], message: 'The web app imports only the contract and the timeline.' },
  { group: ['node:*'], message: 'The web app runs in the browser.' },
  crossTreeImport,
];

/**
 * A feature imports another feature only through apps/web/src/ui/. From a file
 * `depth` folders below apps/web/src/features/, exactly that many `../` lead
 * to features/ itself, so whatever name follows is a feature folder.
 */
const crossFeatureImportBlocks = [1, 2, 3, 4].map((depth) => ({
  files: [`apps/web/src/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...webImportPatterns,
          {
            regex: `^(\\.\\./){${depth}}([^.]|\\.\\./features/)`,
            message: 'A feature imports another feature only through apps/web/src/ui/: move what both need there.',
          },
        ],
      },
    ],
  },
}));

/**
 * Linted with type information, for the promise rules: every file of the
 * TypeScript program (tsconfig.json's include). A promise nobody awaits or
 * catches loses its error, and one passed where a callback's result is ignored
 * (onClick, forEach) runs unobserved.
 */
const typedPromiseTrees = [
  'apps/*/{src,bench,e2e}/**/*.{ts,tsx}',
  'packages/*/{src,bench,examples}/**/*.ts',
  'scripts/**/*.ts',
  'vitest.config.ts',
  'apps/web/vite.config.ts',
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.test-artifacts/**', '**/*.mjs', '**/*.cjs', 'eslint.config.js'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read settings through the config module (@talkreel/platform loadConfig), not process.env.',
        },
      ],
    },
  },
  { files: environmentReaders, rules: { 'no-restricted-syntax': 'off' } },
  {
    files: ['packages/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: appImports, message: 'A package never imports an app.' }, crossTreeImport] }],
    },
  },
  {
    files: ['packages/contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@talkreel/*'], message: 'The contract is the bottom layer: zod only.' },
            { group: ['node:*'], message: 'The contract runs in the browser too.' },
            crossTreeImport,
          ],
        },
      ],
    },
  },
  {
    files: ['packages/timeline/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@talkreel/platform', '@talkreel/platform/*', '@talkreel/render', '@talkreel/speech', ...appImports],
              message: 'The timeline runs in the browser: it imports only the contract.',
            },
            { group: ['node:*'], message: 'The timeline runs in the browser: no Node APIs.' },
            crossTreeImport,
          ],
        },
      ],
    },
  },
  {
    files: ['packages/translate/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@talkreel/*', '!@talkreel/platform', '!@talkreel/platform/*', '!@talkreel/writer', '!@talkreel/writer/*'],
              message: 'Translation imports only platform and writer (its LLM settings and client).',
            },
            crossTreeImport,
          ],
        },
      ],
    },
  },
  {
    files: ['packages/render/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@talkreel/platform', message: 'Render threads import only @talkreel/platform/media (the barrel loads the database and the S3 SDK).' },
          ],
          patterns: [{ group: appImports, message: 'A package never imports an app.' }, crossTreeImport],
        },
      ],
    },
  },
  {
    files: ['packages/transcribe/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@talkreel/*', '!@talkreel/platform', '!@talkreel/platform/*', '!@talkreel/speech', '!@talkreel/speech/*'],
              message: 'Speech recognition imports only the platform and speech packages.',
            },
            crossTreeImport,
          ],
        },
      ],
    },
  },
  {
    files: ['packages/dub/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@talkreel/*', '!@talkreel/platform', '!@talkreel/platform/*', '!@talkreel/speech', '!@talkreel/timeline'],
              message: 'Dubbing imports only platform, speech and timeline.',
            },
            { group: appImports, message: 'A package never imports an app.' },
            crossTreeImport,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: webImportPatterns }] },
  },
  ...crossFeatureImportBlocks,
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/start-product.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@talkreel/worker', '@talkreel/worker/*'],
              message: 'Only start-product.ts composes roles: routes and services enqueue by definition (@talkreel/jobs).',
            },
            { group: ['@talkreel/web', '@talkreel/web/*'], message: 'The server serves the built web app; it never imports it.' },
            crossTreeImport,
          ],
        },
      ],
    },
  },
  {
    // Routes, services and job handlers reach the database through runtime.repositories. Test support is left out:
    // the scale-out probe job writes its own probe tables, which no product code reads.
    files: ['apps/server/src/routes/**/*.ts', 'apps/server/src/services/**/*.ts', 'apps/worker/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/test-support/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read settings through the config module (@talkreel/platform loadConfig), not process.env.',
        },
        {
          selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|transaction)$/]',
          message: 'Routes, services and job handlers run no SQL: use a repository (runtime.repositories, packages/platform/src/repositories).',
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql']",
          message: 'Routes, services and job handlers run no SQL: use a repository (runtime.repositories, packages/platform/src/repositories).',
        },
      ],
    },
  },
  {
    files: ['apps/worker/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@talkreel/server', '@talkreel/server/*', '@talkreel/web', '@talkreel/web/*'],
              message: 'The worker never imports the server or the web app.',
            },
            crossTreeImport,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs['recommended-latest'].rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Off: six effects set state from what they observe (two dialogs clear their choice on open, the long-video
      // voice preset marks its fetch as loading, the script editor takes its first script from a query, the script
      // generation ends its follow on a query result, the photo page reads hidden photos from storage). Moving each
      // to a key, a render-time adjustment or a query changes when things render, so each wants its own tested change.
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    files: typedPromiseTrees,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
);
