import { Link } from '../../components/link';
import { PageBanner } from '../../components/page-banner';
import { QueryView } from '../../components/query-view';
import { useSettings } from '../../features/shop-settings/api/get-settings';
import { SellerDetails } from '../../features/shop-settings/components/seller-details';
import '../../features/content/components/prose.css';

export default function SellerInformationPage() {
  const settings = useSettings();
  return (
    <>
      <PageBanner title="Seller information" />
      <div className="container">
        <div className="prose">
          <p className="prose__intro">Who sells on this shop, and whom to reach with a question or a complaint.</p>
          <QueryView query={settings} errorTitle="We could not load the seller's details">
            {(s) => <SellerDetails settings={s} />}
          </QueryView>
          <h2>Raising a complaint</h2>
          <p>
            Write to the grievance officer through the <Link to="/grievances">complaint form</Link>. You get a ticket number at once; we acknowledge every complaint within 48 hours
            and resolve it within one month.
          </p>
        </div>
      </div>
    </>
  );
}
