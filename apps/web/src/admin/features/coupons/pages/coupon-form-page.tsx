import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { AdminCoupon } from '@canino/shared';
import { Button } from '../../../../components/button';
import { Checkbox } from '../../../../components/checkbox';
import { TextInput } from '../../../../components/field';
import { QueryView } from '../../../../components/query-view';
import { errorMessage } from '../../../../lib/api-client';
import { showServerFieldErrors } from '../../../../lib/form-errors';
import { notify } from '../../../../lib/toast';
import { saveCoupon, useCoupon } from '../api/coupons';
import { AuditLogSection } from '../../../components/audit-log-section';
import { PageHeader } from '../../../components/page-header';
import { useRecordId } from '../../../components/use-record-id';
import { COUPON_FIELDS, EMPTY_COUPON, couponForm, couponFormValues, toCouponInput, type CouponForm } from '../forms/coupon-form';

function CouponEditor({ coupon }: { coupon: AdminCoupon | null }) {
  const navigate = useNavigate();
  const { register, handleSubmit, setError, formState } = useForm<CouponForm>({
    resolver: zodResolver(couponForm),
    defaultValues: coupon ? couponFormValues(coupon) : EMPTY_COUPON,
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await saveCoupon(coupon?.id ?? null, toCouponInput(values));
      notify.success(message);
      void navigate('/admin/coupons');
    } catch (err) {
      if (!showServerFieldErrors(err, setError, COUPON_FIELDS)) notify.error(errorMessage(err));
    }
  });

  return (
    <form className="adm-card adm-section adm-form adm-form--narrow" onSubmit={onSubmit} noValidate aria-label="Coupon">
      <div className="adm-form-row">
        <TextInput
          label="Code"
          required
          autoCapitalize="characters"
          hint="Customers type this at the cart."
          error={errors.code?.message}
          {...register('code')}
          className="adm-code-field"
        />
        <TextInput label="Discount (%)" inputMode="numeric" required error={errors.percent?.message} {...register('percent')} />
      </div>
      <div className="adm-form-row">
        <TextInput label="Valid from" type="date" hint="Leave empty to start now." error={errors.validFrom?.message} {...register('validFrom')} />
        <TextInput label="Valid until" type="date" hint="Leave empty for no end." error={errors.validTo?.message} {...register('validTo')} />
      </div>
      <div className="adm-form-row">
        <TextInput
          label="Usage limit"
          inputMode="numeric"
          hint="Total uses across all customers; empty for no limit."
          error={errors.usageLimit?.message}
          {...register('usageLimit')}
        />
        <TextInput label="Minimum order (₹)" inputMode="decimal" hint="Cart subtotal needed; empty for none." error={errors.minOrder?.message} {...register('minOrder')} />
      </div>
      <div className="adm-form-row">
        <TextInput
          label="Uses per customer"
          inputMode="numeric"
          hint="How many orders one customer (account, email or phone) may use it on; empty for no limit."
          error={errors.perCustomerLimit?.message}
          {...register('perCustomerLimit')}
        />
      </div>
      <Checkbox label="First order only (customers with no earlier order)" {...register('firstOrderOnly')} />
      {coupon && (
        <p className="adm-muted adm-small">
          Used {coupon.usedCount} time{coupon.usedCount === 1 ? '' : 's'} so far.
        </p>
      )}
      <Checkbox label="Active" {...register('active')} />
      <div className="adm-form-actions">
        <Button type="submit" loading={isSubmitting}>
          {coupon ? 'Save changes' : 'Create coupon'}
        </Button>
      </div>
    </form>
  );
}

export function CouponFormPage() {
  const id = useRecordId();
  const query = useCoupon(id);
  const back = { to: '/admin/coupons', label: 'Coupons' };
  if (id === null) {
    return (
      <>
        <PageHeader title="New coupon" back={back} />
        <CouponEditor coupon={null} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={query.data?.code ?? 'Coupon'} back={back} />
      <QueryView query={query} errorTitle="We could not load this coupon">
        {(c) => <CouponEditor coupon={c} />}
      </QueryView>
      <AuditLogSection path={`/coupons/${id}/audit`} className="adm-history" />
    </>
  );
}
