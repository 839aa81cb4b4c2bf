import { formatINR } from '@canino/shared';
import { useState } from 'react';
import { Button } from '../../../../components/button';
import { TextInput } from '../../../../components/field';
import { useSubmit } from '../../../components/use-submit';
import { toPaise, toRupeesInput } from '../../../format';
import { saveRefundLimit, useRefundLimit } from '../api/settings';

/** The owner's limit on what staff with the orders role may refund of one order (decision 040). */
function RefundLimitForm({ staffLimitPaise }: { staffLimitPaise: number }) {
  const [amount, setAmount] = useState(toRupeesInput(staffLimitPaise));
  const [invalid, setInvalid] = useState<string | undefined>();
  const { busy, errors, send } = useSubmit();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const paise = toPaise(amount);
    setInvalid(paise === undefined ? 'Enter the amount in rupees with at most two decimals' : undefined);
    if (paise !== undefined) void send(() => saveRefundLimit({ staffLimitPaise: paise }));
  };
  return (
    <form className="adm-card adm-section adm-form" onSubmit={submit} noValidate aria-labelledby="refund-limit-title">
      <h2 id="refund-limit-title" className="adm-section__title">
        Refunds by staff
      </h2>
      <TextInput
        label="Staff may refund up to (₹ per order)"
        inputMode="decimal"
        value={amount}
        error={invalid ?? errors.staffLimitPaise}
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
