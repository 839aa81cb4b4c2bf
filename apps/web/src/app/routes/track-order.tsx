import type { PublicOrderTracking } from '@canino/shared';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PageBanner } from '../../components/page-banner';
import { useLinkToken } from '../../lib/link-token';
import { QueryView } from '../../components/query-view';
import { useTrackingByToken } from '../../features/orders/api/track-order';
import { OrderTracking } from '../../features/orders/components/order-tracking';
import { TrackOrderForm } from '../../features/orders/components/track-order-form';
import './track-order.css';

function ByLink({ token }: { token: string }) {
  const query = useTrackingByToken(token);
  return (
    <QueryView query={query} errorTitle="We could not open this tracking link">
      {(tracking) => <OrderTracking tracking={tracking} />}
    </QueryView>
  );
}

function ByOrderNumber() {
  const [found, setFound] = useState<PublicOrderTracking | undefined>();
  return (
    <>
      <section className="track-page__form" aria-labelledby="track-heading">
        <h2 id="track-heading">Where is my order?</h2>
        <p>Enter your order number and the phone number or email you ordered with.</p>
        <TrackOrderForm onFound={setFound} />
      </section>
      {found && (
        <div aria-live="polite">
          <OrderTracking tracking={found} />
        </div>
      )}
    </>
  );
}

/** /track (the form), /track#token=… (the link in the shipment email) and /track/:token (links sent before): no login needed. */
export default function TrackOrderPage() {
  const inFragment = useLinkToken();
  const token = useParams().token ?? inFragment;
  return (
    <>
      <PageBanner title="Track Order" />
      <div className="container track-page">{token ? <ByLink token={token} /> : <ByOrderNumber />}</div>
    </>
  );
}
