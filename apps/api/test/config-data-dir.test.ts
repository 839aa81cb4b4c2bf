import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

describe('DATA_DIR', () => {
  it('set but empty is unset: the database and uploads never land in the folder the shop was started from', () => {
    const unset = loadConfig({}).dataDir;
    expect(path.basename(unset)).toBe('data');
    expect(loadConfig({ DATA_DIR: '' }).dataDir).toBe(unset);
    expect(loadConfig({ DATA_DIR: '/srv/canino' }).dataDir).toBe('/srv/canino');
  });
});
