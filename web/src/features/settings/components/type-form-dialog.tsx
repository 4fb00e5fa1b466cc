import { Button, Checkbox, Field, HStack, Heading, IconButton, Stack, Text } from '@chakra-ui/react';
import { LANGUAGES } from '@mizan/shared/roles';
import type { ChangeEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { FormDialog } from '../../../components/form-dialog';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { LANGUAGE_NAMES } from '../../../lib/i18n';
import { errorMessage } from '../../../lib/notify';
import { useForm, type FieldPath } from '../../../lib/use-form';
import {
  checkCreate,
  checkUpdate,
  emptyForm,
  formOf,
  nextLanguage,
  type CreateBody,
  type TypeForm,
  type TypeItem,
  type TypeKind,
  type UpdateBody,
} from '../utils/type-form';

export type TypeChoice = { value: string; label: string };

type TypeFormDialogProps = {
  kind: TypeKind;
  /** The type being edited; none when adding one. */
  item?: TypeItem;
  /** Deadline types a deadline type's next deadlines can name. */
  choices?: readonly TypeChoice[];
  onCreate: (body: CreateBody) => Promise<unknown>;
  onUpdate: (id: string, body: UpdateBody) => Promise<unknown>;
  onSaved: (label: string) => void;
  onClose: () => void;
};

const LANGUAGE_OPTIONS = LANGUAGES.map((code) => ({ value: code, label: `${LANGUAGE_NAMES[code]} (${code})` }));

type CheckFieldProps = { name: string; checked: boolean; onChange: (checked: boolean) => void; children: ReactNode };

const CheckField = ({ name, checked, onChange, children }: CheckFieldProps) => (
  <Checkbox.Root name={name} checked={checked} onCheckedChange={({ checked: value }) => onChange(value === true)} data-testid={name}>
    <Checkbox.HiddenInput />
    <Checkbox.Control />
    <Checkbox.Label>{children}</Checkbox.Label>
  </Checkbox.Root>
);

type RowsSectionProps = {
  /** Names the section's heading and test ids: `{name}-0`, `remove-{name}-0`, `add-{name}`. */
  name: string;
  title: string;
  emptyText: string;
  removeLabel: string;
  addLabel: string;
  count: number;
  /** The list's own error (e.g. one translation per language). */
  error?: string;
  canAdd?: boolean;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** The fields of row `index`. */
  row: (index: number) => ReactNode;
};

/** A list of rows (translations, next deadlines): each row's fields and remove icon, the list's error, and Add. */
const RowsSection = ({
  name,
  title,
  emptyText,
  removeLabel,
  addLabel,
  count,
  error,
  canAdd = true,
  onAdd,
  onRemove,
  row,
}: RowsSectionProps) => (
  <Stack as="section" gap="2" aria-labelledby={`${name}s-heading`}>
    <Heading as="h3" size="sm" id={`${name}s-heading`}>
      {title}
    </Heading>
    {count === 0 && <Text color="fg.muted">{emptyText}</Text>}
    {Array.from({ length: count }, (_, index) => (
      <HStack key={index} align="flex-start" data-testid={`${name}-${index}`}>
        {row(index)}
        <IconButton
          alignSelf="flex-end"
          variant="ghost"
          colorPalette="red"
          aria-label={removeLabel}
          title={removeLabel}
          data-testid={`remove-${name}-${index}`}
          onClick={() => onRemove(index)}
        >
          <LuTrash2 />
        </IconButton>
      </HStack>
    ))}
    {error && (
      <Field.Root invalid>
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    )}
    <Button alignSelf="flex-start" size="sm" variant="outline" data-testid={`add-${name}`} disabled={!canAdd} onClick={onAdd}>
      <LuPlus /> {addLabel}
    </Button>
  </Stack>
);

/**
 * Spec 2.20's add/edit modal: identifier (when adding), description, active flag and translations
 * (one per language); deadline types add their delay, automatic flag and next deadlines. The shared
 * rules are checked before sending; the API's field errors (a taken identifier, a looping chain)
 * show beside their fields.
 */
export const TypeFormDialog = ({ kind, item, choices = [], onCreate, onUpdate, onSaved, onClose }: TypeFormDialogProps) => {
  const { t } = useTranslation('settings');
  const creating = !item;
  const check = (typed: TypeForm) => (creating ? checkCreate(kind, typed) : checkUpdate(kind, typed));
  // Each of the API's errors shows beside the field its details name (rows included: `nextActions.0.IdChild`), its message above.
  const form = useForm(() => (item ? formOf(item) : emptyForm()), {
    rules: (typed) => check(typed).codes ?? {},
    invalid: t('form.invalid'),
    failureOf: errorMessage,
  });
  const { values, setValue, errorOf } = form;

  const setTranslation = (index: number, changes: Partial<TypeForm['traductions'][number]>) =>
    setValue('traductions', (rows) => rows.map((row, i) => (i === index ? { ...row, ...changes } : row)));
  const setNextAction = (index: number, changes: Partial<TypeForm['nextActions'][number]>) =>
    setValue('nextActions', (rows) => rows.map((row, i) => (i === index ? { ...row, ...changes } : row)));

  const handleSubmit = form.submit(async (typed) => {
    const { body } = check(typed);
    if (creating) await onCreate(body as CreateBody);
    else await onUpdate(item.id, body as UpdateBody);
    onSaved(typed.label.trim());
  });

  const nextChoices = choices.filter((choice) => choice.value !== item?.id);
  /** A field of a row, named as the API names it (`traductions.0.langue`), with its error. */
  const rowField = (name: FieldPath<TypeForm>, value: string, set: (value: string) => void) => ({
    name,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => set(event.target.value),
    error: errorOf(name),
  });

  return (
    <FormDialog
      title={t(`${creating ? 'addTitle' : 'editTitle'}.${kind}`)}
      testId="type-form"
      cancelTestId="cancel-type"
      submitTestId="save-type"
      failure={form.failure}
      unsaved={form.dirty}
      saving={form.saving}
      cancelLabel={t('form.cancel')}
      submitLabel={t('form.save')}
      onSubmit={handleSubmit}
      onClose={onClose}
      size="lg"
      closeButton
    >
      {creating ? (
        <TextField {...form.field('id')} label={t('form.id')} helperText={t('form.idHint')} required autoComplete="off" />
      ) : (
        <Text data-testid="type-id">{t('form.idValue', { id: item.id })}</Text>
      )}
      <TextField {...form.field('label')} label={t('form.label')} required autoComplete="off" />
      <CheckField name="actif" checked={values.actif} onChange={(actif) => setValue('actif', actif)}>
        {t('form.actif')}
      </CheckField>
      {kind === 'deadlineType' && (
        <>
          <TextField {...form.field('delai')} type="number" min={0} step={1} inputMode="numeric" label={t('form.delai')} />
          <CheckField name="isauto" checked={values.isauto} onChange={(isauto) => setValue('isauto', isauto)}>
            {t('form.isauto')}
          </CheckField>
        </>
      )}

      <RowsSection
        name="translation"
        title={t('form.translations')}
        emptyText={t('form.noTranslation')}
        removeLabel={t('form.removeTranslation')}
        addLabel={t('form.addTranslation')}
        count={values.traductions.length}
        error={errorOf('traductions')}
        canAdd={!!nextLanguage(values.traductions)}
        onAdd={() => setValue('traductions', (rows) => [...rows, { langue: nextLanguage(rows) ?? 'fr', valeur: '', actif: true }])}
        onRemove={(index) => setValue('traductions', (rows) => rows.filter((_, i) => i !== index))}
        row={(index) => {
          const row = values.traductions[index]!;
          return (
            <>
              <SelectField
                {...rowField(`traductions.${index}.langue`, row.langue, (langue) => setTranslation(index, { langue }))}
                label={t('form.language')}
                options={LANGUAGE_OPTIONS}
                required
              />
              <TextField
                {...rowField(`traductions.${index}.valeur`, row.valeur, (valeur) => setTranslation(index, { valeur }))}
                label={t('form.value')}
                required
                autoComplete="off"
              />
            </>
          );
        }}
      />
      {kind === 'deadlineType' && (
        <RowsSection
          name="next-action"
          title={t('form.nextActions')}
          emptyText={t('form.noNextAction')}
          removeLabel={t('form.removeNextAction')}
          addLabel={t('form.addNextAction')}
          count={values.nextActions.length}
          error={errorOf('nextActions')}
          onAdd={() => setValue('nextActions', (rows) => [...rows, { IdChild: '', delais: '0' }])}
          onRemove={(index) => setValue('nextActions', (rows) => rows.filter((_, i) => i !== index))}
          row={(index) => {
            const row = values.nextActions[index]!;
            return (
              <>
                <SelectField
                  {...rowField(`nextActions.${index}.IdChild`, row.IdChild, (IdChild) => setNextAction(index, { IdChild }))}
                  label={t('form.nextType')}
                  placeholder={t('form.choose')}
                  options={nextChoices}
                  required
                />
                <TextField
                  {...rowField(`nextActions.${index}.delais`, row.delais, (delais) => setNextAction(index, { delais }))}
                  type="number"
                  min={0}
                  step={1}
                  inputMode="numeric"
                  label={t('form.delais')}
                  required
                />
              </>
            );
          }}
        />
      )}
    </FormDialog>
  );
};
