import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { closureDayBody } from '@mizan/shared/schemas/management';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { DataTable, type Column } from '../../../components/data-table';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { formFailure, notifyError, notifySuccess } from '../../../lib/notify';
import { ruleKeys, validationCode } from '../../../lib/validation';
import { useAddClosureDay } from '../api/add-closure-day';
import { useDeleteClosureDay } from '../api/delete-closure-day';
import { useClosureDays } from '../api/list-closure-days';

type ClosureRow = { date: string; motif: string };
type Errors = { date?: string; motif?: string };

/**
 * The firm's closure days (office closed): deadlines counted in working days skip them. Listed by
 * date, added with an optional reason, removed with the row's delete icon.
 */
export const ClosureDaysPanel = () => {
  const { t } = useTranslation('settings');
  const language = currentLanguage();
  const list = useClosureDays();
  const { trigger: add, isMutating: adding } = useAddClosureDay();
  const { trigger: remove } = useDeleteClosureDay();
  const [values, setValues] = useState<ClosureRow>({ date: '', motif: '' });
  const [errors, setErrors] = useState<Errors>({});

  const columns: Column<ClosureRow>[] = [
    { key: 'date', header: t('columns.date'), type: 'date' },
    { key: 'motif', header: t('columns.motif') },
  ];

  const handleChange = (field: keyof ClosureRow, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const handleAdd = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const dateCode = values.date ? validationCode(closureDayBody.shape.date, values.date) : 'required';
    const motifCode = validationCode(closureDayBody.shape.motif, values.motif);
    if (dateCode || motifCode) {
      setErrors({
        date: dateCode && t(ruleKeys(dateCode)),
        motif: motifCode && t(ruleKeys(motifCode)),
      });
      return;
    }
    try {
      await add({ body: values });
      notifySuccess(t('closure.added', { date: formatDate(values.date, language) }));
      setValues({ date: '', motif: '' });
      void list.mutate();
    } catch (error) {
      if (!(error instanceof ApiError)) return notifyError(error);
      // A refusal of neither field shows beside the date, the form's required field.
      const { byField, failure } = formFailure(error, values);
      setErrors({ date: byField.date ?? failure ?? undefined, motif: byField.motif });
    }
  };

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
              name="closure-date"
              type="date"
              label={t('columns.date')}
              value={values.date}
              onChange={(event) => handleChange('date', event.target.value)}
              error={errors.date}
              required
            />
          </Box>
          <Box flex="2">
            <TextField
              name="closure-motif"
              label={t('columns.motif')}
              value={values.motif}
              onChange={(event) => handleChange('motif', event.target.value)}
              error={errors.motif}
              autoComplete="off"
            />
          </Box>
          <Button type="submit" colorPalette="teal" loading={adding} marginTop={{ md: '6' }} data-testid="add-closure-day">
            <LuPlus /> {t('closure.add')}
          </Button>
        </form>
      </Stack>
      <DataTable
        columns={columns}
        rows={list.data ?? []}
        actions={[{ type: 'delete', onClick: (row) => void handleDelete(row) }]}
        rowKey={(row) => row.date}
        emptyText={list.data ? t('closure.empty') : t('types.loading')}
      />
    </Stack>
  );
};
