#!/usr/bin/env node
// Makes `npm start`, `npm test` and `npm run bench` work on a fresh clone: installs the npm packages when
// they are missing or older than the lock file; installs poppler-utils for the invoice tests (not with
// --no-tests), and with --browser makes sure Debian's Chromium is there.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const run = (cmd) => execSync(cmd, { stdio: 'inherit' });
const mtime = (f) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0);

const installed = 'node_modules/.package-lock.json';
if (!fs.existsSync(installed) || mtime('package-lock.json') > mtime(installed)) {
  console.log('Installing npm packages…');
  run('npm ci --no-audit --no-fund');
}

const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
const aptInstall = (packages) => run(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`);

// The invoice tests (API and browser) read the PDFs' text with poppler's pdftotext.
if (!process.argv.includes('--no-tests') && !['/usr/bin/pdftotext', '/usr/local/bin/pdftotext'].some((f) => fs.existsSync(f))) {
  console.log('Installing poppler-utils from Debian for the invoice tests…');
  aptInstall('poppler-utils');
}

if (process.argv.includes('--browser') && !process.env.CHROME_PATH && !fs.existsSync('/usr/bin/chromium')) {
  console.log('Installing Chromium from Debian for the browser tests…');
  aptInstall('chromium fonts-dejavu-core');
}
