/** Stable error codes of the API; the SPA maps each one to a translated message. */
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'invalid_json',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  /** A stale save: the dossier's identification changed since it was read (details name who and when). */
  'dossier_changed',
  /** A stale edit of an expense: it was edited or deleted since it was read. */
  'expense_changed',
  /** A stale save of a dossier's fee agreement, or a stale edit of a time entry. */
  'agreement_changed',
  'time_entry_changed',
  /** Invoices: a stale edit or issue of a draft; another invoice billed its work first; the firm's IF, ICE or TP missing; a payment above what is due. */
  'invoice_changed',
  'invoice_items_billed',
  'invoice_provisions_used',
  'firm_tax_ids_missing',
  'overpayment',
  /** A stale edit of a task: it was edited or deleted since it was read. */
  'task_changed',
  /** A stale edit of the firm's details: they were changed since they were read. */
  'firm_changed',
  'username_taken',
  'already_performed',
  /** A booking or an appointment on time the lawyer no longer has free (another booking took it). */
  'slot_taken',
  'payload_too_large',
  /** A rate or volume limit: per IP on the public account routes, per firm on invitations (Retry-After). */
  'too_many_requests',
  /** Too many wrong passwords for one account: it answers this until `Retry-After`, whatever the password. */
  'account_locked',
  /** Sign-in: the password was right, the authenticator app's code (or a recovery code) is asked next. */
  'two_factor_required',
  /** Sign-in: the firm requires two-factor and the person has not set it up yet. */
  'two_factor_setup_required',
  /** Sign-in: a new firm's address is not verified yet. */
  'email_not_verified',
  /** An email link that already did its work (an invitation accepted, an address verified, a password reset): its message says which. */
  'link_used',
  'service_unavailable',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
