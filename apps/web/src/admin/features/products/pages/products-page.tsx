import { FilterSelect } from '../../../components/filter-select';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { declarationNames, formatINR, type AdminProductListQuery, type AdminProductRow } from '@canino/shared';
import { ButtonLink } from '../../../../components/button';
import { useCategoryOptions } from '../../../lib/category-list';
import { deleteProduct, useProducts } from '../api/products';
import { AdminIcon } from '../../../components/admin-icons';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type Column } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { withToast } from '../../../components/run-action';
import { SearchBox } from '../../../components/search-box';
import { BulkEditPanel } from '../components/bulk-edit-panel';
import { ActiveBadge } from '../../../components/status-badge';
import { useListParams } from '../../../components/use-list-params';

const STATES = [
  { value: '', label: 'All products' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'low_stock', label: 'Low stock' },
  { value: 'missing_declarations', label: 'Missing declarations' },
];

const COLUMNS: Column<AdminProductRow>[] = [
  {
    header: 'Product',
    cell: (p) => (
      <div className="adm-thumb-cell">
        {p.image ? <img src={p.image} alt="" className="adm-thumb" loading="lazy" /> : <span className="adm-thumb adm-thumb--empty" />}
        <Link to={`/admin/products/${p.id}`} className="adm-strong-link">
          {p.name}
        </Link>
      </div>
    ),
  },
  { header: 'SKU', cell: (p) => <span className="adm-small">{p.sku}</span>, className: 'wide-only' },
  { header: 'Category', cell: (p) => p.categoryName, className: 'wide-only' },
  {
    header: 'Price',
    cell: (p) => (
      <>
        {formatINR(p.sellingPricePaise)}
        {p.listPricePaise > p.sellingPricePaise && <s className="adm-muted adm-small adm-block">{formatINR(p.listPricePaise)}</s>}
      </>
    ),
    className: 'adm-num',
  },
  { header: 'Stock', cell: (p) => <span className={p.stock <= 5 ? 'adm-low' : undefined}>{p.stock}</span>, className: 'adm-num' },
  {
    header: 'Status',
    cell: (p) => (
      <div className="adm-badges">
        <ActiveBadge active={p.active} />
        {p.missingDeclarations.length > 0 && (
          // Which ones: the product's form names each under its field.
          <span className="adm-badge adm-badge--warning" title={declarationNames(p.missingDeclarations)}>
            Declarations missing
          </span>
        )}
      </div>
    ),
  },
  {
    header: 'Actions',
    className: 'adm-actions',
    cell: (p) => (
      <>
        <Link to={`/admin/products/${p.id}`} className="icon-btn" aria-label={`Edit ${p.name}`} title="Edit">
          <AdminIcon name="edit" size={18} />
        </Link>
        <ConfirmDialog
          title={`Delete ${p.name}?`}
          confirmLabel="Delete"
          onConfirm={async () => void (await withToast(deleteProduct(p.id)))}
          trigger={(open) => (
            <button type="button" className="icon-btn adm-danger-icon" aria-label={`Delete ${p.name}`} title="Delete" onClick={open}>
              <AdminIcon name="trash" size={18} />
            </button>
          )}
        >
          <p>It disappears from the shop. A product that was ordered before is deactivated instead, so past orders keep their link.</p>
        </ConfirmDialog>
      </>
    ),
  },
];

/** Tick boxes for the bulk edit: one per product, and one for every product on this page. */
function selectColumn(items: AdminProductRow[], selected: ReadonlySet<number>, set: (next: ReadonlySet<number>) => void): Column<AdminProductRow> {
  const all = items.length > 0 && items.every((p) => selected.has(p.id));
  const toggle = (ids: number[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids)
      if (on) next.add(id);
      else next.delete(id);
    set(next);
  };
  return {
    header: 'Select',
    headerCell: (
      <input
        type="checkbox"
        aria-label="Select every product on this page"
        checked={all}
        onChange={(e) =>
          toggle(
            items.map((p) => p.id),
            e.target.checked,
          )
        }
      />
    ),
    cell: (p) => <input type="checkbox" aria-label={`Select ${p.name}`} checked={selected.has(p.id)} onChange={(e) => toggle([p.id], e.target.checked)} />,
    className: 'adm-select',
  };
}

export function ProductsPage() {
  const list = useListParams(['categoryId', 'state'] as const);
  const categories = useCategoryOptions();
  const { categoryId, state } = list.values;
  const query = useProducts({
    ...list.query,
    categoryId: categoryId ? Number(categoryId) : undefined,
    state: (state || undefined) as AdminProductListQuery['state'] | undefined,
  });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const items = query.data?.items;
  const columns = useMemo(() => [selectColumn(items ?? [], selected, setSelected), ...COLUMNS], [items, selected]);

  return (
    <>
      <PageHeader
        title="Products"
        actions={
          <>
            <ButtonLink to="/admin/products/import" variant="secondary">
              <AdminIcon name="upload" size={18} /> Import / export CSV
            </ButtonLink>
            <ButtonLink to="/admin/products/new">
              <AdminIcon name="plus" size={18} /> Add product
            </ButtonLink>
          </>
        }
      />
      <div className="adm-toolbar">
        <SearchBox label="Search products" placeholder="Search by name" value={list.q} onSearch={list.search} />
        <FilterSelect
          label="Category"
          value={categoryId}
          options={[{ value: '', label: 'All categories' }, ...(categories.data?.items ?? []).map((c) => ({ value: String(c.id), label: c.name }))]}
          onChange={(v) => list.set({ categoryId: v })}
        />
        <FilterSelect label="Show" value={state} options={STATES} onChange={(v) => list.set({ state: v })} />
      </div>
      {selected.size > 0 && <BulkEditPanel productIds={[...selected]} onDone={() => setSelected(new Set())} onClear={() => setSelected(new Set())} />}
      <DataTable
        caption="Products"
        columns={columns}
        query={query}
        rowKey={(p) => p.id}
        page={list.page}
        onPage={(page) => list.set({ page: String(page) })}
        empty={list.q || categoryId || state ? 'No products match these filters.' : 'No products yet. Add the first one.'}
      />
    </>
  );
}
