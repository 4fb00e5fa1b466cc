import { z } from 'zod';
import { id, isoDate, requiredText } from '../validation';

// Messages
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

// Documents
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

// Calendar
const time = () => z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/, { error: 'invalid_value' });
export const availabilityBody = z.object({
  idJour: z.number().int().min(1).max(7),
  heureDebut: time(),
  heureFin: time(),
});
export const availabilityDaysQuery = z.object({ dateDebut: isoDate(), dateFin: isoDate() });
export const appointmentBody = z.object({
  idClient: z.string().max(64).nullable().optional(),
  idUtilisateur: id().optional(),
  idDossier: id().optional(),
  date: isoDate(),
  heureDebut: time(),
  heureFin: time(),
  commentaire: z.string().max(2000).optional(),
});
export const appointmentParams = z.object({ idrendezvous: id() });
export const cancelAppointmentBody = z.object({ id: id(), motif: requiredText(500) });
export const confirmAppointmentBody = z.object({ id: id() });
