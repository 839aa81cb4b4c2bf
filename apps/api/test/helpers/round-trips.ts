import pg from 'pg';

/**
 * Counts this process's round trips to PostgreSQL through node-postgres until `stop`. Without pipeline
 * mode each statement is one: the connection sends it after the answer to the one before. In pipeline
 * mode (decision 071) a statement sent while an earlier one is still unanswered rides in that one's
 * round trip, as a transaction's `begin` does with its first statement. A figure that does not move with
 * the machine's load, unlike CPU.
 */
export function countRoundTrips(): { stop(): number } {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const query = proto.query;
  const unanswered = new WeakMap<pg.Client, number>();
  let count = 0;
  proto.query = function (this: pg.Client, ...args: unknown[]) {
    const waiting = unanswered.get(this) ?? 0;
    if (waiting === 0 || !this.pipeline) count += 1;
    const sent = query.apply(this, args);
    if (sent instanceof Promise) {
      unanswered.set(this, waiting + 1);
      const answered = () => unanswered.set(this, (unanswered.get(this) ?? 1) - 1);
      sent.then(answered, answered);
    }
    return sent;
  };
  return {
    stop() {
      proto.query = query;
      return count;
    },
  };
}
