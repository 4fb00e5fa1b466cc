import { Button, DataList, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { Confidentiality, DocumentItem } from '@mizan/shared/schemas/documents';
import type { TemplateItem } from '@mizan/shared/schemas/templates';
import { TEMPLATE_LISTS } from '@mizan/shared/templates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuDownload, LuEye } from 'react-icons/lu';
import { FileName } from '../../../components/file-name';
import { FormDialog } from '../../../components/form-dialog';
import { SelectField } from '../../../components/select-field';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { useGenerateDocument, useTemplateChoices, useTemplateValues } from '../api/generate-document';
import { downloadDocument } from '../api/get-document-address';
import { viewerPath } from './documents-table';

const LEVELS: readonly Confidentiality[] = ['PB', 'PA', 'PC'];

type Values = { idModele: string; IdConfidentialite: Confidentiality };

/** A field's or a repeated section's label, as Settings › Modèles documents it. */
const labelKey = (champ: string) => (champ in TEMPLATE_LISTS ? `settings:templates.lists.${champ}` : `settings:templates.fields.${champ}`);

/** The preview: each field the template uses and the value it will get; an empty one is marked, not left blank. */
const Preview = ({ dossierId, template }: { dossierId: string; template: TemplateItem }) => {
  const { t } = useTranslation(['documents', 'settings']);
  const { data, error } = useTemplateValues(dossierId, template.langue);
  if (error) return null;
  if (!data) return <Text color="fg.muted">{t('generate.previewLoading')}</Text>;
  const values = new Map(data.valeurs.map(({ champ, valeur }) => [champ, valeur]));
  return (
    <Stack gap="2" data-testid="generate-preview">
      <Text fontWeight="medium">{t('generate.preview')}</Text>
      <DataList.Root orientation="horizontal" size="sm">
        {template.champs.map((champ) => {
          const value = values.get(champ) ?? '';
          return (
            <DataList.Item key={champ} data-field={champ} data-empty={value === '' || undefined}>
              <DataList.ItemLabel>
                <Stack gap="0">
                  <Text>{t(labelKey(champ))}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    <bdi dir="ltr">{`{${champ}}`}</bdi>
                  </Text>
                </Stack>
              </DataList.ItemLabel>
              <DataList.ItemValue>
                {value ? (
                  <bdi>{value}</bdi>
                ) : (
                  <Text as="span" color="fg.warning" fontStyle="italic">
                    {t('generate.emptyValue')}
                  </Text>
                )}
              </DataList.ItemValue>
            </DataList.Item>
          );
        })}
      </DataList.Root>
    </Stack>
  );
};

type GenerateDialogProps = {
  dossierId: string;
  /** A document was made: the dossier's documents read again. */
  onGenerated: () => void;
  onClose: () => void;
};

/**
 * The Folder screen's 'Nouveau document depuis un modèle' (staff): choose one of the firm's
 * templates (its language shown), see the dossier's values as they will fill its fields, choose the
 * confidentiality (PA by default), generate. The new document joins the dossier's list and the
 * dialog offers to open it in the viewer or download it; a failure is said in the form, which keeps
 * the choices.
 */
export const GenerateDialog = ({ dossierId, onGenerated, onClose }: GenerateDialogProps) => {
  const { t } = useTranslation(['documents', 'settings']);
  const templates = useTemplateChoices();
  const { trigger } = useGenerateDocument();
  const [made, setMade] = useState<DocumentItem | null>(null);
  const form = useForm<Values>(
    { idModele: '', IdConfidentialite: 'PA' },
    { rules: ({ idModele }) => ({ idModele: idModele ? undefined : 'required' }) },
  );
  const choices = templates.data?.modeles ?? [];
  const template = choices.find((choice) => choice.idModele === form.values.idModele);

  const handleSubmit = form.submit(async ({ idModele, IdConfidentialite }) => {
    const document = await trigger({ params: { idModele }, body: { idDossier: dossierId, IdConfidentialite } });
    notifySuccess(t('generate.done', { name: `${document.nom}.${document.extension}` }));
    form.reset({ idModele, IdConfidentialite });
    setMade(document);
    onGenerated();
  });

  const handleDownload = async (idDocument: string) => {
    try {
      await downloadDocument(idDocument);
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <FormDialog
      title={t('generate.title')}
      testId="generate"
      size="lg"
      failure={form.failure}
      unsaved={form.dirty}
      saving={form.saving}
      cancelLabel={t(made ? 'upload.close' : 'cancel')}
      submitLabel={made ? null : t('generate.submit')}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      {made ? (
        <Stack gap="3" data-testid="generate-made">
          <Text>
            {t('generate.made')} <FileName>{`${made.nom}.${made.extension}`}</FileName>
          </Text>
          <HStack gap="3" wrap="wrap">
            <Button asChild colorPalette="teal" minHeight="11">
              <Link href={viewerPath(made.idDocument)} target="_blank" rel="noopener" data-testid="generate-open">
                <LuEye /> {t('generate.open')}
              </Link>
            </Button>
            <Button variant="outline" minHeight="11" onClick={() => void handleDownload(made.idDocument)}>
              <LuDownload /> {t('viewer.download')}
            </Button>
          </HStack>
        </Stack>
      ) : (
        <>
          <SelectField
            {...form.field('idModele')}
            name="generate-template"
            label={t('generate.template')}
            placeholder={templates.data ? t('generate.choose') : t('generate.loading')}
            options={choices.map((choice) => ({
              value: choice.idModele,
              label: `${choice.nom} (${t(`settings:templates.languages.${choice.langue}`)})`,
            }))}
            required
          />
          {templates.data && choices.length === 0 && <Text color="fg.muted">{t('generate.none')}</Text>}
          <SelectField
            {...form.field('IdConfidentialite')}
            name="generate-level"
            label={t('upload.confidentiality')}
            options={LEVELS.map((value) => ({ value, label: t(`levels.${value}`) }))}
            required
          />
          {template && <Preview dossierId={dossierId} template={template} />}
        </>
      )}
    </FormDialog>
  );
};
