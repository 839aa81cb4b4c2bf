import { describe, expect, it } from 'vitest';
import { retryDelayMs } from '../src/rules/retry-backoff';

const policy = { baseMs: 10_000, capMs: 3_600_000 };

describe('retryDelayMs', () => {
  it('doubles the wait after each failure, between half and all of it', () => {
    expect(retryDelayMs(1, policy, 0)).toBe(5_000);
    expect(retryDelayMs(1, policy, 0.999_999)).toBe(10_000);
    expect(retryDelayMs(2, policy, 0)).toBe(10_000);
    expect(retryDelayMs(3, policy, 0.5)).toBe(30_000); // ceiling 40 s: 20 s fixed + 10 s of jitter
  });

  it('never waits longer than the cap, however many attempts failed', () => {
    expect(retryDelayMs(9, policy, 0)).toBe(1_280_000);
    expect(retryDelayMs(10, policy, 0)).toBe(1_800_000);
    expect(retryDelayMs(10, policy, 0.999_999)).toBeLessThanOrEqual(3_600_000);
    expect(retryDelayMs(1_000, policy, 0.999_999)).toBeGreaterThan(3_599_000);
    expect(retryDelayMs(1_000, policy, 0.999_999)).toBeLessThanOrEqual(3_600_000);
  });

  it('spreads a burst of retries over the jittered half', () => {
    const delays = new Set([0, 0.25, 0.5, 0.75].map((r) => retryDelayMs(4, policy, r)));
    expect([...delays]).toEqual([40_000, 50_000, 60_000, 70_000]);
  });
});
