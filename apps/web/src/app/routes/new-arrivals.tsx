import { useSearchParams } from 'react-router';
import { PageBanner } from '../../components/page-banner';
import { newArrivalTabs, type NewArrivalTab } from '../../content/new-arrivals';
import { NewArrivalsGallery } from '../../features/content/components/new-arrivals-gallery';

const isTab = (v: string | null): v is NewArrivalTab => newArrivalTabs.includes(v as NewArrivalTab);

export default function NewArrivalsPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab = isTab(raw) ? raw : 'All';
  return (
    <>
      <PageBanner title="New Arrivals" />
      <div className="container">
        <p className="new-arrivals__lead">Fresh moments from our community: grooming days, walks, day care, boarding and vet visits.</p>
        <NewArrivalsGallery tab={tab} onTabChange={(t) => setParams(t === 'All' ? {} : { tab: t }, { replace: true, state: { keepScroll: true } })} />
      </div>
    </>
  );
}
