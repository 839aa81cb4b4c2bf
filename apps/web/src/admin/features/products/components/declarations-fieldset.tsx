import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { DECLARATION_LABELS, type AdminMaker } from '@canino/shared';
import { Select, TextInput } from '../../../../components/field';
import type { ProductForm } from '../forms/product-form';

/**
 * What the product page must declare (Legal Metrology rule 6) before the product goes on sale. Makers are
 * chosen from the shop's list, which keeps each one's full address once for every product it made.
 */
export function DeclarationsFieldset({ makers, register, errors }: { makers: AdminMaker[]; register: UseFormRegister<ProductForm>; errors: FieldErrors<ProductForm> }) {
  const options = makers.map((m) => ({ value: String(m.id), label: m.name }));
  return (
    <fieldset className="adm-fieldset">
      <legend className="adm-section__title">Declarations</legend>
      <p className="adm-muted adm-small">The product page shows these; a product goes on sale only with every one filled in.</p>
      <div className="adm-form-row">
        <Select
          label={DECLARATION_LABELS.manufacturedBy}
          placeholder="Choose the manufacturer"
          options={options}
          error={errors.manufacturerId?.message}
          {...register('manufacturerId')}
        />
        <Select label={DECLARATION_LABELS.packedBy} placeholder="The manufacturer" options={options} error={errors.packerId?.message} {...register('packerId')} />
      </div>
      {/* A new tab keeps this form as it is; the lists of makers refresh when the owner comes back to it. */}
      <p className="adm-small">
        Not in the list?{' '}
        <a href="/admin/makers/new" target="_blank" rel="noopener">
          Add a maker
        </a>
      </p>
      <div className="adm-form-row">
        <TextInput label={DECLARATION_LABELS.countryOfOrigin} error={errors.countryOfOrigin?.message} {...register('countryOfOrigin')} />
        <Select
          label={DECLARATION_LABELS.importedBy}
          placeholder="Not imported"
          options={options}
          hint="Goods made outside India must name their importer"
          error={errors.importerId?.message}
          {...register('importerId')}
        />
      </div>
      <div className="adm-form-row">
        <TextInput label={DECLARATION_LABELS.genericName} hint="For example: Joint supplement for dogs" error={errors.genericName?.message} {...register('genericName')} />
        <TextInput label="Best before (months from manufacture)" inputMode="numeric" error={errors.bestBeforeMonths?.message} {...register('bestBeforeMonths')} />
      </div>
    </fieldset>
  );
}
