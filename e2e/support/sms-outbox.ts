import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { dataDir } from './browser';

/** The latest login code the simulated SMS sender wrote to the number (`<dataDir>/sms-outbox`), once it is there. */
export async function smsCodeTo(mobile: string, n = 0): Promise<string> {
  const read = () => {
    const dir = path.join(dataDir(), 'sms-outbox');
    if (!fs.existsSync(dir)) return '';
    const files = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith(`-${mobile}.txt`))
      .sort();
    const text = files[n] ? fs.readFileSync(path.join(dir, files[n]), 'utf8') : '';
    return text.match(/\b(\d{6}) is your Canino login code/)?.[1] ?? '';
  };
  await expect.poll(read, { timeout: 20_000 }).toMatch(/^\d{6}$/);
  return read();
}
