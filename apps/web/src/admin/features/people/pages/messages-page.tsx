import { useState } from 'react';
import type { AdminMessage } from '@canino/shared';
import { Button } from '../../../../components/button';
import { markMessageHandled, useMessages } from '../api/people';
import { CardListPage } from '../../../components/card-list';
import { withToast } from '../../../components/run-action';
import { useListParams } from '../../../components/use-list-params';
import { formatDateTime } from '../../../format';

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
  return (
    <CardListPage
      title="Messages"
      tabs={TABS}
      filter="state"
      list={list}
      searchLabel="Search messages"
      query={query}
      empty={state ? 'No messages here.' : 'The inbox is empty. Nicely done.'}
      itemKey={(m) => m.id}
      card={(m) => <MessageCard m={m} />}
    />
  );
}
