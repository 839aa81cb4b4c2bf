import { useParams } from 'react-router';
import { formatINR, type AdminCustomerDetail } from '@canino/shared';
import { QueryView } from '../../../../components/query-view';
import { useCustomer } from '../api/people';
import { OrderList } from '../../../components/order-list';
import { PageHeader } from '../../../components/page-header';
import { Section } from '../../../components/section';
import { formatDate, formatDateTime, plural } from '../../../format';

function CustomerView({ c }: { c: AdminCustomerDetail }) {
  return (
    <div className="adm-detail">
      <div className="adm-detail__main">
        <Section
          title="Orders"
          aside={
            <span className="adm-muted">
              {plural(c.orderCount, 'order')} · {formatINR(c.spentPaise)} paid
            </span>
          }
        >
          <OrderList orders={c.orders} name={(o) => `Order #${o.id}`} detail={(o) => `${formatDateTime(o.createdAt)} · ${plural(o.itemCount, 'item')}`} />
        </Section>
        <Section title="Saved addresses">
          {c.addresses.length === 0 ? (
            <p className="adm-muted">No saved addresses.</p>
          ) : (
            <div className="adm-address-grid">
              {c.addresses.map((a) => (
                <address key={a.id} className="adm-address adm-address--box">
                  <strong>{a.name}</strong>
                  <br />
                  {a.address}, {a.locality}
                  <br />
                  {a.city}, {a.state} {a.pincode}
                  <br />
                  {a.mobile}
                </address>
              ))}
            </div>
          )}
        </Section>
      </div>
      <div className="adm-detail__side">
        <Section title="Contact">
          <p className="adm-kv">
            <a href={`mailto:${c.email}`}>{c.email}</a>
            <br />
            <a href={`tel:${c.mobile}`}>{c.mobile}</a>
            <br />
            <span className="adm-muted">Customer since {formatDate(c.createdAt)}</span>
          </p>
        </Section>
        <Section title="Pet">
          <div className="adm-pet">
            {c.pet.image ? <img src={c.pet.image} alt={`${c.pet.name}, ${c.ownerName}'s dog`} className="adm-pet__photo" /> : <span className="adm-pet__photo adm-thumb--empty" />}
            <dl className="adm-dl">
              <dt>Name</dt>
              <dd>{c.pet.name}</dd>
              <dt>Breed</dt>
              <dd>{c.pet.breed}</dd>
              <dt>Age</dt>
              <dd>{c.pet.age}</dd>
              <dt>Weight</dt>
              <dd>{c.pet.weight}</dd>
              {c.pet.needs && (
                <>
                  <dt>Needs</dt>
                  <dd>{c.pet.needs}</dd>
                </>
              )}
            </dl>
          </div>
        </Section>
      </div>
    </div>
  );
}

export function CustomerPage() {
  const id = Number(useParams().id);
  const query = useCustomer(id);
  return (
    <>
      <PageHeader title={query.data?.ownerName ?? 'Customer'} back={{ to: '/admin/customers', label: 'Customers' }} />
      <QueryView query={query} errorTitle="We could not load this customer">
        {(c) => <CustomerView c={c} />}
      </QueryView>
    </>
  );
}
