import { z } from 'zod';

/** Every response says `status: 1` on success and `status: 0` with a human message on failure. */
export const ok = <T extends z.ZodType>(data: T) => z.object({ status: z.literal(1), message: z.string().optional(), data });

export const okMessage = z.object({ status: z.literal(1), message: z.string() });

export const failure = z.object({
  status: z.literal(0),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type Failure = z.infer<typeof failure>;
