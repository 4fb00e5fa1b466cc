import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { casablancaDay } from '@mizan/shared/casablanca-day';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuFileCheck, LuFileDown, LuFileMinus, LuPiggyBank, LuPlus, LuSend, LuWallet } from 'react-icons/lu';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type Column } from '../../../components/data-table';
import { IsolatedSentence } from '../../../components/isolated-sentence';
import { formatCentimes, formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import {
  downloadCreditNotePdf,
  downloadInvoicePdf,
  useCreateInvoice,
  useDeleteInvoice,
  useInvoice,
  useInvoices,
  useIssueInvoice,
  useSendInvoice,
  refreshDossierDetail,
  useRememberInvoice,
  useProvisions,
  type Invoice,
  type InvoicePageBalance,
  type InvoiceSummary,
} from '../api/invoices';
import { CreditNoteDialog } from './credit-note-dialog';
import { InvoiceDialog } from './invoice-dialog';
import { PaymentDialog, ProvisionDialog } from './payment-dialog';
import { Provisions } from './provisions';

/** An invoice's state in the reader's words: a draft, or an issued invoice unpaid, partly paid, paid or cancelled by credit notes. */
export const InvoiceStatus = ({ invoice }: { invoice: InvoiceSummary }) => {
  const { t } = useTranslation('fees');
  const state = invoice.paiement ?? 'BROUILLON';
  const palette = { BROUILLON: 'gray', IMPAYEE: 'red', PARTIELLE: 'orange', PAYEE: 'green', ANNULEE: 'purple' }[state];
  return <Badge colorPalette={palette}>{t(`invoices.states.${state}`)}</Badge>;
};

/** An invoice's number, and under it when it was last sent to the client and its credit notes (number, date, amount credited). */
const InvoiceNumber = ({ invoice }: { invoice: InvoiceSummary }) => {
  const { t } = useTranslation('fees');
  const language = currentLanguage();
  return (
    <Stack gap="0.5">
      <bdi>{invoice.numero ?? t('invoices.states.BROUILLON')}</bdi>
      {invoice.envoi && (
        <Text fontSize="xs" color="fg.muted" data-testid="invoice-sent">
          <IsolatedSentence
            template={t('invoices.sentOn')}
            values={{ date: formatDate(casablancaDay(new Date(invoice.envoi.date)), language) }}
          />
        </Text>
      )}
      {invoice.avoirs.map((note) => (
        <HStack key={note.id} gap="1" wrap="wrap">
          <Text fontSize="xs" color="fg.muted" data-testid="credit-note">
            <IsolatedSentence
              template={t('creditNotes.line')}
              values={{ numero: note.numero, date: formatDate(note.date, language), amount: formatCentimes(note.netCentimes, language) }}
            />
          </Text>
          <PdfButton
            label={t('creditNotes.pdf', { numero: note.numero })}
            download={() => downloadCreditNotePdf(invoice.id, note)}
            testId="credit-note-pdf"
          />
        </HStack>
      ))}
    </Stack>
  );
};

/** A PDF downloaded on a click (an issued invoice's, a credit note's: staff and the client); `label` names it for assistive technology. */
const PdfButton = ({ label, download, testId }: { label: string; download: () => Promise<void>; testId: string }) => {
  const { t } = useTranslation('fees');
  const [loading, setLoading] = useState(false);
  const click = async () => {
    setLoading(true);
    try {
      await download();
    } catch (error) {
      notifyError(error);
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button size="xs" variant="outline" loading={loading} onClick={() => void click()} aria-label={label} data-testid={testId}>
      <LuFileDown /> {t('invoices.pdf')}
    </Button>
  );
};

/** The invoices table's columns, shared by the staff panel and the client's dossier. */
export const useInvoiceColumns = (): Column<InvoiceSummary>[] => {
  const { t } = useTranslation('fees');
  const language = currentLanguage();
  return [
    { key: 'numero', header: t('invoices.number'), render: (invoice) => <InvoiceNumber invoice={invoice} /> },
    { key: 'dateEmission', header: t('invoices.date'), type: 'date' },
    { key: 'totaux', header: t('invoices.total'), render: (invoice) => <bdi>{formatCentimes(invoice.totaux.netCentimes, language)}</bdi> },
    {
      key: 'payeCentimes',
      header: t('invoices.paidAmount'),
      render: (invoice) => <bdi>{formatCentimes(invoice.payeCentimes, language)}</bdi>,
    },
    { key: 'paiement', header: t('invoices.status'), render: (invoice) => <InvoiceStatus invoice={invoice} /> },
    {
      key: 'statut',
      header: '',
      sortable: false,
      render: (invoice) =>
        invoice.statut === 'EMISE' ? (
          <PdfButton
            label={t('invoices.pdfOf', { numero: invoice.numero })}
            download={() => downloadInvoicePdf(invoice)}
            testId="invoice-pdf"
          />
        ) : null,
    },
  ];
};

/** The dossier's balance of issued invoices: invoiced, paid, remaining; and its provisions, received and left to deduct. */
export const InvoiceBalance = ({ solde }: { solde: InvoicePageBalance }) => {
  const { t } = useTranslation('fees');
  const language = currentLanguage();
  return (
    <Stack gap="0.5">
      <Text fontWeight="semibold" data-testid="invoice-balance">
        <IsolatedSentence
          template={t('invoices.balance')}
          values={{
            invoiced: formatCentimes(solde.factureCentimes, language),
            paid: formatCentimes(solde.payeCentimes, language),
            due: formatCentimes(solde.resteCentimes, language),
          }}
        />
      </Text>
      {solde.provisionsCentimes > 0 && (
        <Text fontSize="sm" color="fg.muted" data-testid="provision-balance">
          <IsolatedSentence
            template={t('provisions.balance')}
            values={{
              received: formatCentimes(solde.provisionsCentimes, language),
              left: formatCentimes(solde.provisionsDisponiblesCentimes, language),
            }}
          />
        </Text>
      )}
    </Stack>
  );
};

/**
 * The staff panel's invoices: the dossier's balance, its invoices newest first (number, date,
 * total, paid, status), "Préparer une note d'honoraires" (a draft of the unbilled work, opened in
 * its dialog), and per invoice: edit or delete a draft, issue it (confirmed; the API says who may),
 * send an issued one to the client (its PDF among the dossier's documents and by email; confirmed),
 * record a payment of it or credit it (a credit note: the API says who may); the
 * dossier's provisions, and "Enregistrer une provision".
 */
export const Invoices = ({ dossierId }: { dossierId: string }) => {
  const { t } = useTranslation(['fees', 'translation']);
  const invoices = useInvoices(dossierId);
  const create = useCreateInvoice();
  const remove = useDeleteInvoice();
  const issue = useIssueInvoice();
  const [editingId, setEditingId] = useState<string | null>(null);
  const editing = useInvoice(editingId);
  const [deleting, setDeleting] = useState<InvoiceSummary | null>(null);
  const [issuing, setIssuing] = useState<InvoiceSummary | null>(null);
  const [sending, setSending] = useState<InvoiceSummary | null>(null);
  const send = useSendInvoice();
  const [paying, setPaying] = useState<InvoiceSummary | null>(null);
  const [creditingId, setCreditingId] = useState<string | null>(null);
  const crediting = useInvoice(creditingId);
  const provisions = useProvisions(dossierId);
  const [receiving, setReceiving] = useState(false);
  const solde = invoices.pages.at(-1)?.solde;
  const refresh = () => {
    void invoices.mutate();
    void provisions.mutate();
  };

  /**
   * An invoice's answer to a change (its save, its issue, a payment, a credit note), in its row and as its last read at
   * once: the next action on it (issue it, send it, edit it again, pay or credit what is left) starts from its new
   * version, even before the list is read again.
   */
  const rememberInvoice = useRememberInvoice();
  const showSaved = (saved: Invoice) => {
    const { lignes: _lines, paiements: _payments, avoirs: _credits, ...summary } = saved;
    void invoices.mutate(
      (pages) =>
        pages?.map((page) => ({ ...page, items: page.items.map((item) => (item.id === saved.id ? { ...item, ...summary } : item)) })),
      { revalidate: false },
    );
    rememberInvoice(saved);
  };
  /** After a dialog's save (a draft's lines, a payment, a credit note): its answer at once, then the list and provisions read again. */
  const afterSave = (invoice: Invoice) => {
    showSaved(invoice);
    refresh();
  };

  const act = async (action: () => Promise<unknown>, done: string, close: () => void) => {
    try {
      await action();
      notifySuccess(done);
    } catch (error) {
      notifyError(error);
    } finally {
      close();
      refresh();
    }
  };
  const prepare = async () => {
    try {
      const draft = await create.trigger({ params: { id: dossierId }, body: {} });
      refresh();
      setEditingId(draft.id);
    } catch (error) {
      notifyError(error);
    }
  };

  const columns: Column<InvoiceSummary>[] = [
    ...useInvoiceColumns(),
    {
      key: 'id',
      header: '',
      sortable: false,
      render: (invoice) =>
        invoice.statut === 'BROUILLON' ? (
          <Button size="xs" variant="outline" onClick={() => setIssuing(invoice)} data-testid="issue-invoice">
            <LuFileCheck /> {t('invoices.issue')}
          </Button>
        ) : (
          <HStack gap="2" wrap="wrap">
            <Button size="xs" variant="outline" onClick={() => setSending(invoice)} data-testid="send-invoice">
              <LuSend /> {t('invoices.send')}
            </Button>
            {invoice.resteCentimes > 0 && (
              <>
                <Button size="xs" variant="outline" onClick={() => setPaying(invoice)} data-testid="add-payment">
                  <LuWallet /> {t('invoices.pay')}
                </Button>
                <Button size="xs" variant="outline" onClick={() => setCreditingId(invoice.id)} data-testid="create-credit-note">
                  <LuFileMinus /> {t('creditNotes.create')}
                </Button>
              </>
            )}
          </HStack>
        ),
    },
  ];
  return (
    <Stack gap="3" data-testid="invoices">
      <HStack justify="space-between" wrap="wrap">
        {solde ? <InvoiceBalance solde={solde} /> : <span />}
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => setReceiving(true)} data-testid="add-provision">
            <LuPiggyBank /> {t('provisions.add')}
          </Button>
          <Button
            size="sm"
            colorPalette="teal"
            variant="outline"
            onClick={() => void prepare()}
            loading={create.isMutating}
            data-testid="prepare-invoice"
          >
            <LuPlus /> {t('invoices.prepare')}
          </Button>
        </HStack>
      </HStack>
      <DataTable
        columns={columns}
        rows={invoices.items}
        rowKey={(invoice) => invoice.id}
        read={invoices}
        emptyText={t('invoices.empty')}
        hasMore={invoices.hasMore}
        onLoadMore={invoices.loadMore}
        actions={[
          { type: 'edit', onClick: (invoice) => setEditingId(invoice.id), hidden: (invoice) => invoice.statut !== 'BROUILLON' },
          { type: 'delete', onClick: setDeleting, hidden: (invoice) => invoice.statut !== 'BROUILLON' },
        ]}
      />
      <Provisions provisions={provisions} />
      {receiving && <ProvisionDialog dossierId={dossierId} onSaved={refresh} onClose={() => setReceiving(false)} />}
      {editingId && editing.data && <InvoiceDialog invoice={editing.data} onSaved={afterSave} onClose={() => setEditingId(null)} />}
      {paying && <PaymentDialog invoice={paying} onSaved={afterSave} onClose={() => setPaying(null)} />}
      {creditingId && crediting.data && (
        <CreditNoteDialog invoice={crediting.data} onSaved={afterSave} onClose={() => setCreditingId(null)} />
      )}
      <ConfirmDialog
        testId="issue"
        open={!!issuing}
        title={t('invoices.issueTitle')}
        message={t('invoices.issueText')}
        confirmLabel={t('invoices.issue')}
        cancelLabel={t('actions.cancel')}
        pending={issue.isMutating}
        onConfirm={() =>
          issuing &&
          void act(
            async () => showSaved(await issue.trigger({ params: { id: issuing.id }, body: { version: issuing.version } })),
            t('invoices.issued'),
            () => setIssuing(null),
          )
        }
        onClose={() => setIssuing(null)}
      />
      <ConfirmDialog
        testId="send"
        open={!!sending}
        title={t('invoices.sendTitle')}
        message={t('invoices.sendText')}
        confirmLabel={t('invoices.send')}
        cancelLabel={t('actions.cancel')}
        pending={send.isMutating}
        onConfirm={() =>
          sending &&
          void act(
            async () => {
              await send.trigger({ params: { id: sending.id } });
              refreshDossierDetail(dossierId);
            },
            t('invoices.sent'),
            () => setSending(null),
          )
        }
        onClose={() => setSending(null)}
      />
      <ConfirmDialog
        testId="delete-invoice"
        open={!!deleting}
        title={t('invoices.deleteTitle')}
        message={t('invoices.deleteText')}
        confirmLabel={t('invoices.delete')}
        cancelLabel={t('actions.cancel')}
        pending={remove.isMutating}
        onConfirm={() =>
          deleting &&
          void act(
            () => remove.trigger({ params: { id: deleting.id } }),
            t('invoices.deleted'),
            () => setDeleting(null),
          )
        }
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
};
