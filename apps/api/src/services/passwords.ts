import { scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify, type Algorithm } from '@node-rs/argon2';

/**
 * argon2id with OWASP's parameters (19 MiB, 2 passes, 1 lane): about 12 ms a hash here, where scrypt at
 * OWASP's N=2^17 took about 760 ms and 128 MiB (decision 011). The PHC string keeps the parameters, so
 * they can be raised later: a hash made with others is replaced at the owner's next login.
 */
// `Algorithm.Argon2id` is a const enum, which isolated modules cannot read: 2 is its value.
const ARGON2 = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2.memoryCost},t=${ARGON2.timeCost},p=${ARGON2.parallelism}$`;

export async function hashPassword(password: string): Promise<string> {
  return argon2Hash(password, ARGON2);
}

/** Whether `stored` was made with older parameters (or scrypt) and should be replaced once the password is known. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(CURRENT_PREFIX);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2')) return argon2Verify(stored, password).catch(() => false);
  if (stored.startsWith('scrypt$')) return verifyLegacyScrypt(password, stored);
  return false;
}

/**
 * Checks a login's password; when it is right but its hash is of an older kind, `replace` is given a
 * fresh one to store. A wrong password changes nothing.
 */
export async function checkPassword(password: string, stored: string, replace: (newHash: string) => Promise<unknown>): Promise<boolean> {
  if (!(await verifyPassword(password, stored))) return false;
  if (needsRehash(stored)) await replace(await hashPassword(password));
  return true;
}

/** Compared against when no account matches, so a wrong mobile number takes as long as a wrong password. */
export const DUMMY_HASH = `${CURRENT_PREFIX}AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;

/** The shop's hashes before decision 011: `scrypt$N$r$p$salt$key`, still accepted until their owners log in. */
async function verifyLegacyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, saltB64, keyB64] = stored.split('$');
  if (!saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const key = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return timingSafeEqual(key, expected);
}

function scrypt(password: string, salt: Buffer, keylen: number, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => scryptCb(password, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))));
}
