import * as z from 'zod';

/**
 * Lists that can grow with the firm are served a page at a time: `limit` items (10 unless said,
 * the tables' page size) and an opaque `cursor` for the next page, null on the last one.
 */
export const pageQuery = z.object({
  cursor: z.string().max(1024, { error: 'invalid_value' }).optional(),
  limit: z.coerce
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .min(1, { error: 'invalid_value' })
    .max(50, { error: 'invalid_value' })
    .default(10),
});

export const page = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), cursor: z.string().nullable() });
