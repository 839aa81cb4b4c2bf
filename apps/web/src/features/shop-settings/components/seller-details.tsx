import type { PublicShopSettings } from '@canino/shared';
import { telHref } from '../api/get-settings';
import './seller-details.css';

/**
 * Who sells here and how to reach them, as the Consumer Protection (E-Commerce) Rules ask a seller to
 * show: legal name, geographic address, GSTIN, customer care, and the grievance officer by name and
 * designation with their contacts. Everything comes from the settings the owner edits.
 */
export function SellerDetails({ settings }: { settings: PublicShopSettings }) {
  const officer = settings.grievanceOfficer;
  return (
    <dl className="seller-details">
      <div>
        <dt>Legal name</dt>
        <dd>{settings.registration?.legalName ?? settings.name}</dd>
      </div>
      <div>
        <dt>Address</dt>
        <dd>{settings.address}</dd>
      </div>
      <div>
        <dt>GSTIN</dt>
        <dd>{settings.registration?.gstin ?? 'Not registered for GST'}</dd>
      </div>
      <div>
        <dt>Customer care</dt>
        <dd>
          <a href={telHref(settings.phone)}>{settings.phone}</a>, <a href={`mailto:${settings.email}`}>{settings.email}</a> ({settings.policyTerms.careHours})
        </dd>
      </div>
      <div>
        <dt>Grievance officer</dt>
        <dd>
          {officer.name}, {officer.designation}: <a href={telHref(officer.phone)}>{officer.phone}</a>, <a href={`mailto:${officer.email}`}>{officer.email}</a>
        </dd>
      </div>
    </dl>
  );
}
