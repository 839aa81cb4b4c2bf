import { formatINR } from '@canino/shared';
import { useState } from 'react';
import { Button } from '../../../../components/button';
import { TextInput } from '../../../../components/field';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { notify } from '../../../../lib/toast';
import { toPaise, toRupeesInput } from '../../../format';
import { saveRefundLimit, useRefundLimit } from '../api/settings';

/** The owner's limit on what staff with the orders role may refund of one order (decision 040). */
function RefundLimitForm({ staffLimitPaise }: { staffLimitPaise: number }) {
  const [amount, setAmount] = useState(toRupeesInput(staffLimitPaise));
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const paise = toPaise(amount);
    if (paise === undefined) return setError('Enter the amount in rupees with at most two decimals');
    setBusy(true);
    try {
      notify.success((await saveRefundLimit({ staffLimitPaise: paise })).message);
      setError(undefined);
    } catch (err) {
      setError(err instanceof ApiError ? err.fields.staffLimitPaise : undefined);
      notify.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="adm-card adm-section adm-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="refund-limit-title">
      <h2 id="refund-limit-title" className="adm-section__title">
        Refunds by staff
      </h2>
      <TextInput
        label="Staff may refund up to (₹ per order)"
        inputMode="decimal"
        value={amount}
        error={error}
        onChange={(e) => setAmount(e.target.value)}
        hint={`Staff with the orders role can send back up to this much of an order; only you can refund more. ${formatINR(0)} means only you refund.`}
      />
      <Button type="submit" loading={busy}>
        Save refund limit
      </Button>
    </form>
  );
}

export function RefundLimitSection() {
  const { data } = useRefundLimit();
  return data ? <RefundLimitForm staffLimitPaise={data.staffLimitPaise} /> : null;
}
