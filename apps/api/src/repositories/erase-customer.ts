import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { checkoutRecoveries, contactMessages, customers, grievances, orders, pets, returns, reviews } from '../db/schema';

/** What an erased customer is called where a record of theirs stays: their reviews, orders and complaints. */
const ERASED_NAME = 'Former customer';

/**
 * Erases one customer's personal data in the caller's transaction (decision 049), and answers the photo
 * addresses to remove from the image store once it commits. Kept, without anything that names them:
 * reviews (no name or city), orders (no contact, no delivery address; the invoice's own copy of the
 * billed name and address stays, as GST law requires), returns (no words, no photos), complaints (no contact
 * or words). Deleted: contact messages, and the account with all that hangs from it (pets and weights,
 * addresses, wishlist, review photos,
 * refills, consents and their links, checkouts left (a guest's under their email too), helpful votes, password-reset tokens); orders, complaints and
 * reviews lose their link to it. Sessions and queued emails are the callers' to end.
 */
export async function eraseCustomerRecords(db: Db, customerId: number, email: string): Promise<string[]> {
  const [account] = await db.select({ petImage: customers.petImage }).from(customers).where(eq(customers.id, customerId));
  const photos = await db.select({ photo: pets.photo }).from(pets).where(eq(pets.customerId, customerId));
  // The review's words stay; its photos (of their dog, their home) go with the name.
  const reviewPhotos = await db.select({ photos: reviews.photos }).from(reviews).where(eq(reviews.customerId, customerId)).for('update');
  await db.update(reviews).set({ authorName: ERASED_NAME, authorCity: '', photos: [] }).where(eq(reviews.customerId, customerId));
  const ofTheirOrders = inArray(returns.orderId, db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, customerId)));
  const returnPhotos = (await db.select({ photos: returns.photos }).from(returns).where(ofTheirOrders)).flatMap((r) => r.photos);
  await db.update(returns).set({ details: '', photos: [], updatedAt: new Date() }).where(ofTheirOrders);
  await db
    .update(orders)
    .set({
      email: '',
      mobile: '',
      // The state stays: it is the place of supply of the sale, and names nobody.
      billing: sql`jsonb_build_object('firstName', ${ERASED_NAME}::text, 'lastName', '', 'address', '', 'city', '', 'district', '', 'state', ${orders.billing}->>'state', 'pincode', '', 'country', ${orders.billing}->>'country', 'mobile', '')`,
      shipping: null,
      notes: '',
      updatedAt: new Date(),
    })
    .where(eq(orders.customerId, customerId));
  await db
    .update(grievances)
    .set({ customerId: null, name: ERASED_NAME, email: '', phone: '', message: 'Erased at the customer’s request.' })
    .where(or(eq(grievances.customerId, customerId), eq(grievances.email, email)));
  await db.delete(contactMessages).where(eq(contactMessages.email, email));
  // A checkout left as a guest under the same address is theirs too.
  await db.delete(checkoutRecoveries).where(or(eq(checkoutRecoveries.customerId, customerId), eq(checkoutRecoveries.email, email)));
  await db.delete(customers).where(eq(customers.id, customerId));
  return [account?.petImage, ...photos.map((p) => p.photo), ...reviewPhotos.flatMap((r) => r.photos), ...returnPhotos].filter((u): u is string => Boolean(u));
}
