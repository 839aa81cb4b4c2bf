// ESLint for the whole repository (decision 027). `npm run lint` runs it with --max-warnings 0.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The web app's layers (apps/web/README.md): a feature folder never imports another feature folder, nor
 * the pages (`app/`) that compose features; the shared folders below them never import a feature. What
 * several features use moves down to components/, lib/, stores/ (admin/components, admin/lib,
 * admin/forms); what composes several features moves up to app/ or an admin page outside features/.
 * Imports are relative and the core rule sees a specifier as written, so the rule is made per feature
 * and per depth of the importing file: going up exactly to the features folder and into another
 * feature's name, or through any `features/` or `app/` folder, is refused (`../../../content/about`
 * from a feature's components is the shop's texts, not the content feature). `no-restricted-syntax`
 * covers `import()` (lazy chunks), which `no-restricted-imports` does not see.
 */
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const layerRule = (regex, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ regex, message }] }],
  // esquery's regex literal ends at the first slash, so the selector spells it \x2F.
  'no-restricted-syntax': ['error', { selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`, message }],
});
const FEATURE_MESSAGE = 'A feature never imports another feature, nor app/: move what both use down (components, lib, stores), or compose them in a page (apps/web/README.md).';
// Feature files sit at most one folder deep today (api/, components/, pages/); three levels are covered.
const DEPTHS = [0, 1, 2, 3];
const featureBoundaries = (base) => {
  const features = readdirSync(new URL(base, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  return features.flatMap((feature) => {
    const others = features.filter((f) => f !== feature).map(escape);
    return DEPTHS.map((depth) => ({
      files: [`${base}/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
      rules: layerRule(`^(\\.\\./){${depth + 1}}(${others.join('|')})(/|$)|^\\.\\.?/(.*/)?(features|app)/`, FEATURE_MESSAGE),
    }));
  });
};

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
  ...featureBoundaries('apps/web/src/features'),
  ...featureBoundaries('apps/web/src/admin/features'),
  {
    files: ['apps/web/src/{components,lib,stores}/**/*.{ts,tsx}', 'apps/web/src/admin/{components,lib,forms}/**/*.{ts,tsx}'],
    rules: layerRule('^\\.\\.?/(.*/)?features/', 'Shared code never imports a feature: it sits below them all (apps/web/README.md).'),
  },
  {
    // The data layer (schema, client, migrations) sits at the bottom: what reads or writes through
    // repositories, the demo seed among them, lives above it.
    files: ['apps/api/src/db/**/*.ts'],
    rules: layerRule(
      '^\\.\\.?/(.*/)?(repositories|services|seed|routes|http)/',
      'The data layer imports nothing above it: put code that uses repositories or services in its own folder.',
    ),
  },
  {
    // A service asks its repository for a locked row by name (lockCoupon), never hands it a table to lock:
    // what a row lock reads stays in the data layer.
    files: ['apps/api/src/services/**/*.ts'],
    rules: layerRule('repositories/lock-row$', 'A service locks a row through its repository (lockCoupon(tx, id)), not with lockRow and a table.'),
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
