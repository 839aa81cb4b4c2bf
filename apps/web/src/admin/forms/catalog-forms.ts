import { z } from 'zod';
import { MSG, requiredText } from '@canino/shared';
import { wholeNumber } from './product-form';

/** Category and banner forms: the fields travel as multipart with the image beside them. */
export const categoryForm = z.object({
  name: requiredText('Name is required', 80),
  position: wholeNumber('Use a whole number, 0 or more'),
  active: z.boolean(),
});
export type CategoryForm = z.infer<typeof categoryForm>;

export const bannerForm = z.object({
  title: z.string().trim().max(120, MSG.tooLong),
  position: wholeNumber('Use a whole number, 0 or more'),
  active: z.boolean(),
});
export type BannerForm = z.infer<typeof bannerForm>;
