#!/usr/bin/env node
// `npm start` builds only when something the build reads has changed since the last build: a second start
// with nothing changed serves at once instead of rebuilding the shop (tens of seconds). The build's
// inputs are listed here; their paths, sizes and modification times make a fingerprint kept beside the
// installed packages, written only after a build that succeeded, so an interrupted build runs again.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const INPUTS = [
  'package-lock.json',
  'tsconfig.base.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'packages/shared/tsconfig.build.json',
  'apps/api/src',
  'apps/api/demo',
  'apps/api/build.mjs',
  'apps/api/package.json',
  'apps/web/src',
  'apps/web/build',
  'apps/web/scripts',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
];
/** What the build writes; a missing one means build again, whatever the fingerprint says. */
const OUTPUTS = ['packages/shared/dist', 'apps/api/dist/main.js', 'apps/api/dist/demo-images', 'apps/web/dist/index.html'];
const STAMP = 'node_modules/.cache/canino-build.json';

function* files(entry) {
  if (!fs.existsSync(entry)) return;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return yield [entry, stat];
  for (const name of fs.readdirSync(entry).sort()) yield* files(path.join(entry, name));
}

function fingerprint() {
  const hash = createHash('sha256');
  for (const input of INPUTS) for (const [file, stat] of files(input)) hash.update(`${file}\0${stat.size}\0${stat.mtimeMs}\n`);
  return hash.digest('hex');
}

const now = fingerprint();
const last = fs.existsSync(STAMP) ? JSON.parse(fs.readFileSync(STAMP, 'utf8')).fingerprint : null;
if (now === last && OUTPUTS.every((o) => fs.existsSync(o))) {
  console.log('The build is up to date: nothing it reads has changed since it was made.');
} else {
  execSync('npm run build --silent', { stdio: 'inherit' });
  fs.mkdirSync(path.dirname(STAMP), { recursive: true });
  fs.writeFileSync(STAMP, JSON.stringify({ fingerprint: now, builtAt: new Date().toISOString() }));
}
