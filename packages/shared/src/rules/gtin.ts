/**
 * A GTIN as printed under a barcode: 8, 12, 13 or 14 digits (EAN-8, UPC-A, EAN-13, GTIN-14) whose last
 * digit checks the others (GS1's modulo-10: from the right, the digits before the check digit weigh 3, 1,
 * 3, 1…). Google Merchant Center refuses a GTIN whose check digit is wrong, so the shop refuses it first.
 *
 * Worked example: 8901030865275 (EAN-13): 5 is the check digit of 890103086527, whose weighted sum is 115;
 * 120 − 115 = 5.
 */
export function isValidGtin(code: string): boolean {
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(code)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((total, digit, i) => total + digit * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}
