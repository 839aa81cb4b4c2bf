/** The durable job queue's worker in this process (decision 008): the app starts it and stops it at shutdown. */
export interface JobRunner {
  /** Starts polling for due jobs (and enqueuing recurring ones) in this process. */
  start(): void;
  /** Stops polling and waits for the jobs in hand, at most `timeoutMs`; an unfinished one is taken again after its lease. */
  stop(timeoutMs?: number): Promise<void>;
  isRunning(): boolean;
  /** Attempts that failed in this process since it started, by job kind (the metrics read them). */
  failedAttempts(): ReadonlyMap<string, number>;
  /** Runs every job that is due now, until none is, and waits for them (tests; no polling needed). */
  runDue(): Promise<number>;
}
