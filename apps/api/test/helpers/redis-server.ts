import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { freePort } from './server-process';

export interface RedisServer {
  url: string;
  /** Starts redis-server (again) on the same port and resolves once it accepts connections. */
  start(): Promise<void>;
  /** SIGKILL, as a crash or an OOM kill would end it, and waits for the exit. */
  kill(): Promise<void>;
}

/**
 * A throwaway redis-server of the test's own, on a free port, without persistence: tests stop and
 * restart it, which they must never do to the machine's Redis. Not started until `start()`.
 */
export async function redisServerOnFreePort(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      const deadline = Date.now() + 10_000;
      while (!(await accepts(port))) {
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`redis-server did not start on port ${port}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async kill() {
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** The machine's own Redis, shared with every other test run: tests only touch keys under their run's prefix. */
export const MACHINE_REDIS_URL = 'redis://127.0.0.1:6379';

/** Keys and channels of this run only: other test runs may share the machine's Redis. */
export const runRedisPrefix = (): string => `canino-test-${Math.random().toString(36).slice(2)}:`;

/** Whether the machine's Redis takes connections; the tests that need it are skipped where none runs. */
export const machineRedisUp = (): Promise<boolean> => accepts(Number(new URL(MACHINE_REDIS_URL).port));

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}
