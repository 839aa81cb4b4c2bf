import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { productSlugPath, type AdminCategory, type AdminMaker, type AdminProduct } from '@canino/shared';
import { Button } from '../../../../components/button';
import { Checkbox } from '../../../../components/checkbox';
import { Select, TextArea, TextInput } from '../../../../components/field';
import { QueryView } from '../../../../components/query-view';
import { errorMessage } from '../../../../lib/api-client';
import { showServerFieldErrors } from '../../../../lib/form-errors';
import { notify } from '../../../../lib/toast';
import { useCategoryOptions } from '../../../lib/category-list';
import { refreshMakers, useMakerOptions } from '../../../lib/maker-list';
import { addProductImages, saveProduct, useProduct } from '../api/products';
import { BatchesSection } from '../components/batches-section';
import { AuditLogSection } from '../../../components/audit-log-section';
import { DeclarationsFieldset } from '../components/declarations-fieldset';
import { DosageEditor } from '../components/dosage-editor';
import { GalleryEditor, PendingGallery } from '../components/gallery-editor';
import { PageHeader } from '../../../components/page-header';
import { SizeGrid } from '../components/size-grid';
import { StockHistory } from '../components/stock-history';
import { useRecordId } from '../../../components/use-record-id';
import { GST_RATE_OPTIONS } from '../../../forms/gst-rate-options';
import { EMPTY_PRODUCT, PRODUCT_FIELDS, productForm, productFormValues, publishStateOf, toProductInput, type ProductForm } from '../forms/product-form';

// ProseMirror is loaded only when this form opens: neither the storefront nor other admin pages carry it.
const DetailsEditor = lazy(() => import('../details-editor/details-editor'));
const DETAILS_HINT = 'Headings, lists, bold, italics, underline, quotes, links and tables; pasted text keeps only these.';

interface EditorProps {
  product: AdminProduct | null;
  categories: AdminCategory[];
  makers: AdminMaker[];
}

/** Rendered once the categories and makers are there, so each select starts on the product's own. */
function ProductEditor({ product, categories, makers }: EditorProps) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<File[]>([]);
  const { register, control, handleSubmit, setError, reset, formState } = useForm<ProductForm>({
    resolver: zodResolver(productForm(product && publishStateOf(product))),
    defaultValues: product ? productFormValues(product) : EMPTY_PRODUCT,
  });
  const { errors, isSubmitting, isDirty } = formState;
  useEffect(() => {
    if (product) reset(productFormValues(product));
  }, [product, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message, data } = await saveProduct(product?.id ?? null, toProductInput(values, product?.stock));
      if (!product && pending.length) await addProductImages(data.id, pending);
      notify.success(message);
      if (!product) void navigate(`/admin/products/${data.id}`, { replace: true });
      else reset(productFormValues(data));
    } catch (err) {
      if (!showServerFieldErrors(err, setError, PRODUCT_FIELDS)) notify.error(errorMessage(err));
    }
  });

  const categoryOptions = categories.map((c) => ({ value: String(c.id), label: c.active ? c.name : `${c.name} (inactive)` }));
  return (
    <div className="adm-detail">
      <form className="adm-detail__main adm-card adm-section adm-form" onSubmit={onSubmit} noValidate aria-label="Product details">
        <div className="adm-form-row">
          <TextInput label="Name" required error={errors.name?.message} {...register('name')} />
          <TextInput
            label="SKU"
            autoCapitalize="characters"
            hint={product ? 'Your stock-keeping code, shown on the product page' : 'Leave blank for a generated code'}
            error={errors.sku?.message}
            {...register('sku')}
          />
        </div>
        <Select label="Category" required placeholder="Choose a category" options={categoryOptions} error={errors.categoryId?.message} {...register('categoryId')} />
        <div className="adm-form-row">
          <TextInput label="List price (₹)" inputMode="decimal" required hint="Shown struck through" error={errors.listPrice?.message} {...register('listPrice')} />
          <TextInput label="Selling price (₹)" inputMode="decimal" required hint="What the customer pays" error={errors.sellingPrice?.message} {...register('sellingPrice')} />
          <TextInput label="Stock" inputMode="numeric" required error={errors.stock?.message} {...register('stock')} />
          <TextInput
            label="Low-stock threshold"
            inputMode="numeric"
            required
            hint="At or below it, you get one email"
            error={errors.lowStockThreshold?.message}
            {...register('lowStockThreshold')}
          />
        </div>
        <div className="adm-form-row">
          <TextInput label="HSN code" inputMode="numeric" required hint="4 to 8 digits, printed on the tax invoice" error={errors.hsnCode?.message} {...register('hsnCode')} />
          <Select label="GST rate" required hint="Prices include it" options={GST_RATE_OPTIONS} error={errors.gstRate?.message} {...register('gstRate', { setValueAs: Number })} />
        </div>
        <TextArea label="Short description" rows={3} required hint="One or two sentences for listings." error={errors.description?.message} {...register('description')} />
        <Controller
          control={control}
          name="detailsHtml"
          render={({ field, fieldState }) => (
            <Suspense fallback={<p className="adm-muted">Loading the details editor…</p>}>
              <DetailsEditor label="Details" hint={DETAILS_HINT} error={fieldState.error?.message} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
            </Suspense>
          )}
        />
        <DeclarationsFieldset makers={makers} register={register} errors={errors} />
        <Checkbox label="Active (shown in the shop)" error={errors.active?.message} {...register('active')} />
        <Checkbox label="No returns (the product page says it cannot be returned once delivered)" error={errors.noReturns?.message} {...register('noReturns')} />
        <div className="adm-form-actions">
          <Button type="submit" loading={isSubmitting} disabled={product !== null && !isDirty}>
            {product ? 'Save changes' : 'Create product'}
          </Button>
          {product && (
            <a href={productSlugPath(product.slug)} target="_blank" rel="noopener" className="btn btn--ghost btn--md">
              View in shop
            </a>
          )}
        </div>
      </form>
      <section className="adm-detail__side adm-card adm-section" aria-labelledby="images-title">
        <h2 id="images-title" className="adm-section__title">
          Images
        </h2>
        {product ? <GalleryEditor productId={product.id} name={product.name} initial={product.gallery} /> : <PendingGallery files={pending} onChange={setPending} />}
      </section>
      {product && <SizeGrid product={product} />}
      {product && (
        <section className="adm-detail__main adm-card adm-section" aria-labelledby="dosage-title">
          <h2 id="dosage-title" className="adm-section__title">
            Dosage by weight
          </h2>
          <DosageEditor key={product.id} product={product} />
        </section>
      )}
      {product && <BatchesSection product={product} />}
      {product && <StockHistory productId={product.id} />}
      {product && <AuditLogSection path={`/products/${product.id}/audit`} note="Stock changes are in the stock history above." />}
    </div>
  );
}

export function ProductFormPage() {
  const id = useRecordId();
  const query = useProduct(id);
  const categories = useCategoryOptions();
  const makers = useMakerOptions();
  // "Add a maker" opens in another tab: coming back to this one brings the new maker into the selects.
  useEffect(() => {
    window.addEventListener('focus', refreshMakers);
    return () => window.removeEventListener('focus', refreshMakers);
  }, []);
  const back = { to: '/admin/products', label: 'Products' };
  return (
    <>
      <PageHeader title={id === null ? 'New product' : (query.data?.name ?? 'Product')} back={back} />
      <QueryView query={categories} errorTitle="We could not load the categories">
        {({ items: categoryItems }) => (
          <QueryView query={makers} errorTitle="We could not load the makers">
            {({ items: makerItems }) =>
              id === null ? (
                <ProductEditor product={null} categories={categoryItems} makers={makerItems} />
              ) : (
                <QueryView query={query} errorTitle="We could not load this product">
                  {(p) => <ProductEditor product={p} categories={categoryItems} makers={makerItems} />}
                </QueryView>
              )
            }
          </QueryView>
        )}
      </QueryView>
    </>
  );
}
