/**
 * Deadline types whose deadlines are a day and a time (hearings, appointments, phone appointments);
 * the others are a day. The API takes either for any type; the screen asks for a time for these.
 */
export const TIMED_DEADLINE_TYPES: readonly string[] = ['AUD', 'RDV', 'TEL'];
/** The deadline type of a hearing the cabinet records: the calendar draws it as one, with its court and courtroom. */
export const HEARING_DEADLINE_TYPE = 'AUD';
