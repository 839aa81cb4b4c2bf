import type { AdminMaker, MakerInput } from '@canino/shared';

export const EMPTY_MAKER: MakerInput = { name: '', address: '' };

export const makerFormValues = (m: AdminMaker): MakerInput => ({ name: m.name, address: m.address });

/** The API's field names are the form's own. */
export const MAKER_FIELDS = { name: 'name', address: 'address' } as const;
