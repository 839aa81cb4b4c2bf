import { z } from 'zod';

/** A count the owner types (position, stock): digits only, 0 or more; the form turns it into a number. */
export const wholeNumber = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,7}$/, message);
