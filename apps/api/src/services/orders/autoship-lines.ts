import type { CheckoutInput } from '@canino/shared';
import type { AppContext } from '../../context';
import { AppError, unauthenticated } from '../../errors';
import { findOwnAddress } from '../addresses/address-book';
import type { PricedOrder } from './price-order';

const hasAutoship = (input: Pick<CheckoutInput, 'lines'>) => input.lines.some((l) => l.autoshipWeeks !== undefined);

/**
 * Where a checkout's autoship lines are delivered from the second delivery on: one of the customer's
 * saved addresses (the one named for autoship, else the one this order ships to). Null without autoship
 * lines. Autoship needs an account, since My Autoship is where it is changed and cancelled.
 */
export async function autoshipAddressFor(ctx: AppContext, customerId: number | null, input: CheckoutInput): Promise<number | null> {
  if (!hasAutoship(input)) return null;
  if (customerId === null) throw unauthenticated('Please log in to set up autoship: it is changed and cancelled in your account');
  const addressId = input.autoshipAddressId ?? input.savedAddressId;
  if (addressId === undefined) {
    const message = 'Choose a saved address for your autoship deliveries';
    throw new AppError('UNPROCESSABLE', message, { autoshipAddressId: message });
  }
  return (await findOwnAddress(ctx, customerId, addressId)).id;
}

/** What the autoship lines of a priced checkout cost, for the mandate's limit. */
export const autoshipLinesPaise = (priced: PricedOrder, input: Pick<CheckoutInput, 'lines'>) =>
  priced.lines.reduce((sum, l) => sum + (input.lines[l.index]?.autoshipWeeks === undefined ? 0 : l.lineTotalPaise), 0);
