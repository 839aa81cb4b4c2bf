import { Link } from 'react-router';
import type { AdminBanner } from '@canino/shared';
import { ButtonLink } from '../../../../components/button';
import { deleteBanner, useBanners } from '../api/banners';
import { AdminIcon } from '../../../components/admin-icons';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type Column } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { withToast } from '../../../components/run-action';
import { SearchBox } from '../../../components/search-box';
import { ActiveBadge } from '../../../components/status-badge';
import { useListParams } from '../../../components/use-list-params';

const COLUMNS: Column<AdminBanner>[] = [
  {
    header: 'Banner',
    cell: (b) => (
      <Link to={`/admin/banners/${b.id}`} className="adm-banner-cell">
        <img src={b.image} alt="" className="adm-banner-thumb" loading="lazy" />
        <span className="adm-strong-link">{b.title || `Banner ${b.id}`}</span>
      </Link>
    ),
  },
  { header: 'Order', cell: (b) => b.position, className: 'adm-num' },
  { header: 'Status', cell: (b) => <ActiveBadge active={b.active} on="Showing" off="Hidden" /> },
  {
    header: 'Actions',
    className: 'adm-actions',
    cell: (b) => (
      <>
        <Link to={`/admin/banners/${b.id}`} className="icon-btn" aria-label={`Edit ${b.title || `banner ${b.id}`}`} title="Edit">
          <AdminIcon name="edit" size={18} />
        </Link>
        <ConfirmDialog
          title="Delete this banner?"
          confirmLabel="Delete"
          onConfirm={async () => void (await withToast(deleteBanner(b.id)))}
          trigger={(open) => (
            <button type="button" className="icon-btn adm-danger-icon" aria-label={`Delete ${b.title || `banner ${b.id}`}`} title="Delete" onClick={open}>
              <AdminIcon name="trash" size={18} />
            </button>
          )}
        >
          <p>The banner and its image are removed from the shop. To take it down for a while, edit it and untick Active instead.</p>
        </ConfirmDialog>
      </>
    ),
  },
];

export function BannersPage() {
  const list = useListParams();
  const query = useBanners(list.query);
  return (
    <>
      <PageHeader
        title="Banners"
        actions={
          <ButtonLink to="/admin/banners/new">
            <AdminIcon name="plus" size={18} /> Add banner
          </ButtonLink>
        }
      >
        <p className="adm-muted">The first active banner is the wide picture at the top of the home page.</p>
      </PageHeader>
      <div className="adm-toolbar">
        <SearchBox label="Search banners" placeholder="Search by title" value={list.q} onSearch={list.search} />
      </div>
      <DataTable
        caption="Banners"
        columns={COLUMNS}
        query={query}
        rowKey={(b) => b.id}
        page={list.page}
        onPage={(page) => list.set({ page: String(page) })}
        empty={list.q ? 'No banners match this search.' : 'No banners yet.'}
      />
    </>
  );
}
