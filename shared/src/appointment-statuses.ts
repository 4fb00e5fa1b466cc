/**
 * An appointment's statuses (specification 3): awaiting the lawyer's confirmation, confirmed,
 * cancelled by the firm, cancelled by the client. Apart from the schemas, so that code reading
 * them (the alerts job) does not load zod.
 */
export const APPOINTMENT_STATUSES = ['EAT', 'CNF', 'ANL', 'ANC'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
/** The statuses that hold a lawyer's time: a pending or confirmed appointment. */
export const HOLDING_STATUSES: readonly AppointmentStatus[] = ['EAT', 'CNF'];
