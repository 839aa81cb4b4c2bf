import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DEFAULT_PRODUCT_TAX, formatINR, INDIAN_STATES, indianDate, taxSettingsInput, type CreditNoteRegisterRow, type InvoiceRegisterRow, type TaxSettings } from '@canino/shared';
import { Select, TextArea, TextInput } from '../../../../components/field';
import { QueryView } from '../../../../components/query-view';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { showServerFieldErrors } from '../../../../lib/form-errors';
import { notify } from '../../../../lib/toast';
import { useCategoryOptions } from '../../../lib/category-list';
import { gstr1Url, saveTaxSettings, setCategoryTax, useCreditNotes, useInvoices, useTaxSettings } from '../api/invoices';
import { AuditLogSection } from '../../../components/audit-log-section';
import { DataTable, type Column } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { useListParams } from '../../../components/use-list-params';
import { formatDateTime } from '../../../format';
import { GST_RATE_OPTIONS } from '../../../forms/gst-rate-options';
import { FormActions } from '../../../components/form-actions';

type TaxForm = z.input<typeof taxSettingsInput>;
const FIELDS = { legalName: 'legalName', gstin: 'gstin', address: 'address', state: 'state', invoicePrefix: 'invoicePrefix', shippingGstRate: 'shippingGstRate' } as const;
const EMPTY_REGISTRATION: TaxForm = { legalName: '', gstin: '', address: '', state: 'Tamil Nadu', invoicePrefix: 'CAN', shippingGstRate: 18 };

function RegistrationForm({ settings }: { settings: TaxSettings | null }) {
  const { register, handleSubmit, setError, reset, formState } = useForm<TaxForm, unknown, z.output<typeof taxSettingsInput>>({
    resolver: zodResolver(taxSettingsInput),
    defaultValues: settings ?? EMPTY_REGISTRATION,
  });
  const { errors, isSubmitting, isDirty } = formState;
  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message, data } = await saveTaxSettings(values);
      notify.success(message);
      reset(data);
    } catch (err) {
      if (!showServerFieldErrors(err, setError, FIELDS)) notify.error(errorMessage(err));
    }
  });
  return (
    <form className="adm-card adm-section adm-form" onSubmit={onSubmit} noValidate aria-labelledby="gst-title">
      <h2 id="gst-title" className="adm-section__title">
        GST registration
      </h2>
      <p className="adm-muted adm-small">
        {settings ? 'Every paid order gets a tax invoice with these details.' : 'Until these are saved the shop issues no tax invoices.'} Issued invoices keep what they printed.
      </p>
      <TextInput label="Legal name" required error={errors.legalName?.message} {...register('legalName')} />
      <div className="adm-form-row">
        <TextInput label="GSTIN" required autoCapitalize="characters" spellCheck={false} error={errors.gstin?.message} {...register('gstin')} />
        <Select label="State of registration" required options={INDIAN_STATES.map((s) => s.name)} error={errors.state?.message} {...register('state')} />
      </div>
      <TextArea label="Registered address" rows={3} required error={errors.address?.message} {...register('address')} />
      <div className="adm-form-row">
        <TextInput label="Invoice number prefix" hint="Numbers read PREFIX/2026-27/000123" error={errors.invoicePrefix?.message} {...register('invoicePrefix')} />
        <Select label="GST rate of shipping" options={GST_RATE_OPTIONS} error={errors.shippingGstRate?.message} {...register('shippingGstRate', { setValueAs: Number })} />
      </div>
      <FormActions loading={isSubmitting} disabled={!isDirty}>
        Save registration
      </FormActions>
    </form>
  );
}

/** Sets HSN code and rate on every product of a category: quicker than product by product. */
function CategoryTaxForm() {
  const categories = useCategoryOptions();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    setErrors({});
    try {
      const res = await setCategoryTax({ categoryId: Number(form.get('categoryId')), hsnCode: (form.get('hsnCode') as string | null) ?? '', gstRate: Number(form.get('gstRate')) });
      notify.success(res.message ?? 'Saved');
    } catch (err) {
      const fields = err instanceof ApiError ? err.fields : {};
      if (Object.keys(fields).length) setErrors(fields);
      else notify.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  const options = (categories.data?.items ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  return (
    <form className="adm-card adm-section adm-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="hsn-title">
      <h2 id="hsn-title" className="adm-section__title">
        HSN code and GST rate by category
      </h2>
      <p className="adm-muted adm-small">Prices stay inclusive of GST; the rate decides how much of each price the invoice shows as tax.</p>
      <Select label="Category" required name="categoryId" options={options} error={errors.categoryId} />
      <div className="adm-form-row">
        <TextInput label="HSN code" name="hsnCode" required inputMode="numeric" defaultValue={DEFAULT_PRODUCT_TAX.hsnCode} hint="4 to 8 digits" error={errors.hsnCode} />
        <Select label="GST rate" name="gstRate" options={GST_RATE_OPTIONS} defaultValue={String(DEFAULT_PRODUCT_TAX.gstRate)} error={errors.gstRate} />
      </div>
      <FormActions variant="secondary" loading={busy}>
        Set on every product of the category
      </FormActions>
    </form>
  );
}

const COLUMNS: Column<InvoiceRegisterRow>[] = [
  {
    header: 'Invoice',
    cell: (r) => (
      <a href={`/admin/api/admin/orders/${r.orderId}/invoice.pdf`} target="_blank" rel="noreferrer" className="adm-strong">
        {r.number}
      </a>
    ),
    className: 'adm-nowrap',
  },
  { header: 'Date', cell: (r) => formatDateTime(r.issuedAt), className: 'adm-nowrap wide-only' },
  { header: 'Buyer', cell: (r) => `${r.buyerName} (order #${r.orderId})` },
  { header: 'Place of supply', cell: (r) => r.placeOfSupply, className: 'wide-only' },
  { header: 'Taxable value', cell: (r) => formatINR(r.taxablePaise), className: 'num' },
  { header: 'GST', cell: (r) => formatINR(r.taxPaise), className: 'num' },
  { header: 'Total', cell: (r) => formatINR(r.totalPaise), className: 'num' },
];

const CREDIT_NOTE_COLUMNS: Column<CreditNoteRegisterRow>[] = [
  {
    header: 'Credit note',
    cell: (r) => (
      <a href={`/admin/api/admin/orders/${r.orderId}/credit-notes/${r.id}.pdf`} target="_blank" rel="noreferrer" className="adm-strong">
        {r.number}
      </a>
    ),
    className: 'adm-nowrap',
  },
  { header: 'Against invoice', cell: (r) => r.invoiceNumber, className: 'adm-nowrap' },
  { header: 'Date', cell: (r) => formatDateTime(r.issuedAt), className: 'adm-nowrap wide-only' },
  { header: 'Buyer', cell: (r) => `${r.buyerName} (order #${r.orderId})` },
  { header: 'Taxable value', cell: (r) => formatINR(r.taxablePaise), className: 'num' },
  { header: 'GST', cell: (r) => formatINR(r.taxPaise), className: 'num' },
  { header: 'Refunded', cell: (r) => formatINR(r.totalPaise), className: 'num' },
];

/**
 * "Invoices & GST": the registration, HSN codes by category, the registers of a month's invoices and
 * credit notes (one per processed refund), and its GSTR-1 helper.
 */
export function InvoicesPage() {
  const list = useListParams(['month', 'notesPage'] as const);
  const month = /^\d{4}-\d{2}$/.test(list.values.month) ? list.values.month : indianDate(new Date()).slice(0, 7);
  const query = useInvoices({ page: list.page, month });
  const notesPage = Math.max(1, Number.parseInt(list.values.notesPage, 10) || 1);
  const notes = useCreditNotes({ page: notesPage, month });
  const settings = useTaxSettings();
  return (
    <>
      <PageHeader title="Invoices & GST" />
      <div className="adm-toolbar">
        <TextInput label="Month" type="month" value={month} onChange={(e) => list.set({ month: e.target.value })} />
        <a className="btn btn--secondary btn--md" href={gstr1Url(month)} download>
          Download GSTR-1 helper (CSV)
        </a>
      </div>
      <DataTable
        caption={`Tax invoices issued in ${month}`}
        columns={COLUMNS}
        query={query}
        rowKey={(r) => r.number}
        page={list.page}
        onPage={(page) => list.set({ page: String(page) })}
        empty="No invoices were issued in this month."
      />
      <DataTable
        caption={`Credit notes issued in ${month}`}
        columns={CREDIT_NOTE_COLUMNS}
        query={notes}
        rowKey={(r) => r.number}
        page={notesPage}
        onPage={(page) => list.set({ notesPage: String(page), page: String(list.page) })}
        empty="No credit notes were issued in this month."
      />
      <div className="adm-detail">
        <div className="adm-detail__main">
          <QueryView query={settings} errorTitle="We could not load the GST registration">
            {(s) => <RegistrationForm settings={s} />}
          </QueryView>
        </div>
        <div className="adm-detail__side">
          <CategoryTaxForm />
        </div>
        <AuditLogSection path="/tax-settings/audit" note="Changes to the GST registration. A change of tax by category is in each product's history." />
      </div>
    </>
  );
}
