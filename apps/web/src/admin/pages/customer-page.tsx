import { Link, useParams } from 'react-router';
import { formatINR, type AdminCustomerDetail } from '@canino/shared';
import { QueryView } from '../../components/query-view';
import { useCustomer } from '../api/people';
import { PageHeader } from '../components/page-header';
import { StatusBadge } from '../components/status-badge';
import { formatDate, formatDateTime, plural } from '../format';

function CustomerView({ c }: { c: AdminCustomerDetail }) {
  return (
    <div className="adm-detail">
      <div className="adm-detail__main">
        <section className="adm-card adm-section" aria-labelledby="orders-title">
          <div className="adm-section__head">
            <h2 id="orders-title" className="adm-section__title">
              Orders
            </h2>
            <span className="adm-muted">
              {plural(c.orderCount, 'order')} · {formatINR(c.spentPaise)} paid
            </span>
          </div>
          {c.orders.length === 0 ? (
            <p className="adm-muted">No orders yet.</p>
          ) : (
            <ul className="adm-list">
              {c.orders.map((o) => (
                <li key={o.id} className="adm-list__row">
                  <div>
                    <Link to={`/admin/orders/${o.id}`} className="adm-strong-link">
                      Order #{o.id}
                    </Link>
                    <div className="adm-muted adm-small">
                      {formatDateTime(o.createdAt)} · {plural(o.itemCount, 'item')}
                    </div>
                  </div>
                  <div className="adm-list__end">
                    <span className="adm-num">{formatINR(o.totalPaise)}</span>
                    <StatusBadge status={o.status} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="adm-card adm-section" aria-labelledby="addresses-title">
          <h2 id="addresses-title" className="adm-section__title">
            Saved addresses
          </h2>
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
        </section>
      </div>
      <div className="adm-detail__side">
        <section className="adm-card adm-section" aria-labelledby="contact-title">
          <h2 id="contact-title" className="adm-section__title">
            Contact
          </h2>
          <p className="adm-kv">
            <a href={`mailto:${c.email}`}>{c.email}</a>
            <br />
            <a href={`tel:${c.mobile}`}>{c.mobile}</a>
            <br />
            <span className="adm-muted">Customer since {formatDate(c.createdAt)}</span>
          </p>
        </section>
        <section className="adm-card adm-section" aria-labelledby="pet-title">
          <h2 id="pet-title" className="adm-section__title">
            Pet
          </h2>
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
        </section>
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
