import { describe, expect, it } from 'vitest';
import { amountInWords, numberInIndianWords } from '../src/rules/amount-in-words';
import { documentNumber, financialYear, indianMonthRange } from '../src/rules/financial-year';
import { indianDate } from '../src/rules/shop-clock';
import { checkGstin, gstinCheckCharacter, gstStateCode } from '../src/rules/gstin';

describe('checkGstin', () => {
  it('accepts a real-form GSTIN and reads its state code', () => {
    // 27AAPFU0939F1ZV is the GST portal's own sample (Maharashtra).
    expect(checkGstin('27AAPFU0939F1ZV')).toEqual({ ok: true, gstin: '27AAPFU0939F1ZV', stateCode: '27' });
    expect(checkGstin(' 27aapfu0939f1zv ')).toMatchObject({ ok: true, gstin: '27AAPFU0939F1ZV' });
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  it('refuses a wrong length, shape, state code or check character, saying which', () => {
    expect(checkGstin('27AAPFU0939F1Z')).toEqual({ ok: false, message: 'A GSTIN has 15 characters' });
    expect(checkGstin('27AAPF10939F1ZV')).toMatchObject({ ok: false, message: expect.stringContaining('not in the form') });
    expect(checkGstin('27AAPFU0939F1XV')).toMatchObject({ ok: false, message: expect.stringContaining('not in the form') });
    expect(checkGstin('00AAPFU0939F1ZV')).toEqual({ ok: false, message: '00 is not a GST state code' });
    // One mistyped PAN letter changes the check character.
    expect(checkGstin('27AAPFV0939F1ZV')).toMatchObject({ ok: false, message: expect.stringContaining('does not match') });
  });

  it('knows the state codes the checkout states map to', () => {
    expect(gstStateCode('Tamil Nadu')).toBe('33');
    expect(gstStateCode('karnataka')).toBe('29');
    expect(gstStateCode('Atlantis')).toBeUndefined();
  });
});

describe('amountInWords (Indian numbering)', () => {
  it('writes rupees, lakhs and crores the Indian way', () => {
    expect(amountInWords(129900)).toBe('One Thousand Two Hundred Ninety-Nine Rupees Only');
    expect(amountInWords(100)).toBe('One Rupee Only');
    expect(amountInWords(0)).toBe('Zero Rupees Only');
    expect(amountInWords(137450)).toBe('One Thousand Three Hundred Seventy-Four Rupees and Fifty Paise Only');
    expect(amountInWords(1)).toBe('Zero Rupees and One Paisa Only');
    expect(amountInWords(12_34_567_00)).toBe('Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven Rupees Only');
    expect(numberInIndianWords(10_05_00_011)).toBe('Ten Crore Five Lakh Eleven');
    expect(numberInIndianWords(250_00_00_000)).toBe('Two Hundred Fifty Crore');
    expect(numberInIndianWords(90_000)).toBe('Ninety Thousand');
  });
});

describe('financial year and document numbers', () => {
  it('runs April to March on the Indian date', () => {
    expect(financialYear(new Date('2026-11-24T10:00:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2027-03-31T18:00:00Z'))).toBe('2026-27'); // 23:30 IST, 31 March
    expect(financialYear(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28'); // 00:00 IST, 1 April
    expect(financialYear(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00');
    expect(indianDate(new Date('2026-11-30T19:00:00Z'))).toBe('2026-12-01');
  });

  it('bounds an Indian month in UTC instants', () => {
    expect(indianMonthRange('2026-12')).toEqual({ from: new Date('2026-11-30T18:30:00Z'), to: new Date('2026-12-31T18:30:00Z') });
    expect(() => indianMonthRange('2026-13')).toThrow(RangeError);
  });

  it('numbers a document with prefix, year and six digits', () => {
    expect(documentNumber('CAN', '2026-27', 123)).toBe('CAN/2026-27/000123');
  });
});
