import type { UserRecord } from '@canino/shared';
import type { CustomerRow } from '../../repositories/customers';

/** The spec's `canino_user` record; never the hash or anything else private. */
export function presentUser(c: CustomerRow): UserRecord {
  return {
    cusID: c.id,
    cusName: c.ownerName,
    cusMobile: c.mobile,
    cusEmail: c.email,
    pet_name: c.petName,
    breed: c.breed,
    age: c.age,
    weight: c.weight,
    petImg: c.petImage,
  };
}
