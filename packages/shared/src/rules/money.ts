/** Money rules. All amounts are integer paise; rupees appear only at the edges (API fields, formatting). */

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/** ₹1,299.00 — Indian digit grouping (₹1,00,000.00 for a lakh). */
export function formatINR(paise: number): string {
  return inr.format(paise / 100);
}
