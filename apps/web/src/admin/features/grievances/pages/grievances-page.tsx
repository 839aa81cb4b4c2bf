import { grievanceReplyInput, GRIEVANCE_STATUS_LABELS, timeLeftText, type AdminGrievance } from '@canino/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../../components/button';
import { Select, TextArea } from '../../../../components/field';
import { CardListPage } from '../../../components/card-list';
import { withToast } from '../../../components/run-action';
import { useListParams } from '../../../components/use-list-params';
import { formatDateTime } from '../../../format';
import { replyToGrievance, useGrievances } from '../api/grievances';

const TABS = [
  { value: '', label: 'Unresolved' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'all', label: 'All' },
];

const NEXT_STATUS = [
  { value: 'in_progress', label: 'In progress' },
  { value: 'resolved', label: 'Resolved' },
];

/** "Acknowledge: 1 day 4 h left", or met, or late: the two deadlines the e-commerce rules set. */
function Deadline({ label, d }: { label: string; d: AdminGrievance['acknowledge'] }) {
  const tone = d.state === 'met' ? 'success' : d.state === 'overdue' ? 'danger' : 'warning';
  const text = d.state === 'met' ? 'done' : timeLeftText(d.remainingMs);
  return (
    <span className={`adm-badge adm-badge--${tone}`} title={`Due ${formatDateTime(d.dueAt)}`}>
      {label}: {text}
    </span>
  );
}

function ReplyForm({ g }: { g: AdminGrievance }) {
  const { register, handleSubmit, reset, formState } = useForm<z.input<typeof grievanceReplyInput>, unknown, z.output<typeof grievanceReplyInput>>({
    resolver: zodResolver(grievanceReplyInput),
    defaultValues: { message: '', status: 'in_progress' },
  });
  const onSubmit = handleSubmit(async (values) => {
    if (await withToast(replyToGrievance(g.id, values))) reset({ message: '', status: values.status });
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Reply to ${g.ticket}`} className="adm-form">
      <TextArea label="Reply to the customer (emailed)" rows={3} required error={formState.errors.message?.message} {...register('message')} />
      <Select label="Then the complaint is" options={NEXT_STATUS} error={formState.errors.status?.message} {...register('status')} />
      <Button type="submit" size="sm" loading={formState.isSubmitting}>
        Send reply
      </Button>
    </form>
  );
}

function GrievanceCard({ g }: { g: AdminGrievance }) {
  return (
    <article className="adm-card adm-message" aria-labelledby={`grv-${g.id}`}>
      <header className="adm-message__head">
        <div>
          <h2 id={`grv-${g.id}`} className="adm-message__subject">
            {g.ticket}: {g.subject}
          </h2>
          <p className="adm-muted adm-small">
            {g.name} · <a href={`mailto:${g.email}`}>{g.email}</a> · {g.phone}
            {g.orderNumber && ` · order ${g.orderNumber}`} · {formatDateTime(g.createdAt)}
          </p>
        </div>
        <span className="adm-badge">{GRIEVANCE_STATUS_LABELS[g.status]}</span>
      </header>
      <p>
        <Deadline label="Acknowledge" d={g.acknowledge} /> <Deadline label="Resolve" d={g.resolve} />
      </p>
      <p className="adm-message__body">{g.message}</p>
      {g.replies.map((r) => (
        <p key={r.createdAt} className="adm-small">
          <strong>{formatDateTime(r.createdAt)}</strong> ({GRIEVANCE_STATUS_LABELS[r.status]}): {r.message}
        </p>
      ))}
      <ReplyForm g={g} />
    </article>
  );
}

/** Complaints to the grievance officer, the nearest deadline first. */
export function GrievancesPage() {
  const list = useListParams(['state'] as const);
  const state = list.values.state;
  const query = useGrievances({ ...list.query, state: (state || 'unresolved') as 'unresolved' | 'resolved' | 'all' });
  return (
    <CardListPage
      title="Complaints"
      tabs={TABS}
      filter="state"
      list={list}
      searchLabel="Search complaints"
      query={query}
      empty={state ? 'No complaints here.' : 'No complaint is waiting for an answer.'}
      itemKey={(g) => g.id}
      card={(g) => <GrievanceCard g={g} />}
    />
  );
}
