import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
// Migrations and the demo seed take most of it; on a loaded shared machine they have taken over two minutes.
const START_TIMEOUT_MS = 300_000;
const STOP_TIMEOUT_MS = 10_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** What the process printed so far (stdout and stderr). */
  output(): string;
  /** SIGTERM, then SIGKILL if it has not exited within a few seconds. */
  stop(): Promise<void>;
  /** kill -9: no shutdown, nothing flushed, as a crash or an OOM kill ends a process. */
  kill(): Promise<void>;
}

/**
 * The real entry point (`apps/api/src/main.ts`, from its sources, as the tests run it) on a free port
 * (its PUBLIC_URL unless `env` names another), resolved once it answers. Only PATH and HOME come from the bench's environment besides `env`, so the
 * machine's own settings do not leak in unless `inherit` asks for them.
 */
export async function startServer(env: Record<string, string>, opts: { inherit?: boolean } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...(opts.inherit ? process.env : { PATH: process.env.PATH, HOME: process.env.HOME }),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const end = async (signal: NodeJS.Signals) => {
    if (gone()) return;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };
  const server: ServerProcess = { url, child, output: () => output, stop: () => end('SIGTERM'), kill: () => end('SIGKILL') };

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (gone()) throw new Error(`the shop server exited with ${child.exitCode}:\n${output}`);
    if (
      await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return server;
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`the shop server did not answer within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
