import { z } from 'zod';
import { requiredText } from '@canino/shared';
import { wholeNumber } from '../../../forms/fields';

/** The category form: its fields travel as multipart with the image beside them. */
export const categoryForm = z.object({
  name: requiredText('Name is required', 80),
  position: wholeNumber('Use a whole number, 0 or more'),
  active: z.boolean(),
});
export type CategoryForm = z.infer<typeof categoryForm>;
