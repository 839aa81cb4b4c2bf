// ESLint for the whole repository (decision 027). `npm run lint` runs it with --max-warnings 0.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/node_modules/', '**/dist/', 'data/', '.bench/', 'test-results/', 'screenshots/', 'apps/web/public/'],
  },
  js.configs.recommended,
  // Type-aware rules catch promises nobody awaits and `any` leaking out of untyped data, which a type
  // check alone lets through. The project service reuses each workspace's tsconfig.
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Fastify takes an async hook or handler as "promise style" (no `done` callback), and a port's
      // in-memory adapter returns the promise its interface promises: async without await is correct there.
      '@typescript-eslint/require-await': 'off',
      // React ignores what an event handler returns; a form's submit (react-hook-form's handleSubmit)
      // returns a promise that handles its own errors. Promises passed anywhere else are still checked.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Tests and the bench read response bodies (and the JSON-LD in a page) as untyped JSON and check them
    // with assertions; typing each body first would repeat the schemas the assertions already check.
    files: ['apps/api/test/**', 'apps/web/src/**/*.test.ts', 'packages/shared/test/**', 'e2e/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // Plain JavaScript (build scripts, this file) has no types to check.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The simulated checkout page's script runs in the customer's browser.
    files: ['apps/api/assets/simulated-checkout.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
