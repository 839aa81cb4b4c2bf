export interface BackoffPolicy {
  /** Delay before the second attempt, before jitter. */
  baseMs: number;
  /** No wait is longer than this, however many attempts failed. */
  capMs: number;
}

/**
 * How long to wait after the `attempt`-th failure (1-based) before trying again: the base doubled per
 * failure, capped, then "equal jitter": half of it fixed, half random. The fixed half keeps a retry from
 * hammering a server that is down; the random half spreads a burst of jobs (every confirmation queued
 * while SMTP was down) so they do not all come back at the same instant.
 *
 * Worked example with base 10 s, cap 1 h: failure 1 → 5–10 s, 2 → 10–20 s, 3 → 20–40 s, …,
 * 9 → 21.3–42.7 min, 10 → 85.3 min capped to 30–60 min, and every later failure 30–60 min.
 * `random` is a number in [0, 1) (Math.random in production, fixed in tests).
 */
export function retryDelayMs(attempt: number, policy: BackoffPolicy, random: number): number {
  const exponent = Math.max(0, Math.min(attempt - 1, 30));
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** exponent);
  return Math.round(ceiling / 2 + (ceiling / 2) * random);
}
