import { ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { PawIcon } from '../../components/icons';
import { PageBanner } from '../../components/page-banner';

export default function NotFoundPage() {
  return (
    <>
      <PageBanner title="Page not found" />
      <div className="container">
        <EmptyState
          icon={<PawIcon size={30} />}
          title="We sniffed everywhere but could not find this page"
          action={
            <>
              <ButtonLink to="/">Go to the home page</ButtonLink>
              <ButtonLink to="/products" variant="secondary">
                Browse products
              </ButtonLink>
            </>
          }
        >
          <p>The link may be old or mistyped. Our supplements are still right where you left them.</p>
        </EmptyState>
      </div>
    </>
  );
}
