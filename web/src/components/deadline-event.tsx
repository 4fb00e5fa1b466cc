import { deadlineEventWording, type DeadlineEvent } from '@mizan/shared/deadline-events';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../lib/i18n';
import { portalDateText } from './court-event';
import { IsolatedSentence } from './isolated-sentence';

/**
 * A cabinet deadline's event (shared/src/deadline-events.ts) worded in the reader's language from
 * its data: the deadline's type and date, then the next deadlines created with it, each value in
 * its own <bdi>.
 */
export const DeadlineEventText = ({ event }: { event: DeadlineEvent }) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <>
      {deadlineEventWording(event).map(({ code, values }, index) => (
        <IsolatedSentence
          key={index}
          template={t(`api:${code}`)}
          values={{ type: values.type, date: portalDateText(values.date, language) }}
        />
      ))}
    </>
  );
};
