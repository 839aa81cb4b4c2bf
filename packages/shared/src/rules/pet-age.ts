import type { SizeClass } from './breeds.js';

/**
 * A pet's age and life stage from its birth date, as the shop's calendar days (YYYY-MM-DD) count them.
 * Large dogs age faster, so "senior" starts earlier for them, and giant breeds stay puppies longer:
 * puppy under 12 months (18 for giant breeds); senior from 10 years (small), 8 (medium), 7 (large), 6 (giant).
 */
export const LIFE_STAGES = ['puppy', 'adult', 'senior'] as const;
export type LifeStage = (typeof LIFE_STAGES)[number];
export const LIFE_STAGE_LABELS: Record<LifeStage, string> = { puppy: 'Puppy', adult: 'Adult', senior: 'Senior' };

const SENIOR_FROM_YEARS: Record<SizeClass, number> = { small: 10, medium: 8, large: 7, giant: 6 };

/** Whole months from `birth` to `today` (both YYYY-MM-DD); a month counts once its day is reached. */
export function ageInMonths(birth: string, today: string): number {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const months = (ty - by) * 12 + (tm - bm) - (td < bd ? 1 : 0);
  return Math.max(0, months);
}

export function lifeStageOf(ageMonths: number, size: SizeClass | null): LifeStage {
  if (ageMonths < (size === 'giant' ? 18 : 12)) return 'puppy';
  if (ageMonths >= SENIOR_FROM_YEARS[size ?? 'medium'] * 12) return 'senior';
  return 'adult';
}

/** "3 years 2 months", "7 months", "1 year". */
export function formatAge(ageMonths: number): string {
  const years = Math.floor(ageMonths / 12);
  const months = ageMonths % 12;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (years === 0) return part(months, 'month');
  return months ? `${part(years, 'year')} ${part(months, 'month')}` : part(years, 'year');
}

/** The birth date `years` and `months` before `today` (an estimate when the owner knows only the age). */
export function birthDateFromAge(years: number, months: number, today: string): string {
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const total = ty * 12 + (tm - 1) - (years * 12 + months);
  const y = Math.floor(total / 12);
  const m = total - y * 12 + 1;
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${y}-${String(m).padStart(2, '0')}-${String(Math.min(td, lastDay)).padStart(2, '0')}`;
}

/**
 * Reads an age typed freely (the spec's sign-up sends text): "3", "3 years", "2 yrs 6 months", "8 months",
 * "1.5". A bare number is years. Null when it says nothing readable.
 */
export function parseAgeText(text: string): { years: number; months: number } | null {
  const t = text.toLowerCase().trim();
  const years = /(\d+(?:\.\d+)?)\s*(?:y|yr|yrs|year|years)\b/.exec(t);
  const months = /(\d+)\s*(?:m|mo|mos|month|months)\b/.exec(t);
  if (!years && !months) {
    const bare = /^(\d+(?:\.\d+)?)$/.exec(t);
    if (!bare) return null;
    return splitYears(Number(bare[1]));
  }
  const fromYears = years ? splitYears(Number(years[1])) : { years: 0, months: 0 };
  if (!fromYears) return null;
  const total = fromYears.years * 12 + fromYears.months + (months ? Number(months[1]) : 0);
  if (total > 30 * 12) return null;
  return { years: Math.floor(total / 12), months: total % 12 };
}

function splitYears(y: number): { years: number; months: number } | null {
  if (!Number.isFinite(y) || y > 30) return null;
  const total = Math.round(y * 12);
  return { years: Math.floor(total / 12), months: total % 12 };
}
