import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { closureDayBody } from '@mizan/shared/schemas/management';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { DataTable, type Column } from '../../../components/data-table';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { validationCode } from '../../../lib/validation';
import { useAddClosureDay } from '../api/add-closure-day';
import { useDeleteClosureDay } from '../api/delete-closure-day';
import { useClosureDays } from '../api/list-closure-days';

type ClosureRow = { date: string; motif: string };

/**
 * The firm's closure days (office closed): deadlines counted in working days skip them. Listed by
 * date, added with an optional reason, removed with the row's delete icon.
 */
export const ClosureDaysPanel = () => {
  const { t } = useTranslation('settings');
  const language = currentLanguage();
  const list = useClosureDays();
  const { trigger: add } = useAddClosureDay();
  const { trigger: remove } = useDeleteClosureDay();
  const form = useForm<ClosureRow>(
    { date: '', motif: '' },
    {
      rules: ({ date, motif }) => ({
        date: date ? validationCode(closureDayBody.shape.date, date) : 'required',
        motif: validationCode(closureDayBody.shape.motif, motif),
      }),
    },
  );

  const columns: Column<ClosureRow>[] = [
    { key: 'date', header: t('columns.date'), type: 'date' },
    { key: 'motif', header: t('columns.motif') },
  ];

  const handleAdd = form.submit(async (values) => {
    try {
      await add({ body: values });
    } catch (error) {
      if (error instanceof ApiError) throw error;
      return notifyError(error);
    }
    notifySuccess(t('closure.added', { date: formatDate(values.date, language) }));
    form.reset();
    void list.mutate();
  });

  const handleDelete = async (row: ClosureRow) => {
    try {
      await remove({ params: { date: row.date } });
      notifySuccess(t('closure.removed', { date: formatDate(row.date, language) }));
      void list.mutate();
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Stack gap="4" data-testid="panel-closureDays">
      <Text color="fg.muted">{t('closure.intro')}</Text>
      <Stack asChild direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-start' }} gap="3">
        <form onSubmit={handleAdd} noValidate aria-label={t('closure.add')}>
          <Box flex="1">
            <TextField
              {...form.field('date')}
              name="closure-date"
              // A refusal of neither field shows beside the date, the form's required field.
              error={form.errorOf('date') ?? form.failure ?? undefined}
              type="date"
              label={t('columns.date')}
              required
            />
          </Box>
          <Box flex="2">
            <TextField {...form.field('motif')} name="closure-motif" label={t('columns.motif')} autoComplete="off" />
          </Box>
          <Button type="submit" colorPalette="teal" loading={form.saving} marginTop={{ md: '6' }} data-testid="add-closure-day">
            <LuPlus /> {t('closure.add')}
          </Button>
        </form>
      </Stack>
      <DataTable
        columns={columns}
        rows={list.data ?? []}
        actions={[{ type: 'delete', onClick: (row) => void handleDelete(row) }]}
        rowKey={(row) => row.date}
        read={list}
        loadingText={t('types.loading')}
        emptyText={t('closure.empty')}
      />
    </Stack>
  );
};
