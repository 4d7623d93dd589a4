import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const CONTRACT_ENTRIES = ['@growday/contracts', '@growday/contracts/client'];

// The copy as a namespace: Turbopack keeps only the areas a route reads (`COPY.header.home`);
// the named `COPY` of the package entries would put every area on every route (issue 13).
const COPY_BY_AREA = CONTRACT_ENTRIES.map((name) => ({
  name,
  importNames: ['COPY'],
  allowTypeImports: true,
  message: "import * as COPY from '@growday/contracts/copy' (docs/decisions.md, Bundle budgets)",
}));

// API paths by area (`POST_PATHS.latestPosts`, `fillPath(COMMENT_PATHS.comment, { commentId })`):
// `API_PATHS` and the name-based `apiPath` hold every path, so browser code importing either
// would carry all of them on every route (issue 13). Server code in apps/web/lib/server may.
const API_PATHS_BY_AREA = CONTRACT_ENTRIES.map((name) => ({
  name,
  importNames: ['API_PATHS', 'apiPath'],
  allowTypeImports: true,
  message: "the area's paths (POST_PATHS, ...) and fillPath (docs/decisions.md, Bundle budgets)",
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/.next-*/**',
      '**/dist/**',
      'apps/api/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/artifacts/**',
      '**/next-env.d.ts',
      'apps/web/public/sw.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['packages/ui/**/*.{ts,tsx}', 'apps/web/**/*.{ts,tsx}', 'apps/extension/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['packages/ui/src/**/*.{ts,tsx}', 'apps/web/{app,components,lib}/**/*.{ts,tsx}'],
    ignores: ['apps/web/lib/server/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', ...COPY_BY_AREA, ...API_PATHS_BY_AREA] },
  },
  {
    files: ['apps/web/lib/server/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', ...COPY_BY_AREA] },
  },
  {
    files: ['apps/extension/src/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', ...API_PATHS_BY_AREA] },
  },
  {
    // Playwright fixtures take `{}` and call `use`, which are not React.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', setTimeout: 'readonly', fetch: 'readonly', URL: 'readonly' },
    },
  },
);
