import { Button, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { IMPORT_COLUMNS, type ImportColumnKey } from '@mizan/shared/imports';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data-table';
import { FormAlert } from '../../../components/form-alert';
import { SelectField } from '../../../components/select-field';
import { currentLanguage } from '../../../lib/i18n';
import { useForm } from '../../../lib/use-form';
import type { ImportColumns } from '../api/dossier-import';

export type Correspondence = { entete: string; colonne: ImportColumnKey | null };
type Values = { correspondances: { entete: string; colonne: string }[] };
type Line = { index: number; entete: string; exemple: string };

const REQUIRED: readonly string[] = IMPORT_COLUMNS.filter((column) => 'required' in column).map((column) => column.key);

/** The required columns no header fills. */
const missingOf = ({ correspondances }: Values) => REQUIRED.filter((key) => !correspondances.some((c) => c.colonne === key));

/** A column chosen for a second header; a required column none fills. */
const rules = (values: Values) => {
  const codes: Record<string, string> = {};
  const seen = new Set<string>();
  values.correspondances.forEach(({ colonne }, index) => {
    if (colonne && seen.has(colonne)) codes[`correspondances.${index}.colonne`] = 'import_column_twice';
    seen.add(colonne);
  });
  if (missingOf(values).length) codes.correspondances = 'import_columns_missing';
  return codes;
};

type ImportMappingStepProps = {
  columns: ImportColumns;
  /** Previews the file read with these correspondences (saved as the firm's by the API). */
  onPreview: (correspondances: Correspondence[]) => Promise<unknown>;
};

/**
 * The correspondences of the file's headers (the firm's own column names) to Mizan's columns,
 * asked when a header is not recognised or a required column is missing: each header with the first
 * row's value under it and a choice of column, filled as the firm's saved correspondences or the
 * template's headers say. The preview saves them for the firm's next files.
 */
export const ImportMappingStep = ({ columns, onPreview }: ImportMappingStepProps) => {
  const { t } = useTranslation(['settings', 'api']);
  const language = currentLanguage();
  const form = useForm<Values>(
    { correspondances: columns.entetes.map(({ entete, colonne }) => ({ entete, colonne: colonne ?? '' })) },
    { rules },
  );
  const nameOf = (key: string) => IMPORT_COLUMNS.find((column) => column.key === key)!.headers[language];
  const missing = form.errorOf('correspondances')
    ? t('import.mapping.missing', { columns: missingOf(form.values).map(nameOf).join(', ') })
    : null;
  const options = IMPORT_COLUMNS.map((column) => ({ value: column.key, label: column.headers[language] }));
  const rows = form.rows('correspondances');
  const submit = form.submit(({ correspondances }) =>
    onPreview(correspondances.map(({ entete, colonne }) => ({ entete, colonne: (colonne || null) as ImportColumnKey | null }))),
  );
  const table: Column<Line>[] = [
    { key: 'entete', header: t('import.mapping.header'), sortable: false, render: (line) => <bdi>{line.entete}</bdi> },
    { key: 'exemple', header: t('import.mapping.example'), sortable: false, render: (line) => <bdi>{line.exemple}</bdi> },
    {
      key: 'index',
      header: t('import.mapping.column'),
      sortable: false,
      render: ({ index, entete }) => (
        <SelectField
          name={`colonne-${index}`}
          label={<VisuallyHidden>{t('import.mapping.columnOf', { header: entete })}</VisuallyHidden>}
          value={form.values.correspondances[index]!.colonne}
          onChange={(event) => rows.change(index, { colonne: event.target.value })}
          options={options}
          placeholder={t('import.mapping.ignored')}
          error={form.errorOf(`correspondances.${index}.colonne`)}
        />
      ),
    },
  ];

  return (
    <form onSubmit={submit} noValidate data-testid="import-mapping">
      <Stack gap="3">
        <Text fontWeight="semibold">{t('import.mapping.title')}</Text>
        <Text fontSize="sm">{t('import.mapping.intro')}</Text>
        <FormAlert message={form.failure ?? missing} />
        <DataTable
          columns={table}
          rows={columns.entetes.map(({ entete, exemple }, index) => ({ index, entete, exemple: exemple ?? '—' }))}
          rowKey={(line) => String(line.index)}
          caption={t('import.mapping.caption')}
          // Every header on one page, in the file's order: each is to be answered.
          pageSize={columns.entetes.length}
        />
        <Button type="submit" alignSelf="start" colorPalette="teal" loading={form.saving} data-testid="import-mapping-preview">
          {t('import.mapping.preview')}
        </Button>
      </Stack>
    </form>
  );
};
