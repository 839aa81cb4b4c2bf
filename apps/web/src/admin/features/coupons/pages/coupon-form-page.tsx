import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { AdminCoupon } from '@canino/shared';
import { Checkbox } from '../../../../components/checkbox';
import { Select, TextInput } from '../../../../components/field';
import { QueryView } from '../../../../components/query-view';
import { errorMessage } from '../../../../lib/api-client';
import { showServerFieldErrors } from '../../../../lib/form-errors';
import { notify } from '../../../../lib/toast';
import { saveCoupon, useCoupon } from '../api/coupons';
import { AuditLogSection } from '../../../components/audit-log-section';
import { PageHeader } from '../../../components/page-header';
import { useRecordId } from '../../../components/use-record-id';
import { ScopePicker } from '../components/scope-picker';
import { COUPON_FIELDS, COUPON_KIND_OPTIONS, EMPTY_COUPON, couponForm, couponFormValues, toCouponInput, type CouponForm } from '../forms/coupon-form';
import { FormActions } from '../../../components/form-actions';

function CouponEditor({ coupon }: { coupon: AdminCoupon | null }) {
  const navigate = useNavigate();
  const { register, handleSubmit, setError, formState, control } = useForm<CouponForm>({
    resolver: zodResolver(couponForm),
    defaultValues: coupon ? couponFormValues(coupon) : EMPTY_COUPON,
  });
  const { errors, isSubmitting } = formState;
  const kind = useWatch({ control, name: 'kind' });

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
        <Select label="Kind" required options={COUPON_KIND_OPTIONS} error={errors.kind?.message} {...register('kind')} />
      </div>
      {kind === 'percent' && (
        <div className="adm-form-row">
          <TextInput label="Discount (%)" inputMode="numeric" required error={errors.percent?.message} {...register('percent')} />
          <TextInput label="Most off (₹)" inputMode="decimal" hint="For example 200 for “10% up to ₹200”; empty for no cap." error={errors.cap?.message} {...register('cap')} />
        </div>
      )}
      {kind === 'flat' && (
        <div className="adm-form-row">
          <TextInput label="Amount off (₹)" inputMode="decimal" required hint="Never more than the goods cost." error={errors.flat?.message} {...register('flat')} />
        </div>
      )}
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
        <TextInput
          label="Minimum order (₹)"
          inputMode="decimal"
          hint="Cart subtotal needed (of the chosen goods, when it applies to some); empty for none."
          error={errors.minOrder?.message}
          {...register('minOrder')}
        />
      </div>
      <div className="adm-form-row">
        <TextInput
          label="Uses per customer"
          inputMode="numeric"
          hint="How many orders one customer (account, email or phone) may use it on; empty for no limit."
          error={errors.perCustomerLimit?.message}
          {...register('perCustomerLimit')}
        />
        <TextInput
          label="Minimum items"
          inputMode="numeric"
          hint="“Buy 3 or more”: the fewest items the order must hold (of the chosen goods, when it applies to some); empty for any number."
          error={errors.minQuantity?.message}
          {...register('minQuantity')}
        />
      </div>
      <ScopePicker register={register} control={control} errors={errors} />
      <Checkbox label="First order only (customers with no earlier order)" {...register('firstOrderOnly')} />
      <Checkbox
        label="Show to shoppers (listed on product pages and suggested in the cart while it can be used; otherwise only those given the code can use it)"
        {...register('shown')}
      />
      {coupon && (
        <p className="adm-muted adm-small">
          Used {coupon.usedCount} time{coupon.usedCount === 1 ? '' : 's'} so far.
        </p>
      )}
      <Checkbox label="Active" {...register('active')} />
      <FormActions loading={isSubmitting}>{coupon ? 'Save changes' : 'Create coupon'}</FormActions>
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
