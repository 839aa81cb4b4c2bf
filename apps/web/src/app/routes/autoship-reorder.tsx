import { lazy, Suspense } from 'react';
import { PageBanner } from '../../components/page-banner';
import { useLinkToken } from '../../lib/link-token';

const ReorderPanel = lazy(() => import('../../features/autoship/components/reorder-panel'));

/** /autoship/reorder#token=…: a cash-on-delivery autoship's one-tap reorder link, which needs no login (the link's secret is the key). */
export default function AutoshipReorderPage() {
  const token = useLinkToken();
  return (
    <>
      <PageBanner title="Your autoship delivery" />
      <div className="container">
        <Suspense fallback={null}>
          <ReorderPanel token={token} />
        </Suspense>
      </div>
    </>
  );
}
