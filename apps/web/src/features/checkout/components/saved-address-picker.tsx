import type { Address } from '@canino/shared';
import { Select } from '../../../components/field';

/**
 * "Fill from a saved address": a logged-in customer's address book fills the billing form. The
 * address book lists the newest first, and that one is preselected (the shop has no other default).
 */
export function SavedAddressPicker({ addresses, value, onPick }: { addresses: readonly Address[]; value: string; onPick: (a: Address | null) => void }) {
  if (addresses.length === 0) return null;
  return (
    <Select
      label="Fill from a saved address"
      value={value}
      options={[...addresses.map((a) => ({ value: String(a.id), label: `${a.name}, ${a.locality}, ${a.city} ${a.pincode}` })), { value: '', label: 'Type a new address' }]}
      onChange={(e) => onPick(addresses.find((a) => String(a.id) === e.target.value) ?? null)}
    />
  );
}
