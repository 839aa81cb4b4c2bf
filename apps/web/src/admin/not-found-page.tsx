import { ButtonLink } from '../components/button';
import { EmptyState } from '../components/empty-state';
import { PageHeader } from './components/page-header';

export function NotFoundPage() {
  return (
    <>
      <PageHeader title="Page not found" />
      <EmptyState title="There is no admin page here" action={<ButtonLink to="/admin">Go to the dashboard</ButtonLink>} />
    </>
  );
}
