/** What an order charged, as the order keeps it (all paise). */
export interface ChargedOrder {
  paymentMethod: 'online' | 'cod';
  /** When the money was taken; a COD order has none until the courier hands the cash over. */
  paidAt: Date | string | null;
  subtotalPaise: number;
  discountPaise: number;
  shippingPaise: number;
  codFeePaise: number;
  totalPaise: number;
}

/** The order's value as a carrier's booking states it, and the cash the courier must collect. */
export interface CourierCharges {
  subtotalPaise: number;
  shippingPaise: number;
  codFeePaise: number;
  /**
   * The discount, plus the paise the spec's whole-rupee total leaves off (cart-totals.ts): with it the
   * parts add up to the order's total exactly, so a courier collects what the customer was told.
   */
  discountPaise: number;
  /** Cash to collect on delivery: the whole total for an unpaid COD order, nothing otherwise. */
  collectPaise: number;
}

export function courierCharges(o: ChargedOrder): CourierCharges {
  const discountPaise = o.subtotalPaise + o.shippingPaise + o.codFeePaise - o.totalPaise;
  const collectPaise = o.paymentMethod === 'cod' && !o.paidAt ? o.totalPaise : 0;
  return { subtotalPaise: o.subtotalPaise, shippingPaise: o.shippingPaise, codFeePaise: o.codFeePaise, discountPaise, collectPaise };
}
