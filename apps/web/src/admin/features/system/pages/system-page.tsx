import type { AdminSystemStatus } from '@canino/shared';
import { PageSpinner } from '../../../../components/spinner';
import { PageHeader } from '../../../components/page-header';
import { formatDateTime, plural } from '../../../format';
import { useSystemStatus } from '../api/system';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const duration = (seconds: number) => (seconds < 3600 ? `${Math.round(seconds / 60)} min` : `${(seconds / 3600).toFixed(1)} h`);

function backupSchedule(s: AdminSystemStatus): string {
  if (s.database.kind === 'postgres') return 'PostgreSQL is backed up outside the shop (pg_dump or the provider)';
  const b = s.backupSchedule;
  if (!b) return 'off (npm run db:backup makes one by hand)';
  return `${b.cron} (India time), the newest ${b.keep} kept${b.nextAt ? `; next ${formatDateTime(b.nextAt)}` : ''}`;
}

function Facts({ s }: { s: AdminSystemStatus }) {
  const rows: [string, string][] = [
    ['Version', `${s.version}${s.builtAt ? `, built ${formatDateTime(s.builtAt)}` : ''}`],
    ['Database', `${s.database.kind === 'pglite' ? 'Embedded (PGlite)' : 'PostgreSQL'}${s.database.sizeBytes === null ? '' : `, ${megabytes(s.database.sizeBytes)}`}`],
    ['Payments', s.modes.payments],
    ['Email', s.modes.email],
    ['Images', s.modes.storage],
    ['Shipping', s.modes.shipping],
    ['Redis', s.redis],
    [
      'Job queue',
      `${plural(s.jobs.depth, 'job')} waiting${s.jobs.oldestDueAgeSeconds > 0 ? `, the oldest due for ${duration(s.jobs.oldestDueAgeSeconds)}` : ''}; ${plural(s.jobs.failed, 'failed job')}`,
    ],
    ['Last backup', s.lastBackup ? `${formatDateTime(s.lastBackup.at)}, ${megabytes(s.lastBackup.sizeBytes)}` : 'none found'],
    ['Backup schedule', backupSchedule(s)],
  ];
  return (
    <dl className="adm-dl">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "System": what runs and how it is set up, for the owner; the last server errors with the request ids the logs are searched by. */
export function SystemPage() {
  const query = useSystemStatus();
  const s = query.data;
  return (
    <>
      <PageHeader title="System" />
      {query.error && <p role="alert">The system status could not be read: {query.error.message}</p>}
      {!s ? (
        query.isLoading && <PageSpinner />
      ) : (
        <>
          <Facts s={s} />
          <h2>Servers</h2>
          <ul>
            {s.nodes.map((n) => (
              <li key={n.node}>
                {n.node}: up {duration(n.uptimeSeconds)} (since {formatDateTime(n.startedAt)})
              </li>
            ))}
          </ul>
          <h2>Last server errors</h2>
          {s.recentErrors.length === 0 ? (
            <p className="adm-muted">None since this server started.</p>
          ) : (
            <table className="adm-table">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Request</th>
                  <th scope="col">Error</th>
                </tr>
              </thead>
              <tbody>
                {s.recentErrors.map((e) => (
                  <tr key={`${e.requestId}-${e.at}`}>
                    <td className="adm-nowrap">{formatDateTime(e.at)}</td>
                    <td>
                      {e.method} {e.route} ({e.status})<div className="adm-muted adm-small">{e.requestId}</div>
                    </td>
                    <td>{e.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </>
  );
}
