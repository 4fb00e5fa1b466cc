import * as z from 'zod';
import { id } from '../validation.ts';

export const idParams = z.object({ id: id() });
export const userIdParams = z.object({ userId: id() });
export const okResponse = z.object({ ok: z.literal(true) });
export const option = z.object({ value: z.string(), label: z.string() });
export const options = z.array(option);
