import { Link } from 'react-router';
import { describeCoupon, formatINR, type AdminCoupon } from '@canino/shared';
import { ButtonLink } from '../../../../components/button';
import { deleteCoupon, useCoupons } from '../api/coupons';
import { AdminIcon } from '../../../components/admin-icons';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type Column } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { withToast } from '../../../components/run-action';
import { SearchBox } from '../../../components/search-box';
import { useListParams } from '../../../components/use-list-params';
import { couponState } from '../forms/coupon-form';
import { formatDate } from '../../../format';

const validity = (c: AdminCoupon) => {
  if (!c.validFrom && !c.validTo) return 'Always';
  if (!c.validTo) return `From ${formatDate(c.validFrom!)}`;
  if (!c.validFrom) return `Until ${formatDate(c.validTo)}`;
  return `${formatDate(c.validFrom)} – ${formatDate(c.validTo)}`;
};

const COLUMNS: Column<AdminCoupon>[] = [
  {
    header: 'Code',
    cell: (c) => (
      <Link to={`/admin/coupons/${c.id}`} className="adm-strong-link adm-code">
        {c.code}
      </Link>
    ),
  },
  { header: 'Discount', cell: (c) => describeCoupon(c, c.covers) },
  { header: 'Valid', cell: validity, className: 'wide-only' },
  { header: 'Used', cell: (c) => (c.usageLimit === null ? c.usedCount : `${c.usedCount} / ${c.usageLimit}`), className: 'adm-num' },
  { header: 'Minimum order', cell: (c) => (c.minOrderPaise ? formatINR(c.minOrderPaise) : '—'), className: 'adm-num wide-only' },
  {
    header: 'Status',
    cell: (c) => {
      const s = couponState(c);
      return (
        <>
          <span className={`adm-badge adm-badge--${s.tone}`}>{s.label}</span>
          {c.shown && <div className="adm-muted adm-small">Shown to shoppers</div>}
        </>
      );
    },
  },
  {
    header: 'Actions',
    className: 'adm-actions',
    cell: (c) => (
      <>
        <Link to={`/admin/coupons/${c.id}`} className="icon-btn" aria-label={`Edit ${c.code}`} title="Edit">
          <AdminIcon name="edit" size={18} />
        </Link>
        <ConfirmDialog
          title={`Delete ${c.code}?`}
          confirmLabel="Delete"
          onConfirm={async () => void (await withToast(deleteCoupon(c.id)))}
          trigger={(open) => (
            <button type="button" className="icon-btn adm-danger-icon" aria-label={`Delete ${c.code}`} title="Delete" onClick={open}>
              <AdminIcon name="trash" size={18} />
            </button>
          )}
        >
          <p>{c.usedCount > 0 ? 'Customers have used this coupon, so it will be deactivated and kept on record.' : 'Customers will no longer be able to use it.'}</p>
        </ConfirmDialog>
      </>
    ),
  },
];

export function CouponsPage() {
  const list = useListParams();
  const query = useCoupons(list.query);
  return (
    <>
      <PageHeader
        title="Coupons"
        actions={
          <ButtonLink to="/admin/coupons/new">
            <AdminIcon name="plus" size={18} /> Add coupon
          </ButtonLink>
        }
      />
      <div className="adm-toolbar">
        <SearchBox label="Search coupons" placeholder="Search by code" value={list.q} onSearch={list.search} />
      </div>
      <DataTable
        caption="Coupons"
        columns={COLUMNS}
        query={query}
        rowKey={(c) => c.id}
        page={list.page}
        onPage={(page) => list.set({ page: String(page) })}
        empty={list.q ? 'No coupons match this search.' : 'No coupons yet.'}
      />
    </>
  );
}
