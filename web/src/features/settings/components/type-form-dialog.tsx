import { Button, Checkbox, CloseButton, Dialog, Field, HStack, Heading, IconButton, Portal, Stack, Text } from '@chakra-ui/react';
import { LANGUAGES } from '@mizan/shared/roles';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { FormAlert } from '../../../components/form-alert';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { LANGUAGE_NAMES } from '../../../lib/i18n';
import { errorMessage } from '../../../lib/notify';
import { fieldErrorsByName, ruleKeys } from '../../../lib/validation';
import {
  checkCreate,
  checkUpdate,
  emptyForm,
  formOf,
  nextLanguage,
  type CreateBody,
  type FieldCodes,
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

/**
 * Spec 2.20's add/edit modal: identifier (when adding), description, active flag and translations
 * (one per language); deadline types add their delay, automatic flag and next deadlines. The shared
 * rules are checked before sending; the API's field errors (a taken identifier, a looping chain)
 * show beside their fields.
 */
export const TypeFormDialog = ({ kind, item, choices = [], onCreate, onUpdate, onSaved, onClose }: TypeFormDialogProps) => {
  const { t } = useTranslation('settings');
  const creating = !item;
  const [form, setForm] = useState<TypeForm>(() => (item ? formOf(item) : emptyForm()));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const checked = creating ? checkCreate(kind, form) : checkUpdate(kind, form);
  const codes: FieldCodes = checked.codes ?? {};
  const errorOf = (field: string) => {
    const code = codes[field];
    return serverErrors[field] ?? (submitted && code ? t(ruleKeys(code)) : undefined);
  };

  const update = (changes: Partial<TypeForm>, fields: readonly string[]) => {
    setForm((previous) => ({ ...previous, ...changes }));
    setServerErrors((previous) => ({ ...previous, ...Object.fromEntries(fields.map((field) => [field, undefined])) }));
    setAlert(null);
  };
  const setTranslation = (index: number, changes: Partial<TypeForm['traductions'][number]>) =>
    update({ traductions: form.traductions.map((row, i) => (i === index ? { ...row, ...changes } : row)) }, [
      `traductions.${index}.langue`,
      `traductions.${index}.valeur`,
    ]);
  const setNextAction = (index: number, changes: Partial<TypeForm['nextActions'][number]>) =>
    update({ nextActions: form.nextActions.map((row, i) => (i === index ? { ...row, ...changes } : row)) }, [
      `nextActions.${index}.IdChild`,
      `nextActions.${index}.delais`,
    ]);
  // Removing a row renumbers the ones after it: the API's errors no longer point at the right rows.
  const removeRow = (changes: Partial<TypeForm>) => {
    setForm((previous) => ({ ...previous, ...changes }));
    setServerErrors({});
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (checked.codes) {
      setAlert(t('form.invalid'));
      return;
    }
    setSaving(true);
    try {
      if (creating) await onCreate(checked.body as CreateBody);
      else await onUpdate(item.id, checked.body as UpdateBody);
      onSaved(form.label.trim());
    } catch (error) {
      setAlert(errorMessage(error));
      // Each error shows beside the field its details name (rows included: `nextActions.0.IdChild`).
      if (error instanceof ApiError) setServerErrors(fieldErrorsByName(error.details));
    } finally {
      setSaving(false);
    }
  };

  const nextChoices = choices.filter((choice) => choice.value !== item?.id);
  const translationsError = errorOf('traductions');
  const nextActionsError = errorOf('nextActions');

  return (
    <Dialog.Root open onOpenChange={({ open }) => !open && onClose()} size="lg" placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* The form is the dialog's content itself, so that its body scrolls between header and footer. */}
          <Dialog.Content asChild data-testid="type-form-dialog">
            <form onSubmit={handleSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t(`${creating ? 'addTitle' : 'editTitle'}.${kind}`)}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <FormAlert message={alert} />
                  {creating ? (
                    <TextField
                      name="id"
                      label={t('form.id')}
                      value={form.id}
                      onChange={(event) => update({ id: event.target.value }, ['id'])}
                      error={errorOf('id')}
                      helperText={t('form.idHint')}
                      required
                      autoComplete="off"
                    />
                  ) : (
                    <Text data-testid="type-id">{t('form.idValue', { id: item.id })}</Text>
                  )}
                  <TextField
                    name="label"
                    label={t('form.label')}
                    value={form.label}
                    onChange={(event) => update({ label: event.target.value }, ['label'])}
                    error={errorOf('label')}
                    required
                    autoComplete="off"
                  />
                  <CheckField name="actif" checked={form.actif} onChange={(actif) => update({ actif }, ['actif'])}>
                    {t('form.actif')}
                  </CheckField>
                  {kind === 'deadlineType' && (
                    <>
                      <TextField
                        name="delai"
                        type="number"
                        min={0}
                        step={1}
                        inputMode="numeric"
                        label={t('form.delai')}
                        value={form.delai}
                        onChange={(event) => update({ delai: event.target.value }, ['delai'])}
                        error={errorOf('delai')}
                      />
                      <CheckField name="isauto" checked={form.isauto} onChange={(isauto) => update({ isauto }, ['isauto'])}>
                        {t('form.isauto')}
                      </CheckField>
                    </>
                  )}

                  <Stack as="section" gap="2" aria-labelledby="translations-heading">
                    <Heading as="h3" size="sm" id="translations-heading">
                      {t('form.translations')}
                    </Heading>
                    {form.traductions.length === 0 && <Text color="fg.muted">{t('form.noTranslation')}</Text>}
                    {form.traductions.map((row, index) => (
                      <HStack key={index} align="flex-start" data-testid={`translation-${index}`}>
                        <SelectField
                          name={`traductions.${index}.langue`}
                          label={t('form.language')}
                          value={row.langue}
                          options={LANGUAGE_OPTIONS}
                          onChange={(event) => setTranslation(index, { langue: event.target.value })}
                          error={errorOf(`traductions.${index}.langue`)}
                          required
                        />
                        <TextField
                          name={`traductions.${index}.valeur`}
                          label={t('form.value')}
                          value={row.valeur}
                          onChange={(event) => setTranslation(index, { valeur: event.target.value })}
                          error={errorOf(`traductions.${index}.valeur`)}
                          required
                          autoComplete="off"
                        />
                        <IconButton
                          alignSelf="flex-end"
                          variant="ghost"
                          colorPalette="red"
                          aria-label={t('form.removeTranslation')}
                          title={t('form.removeTranslation')}
                          data-testid={`remove-translation-${index}`}
                          onClick={() => removeRow({ traductions: form.traductions.filter((_, i) => i !== index) })}
                        >
                          <LuTrash2 />
                        </IconButton>
                      </HStack>
                    ))}
                    {translationsError && (
                      <Field.Root invalid>
                        <Field.ErrorText>{translationsError}</Field.ErrorText>
                      </Field.Root>
                    )}
                    <Button
                      alignSelf="flex-start"
                      size="sm"
                      variant="outline"
                      data-testid="add-translation"
                      disabled={!nextLanguage(form.traductions)}
                      onClick={() =>
                        update(
                          {
                            traductions: [...form.traductions, { langue: nextLanguage(form.traductions) ?? 'fr', valeur: '', actif: true }],
                          },
                          ['traductions'],
                        )
                      }
                    >
                      <LuPlus /> {t('form.addTranslation')}
                    </Button>
                  </Stack>

                  {kind === 'deadlineType' && (
                    <Stack as="section" gap="2" aria-labelledby="next-actions-heading">
                      <Heading as="h3" size="sm" id="next-actions-heading">
                        {t('form.nextActions')}
                      </Heading>
                      {form.nextActions.length === 0 && <Text color="fg.muted">{t('form.noNextAction')}</Text>}
                      {form.nextActions.map((row, index) => (
                        <HStack key={index} align="flex-start" data-testid={`next-action-${index}`}>
                          <SelectField
                            name={`nextActions.${index}.IdChild`}
                            label={t('form.nextType')}
                            value={row.IdChild}
                            placeholder={t('form.choose')}
                            options={nextChoices}
                            onChange={(event) => setNextAction(index, { IdChild: event.target.value })}
                            error={errorOf(`nextActions.${index}.IdChild`)}
                            required
                          />
                          <TextField
                            name={`nextActions.${index}.delais`}
                            type="number"
                            min={0}
                            step={1}
                            inputMode="numeric"
                            label={t('form.delais')}
                            value={row.delais}
                            onChange={(event) => setNextAction(index, { delais: event.target.value })}
                            error={errorOf(`nextActions.${index}.delais`)}
                            required
                          />
                          <IconButton
                            alignSelf="flex-end"
                            variant="ghost"
                            colorPalette="red"
                            aria-label={t('form.removeNextAction')}
                            title={t('form.removeNextAction')}
                            data-testid={`remove-next-action-${index}`}
                            onClick={() => removeRow({ nextActions: form.nextActions.filter((_, i) => i !== index) })}
                          >
                            <LuTrash2 />
                          </IconButton>
                        </HStack>
                      ))}
                      {nextActionsError && (
                        <Field.Root invalid>
                          <Field.ErrorText>{nextActionsError}</Field.ErrorText>
                        </Field.Root>
                      )}
                      <Button
                        alignSelf="flex-start"
                        size="sm"
                        variant="outline"
                        data-testid="add-next-action"
                        onClick={() => update({ nextActions: [...form.nextActions, { IdChild: '', delais: '0' }] }, ['nextActions'])}
                      >
                        <LuPlus /> {t('form.addNextAction')}
                      </Button>
                    </Stack>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} data-testid="cancel-type">
                  {t('form.cancel')}
                </Button>
                <Button type="submit" colorPalette="teal" loading={saving} data-testid="save-type">
                  {t('form.save')}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('form.cancel')} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
