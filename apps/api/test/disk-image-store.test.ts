import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { createDiskImageStore } from '../src/services/uploads/disk-image-store';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'canino-images-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('takes many writes of one image at the same moment, keeps it whole and leaves no temporary file', async () => {
  const store = createDiskImageStore(dir);
  const image = Buffer.alloc(300_000, 7);
  const writes = await Promise.allSettled(Array.from({ length: 20 }, () => store.put('products/tin-1-700.webp', image)));
  expect(writes.filter((w) => w.status === 'rejected')).toEqual([]);
  expect(fs.readFileSync(path.join(dir, 'products/tin-1-700.webp')).equals(image)).toBe(true);
  expect(fs.readdirSync(path.join(dir, 'products'))).toEqual(['tin-1-700.webp']);
});

const STORE_MODULE = fileURLToPath(new URL('../src/services/uploads/disk-image-store.ts', import.meta.url));
const SIZE = 4_000_000;

it('a process killed while it writes leaves the earlier image or the new one whole, never half of one', async () => {
  const folder = fs.mkdtempSync(path.join(dir, 'killed-'));
  // A writer that replaces one image again and again, alternately all 1s and all 2s, saying so after each.
  const writer = `
    import { createDiskImageStore } from ${JSON.stringify(STORE_MODULE)};
    const store = createDiskImageStore(${JSON.stringify(folder)});
    const images = [Buffer.alloc(${SIZE}, 1), Buffer.alloc(${SIZE}, 2)];
    for (let i = 0; ; i++) {
      await store.put('banners/wide.webp', images[i % 2]);
      process.stdout.write('wrote\\n');
    }`;
  for (let round = 0; round < 8; round++) {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', writer], { stdio: ['ignore', 'pipe', 'inherit'] });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
    // The writer spends nearly all its time inside a write (Node writes a file 512 KB at a time).
    await new Promise((resolve) => setTimeout(resolve, 2 + round * 3));
    child.kill('SIGKILL');
    await exited;

    const kept = fs.readFileSync(path.join(folder, 'banners/wide.webp'));
    expect(kept.length).toBe(SIZE);
    expect(kept.every((byte) => byte === kept[0])).toBe(true);
  }
});
