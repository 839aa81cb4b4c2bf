import path from 'node:path';
import { expect, inject, it } from 'vitest';
import { measureInitialJs } from '../apps/web/scripts/initial-js';

// The global setup has just built the storefront into <dataDir>/web (the build the test server serves);
// this reads what a first visit to the home page downloads.
it('keeps the JavaScript needed for the home page, React included, under 120 KB gzip', () => {
  const { files, totalGzipBytes } = measureInitialJs(path.join(inject('dataDir'), 'web'));
  expect(files.some((f) => /index-.*\.js$/.test(f.file))).toBe(true);
  expect(totalGzipBytes, files.map((f) => `${f.file} ${f.gzipBytes} B`).join('\n')).toBeLessThanOrEqual(120 * 1024);
});
