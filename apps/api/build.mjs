// Compiles the server to JavaScript for plain `node`: one ES module per entry point in dist/, beside the
// folders api-dir.ts expects (dist/ and src/ are both one level below apps/api). esbuild is what tsx runs
// the sources with, so the build transforms them exactly as development does; packages (and
// @canino/shared, which resolves to its own build under node) stay imports. See decision 007.
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'src/main.ts',
    'create-admin': 'src/cli/create-admin.ts',
    'migrate-uploads': 'src/cli/migrate-uploads.ts',
    'db-backup': 'src/cli/db-backup.ts',
  },
  outdir: 'dist',
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
});
