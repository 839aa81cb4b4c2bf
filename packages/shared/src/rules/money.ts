/** Money rules. All amounts are integer paise; rupees appear only at the edges (API fields, formatting). */

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** The sign, whole rupees and two-digit paise of an amount, which every written form of it starts from. */
function rupeeParts(paise: number): { sign: string; rupees: string; paise: string } {
  const abs = Math.abs(Math.round(paise));
  return { sign: paise < 0 ? '-' : '', rupees: String(Math.floor(abs / 100)), paise: String(abs % 100).padStart(2, '0') };
}

/**
 * ₹1,299.00 — Indian digit grouping (₹1,00,000.00 for a lakh): the last three digits, then pairs. The
 * same text as `Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })`, written out because
 * a browser's first currency format loads ICU's data: 50–100 ms before a phone's first price, ×4 on a
 * slow one, on every page load (decision 034).
 */
export function formatINR(paise: number): string {
  const { sign, rupees, paise: fraction } = rupeeParts(paise);
  const grouped = rupees.length <= 3 ? rupees : `${rupees.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${rupees.slice(-3)}`;
  return `${sign}₹${grouped}.${fraction}`;
}

/**
 * Rupees as the owner writes them (a form field, a CSV cell: "1299", "1,299.5", "₹ 1299.50") to
 * paise, digit by digit, so no binary fraction creeps in ("0.29" is 29 paise, never 28). At most two
 * decimals; null for anything else, negative amounts included.
 */
export function parseRupees(text: string): number | null {
  const match = /^(\d[\d,]*)(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/^₹\s*/, ''));
  if (!match) return null;
  const whole = match[1]!;
  // Commas only where a spreadsheet puts them: 1,299 / 12,34,567 (Indian) or 1,234,567.
  if (whole.includes(',') && !/^(\d{1,3}(,\d{3})+|\d{1,2}(,\d{2})*,\d{3})$/.test(whole)) return null;
  const digits = whole.replace(/,/g, '');
  if (digits.length > 9) return null;
  return Number(digits) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Paise as rupees with two decimals ("1299.50"), for a CSV or a form field: the inverse of parseRupees. */
export function rupeesText(paise: number): string {
  const { sign, rupees, paise: fraction } = rupeeParts(paise);
  return `${sign}${rupees}.${fraction}`;
}
