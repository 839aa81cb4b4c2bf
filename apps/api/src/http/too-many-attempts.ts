/** The 429 message: seconds for the per-minute limits, minutes for the hourly one (sign-up). */
export function tooManyAttemptsMessage(ttlMs: number): string {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  const wait = seconds <= 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many attempts. Please wait ${wait} and try again.`;
}
