import { z } from 'zod';
import { id, requiredText } from '../validation';

export const confidentiality = z.enum(['PB', 'PA', 'PC']);
export const uploadUrlBody = z.object({
  idDossier: id(),
  Nom: requiredText(200),
  extension: z.string().regex(/^(pdf|doc|docx|jpeg|jpg|png)$/i, { error: 'invalid_value' }),
  IdConfidentialite: confidentiality.default('PB'),
  size: z
    .number()
    .int()
    .positive()
    .max(25 * 1024 * 1024, { error: 'payload_too_large' }),
});
export const documentIdParams = z.object({ idDocument: id() });
export const documentAddress = z.object({ url: z.string(), nom: z.string(), extension: z.string() });
