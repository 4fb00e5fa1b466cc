import type { Language } from './roles.ts';

/**
 * The columns of a dossiers spreadsheet (issue 33, import): ONE list, read by the import's parser
 * (functions/src/services/dossier-import), its template (headers in fr, ar or en) and the Import
 * tab. A file's header is matched to a column by its key or its header in any of the three
 * languages, compared without case, accents or repeated spaces. Codes (type, court) are the
 * firm's reference data codes; a date is YYYY-MM-DD, DD/MM/YYYY or a spreadsheet date.
 * A row has at most one client and one opposing party: a natural person (CIN, nom, prénom) or a
 * legal entity (RC, raison sociale).
 */
export const IMPORT_COLUMNS = [
  { key: 'refCabinet', required: true, headers: { fr: 'Référence cabinet', ar: 'مرجع المكتب', en: 'Firm reference' } },
  { key: 'nom', headers: { fr: 'Intitulé', ar: 'عنوان الملف', en: 'Title' } },
  { key: 'idTypeDossier', required: true, headers: { fr: 'Type (code)', ar: 'النوع (الرمز)', en: 'Type (code)' } },
  { key: 'idTribunal', required: true, headers: { fr: 'Tribunal (code)', ar: 'المحكمة (الرمز)', en: 'Court (code)' } },
  { key: 'dateOuverture', required: true, headers: { fr: "Date d'ouverture", ar: 'تاريخ الفتح', en: 'Opening date' } },
  { key: 'refClient', headers: { fr: 'Référence client', ar: 'مرجع الموكل', en: 'Client reference' } },
  { key: 'refTribunal', headers: { fr: 'Référence tribunal', ar: 'مرجع المحكمة', en: 'Court reference' } },
  { key: 'clientCin', headers: { fr: 'Client CIN', ar: 'الموكل - رقم البطاقة الوطنية', en: 'Client CIN' } },
  { key: 'clientNom', headers: { fr: 'Client nom', ar: 'الموكل - الاسم العائلي', en: 'Client last name' } },
  { key: 'clientPrenom', headers: { fr: 'Client prénom', ar: 'الموكل - الاسم الشخصي', en: 'Client first name' } },
  { key: 'clientRc', headers: { fr: 'Client RC', ar: 'الموكل - السجل التجاري', en: 'Client RC' } },
  { key: 'clientRaisonSociale', headers: { fr: 'Client raison sociale', ar: 'الموكل - الاسم التجاري', en: 'Client company name' } },
  { key: 'clientPhone', headers: { fr: 'Client téléphone', ar: 'الموكل - الهاتف', en: 'Client phone' } },
  { key: 'clientEmail', headers: { fr: 'Client email', ar: 'الموكل - البريد الإلكتروني', en: 'Client email' } },
  { key: 'adversaireCin', headers: { fr: 'Adversaire CIN', ar: 'الخصم - رقم البطاقة الوطنية', en: 'Opposing party CIN' } },
  { key: 'adversaireNom', headers: { fr: 'Adversaire nom', ar: 'الخصم - الاسم العائلي', en: 'Opposing party last name' } },
  { key: 'adversairePrenom', headers: { fr: 'Adversaire prénom', ar: 'الخصم - الاسم الشخصي', en: 'Opposing party first name' } },
  { key: 'adversaireRc', headers: { fr: 'Adversaire RC', ar: 'الخصم - السجل التجاري', en: 'Opposing party RC' } },
  {
    key: 'adversaireRaisonSociale',
    headers: { fr: 'Adversaire raison sociale', ar: 'الخصم - الاسم التجاري', en: 'Opposing party company name' },
  },
] as const satisfies readonly { key: string; required?: true; headers: Record<Language, string> }[];

export type ImportColumnKey = (typeof IMPORT_COLUMNS)[number]['key'];
export const IMPORT_COLUMN_KEYS = IMPORT_COLUMNS.map((column) => column.key) as [ImportColumnKey, ...ImportColumnKey[]];
/** One row of the file, by column: the cell's text (dates already YYYY-MM-DD), absent when empty. */
export type ImportRow = Partial<Record<ImportColumnKey, string>>;

/**
 * The columns of the file's second sheet, its clients alone (clients of the firm without a dossier
 * yet): ONE list, read as the dossiers' columns are (key or header in any language, or the firm's
 * own names). A row is a natural person (CIN, nom, prénom) or, with an RC or a company name and no
 * CIN or name, a legal entity; the contact fields are the directory's.
 */
export const CLIENT_SHEET_COLUMNS = [
  { key: 'cin', headers: { fr: 'CIN', ar: 'رقم البطاقة الوطنية', en: 'CIN' } },
  { key: 'nom', headers: { fr: 'Nom', ar: 'الاسم العائلي', en: 'Last name' } },
  { key: 'prenom', headers: { fr: 'Prénom', ar: 'الاسم الشخصي', en: 'First name' } },
  { key: 'rc', headers: { fr: 'RC', ar: 'السجل التجاري', en: 'RC' } },
  { key: 'ice', headers: { fr: 'ICE', ar: 'المعرف الموحد للمقاولة', en: 'ICE' } },
  { key: 'raisonSociale', headers: { fr: 'Raison sociale', ar: 'الاسم التجاري', en: 'Company name' } },
  { key: 'representantLegal', headers: { fr: 'Représentant légal', ar: 'الممثل القانوني', en: 'Legal representative' } },
  { key: 'phone', headers: { fr: 'Téléphone', ar: 'الهاتف', en: 'Phone' } },
  { key: 'email', headers: { fr: 'Email', ar: 'البريد الإلكتروني', en: 'Email' } },
  { key: 'adresse', headers: { fr: 'Adresse', ar: 'العنوان', en: 'Address' } },
] as const satisfies readonly { key: string; required?: true; headers: Record<Language, string> }[];

export type ClientSheetColumnKey = (typeof CLIENT_SHEET_COLUMNS)[number]['key'];
export const CLIENT_SHEET_COLUMN_KEYS = CLIENT_SHEET_COLUMNS.map((column) => column.key) as [
  ClientSheetColumnKey,
  ...ClientSheetColumnKey[],
];
export type ClientSheetRow = Partial<Record<ClientSheetColumnKey, string>>;
/** The clients sheet's name in the template, per language. */
export const CLIENT_SHEET_NAMES: Record<Language, string> = { fr: 'Clients', ar: 'الموكلون', en: 'Clients' };

/** At most this many rows (after the headers) in a file, its two sheets together; at most this many bytes. */
export const IMPORT_MAX_ROWS = 10_000;
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
