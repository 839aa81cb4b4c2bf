import { DOSE_UNITS, LIFE_STAGE_LABELS, LIFE_STAGES, doseSentence, type AdminProduct, type DoseUnit, type LifeStage } from '@canino/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/button';
import { AdminIcon } from '../../../components/admin-icons';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { notify } from '../../../../lib/toast';
import { saveProductDosage } from '../api/products';

interface BandRow {
  fromKg: string;
  toKg: string;
  units: string;
}

const kg = (grams: number | null) => (grams === null ? '' : String(grams / 1000));
const grams = (text: string) => Math.round(Number(text) * 1000);

/**
 * The product's dosage as data: pack size, unit, units a day by weight band, and the life stage it suits.
 * The server checks the bands (no overlap, nothing zero or negative) and says which row is wrong; the preview
 * is the sentence the product page will show for a 19 kg dog.
 */
export function DosageEditor({ product }: { product: AdminProduct }) {
  const d = product.dosage;
  const [packSize, setPackSize] = useState(d ? String(d.packSize) : '');
  const [unit, setUnit] = useState<DoseUnit>(d?.unitName ?? 'tablet');
  const [stage, setStage] = useState<LifeStage | ''>(d?.lifeStage ?? '');
  const [bands, setBands] = useState<BandRow[]>(
    d ? d.bands.map((b) => ({ fromKg: kg(b.aboveGrams), toKg: kg(b.upToGrams), units: String(b.unitsPerDay) })) : [{ fromKg: '0', toKg: '', units: '' }],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const dosage = {
    packSize: Number(packSize),
    unitName: unit,
    lifeStage: stage || null,
    bands: bands.map((b) => ({ aboveGrams: grams(b.fromKg), upToGrams: b.toKg.trim() === '' ? null : grams(b.toKg), unitsPerDay: Number(b.units) })),
  };
  const setBand = (i: number, patch: Partial<BandRow>) => setBands((rows) => rows.map((r, k) => (k === i ? { ...r, ...patch } : r)));

  const save = async (remove: boolean) => {
    setBusy(true);
    try {
      const res = await saveProductDosage(product.id, remove ? null : dosage);
      notify.success(res.message);
      setErrors({});
      if (remove) {
        setPackSize('');
        setBands([{ fromKg: '0', toKg: '', units: '' }]);
      }
    } catch (err) {
      setErrors(err instanceof ApiError ? Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [k.replace(/^dosage\./, ''), v])) : {});
      notify.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save(false);
  };
  const err = (key: string) =>
    errors[key] ? (
      <span className="field__error" role="alert">
        {errors[key]}
      </span>
    ) : null;

  return (
    <form className="adm-form" onSubmit={submit} noValidate aria-label="Dosage by weight">
      <div className="adm-form-row">
        <label className="field">
          <span className="field__label">Pack size (units)</span>
          <input className="input" inputMode="decimal" value={packSize} onChange={(e) => setPackSize(e.target.value)} aria-invalid={errors.packSize ? true : undefined} />
          {err('packSize')}
        </label>
        <label className="field">
          <span className="field__label">Unit</span>
          <select className="input input--select" value={unit} onChange={(e) => setUnit(e.target.value as DoseUnit)}>
            {DOSE_UNITS.map((u) => (
              <option key={u} value={u}>
                {u}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">Suits life stage</span>
          <select className="input input--select" value={stage} onChange={(e) => setStage(e.target.value as LifeStage | '')}>
            <option value="">Every age</option>
            {LIFE_STAGES.map((s) => (
              <option key={s} value={s}>
                {LIFE_STAGE_LABELS[s]} only
              </option>
            ))}
          </select>
        </label>
      </div>
      {/* Its own scroll box: on a phone the bands scroll sideways inside it, not the page (focusable, so a keyboard can too). */}
      <div className="adm-table-scroll adm-dose-bands" tabIndex={0} role="region" aria-label="Units a day by weight band">
        <table className="adm-table adm-table--plain">
          <caption className="visually-hidden">Units a day by weight band</caption>
          <thead>
            <tr>
              <th scope="col">Above (kg)</th>
              <th scope="col">Up to (kg)</th>
              <th scope="col">Units a day</th>
              <th scope="col" className="adm-actions">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {bands.map((b, i) => (
              <tr key={i}>
                <td>
                  <input
                    className="input"
                    aria-label={`Band ${i + 1}: above kg`}
                    inputMode="decimal"
                    value={b.fromKg}
                    onChange={(e) => setBand(i, { fromKg: e.target.value })}
                    aria-invalid={errors[`bands.${i}.aboveGrams`] ? true : undefined}
                  />
                  {err(`bands.${i}.aboveGrams`)}
                </td>
                <td>
                  <input
                    className="input"
                    aria-label={`Band ${i + 1}: up to kg`}
                    inputMode="decimal"
                    placeholder="No limit"
                    value={b.toKg}
                    onChange={(e) => setBand(i, { toKg: e.target.value })}
                    aria-invalid={errors[`bands.${i}.upToGrams`] ? true : undefined}
                  />
                  {err(`bands.${i}.upToGrams`)}
                </td>
                <td>
                  <input
                    className="input"
                    aria-label={`Band ${i + 1}: units a day`}
                    inputMode="decimal"
                    value={b.units}
                    onChange={(e) => setBand(i, { units: e.target.value })}
                    aria-invalid={errors[`bands.${i}.unitsPerDay`] ? true : undefined}
                  />
                  {err(`bands.${i}.unitsPerDay`)}
                </td>
                <td className="adm-actions">
                  <button
                    type="button"
                    className="icon-btn adm-danger-icon"
                    onClick={() => setBands((rows) => rows.filter((_, k) => k !== i))}
                    disabled={bands.length === 1}
                    aria-label={`Remove band ${i + 1}`}
                    title="Remove band"
                  >
                    <AdminIcon name="trash" size={16} />
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="field__hint">Leave "Up to" empty for the heaviest band: it then has no upper limit.</p>
      {err('bands')}
      <p className="field__hint">Preview for a 19 kg dog: {dosage.packSize > 0 ? doseSentence({ ...dosage, bands: dosage.bands }, 19_000, 'Bruno') : 'enter a pack size'}</p>
      <div className="adm-form-actions">
        <Button variant="secondary" onClick={() => setBands((rows) => [...rows, { fromKg: rows.at(-1)?.toKg ?? '', toKg: '', units: '' }])}>
          Add band
        </Button>
        <Button type="submit" loading={busy}>
          Save dosage
        </Button>
        {d && (
          <Button variant="danger" onClick={() => void save(true)} disabled={busy}>
            Remove dosage
          </Button>
        )}
      </div>
    </form>
  );
}
