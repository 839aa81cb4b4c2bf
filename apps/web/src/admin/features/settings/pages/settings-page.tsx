import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { isMapEmbedUrl, mapUrlFromPaste, settingsInput, type ShopSettings } from '@canino/shared';
import { Select, TextArea, TextInput } from '../../../../components/field';
import { errorMessage } from '../../../../lib/api-client';
import { showServerFieldErrors } from '../../../../lib/form-errors';
import { notify } from '../../../../lib/toast';
import { saveShopSettings, useShopSettings } from '../api/settings';
import { RefundLimitSection } from '../components/refund-limit-form';
import { SettingsEditorPage, SettingsSaveBar } from '../components/settings-form';

type SettingsForm = z.input<typeof settingsInput>;

const FIELDS = {
  name: 'name',
  phone: 'phone',
  email: 'email',
  address: 'address',
  'social.facebook': 'social.facebook',
  'social.instagram': 'social.instagram',
  'social.youtube': 'social.youtube',
  'social.twitter': 'social.twitter',
  mapEmbedUrl: 'mapEmbedUrl',
  'grievanceOfficer.name': 'grievanceOfficer.name',
  'grievanceOfficer.designation': 'grievanceOfficer.designation',
  'grievanceOfficer.email': 'grievanceOfficer.email',
  'grievanceOfficer.phone': 'grievanceOfficer.phone',
  'policyTerms.careHours': 'policyTerms.careHours',
  'policyTerms.reportWithinDays': 'policyTerms.reportWithinDays',
  'policyTerms.refundBusinessDays': 'policyTerms.refundBusinessDays',
  'policyTerms.returnShippingPaidBy': 'policyTerms.returnShippingPaidBy',
} as const;

const RETURN_PAYERS = [
  { value: 'shop', label: 'The shop' },
  { value: 'customer', label: 'The customer' },
];

function SettingsEditor({ settings }: { settings: ShopSettings }) {
  const { register, handleSubmit, setError, reset, control, formState } = useForm<SettingsForm, unknown, z.output<typeof settingsInput>>({
    resolver: zodResolver(settingsInput),
    defaultValues: settings,
  });
  const { errors, isSubmitting, isDirty } = formState;
  const mapUrl = mapUrlFromPaste(useWatch({ control, name: 'mapEmbedUrl' }) ?? '');

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message, data } = await saveShopSettings(values);
      notify.success(message);
      reset(data);
    } catch (err) {
      if (!showServerFieldErrors(err, setError, FIELDS)) notify.error(errorMessage(err));
    }
  });

  return (
    <form className="adm-detail" onSubmit={onSubmit} noValidate aria-label="Shop settings">
      <div className="adm-detail__main">
        <section className="adm-card adm-section adm-form" aria-labelledby="contact-title">
          <h2 id="contact-title" className="adm-section__title">
            Shop and contact details
          </h2>
          <p className="adm-muted adm-small">Shown in the shop’s header, footer, contact page and emails.</p>
          <TextInput label="Shop name" required error={errors.name?.message} {...register('name')} />
          <div className="adm-form-row">
            <TextInput label="Phone" type="tel" required error={errors.phone?.message} {...register('phone')} />
            <TextInput label="Email" type="email" required error={errors.email?.message} {...register('email')} />
          </div>
          <TextArea label="Address" rows={3} required error={errors.address?.message} {...register('address')} />
        </section>
        <section className="adm-card adm-section adm-form" aria-labelledby="grievance-title">
          <h2 id="grievance-title" className="adm-section__title">
            Grievance officer and customer care
          </h2>
          <p className="adm-muted adm-small">Shown on the seller information page and in the footer, as the e-commerce rules ask; complaints are answered in their name.</p>
          <div className="adm-form-row">
            <TextInput label="Officer's name" required error={errors.grievanceOfficer?.name?.message} {...register('grievanceOfficer.name')} />
            <TextInput label="Designation" required error={errors.grievanceOfficer?.designation?.message} {...register('grievanceOfficer.designation')} />
          </div>
          <div className="adm-form-row">
            <TextInput label="Officer's email" type="email" required error={errors.grievanceOfficer?.email?.message} {...register('grievanceOfficer.email')} />
            <TextInput label="Officer's phone" type="tel" required error={errors.grievanceOfficer?.phone?.message} {...register('grievanceOfficer.phone')} />
          </div>
          <TextInput label="Customer care hours" required error={errors.policyTerms?.careHours?.message} {...register('policyTerms.careHours')} />
        </section>
        <section className="adm-card adm-section adm-form" aria-labelledby="policy-title">
          <h2 id="policy-title" className="adm-section__title">
            Policy terms
          </h2>
          <p className="adm-muted adm-small">The refund, returns and shipping pages are written from these and from Delivery &amp; COD.</p>
          <div className="adm-form-row">
            <TextInput
              label="Days to report a damaged or wrong item"
              type="number"
              min={0}
              max={30}
              hint="0 means on the day of delivery"
              required
              error={errors.policyTerms?.reportWithinDays?.message}
              {...register('policyTerms.reportWithinDays', { valueAsNumber: true })}
            />
            <TextInput
              label="Business days to send a refund"
              type="number"
              min={1}
              max={30}
              required
              error={errors.policyTerms?.refundBusinessDays?.message}
              {...register('policyTerms.refundBusinessDays', { valueAsNumber: true })}
            />
          </div>
          <Select
            label="Return shipping is paid by"
            options={RETURN_PAYERS}
            required
            error={errors.policyTerms?.returnShippingPaidBy?.message}
            {...register('policyTerms.returnShippingPaidBy')}
          />
        </section>
        <section className="adm-card adm-section adm-form" aria-labelledby="social-title">
          <h2 id="social-title" className="adm-section__title">
            Social links
          </h2>
          <p className="adm-muted adm-small">Full links starting with https://; leave a field empty to hide that icon.</p>
          <div className="adm-form-row">
            <TextInput label="Facebook" type="url" error={errors.social?.facebook?.message} {...register('social.facebook')} />
            <TextInput label="Instagram" type="url" error={errors.social?.instagram?.message} {...register('social.instagram')} />
          </div>
          <div className="adm-form-row">
            <TextInput label="YouTube" type="url" error={errors.social?.youtube?.message} {...register('social.youtube')} />
            <TextInput label="X (Twitter)" type="url" error={errors.social?.twitter?.message} {...register('social.twitter')} />
          </div>
        </section>
      </div>
      <div className="adm-detail__side">
        <section className="adm-card adm-section adm-form" aria-labelledby="map-title">
          <h2 id="map-title" className="adm-section__title">
            Map on the contact page
          </h2>
          <TextArea
            label="Google Maps embed link"
            rows={3}
            className="adm-code-field"
            hint="In Google Maps: Share → Embed a map → Copy HTML, and paste it here (the link is taken from it). Leave empty for no map."
            error={errors.mapEmbedUrl?.message}
            {...register('mapEmbedUrl')}
          />
          {mapUrl && isMapEmbedUrl(mapUrl) && <iframe title="Map preview" src={mapUrl} className="adm-map-preview" loading="lazy" referrerPolicy="no-referrer-when-downgrade" />}
        </section>
        <SettingsSaveBar saving={isSubmitting} dirty={isDirty} />
      </div>
    </form>
  );
}

export function SettingsPage() {
  return (
    <>
      <SettingsEditorPage
        title="Shop settings"
        query={useShopSettings()}
        errorTitle="We could not load the settings"
        auditPath="/settings/audit"
        editor={(s) => <SettingsEditor settings={s} />}
      />
      <RefundLimitSection />
    </>
  );
}
