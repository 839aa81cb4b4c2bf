import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { baseUrl, dataDir } from './browser';

/**
 * The email the shop wrote to `<dataDir>/outbox` (no SMTP in tests). Bodies are decoded from
 * quoted-printable, so links and words read as the customer sees them.
 */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Every message sent to `to` so far, oldest first, as decoded text (headers and bodies). */
export function emailsTo(to: string): string[] {
  const dir = path.join(dataDir(), 'outbox');
  if (!fs.existsSync(dir)) return [];
  const safeTo = to.replace(/[^a-z0-9@._-]/gi, '_');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(`-${safeTo}.eml`))
    .sort()
    .map((f) => decodeQuotedPrintable(fs.readFileSync(path.join(dir, f), 'utf8')));
}

/** The first link in `email` that starts with `prefix` (e.g. the reset link). */
export function linkIn(email: string, prefix: string): string | undefined {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return email.match(new RegExp(`${escaped}[^\\s"<>]+`))?.[0];
}

/**
 * The link in the `n`th email to `to`, once it is there in full: the worker writes the outbox file in
 * steps, so a file that exists may not yet hold its body.
 */
export async function emailedLink(to: string, prefix: string, n = 0): Promise<string> {
  const read = () => linkIn(emailsTo(to)[n] ?? '', `${baseUrl()}${prefix}`) ?? '';
  await expect.poll(read, { timeout: 20_000 }).toContain('token=');
  return read();
}
