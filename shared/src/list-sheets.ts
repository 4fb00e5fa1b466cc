import type { Language } from './roles.ts';

type Words = Record<Language, string>;
type Sheet<K extends string> = { name: Words; columns: Record<K, Words> };

/** The most rows a list's XLSX holds: beyond it the export is refused (`export_too_many_rows`) and the filters are to narrow. */
export const LIST_SHEET_MAX_ROWS = 10_000;

/**
 * The XLSX exports of the lists (issue 33: dossiers, clients; invoices): each sheet's name and its
 * columns' headers in fr, ar and en, in the order the sheet has them. The API writes the sheet in
 * the caller's language (right to left in Arabic); the pages' own tables word the same columns.
 */
export const DOSSIER_SHEET: Sheet<
  'refCabinet' | 'nom' | 'nomClient' | 'typeDossier' | 'dateOuverture' | 'statut' | 'derniereAction' | 'dateDerniereAction'
> = {
  name: { fr: 'Dossiers', ar: 'الملفات', en: 'Cases' },
  columns: {
    refCabinet: { fr: 'Réf. cabinet', ar: 'مرجع المكتب', en: 'Cabinet ref.' },
    nom: { fr: 'Nom du dossier', ar: 'اسم الملف', en: 'Case name' },
    nomClient: { fr: 'Client', ar: 'الموكل', en: 'Client' },
    typeDossier: { fr: 'Type de dossier', ar: 'نوع الملف', en: 'Case type' },
    dateOuverture: { fr: "Date d'ouverture", ar: 'تاريخ الفتح', en: 'Opening date' },
    statut: { fr: 'Statut', ar: 'الحالة', en: 'Status' },
    derniereAction: { fr: 'Dernière action', ar: 'آخر إجراء', en: 'Last action' },
    dateDerniereAction: { fr: 'Date de la dernière action', ar: 'تاريخ آخر إجراء', en: 'Last action date' },
  },
};

export const PERSON_SHEET: Sheet<'nom' | 'prenom' | 'cin' | 'phone' | 'email' | 'adresse'> = {
  name: { fr: 'Personnes physiques', ar: 'الأشخاص الذاتيون', en: 'Natural persons' },
  columns: {
    nom: { fr: 'Nom', ar: 'الاسم العائلي', en: 'Last name' },
    prenom: { fr: 'Prénom', ar: 'الاسم الشخصي', en: 'First name' },
    cin: { fr: 'CIN', ar: 'رقم البطاقة الوطنية', en: 'CIN' },
    phone: { fr: 'Téléphone', ar: 'الهاتف', en: 'Phone' },
    email: { fr: 'E-mail', ar: 'البريد الإلكتروني', en: 'Email' },
    adresse: { fr: 'Adresse', ar: 'العنوان', en: 'Address' },
  },
};

export const COMPANY_SHEET: Sheet<'raisonSociale' | 'representantLegal' | 'rc' | 'ice' | 'phone' | 'email' | 'adresse'> = {
  name: { fr: 'Personnes morales', ar: 'الأشخاص المعنويون', en: 'Legal entities' },
  columns: {
    raisonSociale: { fr: 'Raison sociale', ar: 'الاسم التجاري', en: 'Company name' },
    representantLegal: { fr: 'Représentant légal', ar: 'الممثل القانوني', en: 'Legal representative' },
    rc: { fr: 'RC', ar: 'السجل التجاري', en: 'RC' },
    ice: { fr: 'ICE', ar: 'ICE (المعرف الموحد للمقاولة)', en: 'ICE' },
    phone: { fr: 'Téléphone', ar: 'الهاتف', en: 'Phone' },
    email: { fr: 'E-mail', ar: 'البريد الإلكتروني', en: 'Email' },
    adresse: { fr: 'Adresse', ar: 'العنوان', en: 'Address' },
  },
};

export const INVOICE_SHEET: Sheet<
  'numero' | 'date' | 'nomClient' | 'refCabinet' | 'nomAvocat' | 'ttcCentimes' | 'payeCentimes' | 'resteCentimes' | 'statut'
> & { statuses: Record<'BROUILLON' | 'IMPAYEE' | 'PARTIELLE' | 'PAYEE' | 'ANNULEE', Words> } = {
  name: { fr: 'Factures', ar: 'الفواتير', en: 'Invoices' },
  columns: {
    numero: { fr: 'Numéro', ar: 'الرقم', en: 'Number' },
    date: { fr: 'Date', ar: 'التاريخ', en: 'Date' },
    nomClient: { fr: 'Client', ar: 'الموكل', en: 'Client' },
    refCabinet: { fr: 'Dossier', ar: 'الملف', en: 'Case' },
    nomAvocat: { fr: 'Avocat', ar: 'المحامي', en: 'Lawyer' },
    ttcCentimes: { fr: 'Montant TTC (MAD)', ar: 'المبلغ شامل الضريبة (درهم)', en: 'Amount incl. VAT (MAD)' },
    payeCentimes: { fr: 'Payé (MAD)', ar: 'المؤدى (درهم)', en: 'Paid (MAD)' },
    resteCentimes: { fr: 'Reste dû (MAD)', ar: 'الباقي (درهم)', en: 'Balance due (MAD)' },
    statut: { fr: 'État', ar: 'الحالة', en: 'Status' },
  },
  statuses: {
    BROUILLON: { fr: 'Brouillon', ar: 'مسودة', en: 'Draft' },
    IMPAYEE: { fr: 'Impayée', ar: 'غير مؤداة', en: 'Unpaid' },
    PARTIELLE: { fr: 'Partiellement payée', ar: 'مؤداة جزئيًا', en: 'Partly paid' },
    PAYEE: { fr: 'Payée', ar: 'مؤداة', en: 'Paid' },
    ANNULEE: { fr: 'Annulée par avoir', ar: 'ملغاة بإشعار دائن', en: 'Cancelled by credit note' },
  },
};
