import pg from 'pg';

/**
 * Counts the statements this process sends to PostgreSQL through node-postgres until `stop`. Each is a
 * round trip: the driver waits for an answer before it sends the next statement on a connection, and
 * begin and commit are statements too. A figure that does not move with the machine's load, unlike CPU.
 */
export function countRoundTrips(): { stop(): number } {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const query = proto.query;
  let count = 0;
  proto.query = function (this: unknown, ...args: unknown[]) {
    count += 1;
    return query.apply(this, args);
  };
  return {
    stop() {
      proto.query = query;
      return count;
    },
  };
}
