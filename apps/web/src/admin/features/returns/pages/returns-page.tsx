import { QueryView } from '../../../../components/query-view';
import { PageHeader } from '../../../components/page-header';
import { useReturns } from '../api/returns';
import { ReturnCard } from '../components/return-card';
import '../components/returns.css';

/** The returns queue: every open return, the one waiting longest first. */
export function ReturnsPage() {
  const query = useReturns({ state: 'open' });
  return (
    <>
      <PageHeader title="Returns">
        <p className="adm-muted">Returns shoppers asked for from their orders. Approving books the courier’s pickup; Received refunds the item and puts it back in stock.</p>
      </PageHeader>
      <QueryView query={query} errorTitle="We could not load the returns">
        {(list) => (list.length === 0 ? <p className="adm-muted">No return is waiting.</p> : list.map((r) => <ReturnCard key={r.id} ret={r} showOrder />))}
      </QueryView>
    </>
  );
}
