import { z } from 'zod';
import { MSG } from '@canino/shared';
import { wholeNumber } from '../../../forms/fields';

/** The banner form: its fields travel as multipart with the image beside them. */
export const bannerForm = z.object({
  title: z.string().trim().max(120, MSG.tooLong),
  position: wholeNumber('Use a whole number, 0 or more'),
  active: z.boolean(),
});
export type BannerForm = z.infer<typeof bannerForm>;
