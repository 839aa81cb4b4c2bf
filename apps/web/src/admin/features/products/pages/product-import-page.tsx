import { useId, useState } from 'react';
import { PRODUCT_CSV_COLUMNS, STOCK_AT_EXPORT_COLUMN, type ProductImportReport } from '@canino/shared';
import { Button, ButtonLink } from '../../../../components/button';
import { importProductsCsv, productsCsvUrl } from '../api/products';
import { AdminIcon } from '../../../components/admin-icons';
import { PageHeader } from '../../../components/page-header';
import { useSubmit } from '../../../components/use-submit';
import { AuditLineList } from '../../../components/audit-changes';

/**
 * Product CSV import in two steps: "Check file" is a dry run that lists every bad row and writes
 * nothing; "Import" appears only for a file without errors, and writes all its rows or none.
 */
export function ProductImportPage() {
  const inputId = useId();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [report, setReport] = useState<ProductImportReport | null>(null);
  const { busy, send } = useSubmit();

  const choose = async (chosen: File | undefined) => {
    setReport(null);
    setFile(chosen ? { name: chosen.name, text: await chosen.text() } : null);
  };
  const check = async () => {
    if (!file) return;
    const res = await send(() => importProductsCsv(file.text, true));
    setReport(res?.data ?? null);
  };
  const runImport = async () => {
    if (!file) return;
    const res = await send(() => importProductsCsv(file.text, false));
    if (res) setReport(res.data);
  };

  return (
    <>
      <PageHeader
        title="Import products"
        back={{ to: '/admin/products', label: 'Products' }}
        actions={
          <a className="btn btn--secondary btn--md" href={productsCsvUrl()} download>
            <AdminIcon name="download" size={18} /> Export CSV
          </a>
        }
      />
      <section className="adm-card adm-section adm-import">
        <p>
          One row per size, with the columns <code>{PRODUCT_CSV_COLUMNS.join(', ')}</code> (the export has them). The first six are the product&rsquo;s, the same on each of its
          rows: rows with one <code>product_slug</code> are one product, and a slug the shop does not have creates it, as a draft until it has a picture. The rest are the
          size&rsquo;s: a SKU the product has updates that size, a new SKU adds one. One size per product is the default (<code>default_size</code> yes).
        </p>
        <p>
          Prices are in rupees, up to 2 decimals, the selling price at most the MRP; the net quantity is above 0 in g, kg, ml, l or count; yes/no columns say yes or no. Stock is a
          number, or a change such as <code>+10</code> or <code>-2</code>. The export also writes <code>{STOCK_AT_EXPORT_COLUMN}</code>: a stock still as it was then is left as it
          is now, so sales made since are kept.
        </p>
        <label htmlFor={inputId} className="field__label">
          CSV file
        </label>
        <input id={inputId} type="file" accept=".csv,text/csv" className="input" onChange={(e) => void choose(e.target.files?.[0])} />
        <div className="adm-form-actions">
          <Button type="button" variant="secondary" disabled={!file} loading={busy && !report} onClick={() => void check()}>
            Check file
          </Button>
        </div>
      </section>
      {report && <ImportReport report={report} busy={busy} onImport={() => void runImport()} />}
    </>
  );
}

function ImportReport({ report, busy, onImport }: { report: ProductImportReport; busy: boolean; onImport: () => void }) {
  if (report.imported) {
    return (
      <section className="adm-card adm-section" aria-labelledby="import-done" role="status">
        <h2 id="import-done">Imported</h2>
        <p>
          {report.creates} created, {report.updates} updated.
        </p>
        <ButtonLink to="/admin/products">Back to products</ButtonLink>
      </section>
    );
  }
  if (report.errors.length) {
    return (
      <section className="adm-card adm-section" aria-labelledby="import-errors">
        <h2 id="import-errors">
          {report.errors.length} of {report.rows} rows need fixing
        </h2>
        <p>Nothing was imported. Fix these rows in the file, choose it again and check it.</p>
        <div className="adm-table-scroll">
          <table className="adm-table">
            <caption className="visually-hidden">Rows with errors</caption>
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">SKU</th>
                <th scope="col">What is wrong</th>
              </tr>
            </thead>
            <tbody>
              {report.errors.map((e) => (
                <tr key={e.line}>
                  <td className="adm-num">{e.line}</td>
                  <td>{e.sku || '—'}</td>
                  <td>
                    <ul className="adm-import__messages">
                      {e.messages.map((m) => (
                        <li key={m}>{m}</li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    );
  }
  const products = report.creates + report.updates;
  return (
    <section className="adm-card adm-section" aria-labelledby="import-ready">
      <h2 id="import-ready">Ready to import</h2>
      <p>
        {report.rows === 1 ? 'The row is valid' : `All ${report.rows} rows are valid`}: {report.creates} new product{report.creates === 1 ? '' : 's'}
        {report.creates > 0 && ' (saved as drafts: add a picture, then put them on sale)'}, {report.updates} to update. They are saved together, or not at all.
      </p>
      {report.updates > 0 && <ImportChanges changes={report.changes} />}
      <div className="adm-form-actions">
        <Button type="button" loading={busy} onClick={onImport}>
          Import {products} product{products === 1 ? '' : 's'}
        </Button>
      </div>
    </section>
  );
}

/** Each row's changes, old → new, so the owner sees what the file will do before it does it. */
function ImportChanges({ changes }: { changes: ProductImportReport['changes'] }) {
  return (
    <>
      <h3 className="adm-section__title">Changes</h3>
      <p className="adm-muted">{changes.length ? 'Rows not listed are already as the file says.' : 'Every product and size is already as the file says.'}</p>
      {changes.length > 0 && (
        <div className="adm-table-scroll">
          <table className="adm-table">
            <caption className="visually-hidden">Changes the import makes</caption>
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">Product and size</th>
                <th scope="col">Changes</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((c) => (
                <tr key={c.line}>
                  <td className="adm-num">{c.line}</td>
                  <td>
                    {c.name}
                    <div className="adm-muted adm-small">{c.sku}</div>
                  </td>
                  <td>
                    <AuditLineList lines={c.fields} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
