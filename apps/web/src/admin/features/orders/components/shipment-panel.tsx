import { createShipmentInput, type AdminOrderDetail } from '@canino/shared';
import { useState } from 'react';
import { Button, buttonClass } from '../../../../components/button';
import { TextInput } from '../../../../components/field';
import { ShipmentTracking } from '../../../../components/shipment-tracking';
import { createShipment, labelUrl, packingSlipUrl, useShipment } from '../api/shipments';
import { typedNumber } from '../../../../lib/form-numbers';
import { useSubmit } from '../../../components/use-submit';

/** A small parcel of supplements: what most orders weigh and measure, changed when the box differs. */
const USUAL_PARCEL = { weightGrams: '500', lengthCm: '20', breadthCm: '15', heightCm: '10' };
type ParcelField = keyof typeof USUAL_PARCEL;
const FIELDS: { name: ParcelField; label: string }[] = [
  { name: 'weightGrams', label: 'Weight (g)' },
  { name: 'lengthCm', label: 'Length (cm)' },
  { name: 'breadthCm', label: 'Breadth (cm)' },
  { name: 'heightCm', label: 'Height (cm)' },
];

const CARRIER_NAMES = { simulated: 'the simulated carrier', shiprocket: 'Shiprocket', manual: '' };

function CreateShipmentForm({ order, mode, onCreated }: { order: AdminOrderDetail; mode: 'simulated' | 'shiprocket'; onCreated: () => void }) {
  // The weight its sizes add up to, packaging included, when each size has one; else the usual parcel's.
  const weighed = order.parcelWeightGrams;
  const [parcel, setParcel] = useState(weighed === null ? USUAL_PARCEL : { ...USUAL_PARCEL, weightGrams: String(weighed) });
  const { busy, errors, setErrors, send } = useSubmit();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = createShipmentInput.safeParse(Object.fromEntries(Object.entries(parcel).map(([name, text]) => [name, typedNumber(text)])));
    if (!parsed.success) return setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
    if (await send(() => createShipment(order.id, parsed.data), 'Shipment created')) onCreated();
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="adm-form-stack" noValidate>
      <p className="adm-small">
        Book the parcel with {CARRIER_NAMES[mode]}: it gets an AWB, a courier and a label, the order is marked shipped, and the customer is emailed the tracking link.
        {weighed === null
          ? ' Weigh the packed box: a size in it has no shipping weight.'
          : ' The weight is what its sizes weigh with the packaging; correct it if the box differs.'}
      </p>
      <div className="adm-parcel">
        {FIELDS.map((f) => (
          <TextInput
            key={f.name}
            label={f.label}
            inputMode="numeric"
            value={parcel[f.name]}
            error={errors[f.name]}
            onChange={(e) => setParcel((p) => ({ ...p, [f.name]: e.target.value }))}
          />
        ))}
      </div>
      <Button type="submit" loading={busy}>
        Create shipment
      </Button>
    </form>
  );
}

/** The order's shipping: Create shipment on a packed order, then its courier, AWB, label and tracking. */
export function ShipmentPanel({ order }: { order: AdminOrderDetail }) {
  const query = useShipment(order.id);
  const data = query.data;
  return (
    <div className="adm-form-stack">
      {data?.shipment && <ShipmentTracking shipment={data.shipment} showPageLink />}
      {data?.canCreate && data.mode !== 'manual' && <CreateShipmentForm order={order} mode={data.mode} onCreated={() => void query.refetch()} />}
      {data && !data.shipment && !data.canCreate && (
        <p className="adm-muted adm-small">
          {data.mode === 'manual'
            ? 'No carrier is set up (SHIPPING=manual): mark the order shipped with the courier’s tracking number.'
            : 'Mark the order packed to create its shipment.'}
        </p>
      )}
      <p className="adm-actions-row">
        {data?.shipment && (
          <a className={buttonClass({ variant: 'secondary', size: 'sm' })} href={labelUrl(order.id)} target="_blank" rel="noopener">
            Download label
          </a>
        )}
        <a className={buttonClass({ variant: 'ghost', size: 'sm' })} href={packingSlipUrl(order.id)} target="_blank" rel="noopener">
          Packing slip
        </a>
      </p>
    </div>
  );
}
