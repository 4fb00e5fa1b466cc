import { Box, Button, Card, Heading, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuDownload, LuPlus } from 'react-icons/lu';
import { DataTable, type Column } from '../../../components/data-table';
import { downloadCsv } from '../../../lib/csv';
import { formatAmount } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useAddExpense } from '../api/add-expense';
import { useDeleteExpense } from '../api/delete-expense';
import { useReferenceOptions } from '../api/get-reference-options';
import { readAllExpenses, useDossierExpenses, type Expense } from '../api/list-expenses';
import { useUpdateExpense } from '../api/update-expense';
import { expensesCsv } from '../utils/expenses-csv';
import { ExpenseDialog, type ExpenseValues } from './expense-dialog';

type DossierExpensesProps = {
  dossierId: string;
  refCabinet: string;
  /** An expense was edited or deleted: the history of actions has a new entry. */
  onRecorded: () => void;
};

/**
 * Spec 2.10's expenses panel: the dossier's total and the subtotal per type (all its expenses, as
 * the API counts them), the expenses newest first, 10 a page, an add dialog and a CSV export built
 * here from the API's pages (UTF-8 with a BOM, headers in the reader's language). Its author or
 * an administrator (the API's `modifiable`) edits an expense or, once confirmed, deletes it; the
 * totals are read again after each change.
 */
export const DossierExpenses = ({ dossierId, refCabinet, onRecorded }: DossierExpensesProps) => {
  const { t } = useTranslation('dossiers');
  const language = currentLanguage();
  const expenses = useDossierExpenses(dossierId);
  const types = useReferenceOptions('management.expenseTypeOptions').data ?? [];
  const add = useAddExpense();
  const update = useUpdateExpense();
  const remove = useDeleteExpense();
  const [editing, setEditing] = useState<Expense | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Expense | null>(null);
  const [exporting, setExporting] = useState(false);
  // Every page carries the totals; the latest read is the freshest.
  const totals = expenses.pages.at(-1);

  const saved = (message: string) => {
    notifySuccess(message);
    void expenses.mutate();
  };
  const handleSubmit = async ({ libelle, ...values }: ExpenseValues) => {
    if (editing === 'new') {
      await add.trigger({ body: { idDossier: dossierId, ...values, libelle: libelle ?? undefined } });
      saved(t('expenses.added'));
    } else if (editing) {
      const body = { ...values, libelle: libelle ?? undefined, version: editing.version };
      await update.trigger({ params: { id: editing.idDepense }, body });
      saved(t('expenses.updated'));
      onRecorded();
    }
  };
  const handleDelete = async () => {
    if (!deleting) return;
    try {
      await remove.trigger({ params: { id: deleting.idDepense } });
      saved(t('expenses.deleted'));
      onRecorded();
    } catch (error) {
      notifyError(error);
      void expenses.mutate();
    } finally {
      setDeleting(null);
    }
  };
  const handleExport = async () => {
    setExporting(true);
    try {
      const all = await readAllExpenses(dossierId);
      const headers = {
        date: t('expenses.date'),
        type: t('expenses.type'),
        libelle: t('expenses.label'),
        montant: t('expenses.amountMad'),
        auteur: t('history.author'),
        total: t('expenses.total'),
      };
      downloadCsv(
        `${t('expenses.fileName')}-${refCabinet.replace(/[^\p{L}\p{N}-]+/gu, '-')}.csv`,
        expensesCsv(all.expenses, all.total, headers, language),
      );
    } catch (error) {
      notifyError(error);
    } finally {
      setExporting(false);
    }
  };

  const columns: Column<Expense>[] = [
    { key: 'dateDepense', header: t('expenses.date'), type: 'date' },
    { key: 'typeDepenseLabel', header: t('expenses.type') },
    { key: 'libelle', header: t('expenses.label') },
    { key: 'montant', header: t('expenses.amount'), type: 'amount' },
    { key: 'auteur', header: t('history.author') },
  ];
  return (
    <Card.Root size="sm" data-testid="panel-expenses">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h2" size="md">
            {t('panels.expenses')}
          </Heading>
          <HStack gap="2" wrap="wrap">
            <Button
              size="sm"
              variant="outline"
              onClick={() => void handleExport()}
              loading={exporting}
              disabled={!totals?.nombre}
              data-testid="export-expenses"
            >
              <LuDownload /> {t('expenses.export')}
            </Button>
            <Button size="sm" colorPalette="teal" variant="outline" onClick={() => setEditing('new')} data-testid="add-expense">
              <LuPlus /> {t('expenses.add')}
            </Button>
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {totals && (
            <Stack gap="2" data-testid="expenses-totals">
              <Text fontWeight="semibold" fontSize="lg" data-testid="expenses-total">
                {t('expenses.totalLine', { amount: formatAmount(totals.total, language) })}{' '}
                <Text as="span" fontWeight="normal" fontSize="sm" color="fg.muted">
                  ({t('expenses.count', { n: totals.nombre })})
                </Text>
              </Text>
              {totals.sousTotaux.length > 0 && (
                <Wrap as="ul" gap="2" aria-label={t('expenses.subtotals')} listStyleType="none">
                  {totals.sousTotaux.map((subtotal) => (
                    <Box
                      as="li"
                      key={subtotal.idTypeDepense}
                      borderWidth="1px"
                      borderRadius="md"
                      paddingInline="2"
                      paddingBlock="1"
                      fontSize="sm"
                      data-testid={`subtotal-${subtotal.idTypeDepense}`}
                    >
                      {t('expenses.subtotal', { type: subtotal.typeDepenseLabel, amount: formatAmount(subtotal.total, language) })}
                    </Box>
                  ))}
                </Wrap>
              )}
            </Stack>
          )}
          <DataTable
            columns={columns}
            rows={expenses.items}
            rowKey={(expense) => expense.idDepense}
            read={expenses}
            emptyText={t('expenses.empty')}
            hasMore={expenses.hasMore}
            onLoadMore={expenses.loadMore}
            actions={
              expenses.items.some((expense) => expense.modifiable)
                ? [
                    { type: 'edit', onClick: setEditing, hidden: (expense) => !expense.modifiable },
                    { type: 'delete', onClick: setDeleting, hidden: (expense) => !expense.modifiable },
                  ]
                : []
            }
          />
        </Stack>
      </Card.Body>
      {editing && (
        <ExpenseDialog
          expense={editing === 'new' ? undefined : editing}
          types={types}
          onSubmit={handleSubmit}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title={t('expenses.deleteTitle')}
        message={t('expenses.deleteText')}
        confirmLabel={t('expenses.delete')}
        cancelLabel={t('actions.cancel')}
        pending={remove.isMutating}
        onConfirm={() => void handleDelete()}
        onClose={() => setDeleting(null)}
      />
    </Card.Root>
  );
};
