import { useState } from 'react';
import type { AdminMessage } from '@canino/shared';
import { Button } from '../../components/button';
import { markMessageHandled, useMessages } from '../api/people';
import { PageHeader } from '../components/page-header';
import { Pagination } from '../components/pagination';
import { withToast } from '../components/run-action';
import { SearchBox } from '../components/search-box';
import { useListParams } from '../components/use-list-params';
import { formatDateTime } from '../format';

const TABS = [
  { value: '', label: 'Inbox' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
];

function MessageCard({ m }: { m: AdminMessage }) {
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    await withToast(markMessageHandled(m.id, !m.handledAt));
    setBusy(false);
  };
  const reply = `mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`;
  return (
    <article className={`adm-card adm-message${m.handledAt ? ' adm-message--handled' : ''}`} aria-labelledby={`msg-${m.id}`}>
      <header className="adm-message__head">
        <div>
          <h2 id={`msg-${m.id}`} className="adm-message__subject">
            {m.subject}
          </h2>
          <p className="adm-muted adm-small">
            {m.name} · <a href={`mailto:${m.email}`}>{m.email}</a> · {formatDateTime(m.createdAt)}
          </p>
        </div>
        {m.handledAt && <span className="adm-badge adm-badge--success">Handled</span>}
      </header>
      <p className="adm-message__body">{m.message}</p>
      <div className="adm-message__actions">
        <a href={reply} className="btn btn--secondary btn--sm">
          Reply by email
        </a>
        <Button size="sm" variant={m.handledAt ? 'ghost' : 'primary'} loading={busy} onClick={() => void toggle()}>
          {m.handledAt ? 'Move back to inbox' : 'Mark handled'}
        </Button>
      </div>
    </article>
  );
}

/** The contact form's messages: the inbox holds what still needs an answer. */
export function MessagesPage() {
  const list = useListParams(['state'] as const);
  const state = list.values.state;
  const query = useMessages({ ...list.query, state: (state || 'open') as 'open' | 'handled' | 'all' });
  const data = query.data;

  return (
    <>
      <PageHeader title="Messages" />
      <div className="adm-toolbar">
        <div className="adm-segments" role="group" aria-label="Show">
          {TABS.map((t) => (
            <button key={t.label} type="button" className="adm-segment" aria-pressed={state === t.value} onClick={() => list.set({ state: t.value })}>
              {t.label}
            </button>
          ))}
        </div>
        <SearchBox label="Search messages" value={list.q} onSearch={list.search} />
      </div>
      {!data && query.error && (
        <div className="adm-card adm-table-state" role="alert">
          <p>{query.error.message}</p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {data && data.items.length === 0 && <div className="adm-card adm-table-state adm-table-state--empty">{state ? 'No messages here.' : 'The inbox is empty. Nicely done.'}</div>}
      <div className="adm-messages" aria-busy={query.isFetching || undefined}>
        {data?.items.map((m) => <MessageCard key={m.id} m={m} />)}
      </div>
      {data && data.total > data.pageSize && <Pagination page={list.page} pageSize={data.pageSize} total={data.total} onPage={(p) => list.set({ page: String(p) })} />}
    </>
  );
}
