import { isolate, isolateLtr } from '@mizan/shared/bidi';
import type { Language } from '@mizan/shared/roles';
import type { FirmRecord } from '../../db/firms';
import type { PrintBlock, PrintDocument } from '../../print/pdf';
import { textFooter } from '../../services/emails/firm-footer';
import { amountText, dayText } from './invoice-document';

/** What the dossier sheet prints, read and labelled in its language (routes/dossier-sheet-pdf.ts). */
export type DossierSheet = {
  refCabinet: string;
  refClient?: string;
  nom?: string;
  type: string;
  tribunal: string;
  refTribunal?: string;
  avocat: string;
  statut: string;
  dateOuverture: string;
  clients: readonly string[];
  adversaires: readonly string[];
  /** `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm`, in Casablanca; none when no hearing is set. */
  prochaineAudience?: string;
  echeances: readonly { date: string; type: string; contenu?: string }[];
  /** The last entries of the history the reader may read, newest first: the Casablanca day, what, about what, who. */
  actions: readonly { day: string; label: string; valeur: string; auteur: string }[];
  frais: { centimes: number; nombre: number };
};

type Words = {
  title: (ref: string) => string;
  identification: string;
  fields: {
    refCabinet: string;
    refClient: string;
    nom: string;
    type: string;
    tribunal: string;
    avocat: string;
    statut: string;
    ouverture: string;
  };
  parties: string;
  roles: { client: string; adversaire: string };
  court: string;
  refTribunal: string;
  nextHearing: string;
  deadlines: string;
  deadlineColumns: [string, string, string];
  noDeadline: string;
  actions: string;
  actionColumns: [string, string, string, string];
  noAction: string;
  expenses: string;
  expensesTotal: (amount: string, count: number) => string;
  page: (n: number, of: number) => string;
};

const WORDS: Record<Language, Words> = {
  fr: {
    title: (ref) => `Fiche dossier ${ref}`,
    identification: 'Identification',
    fields: {
      refCabinet: 'Réf. cabinet',
      refClient: 'Réf. client',
      nom: 'Intitulé',
      type: 'Type',
      tribunal: 'Tribunal',
      avocat: 'Avocat',
      statut: 'Statut',
      ouverture: "Date d'ouverture",
    },
    parties: 'Parties',
    roles: { client: 'Client', adversaire: 'Partie adverse' },
    court: 'Juridiction',
    refTribunal: 'Réf. tribunal',
    nextHearing: 'Prochaine audience',
    deadlines: 'Échéances ouvertes',
    deadlineColumns: ['Date', 'Type', 'Contenu'],
    noDeadline: 'Aucune échéance ouverte.',
    actions: 'Dernières actions',
    actionColumns: ['Date', 'Action', 'Détail', 'Auteur'],
    noAction: 'Aucune action.',
    expenses: 'Frais',
    expensesTotal: (amount, count) => `Total des frais : ${amount} (${count} dépense${count > 1 ? 's' : ''})`,
    page: (n, of) => `Page ${n} sur ${of}`,
  },
  ar: {
    title: (ref) => `بطاقة الملف ${ref}`,
    identification: 'التعريف',
    fields: {
      refCabinet: 'مرجع المكتب',
      refClient: 'مرجع الموكل',
      nom: 'العنوان',
      type: 'النوع',
      tribunal: 'المحكمة',
      avocat: 'المحامي',
      statut: 'الحالة',
      ouverture: 'تاريخ الفتح',
    },
    parties: 'الأطراف',
    roles: { client: 'الموكل', adversaire: 'الطرف الخصم' },
    court: 'الجهة القضائية',
    refTribunal: 'مرجع المحكمة',
    nextHearing: 'الجلسة المقبلة',
    deadlines: 'الآجال المفتوحة',
    deadlineColumns: ['التاريخ', 'النوع', 'المضمون'],
    noDeadline: 'لا توجد آجال مفتوحة.',
    actions: 'آخر الإجراءات',
    actionColumns: ['التاريخ', 'الإجراء', 'التفاصيل', 'المحرر'],
    noAction: 'لا توجد إجراءات.',
    expenses: 'المصاريف',
    expensesTotal: (amount, count) => `مجموع المصاريف: ${amount} (${isolateLtr(String(count))} مصروف)`,
    page: (n, of) => `صفحة ${n} من ${of}`,
  },
  en: {
    title: (ref) => `Dossier sheet ${ref}`,
    identification: 'Identification',
    fields: {
      refCabinet: 'Firm ref.',
      refClient: 'Client ref.',
      nom: 'Title',
      type: 'Type',
      tribunal: 'Court',
      avocat: 'Lawyer',
      statut: 'Status',
      ouverture: 'Opened on',
    },
    parties: 'Parties',
    roles: { client: 'Client', adversaire: 'Opposing party' },
    court: 'Court proceedings',
    refTribunal: 'Court ref.',
    nextHearing: 'Next hearing',
    deadlines: 'Open deadlines',
    deadlineColumns: ['Date', 'Type', 'Content'],
    noDeadline: 'No open deadline.',
    actions: 'Last actions',
    actionColumns: ['Date', 'Action', 'Details', 'By'],
    noAction: 'No action.',
    expenses: 'Expenses',
    expensesTotal: (amount, count) => `Total expenses: ${amount} (${count} expense${count === 1 ? '' : 's'})`,
    page: (n, of) => `Page ${n} of ${of}`,
  },
};

/** A day, or a day and time (`YYYY-MM-DDTHH:mm`), as 28/11/2026 10:30: one left-to-right run. */
const whenText = (value: string) => {
  const [day = '', time] = value.split('T');
  return time ? isolateLtr(`${day.split('-').reverse().join('/')} ${time.slice(0, 5)}`) : dayText(day);
};

/** A table of labels and values: no header row, the label column narrower. */
const fieldsTable = (rows: readonly (readonly [string, string])[]): PrintBlock => ({
  kind: 'table',
  columns: [
    { label: '', share: 1.3 },
    { label: '', share: 3.7 },
  ],
  rows: rows.map(([label, value]) => [label, value]),
});

/**
 * The dossier sheet (fiche dossier) lawyers take to court, A4 in one language: identification,
 * parties, the court and its next hearing, the open deadlines, the last actions and the expenses'
 * total, under the firm's letterhead. Text the firm typed is isolated (Arabic names in a French
 * sheet, Latin references in an Arabic one).
 */
export const dossierSheetDocument = (sheet: DossierSheet, firm: FirmRecord | undefined, language: Language): PrintDocument => {
  const words = WORDS[language];
  const text = (value: string | undefined) => (value ? isolate(value) : '—');
  const blocks: PrintBlock[] = [
    { kind: 'heading', text: words.identification },
    fieldsTable([
      [words.fields.refCabinet, text(sheet.refCabinet)],
      [words.fields.refClient, text(sheet.refClient)],
      [words.fields.nom, text(sheet.nom)],
      [words.fields.type, text(sheet.type)],
      [words.fields.tribunal, text(sheet.tribunal)],
      [words.fields.avocat, text(sheet.avocat)],
      [words.fields.statut, text(sheet.statut)],
      [words.fields.ouverture, dayText(sheet.dateOuverture)],
    ]),
    { kind: 'heading', text: words.parties },
    fieldsTable([
      ...sheet.clients.map((name) => [words.roles.client, isolate(name)] as const),
      ...sheet.adversaires.map((name) => [words.roles.adversaire, isolate(name)] as const),
    ]),
    { kind: 'heading', text: words.court },
    fieldsTable([
      [words.fields.tribunal, text(sheet.tribunal)],
      [words.refTribunal, text(sheet.refTribunal)],
      [words.nextHearing, sheet.prochaineAudience ? whenText(sheet.prochaineAudience) : '—'],
    ]),
    { kind: 'heading', text: words.deadlines },
    sheet.echeances.length
      ? {
          kind: 'table',
          columns: words.deadlineColumns.map((label, i) => ({ label, share: [1.2, 1.6, 3][i]! })),
          rows: sheet.echeances.map((d) => [whenText(d.date), isolate(d.type), d.contenu ? isolate(d.contenu) : '']),
        }
      : { kind: 'paragraph', text: words.noDeadline },
    { kind: 'heading', text: words.actions },
    sheet.actions.length
      ? {
          kind: 'table',
          columns: words.actionColumns.map((label, i) => ({ label, share: [1, 1.6, 2.6, 1.3][i]! })),
          rows: sheet.actions.map((a) => [dayText(a.day), isolate(a.label), a.valeur ? isolate(a.valeur) : '', isolate(a.auteur)]),
        }
      : { kind: 'paragraph', text: words.noAction },
    { kind: 'heading', text: words.expenses },
    { kind: 'paragraph', text: words.expensesTotal(amountText(sheet.frais.centimes, language), sheet.frais.nombre) },
  ];
  return {
    language,
    direction: language === 'ar' ? 'rtl' : 'ltr',
    letterhead: { name: firm?.nom ?? '', lines: firm ? textFooter(firm, language).slice(1) : [] },
    title: words.title(isolate(sheet.refCabinet)),
    blocks,
    pageLabel: words.page,
  };
};
