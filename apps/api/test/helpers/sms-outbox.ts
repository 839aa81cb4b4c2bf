import fs from 'node:fs';
import path from 'node:path';

/** The texts the simulated sender wrote to a number, oldest first (`DATA_DIR/sms-outbox`). */
export function smsTo(dataDir: string, mobile: string): string[] {
  const dir = path.join(dataDir, 'sms-outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(`-${mobile}.txt`))
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
}

/** The code in the latest SMS to the number. */
export function lastCodeTo(dataDir: string, mobile: string): string {
  const texts = smsTo(dataDir, mobile);
  const code = texts[texts.length - 1]?.match(/\b(\d{6}) is your Canino login code/)?.[1];
  if (!code) throw new Error(`no login code was sent to ${mobile}`);
  return code;
}
