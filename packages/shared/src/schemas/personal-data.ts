import { z } from 'zod';
import { PERSONAL_DATA_KINDS, type PersonalDataKind } from '../rules/personal-data.js';

/** GET /account/data-export: a downloadable document with one part per kind of personal data. */
export const personalDataExport = z.object({
  shop: z.string(),
  exportedAt: z.string(),
  about: z.array(z.object({ part: z.enum(PERSONAL_DATA_KINDS), label: z.string(), what: z.string(), why: z.string() })),
  ...(Object.fromEntries(PERSONAL_DATA_KINDS.map((k) => [k, z.unknown()])) as Record<PersonalDataKind, z.ZodUnknown>),
});
