import os from 'node:os';
import type { Redis } from 'ioredis';
import type { AdminSystemStatus } from '@canino/shared';

const HEARTBEAT_MS = 20_000;
/** A node that stopped writing its heartbeat drops off the list after this long. */
const EXPIRES_SECONDS = 60;

/** The API processes running now, for the owner's System page: through Redis when it is set, else this one. */
export interface NodeDirectory {
  nodes(now: Date): Promise<AdminSystemStatus['nodes']>;
  redis(): AdminSystemStatus['redis'];
  stop(): void;
}

export function nodeDirectory(redis: Redis | undefined, prefix: string, startedAt = new Date()): NodeDirectory {
  const node = `${os.hostname()}:${process.pid}`;
  const self = (now: Date) => ({ node, startedAt: startedAt.toISOString(), uptimeSeconds: Math.round((now.getTime() - startedAt.getTime()) / 1000) });
  if (!redis) return { nodes: async (now) => [self(now)], redis: () => 'not configured', stop: () => {} };
  const key = (name: string) => `${prefix}nodes:${name}`;
  const beat = () => void redis.set(key(node), startedAt.toISOString(), 'EX', EXPIRES_SECONDS).catch(() => {});
  beat();
  const timer = setInterval(beat, HEARTBEAT_MS).unref();
  return {
    async nodes(now) {
      try {
        const keys: string[] = [];
        let cursor = '0';
        do {
          const [next, found] = await redis.scan(cursor, 'MATCH', key('*'), 'COUNT', 100);
          keys.push(...found);
          cursor = next;
        } while (cursor !== '0' && keys.length < 1000);
        const started = keys.length ? await redis.mget(keys) : [];
        const listed = keys.flatMap((k, i) => {
          const at = started[i] ? new Date(started[i]) : undefined;
          if (!at || Number.isNaN(at.getTime())) return [];
          return [{ node: k.slice(key('').length), startedAt: at.toISOString(), uptimeSeconds: Math.round((now.getTime() - at.getTime()) / 1000) }];
        });
        return listed.some((n) => n.node === node) ? listed.sort((a, b) => a.node.localeCompare(b.node)) : [self(now), ...listed];
      } catch {
        // Redis away: this process is the one the page can vouch for.
        return [self(now)];
      }
    },
    redis: () => (redis.status === 'ready' ? 'up' : 'down'),
    stop() {
      clearInterval(timer);
      void redis.del(key(node)).catch(() => {});
    },
  };
}
