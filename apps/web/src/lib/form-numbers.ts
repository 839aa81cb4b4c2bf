/**
 * What the customer or the owner typed in a number field, as the API takes it: a JSON number when it is
 * one ("12.5" → 12.5), else left as typed (or left out when blank) so the server names the field's mistake.
 */
export function typedNumber(text: string): number | string | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  return /^\d{1,15}(\.\d{1,6})?$/.test(t) ? Number(t) : t;
}
