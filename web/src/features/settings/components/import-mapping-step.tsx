import { Button, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { CLIENT_SHEET_COLUMNS, IMPORT_COLUMNS } from '@mizan/shared/imports';
import type { Language } from '@mizan/shared/roles';
import type { ImportPreviewBody } from '@mizan/shared/schemas/imports';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data-table';
import { FormAlert } from '../../../components/form-alert';
import { SelectField } from '../../../components/select-field';
import { currentLanguage } from '../../../lib/i18n';
import { useForm } from '../../../lib/use-form';
import type { ImportColumns } from '../api/dossier-import';

/** The correspondences the preview is sent, of each sheet. */
export type Correspondences = ImportPreviewBody;
type Field = keyof Correspondences;
type Values = Record<Field, { entete: string; colonne: string }[]>;
type Line = { index: number; entete: string; exemple: string };
type SheetColumn = { key: string; required?: true; headers: Record<Language, string> };
type Headers = readonly { entete: string; colonne: string | null; exemple: string | null }[];
type MappingForm = ReturnType<typeof useForm<Values>>;

/** Each sheet's field in the body, its columns and its title. */
const SHEETS: readonly { field: Field; columns: readonly SheetColumn[]; title: string }[] = [
  { field: 'correspondances', columns: IMPORT_COLUMNS, title: 'import.mapping.dossiers' },
  { field: 'correspondancesClients', columns: CLIENT_SHEET_COLUMNS, title: 'import.mapping.clients' },
];

const REQUIRED: readonly string[] = IMPORT_COLUMNS.filter((column) => 'required' in column).map((column) => column.key);

/** The required columns of the sheet of dossiers no header fills. */
const missingOf = ({ correspondances }: Values) => REQUIRED.filter((key) => !correspondances.some((c) => c.colonne === key));

/** A column chosen for a second header of its sheet; a required column none fills. */
const rules = (values: Values) => {
  const codes: Record<string, string> = {};
  for (const { field } of SHEETS) {
    const seen = new Set<string>();
    values[field].forEach(({ colonne }, index) => {
      if (colonne && seen.has(colonne)) codes[`${field}.${index}.colonne`] = 'import_column_twice';
      seen.add(colonne);
    });
  }
  if (missingOf(values).length) codes.correspondances = 'import_columns_missing';
  return codes;
};

type ImportMappingStepProps = {
  columns: ImportColumns;
  /** Previews the file read with these correspondences (saved as the firm's by the API). */
  onPreview: (correspondences: Correspondences) => Promise<unknown>;
};

/**
 * The correspondences of the file's headers (the firm's own column names) to Mizan's columns,
 * asked when a header is not recognised or a required column is missing: each header with the first
 * row's value under it and a choice of column, filled as the firm's saved correspondences or the
 * template's headers say; the sheet of dossiers', then the clients sheet's when the file has one.
 * The preview saves them for the firm's next files.
 */
export const ImportMappingStep = ({ columns, onPreview }: ImportMappingStepProps) => {
  const { t } = useTranslation(['settings', 'api']);
  const language = currentLanguage();
  const given = (entetes: Headers | undefined) => (entetes ?? []).map(({ entete, colonne }) => ({ entete, colonne: colonne ?? '' }));
  const form = useForm<Values>(
    { correspondances: given(columns.entetes), correspondancesClients: given(columns.clients?.entetes) },
    { rules },
  );
  const nameOf = (key: string) => IMPORT_COLUMNS.find((column) => column.key === key)!.headers[language];
  const missing = form.errorOf('correspondances')
    ? t('import.mapping.missing', { columns: missingOf(form.values).map(nameOf).join(', ') })
    : null;
  const chosen = (rows: Values[Field]) => rows.map(({ entete, colonne }) => ({ entete, colonne: colonne || null }));
  const submit = form.submit((values) =>
    onPreview({
      correspondances: chosen(values.correspondances),
      ...(columns.clients ? { correspondancesClients: chosen(values.correspondancesClients) } : {}),
    } as Correspondences),
  );
  const sheets: (Headers | undefined)[] = [columns.entetes, columns.clients?.entetes];

  return (
    <form onSubmit={submit} noValidate data-testid="import-mapping">
      <Stack gap="3">
        <Text fontWeight="semibold">{t('import.mapping.title')}</Text>
        <Text fontSize="sm">{t('import.mapping.intro')}</Text>
        <FormAlert message={form.failure ?? missing} />
        {SHEETS.map(
          (sheet, index) =>
            sheets[index] && (
              <SheetMapping key={sheet.field} form={form} sheet={sheet} entetes={sheets[index]} withTitle={!!columns.clients} />
            ),
        )}
        <Button type="submit" alignSelf="start" colorPalette="teal" loading={form.saving} data-testid="import-mapping-preview">
          {t('import.mapping.preview')}
        </Button>
      </Stack>
    </form>
  );
};

type SheetMappingProps = {
  form: MappingForm;
  sheet: (typeof SHEETS)[number];
  entetes: Headers;
  /** Whether the file has two sheets, each then named above its table. */
  withTitle: boolean;
};

/** One sheet's headers: every one on one page, in the file's order (each is to be answered). */
const SheetMapping = ({ form, sheet, entetes, withTitle }: SheetMappingProps) => {
  const { t } = useTranslation('settings');
  const language = currentLanguage();
  const options = sheet.columns.map((column) => ({ value: column.key, label: column.headers[language] }));
  const rows = form.rows(sheet.field);
  const table: Column<Line>[] = [
    { key: 'entete', header: t('import.mapping.header'), sortable: false, render: (line) => <bdi>{line.entete}</bdi> },
    { key: 'exemple', header: t('import.mapping.example'), sortable: false, render: (line) => <bdi>{line.exemple}</bdi> },
    {
      key: 'index',
      header: t('import.mapping.column'),
      sortable: false,
      render: ({ index, entete }) => (
        <SelectField
          name={`${sheet.field}-${index}`}
          label={<VisuallyHidden>{t('import.mapping.columnOf', { header: entete })}</VisuallyHidden>}
          value={form.values[sheet.field][index]!.colonne}
          onChange={(event) => rows.change(index, { colonne: event.target.value })}
          options={options}
          placeholder={t('import.mapping.ignored')}
          error={form.errorOf(`${sheet.field}.${index}.colonne`)}
        />
      ),
    },
  ];
  return (
    <Stack gap="2" data-testid={`import-mapping-${sheet.field}`}>
      {withTitle && <Text fontWeight="semibold">{t(sheet.title)}</Text>}
      <DataTable
        columns={table}
        rows={entetes.map(({ entete, exemple }, index) => ({ index, entete, exemple: exemple ?? '—' }))}
        rowKey={(line) => String(line.index)}
        caption={t('import.mapping.caption')}
        pageSize={entetes.length}
      />
    </Stack>
  );
};
