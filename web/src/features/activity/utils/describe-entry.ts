import type { TFunction } from 'i18next';
import type { ActivityEntry } from '../api/list-activity';

/** Unicode's first-strong isolate: a Latin name and address keep their order inside an Arabic sentence. */
const isolate = (text: string) => (text ? `\u2068${text}\u2069` : text);

/**
 * An entry's detail in the reader's language, from what the API stores (the subject and codes):
 * the reason of a failed sign-in, the role given, what changed, the setting and what was done to it,
 * a dossier's lawyers before and after.
 * Right to left, the subject is isolated from the sentence around it.
 */
export const describeEntry = (entry: ActivityEntry, t: TFunction<'activity'>, rtl = false): string => {
  const objet = rtl ? isolate(entry.objet ?? '') : (entry.objet ?? '');
  const [first = '', second = ''] = entry.precisions;
  switch (entry.type) {
    case 'SIGN_IN_FAILED':
      return t(`failure.${first}`, { objet, defaultValue: objet });
    case 'ACCOUNT_LOCKED':
      return t('locked', { objet, minutes: first });
    case 'TWO_FACTOR_CHANGED':
      return t(`twoFactor.${first}`, { defaultValue: first });
    case 'USER_INVITED':
      return t('invited', { objet, role: t(`roles.${first}`, { defaultValue: first }) });
    case 'USER_CHANGED':
      return t('changed', { objet, changes: entry.precisions.map((code) => t(`changes.${code}`, { defaultValue: code })).join(', ') });
    case 'SETTINGS_CHANGED':
      return t('setting', {
        setting: t(`settings.${first}`, { objet, defaultValue: objet }),
        change: t(`settingChanges.${second}`, { defaultValue: second }),
      });
    case 'INVITATION_REFUSED':
      return t('refused', { objet });
    case 'DOSSIER_LAWYER_CHANGED':
      return t('lawyerChanged', { objet, from: isolate(first), to: isolate(second) });
    default:
      return entry.objet ?? '';
  }
};
