import type { Address } from '@canino/shared';
import { Button } from '../../../components/button';
import { PhoneIcon, PinIcon, TrashIcon } from '../../../components/icons';

/** One saved address with its Edit and Delete buttons (named after the person, for screen readers). */
export function AddressCard({ address, onEdit, onDelete }: { address: Address; onEdit: () => void; onDelete: () => void }) {
  return (
    <article className="address-card" aria-labelledby={`address-${address.id}`}>
      <h3 id={`address-${address.id}`} className="address-card__name">
        {address.name}
      </h3>
      <p className="address-card__line">
        <PinIcon size={18} />
        <span>
          {address.address}
          <br />
          {address.locality}, {address.city}
          <br />
          {address.state} – {address.pincode}
        </span>
      </p>
      <p className="address-card__line">
        <PhoneIcon size={18} />
        <span>{address.mobile}</span>
      </p>
      <div className="address-card__actions">
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit address of ${address.name}`}>
          Edit
        </Button>
        <Button variant="ghost" size="sm" icon={<TrashIcon size={16} />} onClick={onDelete} aria-label={`Delete address of ${address.name}`} className="address-card__delete">
          Delete
        </Button>
      </div>
    </article>
  );
}
