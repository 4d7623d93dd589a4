import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
    // The copy as a namespace: Turbopack keeps only the areas a route reads (`COPY.header.home`);
    // the named `COPY` of the package entries would put every area on every route (issue 13).
    files: ['packages/ui/src/**/*.{ts,tsx}', 'apps/web/{app,components,lib}/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        ...['@growday/contracts', '@growday/contracts/client'].map((name) => ({
          name,
          importNames: ['COPY'],
          allowTypeImports: true,
          message: "import * as COPY from '@growday/contracts/copy' (docs/decisions.md, Bundle budgets)",
        })),
      ],
    },
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
