import { z } from 'zod';
import { id, requiredText } from '../validation';

export const addMessageBody = z.object({
  idDossier: id(),
  sujet: requiredText(200),
  contenu: requiredText(10000),
});
export const messageItem = z.looseObject({
  idMessage: z.string(),
  sujet: z.string(),
  contenu: z.string(),
  dateEnvoi: z.string(),
  lu: z.boolean(),
});
