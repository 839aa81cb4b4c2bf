import { Link } from 'react-router';
import type { AdminCategory } from '@canino/shared';
import { ButtonLink } from '../../../../components/button';
import { deleteCategory } from '../api/categories';
import { useCategories } from '../../../lib/category-list';
import { AdminIcon } from '../../../components/admin-icons';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type Column } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { withToast } from '../../../components/run-action';
import { SearchBox } from '../../../components/search-box';
import { ActiveBadge } from '../../../components/status-badge';
import { useListParams } from '../../../components/use-list-params';

const COLUMNS: Column<AdminCategory>[] = [
  {
    header: 'Category',
    cell: (c) => (
      <div className="adm-thumb-cell">
        {c.image ? <img src={c.image} alt="" className="adm-thumb" loading="lazy" /> : <span className="adm-thumb adm-thumb--empty" />}
        <Link to={`/admin/categories/${c.id}`} className="adm-strong-link">
          {c.name}
        </Link>
      </div>
    ),
  },
  { header: 'Products', cell: (c) => <Link to={`/admin/products?categoryId=${c.id}`}>{c.productCount}</Link>, className: 'adm-num' },
  { header: 'Order', cell: (c) => c.position, className: 'adm-num wide-only' },
  { header: 'Status', cell: (c) => <ActiveBadge active={c.active} /> },
  {
    header: 'Actions',
    className: 'adm-actions',
    cell: (c) => (
      <>
        <Link to={`/admin/categories/${c.id}`} className="icon-btn" aria-label={`Edit ${c.name}`} title="Edit">
          <AdminIcon name="edit" size={18} />
        </Link>
        <ConfirmDialog
          title={`Delete ${c.name}?`}
          confirmLabel="Delete"
          onConfirm={async () => void (await withToast(deleteCategory(c.id)))}
          trigger={(open) => (
            <button type="button" className="icon-btn adm-danger-icon" aria-label={`Delete ${c.name}`} title="Delete" onClick={open}>
              <AdminIcon name="trash" size={18} />
            </button>
          )}
        >
          <p>
            {c.productCount > 0 ? `It still has ${c.productCount} products, so it cannot be deleted: move them first, or deactivate the category.` : 'It disappears from the shop.'}
          </p>
        </ConfirmDialog>
      </>
    ),
  },
];

export function CategoriesPage() {
  const list = useListParams();
  const query = useCategories(list.query);
  return (
    <>
      <PageHeader
        title="Categories"
        actions={
          <ButtonLink to="/admin/categories/new">
            <AdminIcon name="plus" size={18} /> Add category
          </ButtonLink>
        }
      />
      <div className="adm-toolbar">
        <SearchBox label="Search categories" value={list.q} onSearch={list.search} />
      </div>
      <DataTable
        caption="Categories"
        columns={COLUMNS}
        query={query}
        rowKey={(c) => c.id}
        page={list.page}
        onPage={(page) => list.set({ page: String(page) })}
        empty={list.q ? 'No categories match this search.' : 'No categories yet.'}
      />
    </>
  );
}
