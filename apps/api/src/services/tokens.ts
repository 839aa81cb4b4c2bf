import { createHash, randomBytes } from 'node:crypto';

/** A random URL-safe token for a cookie or an emailed link, and the hash under which it is stored. */
export function newToken(): { token: string; hash: string } {
  const token = randomToken();
  return { token, hash: hashToken(token) };
}

/** 256 random bits, URL-safe: not guessable, unlike an id. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** A tracking page's token: 192 random bits, 32 URL-safe characters. */
export const trackingToken = () => randomBytes(24).toString('base64url');

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
