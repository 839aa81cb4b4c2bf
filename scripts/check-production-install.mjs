#!/usr/bin/env node
// Proves a production install works on a clean copy, as an owner deploys it: the built repo is copied to a
// temporary folder, `npm ci --omit=dev` installs only what runs there, and the compiled server is started
// with plain node on a free port with its own DATA_DIR. It must answer /readyz with 200, serve a product
// (its page with its first screen rendered by the server, its API answer and its picture) and exit 0 on SIGTERM. Anything else fails loudly, with the
// server's output. Run after `npm run build` (.ci/run does).
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const BUILT = ['packages/shared/dist/index.js', 'apps/api/dist/main.js', 'apps/api/dist/demo-images', 'apps/web/dist/index.html', 'apps/web/dist/.ssr/entry-server.js'];
const NOT_COPIED = new Set(['node_modules', '.git', 'data', 'test-results', 'screenshots', '.bench']);

function fail(message, output = '') {
  console.error(`\nPRODUCTION INSTALL CHECK FAILED: ${message}\n${output}`);
  process.exitCode = 1;
  throw new Error(message);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

async function main() {
  for (const file of BUILT) if (!fs.existsSync(path.join(root, file))) fail(`${file} is missing: run \`npm run build\` first`);
  const started = Date.now();
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'canino-prod-'));
  let server;
  try {
    fs.cpSync(root, copy, { recursive: true, filter: (src) => !NOT_COPIED.has(path.basename(src)) });
    execSync('npm ci --omit=dev --no-audit --no-fund --loglevel=error', { cwd: copy, stdio: 'inherit' });
    if (fs.existsSync(path.join(copy, 'node_modules', 'tsx'))) fail('npm ci --omit=dev installed tsx: the check would not prove the server runs without dev tools');
    const installed = Date.now();

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    let output = '';
    server = spawn(process.execPath, ['apps/api/dist/main.js'], {
      cwd: copy,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(copy, 'data'), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout.on('data', (c) => (output += c));
    server.stderr.on('data', (c) => (output += c));
    const exited = new Promise((resolve) => server.once('exit', (code) => resolve(code)));

    const deadline = Date.now() + 120_000;
    for (;;) {
      if (server.exitCode !== null) fail(`the compiled server exited with ${server.exitCode} before it was ready`, output);
      const ready = await fetch(`${url}/readyz`).then(
        (r) => r.status,
        () => 0,
      );
      if (ready === 200) break;
      if (Date.now() > deadline) fail(`/readyz did not answer 200 within 120 s (last: ${ready})`, output);
      await new Promise((r) => setTimeout(r, 250));
    }
    const products = await (await fetch(`${url}/admin/api/product`)).json();
    const product = products.data?.[0];
    if (products.status !== 1 || !product) fail(`no product served: ${JSON.stringify(products).slice(0, 300)}`, output);
    const page = await fetch(`${url}/product-details?id=${product.product_id}`);
    if (page.status !== 200) fail(`the product page answered ${page.status}`, output);
    // Its first screen is written by the server (the web build's server bundle, decision 033).
    const name = product.product_name.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    const firstScreen = (await page.text()).split('<div id="root" data-server-drawn>')[1] ?? '';
    if (!firstScreen.includes(name)) fail(`the product page's #root does not show "${product.product_name}": the server did not render it`, output);
    const image = await fetch(url + product.product_img);
    if (image.status !== 200 || image.headers.get('content-type') !== 'image/webp') fail(`the product picture answered ${image.status}`, output);

    server.kill('SIGTERM');
    const code = await Promise.race([exited, new Promise((r) => setTimeout(() => r('timeout'), 15_000))]);
    if (code !== 0) fail(`SIGTERM ended the server with ${code}, not 0`, output);
    console.log(
      `Production install OK: npm ci --omit=dev ${((installed - started) / 1000).toFixed(1)} s, ready and serving "${product.product_name}" ` +
        `${((Date.now() - installed) / 1000).toFixed(1)} s later, exit 0 on SIGTERM.`,
    );
  } finally {
    if (server?.exitCode === null) server.kill('SIGKILL');
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

main().catch((err) => {
  if (!process.exitCode) console.error(err);
  process.exit(1);
});
