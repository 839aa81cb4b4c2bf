import type { Address } from '@canino/shared';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { PinIcon } from '../../../components/icons';
import { QueryView } from '../../../components/query-view';
import { useAddresses } from '../api/get-addresses';
import { AddressCard } from './address-card';
import { AddressFormDialog } from './address-form-dialog';
import { DeleteAddressDialog } from './delete-address-dialog';
import './address-book.css';

type Editor = { open: false } | { open: true; address: Address | undefined };

/** The customer's saved addresses: list, add, edit and delete (the spec's modal only logged its values). */
export function AddressBook({ cusID }: { cusID: number }) {
  const addresses = useAddresses();
  const [editor, setEditor] = useState<Editor>({ open: false });
  const [deleting, setDeleting] = useState<Address | undefined>();
  const add = () => setEditor({ open: true, address: undefined });

  return (
    <section aria-labelledby="addresses-title">
      <div className="address-book__head">
        <div>
          <h2 id="addresses-title" className="address-book__title">
            Saved addresses
          </h2>
          <p className="muted">Choose one at checkout instead of typing it again.</p>
        </div>
        {addresses.data && addresses.data.length > 0 && <Button onClick={add}>Add New Address</Button>}
      </div>

      <QueryView query={addresses} errorTitle="We could not load your addresses">
        {(list) =>
          list.length === 0 ? (
            <EmptyState icon={<PinIcon size={28} />} title="Save your addresses now" action={<Button onClick={add}>Add New Address</Button>}>
              <p>Add your home, work or a friend’s address once and pick it at checkout in one tap.</p>
            </EmptyState>
          ) : (
            <ul className="address-book__list">
              {list.map((a) => (
                <li key={a.id}>
                  <AddressCard address={a} onEdit={() => setEditor({ open: true, address: a })} onDelete={() => setDeleting(a)} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>

      <AddressFormDialog cusID={cusID} open={editor.open} editing={editor.open ? editor.address : undefined} onClose={() => setEditor({ open: false })} />
      <DeleteAddressDialog cusID={cusID} address={deleting} onClose={() => setDeleting(undefined)} />
    </section>
  );
}
