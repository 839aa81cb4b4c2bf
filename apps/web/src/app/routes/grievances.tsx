import { Link } from '../../components/link';
import { PageBanner } from '../../components/page-banner';
import { GrievanceForm } from '../../features/grievances/components/grievance-form';
import { GrievanceLookup } from '../../features/grievances/components/grievance-lookup';
import { useSettings } from '../../features/shop-settings/api/get-settings';
import '../../features/grievances/components/grievances.css';

export default function GrievancesPage() {
  const officer = useSettings().data?.grievanceOfficer;
  return (
    <>
      <PageBanner title="Complaints" />
      <div className="container grievances-page">
        <section className="form-card" aria-labelledby="grievance-form-title">
          <h2 id="grievance-form-title">Tell our grievance officer</h2>
          <p>
            {officer ? `${officer.name}, our ${officer.designation}, ` : 'Our grievance officer '}reads every complaint. You get a ticket number and a receipt by email at once; we
            answer within 48 hours and resolve the complaint within one month. Who we are: <Link to="/seller-information">seller information</Link>.
          </p>
          <GrievanceForm />
        </section>
        <section className="form-card" aria-labelledby="grievance-lookup-title">
          <h2 id="grievance-lookup-title">Follow a complaint</h2>
          <p>Enter the ticket number from your receipt and the email you filed it with.</p>
          <GrievanceLookup />
        </section>
      </div>
    </>
  );
}
