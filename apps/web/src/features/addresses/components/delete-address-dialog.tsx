import type { Address } from '@canino/shared';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { deleteAddress } from '../api/delete-address';

/** Asks before deleting an address: a mis-tap should not lose it. */
export function DeleteAddressDialog({ cusID, address, onClose }: { cusID: number; address: Address | undefined; onClose: () => void }) {
  const [busy, setBusy] = useState(false);

  const onDelete = async () => {
    if (!address) return;
    setBusy(true);
    try {
      notify.success(await deleteAddress(cusID, address.id));
      onClose();
    } catch (err) {
      notify.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={address !== undefined}
      onClose={onClose}
      dismissible={!busy}
      size="sm"
      title="Delete this address?"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Keep it
          </Button>
          <Button variant="danger" loading={busy} onClick={onDelete}>
            Delete address
          </Button>
        </>
      }
    >
      {address && (
        <p>
          The address of <strong>{address.name}</strong> in {address.city} will be removed from your address book. Orders already placed are not affected.
        </p>
      )}
    </Modal>
  );
}
