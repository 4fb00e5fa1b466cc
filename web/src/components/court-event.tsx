import { courtEventWording, portalDateParts, type CourtEvent, type CourtEventValue } from '@mizan/shared/court-events';
import type { Language } from '@mizan/shared/roles';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '../lib/format';
import { currentLanguage } from '../lib/i18n';
import { IsolatedSentence } from './isolated-sentence';

/** A portal date (YYYY-MM-DD[THH:mm], on Casablanca's clocks) as the language writes it, from its parts. */
export const portalDateText = (value: string, language: Language) => {
  const { day, time } = portalDateParts(value);
  const date = formatDate(day, language);
  return time ? `${date} ${formatTime(time, language)}` : date;
};

/**
 * A court change (shared/src/court-events.ts) worded in the reader's language from its data: a
 * hearing moved reads from the old date to the new one in French, in English and, right to left,
 * in Arabic.
 */
export const CourtEventText = ({ event }: { event: CourtEvent }) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { code, values } = courtEventWording(event);
  const shown = ({ type, value }: CourtEventValue) => {
    if (value === null || value === '') return '—';
    return type === 'date' ? portalDateText(value, language) : String(value);
  };
  return (
    <IsolatedSentence
      template={t(`api:${code}`)}
      values={Object.fromEntries(Object.entries(values).map(([name, value]) => [name, shown(value)]))}
    />
  );
};
