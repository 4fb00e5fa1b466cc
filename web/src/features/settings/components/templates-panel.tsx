import { Button, Grid, Stack, Text } from '@chakra-ui/react';
import type { TemplateItem } from '@mizan/shared/schemas/templates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuUpload } from 'react-icons/lu';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type Column } from '../../../components/data-table';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { hasAnyRole } from '../../../lib/session';
import { useSession } from '../../../lib/use-session';
import { useDeleteTemplate, useTemplates } from '../api/templates';
import { TemplateFields } from './template-fields';
import { TemplateUploadDialog } from './template-upload-dialog';

/**
 * Settings › Modèles: the firm's document templates (name, language, the fields each uses, date,
 * author) beside the documented list of fields. Administrators upload and delete (after a
 * confirmation); other staff read.
 */
export const TemplatesPanel = () => {
  const { t } = useTranslation('settings');
  const canManage = hasAnyRole(useSession(), ['ADMIN']);
  const list = useTemplates();
  const remove = useDeleteTemplate();
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<TemplateItem | null>(null);
  const refresh = () => void list.mutate();

  const handleDelete = async () => {
    if (!deleting) return;
    try {
      await remove.trigger({ params: { idModele: deleting.idModele } });
      notifySuccess(t('templates.deleted', { name: deleting.nom }));
    } catch (error) {
      notifyError(error);
    }
    setDeleting(null);
    refresh();
  };

  const columns: Column<TemplateItem>[] = [
    { key: 'nom', header: t('templates.name'), render: (row) => <bdi>{row.nom}</bdi> },
    { key: 'langue', header: t('templates.language'), render: (row) => t(`templates.languages.${row.langue}`) },
    {
      key: 'champs',
      header: t('templates.used'),
      render: (row) => (
        <Text as="bdi" dir="ltr" whiteSpace="normal" fontSize="sm" data-testid="template-used">
          {row.champs.join(', ')}
        </Text>
      ),
    },
    { key: 'dateUpload', header: t('templates.date'), type: 'date' },
    { key: 'auteur', header: t('templates.author'), render: (row) => <bdi>{row.auteur}</bdi> },
  ];

  return (
    <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6" data-testid="panel-templates">
      <Stack gap="4" minW="0">
        <Text color="fg.muted">{t('templates.intro')}</Text>
        {canManage ? (
          <Button alignSelf="start" colorPalette="teal" onClick={() => setUploading(true)} data-testid="template-add">
            <LuUpload /> {t('templates.upload')}
          </Button>
        ) : (
          <Text fontSize="sm" data-testid="templates-read-only">
            {t('templates.readOnly')}
          </Text>
        )}
        <DataTable
          columns={columns}
          rows={list.data?.modeles ?? []}
          rowKey={(row) => row.idModele}
          read={list}
          loadingText={t('templates.loading')}
          emptyText={t('templates.empty')}
          actions={canManage ? [{ type: 'delete', onClick: setDeleting }] : []}
        />
      </Stack>
      <TemplateFields />
      {uploading && <TemplateUploadDialog onUploaded={refresh} onClose={() => setUploading(false)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('templates.deleteTitle')}
        message={deleting ? t('templates.deleteText', { name: deleting.nom }) : ''}
        confirmLabel={t('templates.delete')}
        cancelLabel={t('templates.cancel')}
        onConfirm={() => void handleDelete()}
        onClose={() => setDeleting(null)}
        pending={remove.isMutating}
        testId="template-delete"
      />
    </Grid>
  );
};
