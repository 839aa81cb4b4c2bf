/** A server error as the owner's System page lists it: enough to find its log lines, nothing secret. */
export interface ServerErrorRecord {
  at: string;
  requestId: string;
  method: string;
  route: string;
  status: number;
  message: string;
}

const KEPT = 20;
const MESSAGE_LIMIT = 300;

/** The last server errors of this process, newest first. */
export class RecentErrors {
  private readonly records: ServerErrorRecord[] = [];

  add(record: ServerErrorRecord): void {
    this.records.unshift({ ...record, message: scrubbed(record.message).slice(0, MESSAGE_LIMIT) });
    this.records.length = Math.min(this.records.length, KEPT);
  }

  list(): ServerErrorRecord[] {
    return [...this.records];
  }
}

/**
 * An error's message may quote what failed to connect (a database or SMTP address with its password) or
 * a file's full path: both leave, the kind of failure stays.
 */
function scrubbed(message: string): string {
  return message.replace(/\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@]*@/gi, '$1…@').replace(/(?:[A-Za-z]:)?(?:[/\\][\w.@-]+){2,}/g, '…');
}
