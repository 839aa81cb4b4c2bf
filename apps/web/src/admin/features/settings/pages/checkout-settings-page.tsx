import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { DELIVERY_ZONE_LABELS, DELIVERY_ZONES, type CheckoutSettings } from '@canino/shared';
import { Checkbox } from '../../../../components/checkbox';
import { TextArea, TextInput } from '../../../../components/field';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { notify } from '../../../../lib/toast';
import { saveCheckoutSettings, useCheckoutSettings } from '../api/checkout-settings';
import { SettingsEditorPage, SettingsSaveBar } from '../components/settings-form';
import {
  checkoutSettingsErrors,
  checkoutSettingsForm,
  checkoutSettingsFormValues,
  formFieldOf,
  toCheckoutSettings,
  type CheckoutSettingsForm,
} from '../forms/checkout-settings-form';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function CheckoutSettingsEditor({ settings }: { settings: CheckoutSettings }) {
  const { register, handleSubmit, setError, reset, control, formState } = useForm<CheckoutSettingsForm>({
    resolver: zodResolver(checkoutSettingsForm),
    defaultValues: checkoutSettingsFormValues(settings),
  });
  const { errors, isSubmitting, isDirty } = formState;
  const [days, codOn] = useWatch({ control, name: ['dispatchWeekdays', 'codEnabled'] });
  const show = (field: string, message: string, focus: boolean) => setError(field as Path<CheckoutSettingsForm>, { type: 'rule', message }, { shouldFocus: focus });

  const onSubmit = handleSubmit(async (values) => {
    // The shared schema's rules (pincode shapes, state names, limits) before the round trip.
    const problems = checkoutSettingsErrors(values);
    if (problems.length) return problems.forEach((p, i) => show(p.field, p.message, i === 0));
    try {
      const { message, data } = await saveCheckoutSettings(toCheckoutSettings(values));
      notify.success(message);
      reset(checkoutSettingsFormValues(data));
    } catch (err) {
      const fields = err instanceof ApiError ? Object.entries(err.fields).flatMap(([path, m]) => (formFieldOf(path) ? [[formFieldOf(path)!, m] as const] : [])) : [];
      fields.forEach(([field, m], i) => show(field, m, i === 0));
      if (!fields.length) notify.error(errorMessage(err));
    }
  });

  return (
    <form className="adm-detail" onSubmit={onSubmit} noValidate aria-label="Delivery and Cash on Delivery settings">
      <div className="adm-detail__main">
        <section className="adm-card adm-section adm-form" aria-labelledby="fee-title">
          <h2 id="fee-title" className="adm-section__title">
            Shipping fee
          </h2>
          <p className="adm-muted adm-small">The server charges this on every order; the cart shows “Add ₹X more for free delivery” below the threshold.</p>
          <div className="adm-form-row">
            <TextInput label="Delivery fee (₹)" required inputMode="decimal" error={errors.fee?.message} {...register('fee')} />
            <TextInput
              label="Free delivery from (₹)"
              inputMode="decimal"
              hint="Order value after coupons. Empty: never free."
              error={errors.freeAbove?.message}
              {...register('freeAbove')}
            />
          </div>
        </section>

        <section className="adm-card adm-section adm-form" aria-labelledby="dates-title">
          <h2 id="dates-title" className="adm-section__title">
            Delivery dates
          </h2>
          <p className="adm-muted adm-small">Shoppers see “Delivery by …” from these: the next dispatch day, then the transit days of their zone.</p>
          <div className="adm-form-row">
            <TextInput
              label="Dispatch pincode"
              required
              inputMode="numeric"
              maxLength={6}
              hint="Where parcels leave from"
              error={errors.originPincode?.message}
              {...register('originPincode')}
            />
            <TextInput label="Cut-off time (IST)" required type="time" hint="Orders before it leave the same day" error={errors.cutoff?.message} {...register('cutoff')} />
          </div>
          <fieldset className="adm-choices" aria-describedby={errors.dispatchWeekdays ? 'weekdays-error' : undefined}>
            <legend className="field__label">Dispatch days</legend>
            {WEEKDAYS.map((day, i) => (
              <label key={day} className={`adm-choice${days?.includes(String(i)) ? ' adm-choice--on' : ''}`}>
                <input type="checkbox" value={String(i)} {...register('dispatchWeekdays')} />
                <span>{day}</span>
              </label>
            ))}
            {errors.dispatchWeekdays && (
              <p className="field__error" id="weekdays-error">
                {errors.dispatchWeekdays.message}
              </p>
            )}
          </fieldset>
          <fieldset className="adm-fieldset">
            <legend className="field__label">Transit days by zone</legend>
            <div className="adm-form-row">
              {DELIVERY_ZONES.map((zone) => (
                <TextInput key={zone} label={DELIVERY_ZONE_LABELS[zone]} inputMode="numeric" error={errors.transitDays?.[zone]?.message} {...register(`transitDays.${zone}`)} />
              ))}
            </div>
          </fieldset>
          <div className="adm-form-row">
            <TextArea label="Holidays" rows={3} hint="No dispatch on these dates: one per line, as 2026-12-25" error={errors.holidays?.message} {...register('holidays')} />
            <TextArea
              label="Pincodes not delivered to"
              rows={3}
              hint="6-digit pincodes, or their first 2-5 digits for an area; one per line"
              error={errors.noDeliveryPincodes?.message}
              {...register('noDeliveryPincodes')}
            />
          </div>
        </section>
      </div>

      <div className="adm-detail__side">
        <section className="adm-card adm-section adm-form" aria-labelledby="cod-title">
          <h2 id="cod-title" className="adm-section__title">
            Cash on Delivery
          </h2>
          <Checkbox label="Offer Cash on Delivery at checkout" error={errors.codEnabled?.message} {...register('codEnabled')} />
          <fieldset className="adm-fieldset" disabled={!codOn}>
            <legend className="visually-hidden">Cash on Delivery terms</legend>
            <div className="adm-form-stack">
              <div className="adm-form-row">
                <TextInput label="COD fee (₹)" required inputMode="decimal" error={errors.codFee?.message} {...register('codFee')} />
                <TextInput label="Largest COD order (₹)" required inputMode="decimal" hint="Including the fee" error={errors.codMax?.message} {...register('codMax')} />
              </div>
              <TextInput
                label="Open COD orders per phone number"
                required
                inputMode="numeric"
                hint="Orders not yet delivered or cancelled; each fake order costs a courier trip"
                error={errors.codMaxOpen?.message}
                {...register('codMaxOpen')}
              />
              <TextArea
                label="No COD for these pincodes"
                rows={3}
                hint="Pincodes or their first 2-5 digits; one per line"
                error={errors.codRefusedPincodes?.message}
                {...register('codRefusedPincodes')}
              />
              <TextArea label="No COD in these states" rows={3} hint="State names, one per line" error={errors.codRefusedStates?.message} {...register('codRefusedStates')} />
              <div className="adm-form-row">
                <TextInput
                  label="No COD where more parcels come back than (%)"
                  inputMode="numeric"
                  hint="Share of a pincode's delivered and returned COD orders of the last 180 days; empty for no limit"
                  error={errors.codRtoThreshold?.message}
                  {...register('codRtoThreshold')}
                />
                <TextInput
                  label="Finished COD orders before a pincode's rate counts"
                  required
                  inputMode="numeric"
                  hint="So one returned parcel does not shut a pincode"
                  error={errors.codRtoMinOrders?.message}
                  {...register('codRtoMinOrders')}
                />
              </div>
            </div>
          </fieldset>
        </section>
        <SettingsSaveBar saving={isSubmitting} dirty={isDirty} />
      </div>
    </form>
  );
}

export function CheckoutSettingsPage() {
  return (
    <SettingsEditorPage
      title="Delivery & COD"
      query={useCheckoutSettings()}
      errorTitle="We could not load the delivery settings"
      auditPath="/checkout-settings/audit"
      editor={(s) => <CheckoutSettingsEditor settings={s} />}
    />
  );
}
