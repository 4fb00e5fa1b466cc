import { z } from 'zod';
import { id, isoDate, requiredText } from '../validation';

const time = () =>
  z
    .string()
    .regex(/^\d{2}:\d{2}(:\d{2})?$/, { error: 'invalid_value' })
    .meta({ examples: ['09:00'] });
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
