import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../../../components/button';
import { Select, TextInput } from '../../../../components/field';
import { bulkEditProducts } from '../api/products';
import { EMPTY_BULK_EDIT, bulkEditForm, toBulkEditInput, type BulkEditForm } from '../forms/bulk-edit-form';
import { useSubmit } from '../../../components/use-submit';

const STATUS = [
  { value: '', label: 'Keep as it is' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

/**
 * Price, stock and status for the products ticked in the list, saved together: the server changes
 * all of them or none (a product the edit cannot apply to is named in the message).
 */
export function BulkEditPanel({ productIds, onDone, onClear }: { productIds: number[]; onDone: () => void; onClear: () => void }) {
  const { register, handleSubmit, reset, formState } = useForm<BulkEditForm>({ resolver: zodResolver(bulkEditForm), defaultValues: EMPTY_BULK_EDIT });
  const { busy, send } = useSubmit();
  const errors = formState.errors;
  const count = productIds.length;

  const onSubmit = handleSubmit(async (values) => {
    if (await send(() => bulkEditProducts(toBulkEditInput(productIds, values)))) {
      reset(EMPTY_BULK_EDIT);
      onDone();
    }
  });

  return (
    <form className="adm-card adm-bulk-edit" onSubmit={onSubmit} noValidate aria-label="Bulk edit">
      <p className="adm-bulk-edit__title" role="status">
        <strong>
          {count} product{count === 1 ? '' : 's'} selected.
        </strong>{' '}
        Fill in only what should change.
      </p>
      <div className="adm-bulk-edit__fields">
        <TextInput label="Selling price (₹)" inputMode="decimal" error={errors.sellingPrice?.message} {...register('sellingPrice')} />
        <TextInput label="List price (₹)" inputMode="decimal" error={errors.listPrice?.message} {...register('listPrice')} />
        <TextInput label="Stock" inputMode="numeric" error={errors.stock?.message} {...register('stock')} />
        <Select label="Status" options={STATUS} {...register('status')} />
      </div>
      <div className="adm-form-actions">
        <Button type="submit" loading={busy}>
          Apply to {count} product{count === 1 ? '' : 's'}
        </Button>
        <Button type="button" variant="secondary" onClick={onClear}>
          Clear selection
        </Button>
      </div>
    </form>
  );
}
