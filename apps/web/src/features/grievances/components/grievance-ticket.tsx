import { formatShopDateTime, GRIEVANCE_STATUS_LABELS, type GrievanceRecord } from '@canino/shared';

/** A ticket as its customer follows it: number, status, the two deadlines and the officer's replies. */
export function GrievanceTicket({ ticket }: { ticket: GrievanceRecord }) {
  return (
    <section className="grievance-ticket" aria-label={`Complaint ${ticket.ticket}`}>
      <dl>
        <div>
          <dt>Ticket number</dt>
          <dd>
            <strong>{ticket.ticket}</strong>
          </dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{GRIEVANCE_STATUS_LABELS[ticket.status]}</dd>
        </div>
        <div>
          <dt>Subject</dt>
          <dd>{ticket.subject}</dd>
        </div>
        <div>
          <dt>Filed</dt>
          <dd>{formatShopDateTime(new Date(ticket.createdAt))}</dd>
        </div>
        <div>
          <dt>Answered by</dt>
          <dd>{formatShopDateTime(new Date(ticket.acknowledgeBy))}</dd>
        </div>
        <div>
          <dt>Resolved by</dt>
          <dd>{formatShopDateTime(new Date(ticket.resolveBy))}</dd>
        </div>
      </dl>
      {ticket.replies.length > 0 && (
        <>
          <h3>Replies</h3>
          <ol className="grievance-ticket__replies">
            {ticket.replies.map((r) => (
              <li key={r.createdAt}>
                <p className="grievance-ticket__when">{formatShopDateTime(new Date(r.createdAt))}</p>
                <p>{r.message}</p>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
