import { gte, lt, sql, type Column, type SQL } from 'drizzle-orm';
import { SHOP_TIME_ZONE, type PageQuery } from '@canino/shared';

/** Row offset of a page (pages count from 1). */
export function offsetOf(q: Pick<PageQuery, 'page' | 'pageSize'>): number {
  return (q.page - 1) * q.pageSize;
}

/** An ILIKE pattern matching the text anywhere; LIKE's wildcards in the search mean themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Midnight of a calendar day in India, as a timestamp. */
const shopMidnight = (day: string) => sql`(${day}::date::timestamp at time zone ${SHOP_TIME_ZONE})`;

/** Conditions keeping the rows whose `column` falls on the India days `from`–`to` (either may be left out). */
export function onShopDays(column: Column, q: { from?: string; to?: string }): SQL[] {
  const where: SQL[] = [];
  if (q.from) where.push(gte(column, shopMidnight(q.from)));
  if (q.to) where.push(lt(column, sql`${shopMidnight(q.to)} + interval '1 day'`));
  return where;
}
