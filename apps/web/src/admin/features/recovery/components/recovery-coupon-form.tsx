import type { RecoverySettings } from '@canino/shared';
import { useState } from 'react';
import { Button } from '../../../../components/button';
import { Select } from '../../../../components/field';
import { useSubmit } from '../../../components/use-submit';
import { saveRecoverySettings, useRecoverySettings } from '../api/abandoned-checkouts';

/** The coupon the second recovery email offers, chosen among those limited to one use per customer. */
function RecoveryCouponForm({ settings }: { settings: RecoverySettings }) {
  const [code, setCode] = useState(settings.secondCoupon?.code ?? '');
  const { busy, errors, send } = useSubmit();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    void send(() => saveRecoverySettings({ secondCouponCode: code || null }));
  };
  return (
    <form className="adm-card adm-section adm-form" onSubmit={submit} noValidate aria-labelledby="recovery-coupon-title">
      <h2 id="recovery-coupon-title" className="adm-section__title">
        Coupon in the second email
      </h2>
      <Select
        label="Offer this coupon"
        value={code}
        error={errors.secondCouponCode}
        onChange={(e) => setCode(e.target.value)}
        placeholder="No coupon"
        options={settings.choices.map((c) => ({ value: c.code, label: `${c.code}: ${c.offer}` }))}
        hint="Only active coupons limited to one use per customer can be offered: an emailed code travels. Make one under Coupons."
      />
      <Button type="submit" loading={busy}>
        Save coupon choice
      </Button>
    </form>
  );
}

export function RecoveryCouponSection() {
  const { data } = useRecoverySettings();
  return data ? <RecoveryCouponForm settings={data} /> : null;
}
