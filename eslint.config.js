import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const packages = ['domain', 'contract', 'server', 'web'];
/** Relative paths into another package's folder (the package name is the way in, and it is zoned). */
const zone = (self) => [
  {
    group: packages.filter((p) => p !== self).flatMap((p) => [`**/${p}/src/**`, `**/packages/${p}/**`]),
    message: 'Import another package by its name (@balancer/...), never by a relative path.',
  },
];
/** A feature is used through its index: no reaching into another feature's api/ or components/. */
const featureZones = [
  {
    group: ['**/features/*/api/*', '**/features/*/components/*'],
    message: 'Import a feature through its index (features/<name>), not its files.',
  },
];
/** Inside a feature, a path two levels up that names another feature's api/ or components/. */
const crossFeature = {
  regex: '^\\.\\./\\.\\./[a-z-]+/(api|components)/',
  message: "Features never reach into each other; import the other feature's index.",
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.dist-*/**',
      '**/node_modules/**',
      'data/**',
      '.test-data/**',
      'test-results/**',
      'playwright-report/**',
      'packages/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Import zones (docs/adr/0012): the domain imports nothing of the others, the contract only the
  // domain, the web app never the server nor the legacy wire shapes, and nothing outside a web feature
  // reaches past its public index. Each zone is one `no-restricted-imports` entry, so a file in two
  // zones gets the rules of the later one: keep them disjoint.
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...zone('domain'), { group: ['@balancer/*'], message: 'The domain imports nothing of the other packages.' }] },
      ],
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...zone('contract'),
            { group: ['@balancer/*', '!@balancer/domain'], message: 'The contract imports only the domain.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...zone('web'),
            { group: ['@balancer/server', '@balancer/server/*'], message: 'The web app never imports the server.' },
            {
              group: ['@balancer/contract/legacy'],
              message: "Only the server's legacy adapter knows the original API's shapes; the web app uses v2.",
            },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    files: ['packages/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...zone('web'),
            { group: ['@balancer/server', '@balancer/server/*'], message: 'The web app never imports the server.' },
            {
              group: ['@balancer/contract/legacy'],
              message: "Only the server's legacy adapter knows the original API's shapes; the web app uses v2.",
            },
            ...featureZones,
            crossFeature,
          ],
        },
      ],
    },
  },
  {
    // The domain is pure: no I/O, no clock, no environment.
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'fs', 'path', 'http', '@balancer/*', ...zone('domain').flatMap((z) => z.group)] },
      ],
      'no-restricted-globals': ['error', 'process', 'fetch'],
      'no-restricted-properties': ['error', { object: 'Date', property: 'now' }, { object: 'Math', property: 'random' }],
    },
  },
  {
    // The web app calls v2 only; the original API's paths belong to the server's legacy adapter (docs/adr/0029).
    files: ['packages/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/\\/api\\/(v1|auth|ai_settings)\\//], TemplateElement[value.raw=/\\/api\\/(v1|auth|ai_settings)\\//]',
          message: 'The web app calls v2 only: use apiRoutes from @balancer/contract.',
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
