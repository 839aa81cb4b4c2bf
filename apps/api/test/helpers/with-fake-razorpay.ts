import { afterAll, beforeAll } from 'vitest';
import { startFakeRazorpay, type FakeRazorpay } from './fake-razorpay';
import { createTestApp, type TestApp } from './test-app';

/**
 * A local fake Razorpay and a shop pointed at it, for the file's tests (started in beforeAll, closed in
 * afterAll). Read `fake` and `t` inside tests, after beforeAll has run.
 */
export function withFakeRazorpay(env: Record<string, string> = {}): { fake: FakeRazorpay; t: TestApp } {
  const handle = {} as { fake: FakeRazorpay; t: TestApp };
  beforeAll(async () => {
    handle.fake = await startFakeRazorpay();
    handle.t = await createTestApp({ ...handle.fake.env, ...env });
  });
  afterAll(async () => {
    await handle.t?.close();
    await handle.fake?.close();
  });
  return handle;
}
