import { Link } from 'react-router';
import type { AdminCustomerRow } from '@canino/shared';
import { useCustomers } from '../api/people';
import { DataTable, type Column } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { SearchBox } from '../../../components/search-box';
import { useListParams } from '../../../components/use-list-params';
import { formatDate } from '../../../format';
import { ErasureRequests } from './erasure-requests';

const COLUMNS: Column<AdminCustomerRow>[] = [
  {
    header: 'Customer',
    cell: (c) => (
      <>
        <Link to={`/admin/customers/${c.id}`} className="adm-strong-link">
          {c.ownerName}
        </Link>
        <div className="adm-muted adm-small">{c.email}</div>
      </>
    ),
  },
  { header: 'Mobile', cell: (c) => c.mobile, className: 'adm-nowrap' },
  { header: 'Pet', cell: (c) => `${c.petName} (${c.breed})`, className: 'wide-only' },
  { header: 'Orders', cell: (c) => c.orderCount, className: 'adm-num' },
  { header: 'Joined', cell: (c) => formatDate(c.createdAt), className: 'adm-nowrap wide-only' },
];

export function CustomersPage() {
  const list = useListParams();
  const query = useCustomers(list.query);
  return (
    <>
      <PageHeader title="Customers" />
      <ErasureRequests />
      <div className="adm-toolbar">
        <SearchBox label="Search customers" placeholder="Name, email, mobile or pet" value={list.q} onSearch={list.search} />
      </div>
      <DataTable
        caption="Customers"
        columns={COLUMNS}
        query={query}
        rowKey={(c) => c.id}
        page={list.page}
        onPage={(page) => list.set({ page: String(page) })}
        empty={list.q ? 'No customers match this search.' : 'No customers have signed up yet.'}
      />
    </>
  );
}
