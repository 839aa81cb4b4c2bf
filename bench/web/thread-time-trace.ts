import fs from 'node:fs';
import path from 'node:path';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of an `X` event, when the thread clock was recorded. */
  tdur?: number;
  args?: { name?: string };
}

/**
 * Lighthouse's recorded load with every task of the page's main thread cut to the time the thread ran
 * in it (`tdur`, its CPU time) instead of the wall time it took (`dur`); the events inside a task move
 * and shrink with it. On a machine whose cores are shared (two here, with Chromium's other processes,
 * the server and Lighthouse), a task's wall time is mostly time the thread waited to run: Lighthouse's
 * simulation multiplies that waiting by 4 too. Audited again, the copy tells what the page's own work
 * costs under the same simulation (decision 036). Rewrites `artifactsDir`'s trace in place; returns the
 * waiting it removed, in ms.
 */
export function cutTasksToThreadTime(artifactsDir: string): number {
  const file = path.join(artifactsDir, 'defaultPass.trace.json');
  const trace = JSON.parse(fs.readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] };
  const main = pageMainThread(trace.traceEvents);
  const onMain = trace.traceEvents.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts);
  let waited = 0;
  for (const task of onMain.filter((e) => e.name === 'RunTask' && e.tdur !== undefined && e.tdur < e.dur!)) {
    const start = task.ts;
    const end = task.ts + task.dur!;
    const ratio = task.tdur! / task.dur!;
    for (const e of onMain) {
      if (e === task || e.ts < start || e.ts > end) continue;
      e.ts = start + (e.ts - start) * ratio;
      e.dur = Math.max(0, Math.min(e.dur! * ratio, start + task.tdur! - e.ts));
    }
    waited += task.dur! - task.tdur!;
    task.dur = task.tdur;
  }
  fs.writeFileSync(file, JSON.stringify(trace));
  return waited / 1000;
}

/** The renderer main thread that ran longest: the page's (about:blank's renderer runs a few tasks). */
function pageMainThread(events: TraceEvent[]): string {
  const names = new Map<string, string | undefined>();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args?.name);
  const busy = new Map<string, number>();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.name === 'RunTask' && names.get(thread) === 'CrRendererMain') busy.set(thread, (busy.get(thread) ?? 0) + (e.dur ?? 0));
  }
  const [main] = [...busy.entries()].sort((a, b) => b[1] - a[1]);
  if (!main) throw new Error('the trace has no renderer main thread');
  return main[0];
}
