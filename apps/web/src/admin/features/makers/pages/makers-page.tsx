import { Link } from 'react-router';
import type { AdminMaker } from '@canino/shared';
import { ButtonLink } from '../../../../components/button';
import { deleteMaker } from '../api/makers';
import { useMakers } from '../../../lib/maker-list';
import { AdminIcon } from '../../../components/admin-icons';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type Column } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { withToast } from '../../../components/run-action';
import { SearchBox } from '../../../components/search-box';
import { useListParams } from '../../../components/use-list-params';

const COLUMNS: Column<AdminMaker>[] = [
  {
    header: 'Maker',
    cell: (m) => (
      <Link to={`/admin/makers/${m.id}`} className="adm-strong-link">
        {m.name}
      </Link>
    ),
  },
  { header: 'Address', cell: (m) => <span className="adm-small">{m.address}</span> },
  { header: 'Products', cell: (m) => m.productCount, className: 'adm-num' },
  {
    header: 'Actions',
    className: 'adm-actions',
    cell: (m) => (
      <>
        <Link to={`/admin/makers/${m.id}`} className="icon-btn" aria-label={`Edit ${m.name}`} title="Edit">
          <AdminIcon name="edit" size={18} />
        </Link>
        <ConfirmDialog
          title={`Delete ${m.name}?`}
          confirmLabel="Delete"
          onConfirm={async () => void (await withToast(deleteMaker(m.id)))}
          trigger={(open) => (
            <button type="button" className="icon-btn adm-danger-icon" aria-label={`Delete ${m.name}`} title="Delete" onClick={open}>
              <AdminIcon name="trash" size={18} />
            </button>
          )}
        >
          {/* The count may be stale by the time of the click: the server's refusal is what the owner sees. */}
          <p>{m.productCount > 0 ? 'Products name this maker in their declarations: choose another maker on them first.' : 'It is removed from your list of makers.'}</p>
        </ConfirmDialog>
      </>
    ),
  },
];

/** The companies that make, pack or import the products, each named once with its full address. */
export function MakersPage() {
  const list = useListParams();
  const query = useMakers(list.query);
  return (
    <>
      <PageHeader
        title="Makers"
        actions={
          <ButtonLink to="/admin/makers/new">
            <AdminIcon name="plus" size={18} /> Add maker
          </ButtonLink>
        }
      >
        <p className="adm-muted">Manufacturers, packers and importers, as product pages declare them.</p>
      </PageHeader>
      <div className="adm-toolbar">
        <SearchBox label="Search makers" placeholder="Search by name" value={list.q} onSearch={list.search} />
      </div>
      <DataTable
        caption="Makers"
        columns={COLUMNS}
        query={query}
        rowKey={(m) => m.id}
        page={list.page}
        onPage={(page) => list.set({ page: String(page) })}
        empty={list.q ? 'No makers match this search.' : 'No makers yet. Add the company that makes your products.'}
      />
    </>
  );
}
