import { INDIAN_STATES } from './india-states.js';

type StateCode = (typeof INDIAN_STATES)[number]['code'];

/**
 * The GST state code of each state and union territory (the first two digits of a GSTIN, and the code a
 * tax invoice prints beside the place of supply). Andhra Pradesh has used 37 since the 2014 split.
 */
export const GST_STATE_CODES: Readonly<Record<StateCode, string>> = {
  JK: '01',
  HP: '02',
  PB: '03',
  CH: '04',
  UK: '05',
  HR: '06',
  DL: '07',
  RJ: '08',
  UP: '09',
  BR: '10',
  SK: '11',
  AR: '12',
  NL: '13',
  MN: '14',
  MZ: '15',
  TR: '16',
  ML: '17',
  AS: '18',
  WB: '19',
  JH: '20',
  OD: '21',
  CG: '22',
  MP: '23',
  GJ: '24',
  DH: '26',
  MH: '27',
  KA: '29',
  GA: '30',
  LD: '31',
  KL: '32',
  TN: '33',
  PY: '34',
  AN: '35',
  TS: '36',
  AP: '37',
  LA: '38',
};

/** The GST state code for a state's name (as the checkout stores it), or undefined. */
export function gstStateCode(stateName: string): string | undefined {
  const state = INDIAN_STATES.find((s) => s.name.toLowerCase() === stateName.trim().toLowerCase());
  return state ? GST_STATE_CODES[state.code] : undefined;
}

const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The 15th character of a GSTIN: a base-36 Luhn-style check over the first 14, as the GST Network
 * computes it (odd positions weigh 1, even 2; each product counts as its base-36 quotient plus remainder).
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARS[(36 - (sum % 36)) % 36]!;
}

// State code, PAN (5 letters, 4 digits, a letter), entity number, 'Z' by default, check character.
const SHAPE = /^(\d{2})([A-Z]{5}\d{4}[A-Z])([1-9A-Z])Z([0-9A-Z])$/;

export type GstinCheck = { ok: true; gstin: string; stateCode: string } | { ok: false; message: string };

/** Whether `value` is a GSTIN that can exist (any case, spaces ignored); the message is for the owner. */
export function checkGstin(value: string): GstinCheck {
  const gstin = value.replace(/\s+/g, '').toUpperCase();
  if (gstin.length !== 15) return { ok: false, message: 'A GSTIN has 15 characters' };
  const m = SHAPE.exec(gstin);
  if (!m) return { ok: false, message: 'This GSTIN is not in the form 22AAAAA0000A1Z5 (state code, PAN, entity number, Z, check character)' };
  const stateCode = m[1]!;
  if (!Object.values(GST_STATE_CODES).includes(stateCode) && stateCode !== '97') {
    return { ok: false, message: `${stateCode} is not a GST state code` };
  }
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== m[4]) {
    return { ok: false, message: 'The last character of this GSTIN does not match the rest: check it for a typing mistake' };
  }
  return { ok: true, gstin, stateCode };
}
