import { isolate } from '@mizan/shared/bidi';
import type { Language } from '@mizan/shared/roles';
import type { FirmRecord } from '../../db/firms';
import type { PrintDocument } from '../../print/pdf';
import { textFooter } from '../../services/emails/firm-footer';
import type { HearingList } from '../../services/hearing-list';

const WORDS: Record<
  Language,
  {
    title: (day: string) => string;
    columns: [string, string, string, string, string, string];
    none: string;
    versus: string;
    page: (n: number, of: number) => string;
  }
> = {
  fr: {
    title: (day) => `Rôle d'audience du ${day}`,
    columns: ['Heure', 'Réf. cabinet', 'Réf. tribunal', 'Parties', 'Avocat', 'Objet'],
    none: 'Aucune audience ce jour.',
    versus: 'contre',
    page: (n, of) => `Page ${n} sur ${of}`,
  },
  ar: {
    title: (day) => `جدول جلسات يوم ${day}`,
    columns: ['الساعة', 'مرجع المكتب', 'مرجع المحكمة', 'الأطراف', 'المحامي', 'الموضوع'],
    none: 'لا توجد جلسات في هذا اليوم.',
    versus: 'ضد',
    page: (n, of) => `صفحة ${n} من ${of}`,
  },
  en: {
    title: (day) => `Hearing list of ${day}`,
    columns: ['Time', 'Firm ref.', 'Court ref.', 'Parties', 'Lawyer', 'Subject'],
    none: 'No hearing on this day.',
    versus: 'v.',
    page: (n, of) => `Page ${n} of ${of}`,
  },
};

/** `YYYY-MM-DD` as a reader of the language writes a day: 30/11/2026 (digits, left to right). */
const dayText = (day: string) => day.split('-').reverse().join('/');

/** The day's hearing list as a printed document: the firm's letterhead, one heading and table per court. */
export const hearingListDocument = (list: HearingList, firm: FirmRecord | undefined, language: Language): PrintDocument => {
  const words = WORDS[language];
  const shares = [0.6, 1.1, 1.1, 2.2, 1.1, 1.4];
  return {
    language,
    direction: language === 'ar' ? 'rtl' : 'ltr',
    letterhead: { name: firm?.nom ?? '', lines: firm ? textFooter(firm, language).slice(1) : [] },
    title: words.title(dayText(list.date)),
    blocks: list.tribunaux.length
      ? list.tribunaux.flatMap(({ tribunal, audiences }) => [
          { kind: 'heading' as const, text: tribunal },
          {
            kind: 'table' as const,
            columns: words.columns.map((label, i) => ({ label, share: shares[i]! })),
            rows: audiences.map((row) => [
              row.heure ?? '',
              row.refCabinet,
              row.refTribunal ?? '',
              [row.clients, row.adversaires].filter(Boolean).map(isolate).join(` ${words.versus} `),
              row.avocat,
              [row.objet, row.contenu].filter(Boolean).map(isolate).join(' — '),
            ]),
          },
        ])
      : [{ kind: 'paragraph', text: words.none }],
    pageLabel: words.page,
  };
};
