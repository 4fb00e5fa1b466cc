/** Cognito groups, which are also the roles of the route table and of the SPA's guards. */
export const ROLES = ['ADMIN', 'USER', 'CLT', 'EDITOR'] as const;
export type Role = (typeof ROLES)[number];

/** Firm staff: administrators and the lawyers and assistants of the firm. */
export const STAFF: readonly Role[] = ['ADMIN', 'USER'];
/** The role sets of the route table. */
export const ANY_ROLE: readonly Role[] = ROLES;
export const STAFF_AND_CLIENT: readonly Role[] = ['ADMIN', 'USER', 'CLT'];
export const ADMIN_ONLY: readonly Role[] = ['ADMIN'];
export const CLIENT_ONLY: readonly Role[] = ['CLT'];

export const USER_TYPES = ['AVOCAT', 'ASSISTANT', 'CLIENT'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const LANGUAGES = ['fr', 'ar', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The direction a language is written in: Arabic right to left (the SPA's document, the emails). */
export const directionOf = (language: Language) => (language === 'ar' ? 'rtl' : 'ltr');
