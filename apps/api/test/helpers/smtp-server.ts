import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Received {
  messageId: string;
  subject: string;
  /** When the server had the whole message (end of DATA). */
  at: number;
  /** When the server answered 250 (the client then knows it is delivered); undefined until then. */
  ackedAt?: number;
}

export interface TestSmtp {
  url: string;
  received: Received[];
  /** RCPT TO commands answered 451 so far. */
  refused: number;
  /** Messages answered 250 after their DATA so far. */
  acknowledged: number;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free port. `refuse()` decides, per RCPT TO, whether to answer 451 (a
 * temporary failure, as a greylisting or overloaded server does); `dataDelayMs` holds each 250 after
 * DATA, as a slow server does. A message counts as received once its DATA has fully arrived: from
 * then on a real server may deliver it even if the client never sees the 250.
 */
export async function startTestSmtp(opts: { refuse?: () => boolean; dataDelayMs?: number } = {}): Promise<TestSmtp> {
  const state = { received: [] as Received[], refused: 0, acknowledged: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (opts.refuse?.()) {
        state.refused += 1;
        return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      }
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const header = (name: string) => raw.match(new RegExp(`^${name}: *(.*)$`, 'mi'))?.[1]?.trim() ?? '';
        const received: Received = { messageId: header('Message-ID'), subject: header('Subject'), at: Date.now() };
        state.received.push(received);
        setTimeout(() => {
          received.ackedAt = Date.now();
          state.acknowledged += 1;
          callback();
        }, opts.dataDelayMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    get received() {
      return state.received;
    },
    get refused() {
      return state.refused;
    },
    get acknowledged() {
      return state.acknowledged;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** How many copies of each Message-ID arrived. */
export function copiesByMessageId(received: Received[]): Map<string, number> {
  const copies = new Map<string, number>();
  for (const r of received) copies.set(r.messageId, (copies.get(r.messageId) ?? 0) + 1);
  return copies;
}
