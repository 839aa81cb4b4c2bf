import { useState } from 'react';
import { ADMIN_JOB_VIEWS, jobKindLabel, type AdminJob, type AdminJobQuery } from '@canino/shared';
import { Button } from '../../../../components/button';
import { retryJob, useJobs } from '../api/jobs';
import { DataTable, type Column } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { withToast } from '../../../components/run-action';
import { useListParams } from '../../../components/use-list-params';
import { formatDateTime } from '../../../format';

type View = AdminJobQuery['view'];
const LABELS: Record<View, string> = { failed: 'Failed', pending: 'Pending', sent: 'Sent' };
const EMPTY: Record<View, string> = {
  failed: 'Nothing failed: every email went out or is on its way.',
  pending: 'Nothing is waiting to be sent.',
  sent: 'Nothing has been sent yet.',
};

function RetryButton({ job }: { job: AdminJob }) {
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    await withToast(retryJob(job.id));
    setBusy(false);
  };
  return (
    <Button size="sm" variant="secondary" loading={busy} onClick={() => void retry()} aria-label={`Retry ${job.subject ?? jobKindLabel(job.kind)}`}>
      Retry
    </Button>
  );
}

function when(j: AdminJob): string {
  if (j.state === 'done') return `Sent ${formatDateTime(j.finishedAt ?? j.runAt)}`;
  if (j.state === 'failed') return `Gave up ${formatDateTime(j.finishedAt ?? j.runAt)}`;
  if (j.state === 'running') return 'Sending now';
  return j.attempts > 0 ? `Next try ${formatDateTime(j.runAt)}` : `Queued ${formatDateTime(j.createdAt)}`;
}

const COLUMNS: Column<AdminJob>[] = [
  {
    header: 'Email',
    cell: (j) =>
      j.kind === 'email' ? (
        <>
          <div className="adm-strong">{j.subject}</div>
          <div className="adm-muted adm-small">To {j.to}</div>
        </>
      ) : (
        <div className="adm-strong">{jobKindLabel(j.kind)}</div>
      ),
  },
  {
    header: 'Attempts',
    cell: (j) => `${j.attempts} of ${j.maxAttempts}`,
    className: 'adm-nowrap',
  },
  {
    header: 'Last error',
    cell: (j) => (j.lastError ? <span className="adm-job-error">{j.lastError}</span> : <span className="adm-muted">—</span>),
  },
  { header: 'When', cell: when, className: 'adm-nowrap wide-only' },
];
/** Only failed jobs can be retried; other views have no empty Actions column (or heading, on a phone). */
const FAILED_COLUMNS: Column<AdminJob>[] = [...COLUMNS, { header: 'Actions', cell: (j) => <RetryButton job={j} />, className: 'adm-actions' }];

/**
 * "Email & jobs": what the worker sent, what waits, and what failed after its last attempt, with the
 * error. A failed one can be retried once its cause is fixed (the SMTP settings, a full mailbox).
 */
export function JobsPage() {
  const list = useListParams(['view'] as const);
  const view = (ADMIN_JOB_VIEWS as readonly string[]).includes(list.values.view) ? (list.values.view as View) : 'failed';
  const query = useJobs({ page: list.page, view });
  const counts = query.data?.counts;
  return (
    <>
      <PageHeader title="Email & jobs" />
      <div className="adm-toolbar">
        <div className="adm-segments" role="group" aria-label="Show">
          {ADMIN_JOB_VIEWS.map((v) => (
            <button key={v} type="button" className="adm-segment" aria-pressed={view === v} onClick={() => list.set({ view: v === 'failed' ? '' : v })}>
              {LABELS[v]}
              {counts ? ` (${counts[v].toLocaleString('en-IN')})` : ''}
            </button>
          ))}
        </div>
      </div>
      <DataTable
        caption={`${LABELS[view]} email and jobs`}
        columns={view === 'failed' ? FAILED_COLUMNS : COLUMNS}
        query={query}
        rowKey={(j) => j.id}
        page={list.page}
        onPage={(page) => list.set({ page: String(page) })}
        empty={EMPTY[view]}
      />
    </>
  );
}
