import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
