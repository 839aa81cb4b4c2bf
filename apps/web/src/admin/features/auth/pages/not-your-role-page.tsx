import { ADMIN_ROLE_LABELS, type AdminUser } from '@canino/shared';
import { ButtonLink } from '../../../../components/button';
import { EmptyState } from '../../../../components/empty-state';
import { homeOf } from '../../../components/admin-layout';
import { PageHeader } from '../../../components/page-header';

export function NotYourRolePage({ admin }: { admin: AdminUser }) {
  return (
    <>
      <PageHeader title="Not part of your role" />
      <EmptyState title={`The ${ADMIN_ROLE_LABELS[admin.role]} role cannot open this page`} action={<ButtonLink to={homeOf(admin.role)}>Go to your first page</ButtonLink>}>
        <p>If you need it, ask the shop&rsquo;s owner to change your role.</p>
      </EmptyState>
    </>
  );
}
