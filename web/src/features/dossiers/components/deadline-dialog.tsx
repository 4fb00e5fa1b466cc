import { Button, Checkbox, DataList, Dialog, Heading, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useChainDeadlines } from '../api/chain-deadlines';
import type { DeadlineItem } from '../api/list-deadlines';
import type { PerformedDeadline } from '../api/perform-deadline';
import { deadlineWhen } from '../utils/deadline';

type Computation = NonNullable<DeadlineItem['calcul']>;

type ComputedDateProps = { calcul: Computation };

/** How a chained date was computed and, when a closed day moved it, why (the API words the reasons). */
const ComputedDate = ({ calcul }: ComputedDateProps) => {
  const { t } = useTranslation('dossiers');
  const language = currentLanguage();
  const reasons = calcul.motifs.map((move) => `${move.libelle} (${formatDate(move.date, language)})`).join(language === 'ar' ? '، ' : ', ');
  return (
    <Stack gap="1" fontSize="sm">
      <Text color="fg.muted">
        {t('deadlines.computed', {
          from: formatDate(calcul.depuis, language),
          delay: calcul.delais,
          date: formatDate(calcul.dateCalculee, language),
        })}
      </Text>
      {calcul.motifs.length > 0 && (
        <Text data-testid="deadline-moved">{t('deadlines.moved', { date: formatDate(calcul.dateCalculee, language), reasons })}</Text>
      )}
      {!calcul.verifiee && (
        <Text color="orange.fg" data-testid="deadline-unchecked">
          {t('deadlines.unchecked', { year: calcul.dateCalculee.slice(0, 4) })}
        </Text>
      )}
    </Stack>
  );
};

type ChainedListProps = {
  title: string;
  items: readonly { typeEcheanceLabel: string; dateEcheance: string; calcul: Computation | null }[];
};

const ChainedList = ({ title, items }: ChainedListProps) => {
  const language = currentLanguage();
  return (
    <Stack as="section" gap="2" data-testid="deadline-chained">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {items.map((item) => (
        <Stack
          key={`${item.typeEcheanceLabel}${item.dateEcheance}`}
          gap="1"
          borderInlineStartWidth="3px"
          borderColor="teal.500"
          paddingInlineStart="3"
        >
          <Text fontWeight="semibold">
            {item.typeEcheanceLabel} — {deadlineWhen(item.dateEcheance, language)}
          </Text>
          {item.calcul && <ComputedDate calcul={item.calcul} />}
        </Stack>
      ))}
    </Stack>
  );
};

type ProposalsProps = { deadline: DeadlineItem; onChained: (answer: PerformedDeadline) => void };

/** The next deadlines a non-automatic type proposes: the lawyer unticks the ones not wanted and creates the rest in one click. */
const Proposals = ({ deadline, onChained }: ProposalsProps) => {
  const { t } = useTranslation('dossiers');
  const language = currentLanguage();
  const chain = useChainDeadlines();
  const [kept, setKept] = useState(() => new Set(deadline.propositions.map((p) => p.idTypeEcheance)));

  const toggle = (type: string, checked: boolean) =>
    setKept((previous) => {
      const next = new Set(previous);
      if (checked) next.add(type);
      else next.delete(type);
      return next;
    });

  const handleCreate = async () => {
    try {
      const answer = await chain.trigger({ params: { id: deadline.idEcheanceDossier }, body: { idTypeEcheances: [...kept] } });
      notifySuccess(answer.enchainees.length ? t('deadlines.keptCreated', { n: answer.enchainees.length }) : t('deadlines.keptNone'));
      onChained(answer);
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Stack as="section" gap="2" data-testid="deadline-proposals">
      <Heading as="h3" size="sm">
        {t('deadlines.proposed')}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {t('deadlines.proposedHelp')}
      </Text>
      {deadline.propositions.map((proposal) => (
        <Stack key={proposal.idTypeEcheance} gap="1" borderInlineStartWidth="3px" borderColor="orange.400" paddingInlineStart="3">
          <Checkbox.Root
            checked={kept.has(proposal.idTypeEcheance)}
            onCheckedChange={({ checked }) => toggle(proposal.idTypeEcheance, checked === true)}
            colorPalette="teal"
          >
            <Checkbox.HiddenInput name={`keep-${proposal.idTypeEcheance}`} />
            <Checkbox.Control />
            <Checkbox.Label fontWeight="semibold">
              {proposal.typeEcheanceLabel} — {deadlineWhen(proposal.dateEcheance, language)}
            </Checkbox.Label>
          </Checkbox.Root>
          <ComputedDate calcul={proposal.calcul} />
        </Stack>
      ))}
      <Button
        alignSelf="flex-start"
        colorPalette="teal"
        onClick={() => void handleCreate()}
        loading={chain.isMutating}
        data-testid="keep-proposals"
      >
        {t('deadlines.createKept')}
      </Button>
    </Stack>
  );
};

type DeadlineDialogProps = {
  /** A deadline of the list (view), or a Perform's answer with the deadlines it chained. */
  deadline: DeadlineItem | PerformedDeadline;
  onClose: () => void;
  /** After the kept proposals were created: the dialog shows the answer, the list reloads. */
  onChained: (answer: PerformedDeadline) => void;
};

/** A cabinet deadline in full: its fields, how its date was computed, and the next deadlines created or proposed. */
export const DeadlineDialog = ({ deadline, onClose, onChained }: DeadlineDialogProps) => {
  const { t } = useTranslation('dossiers');
  const language = currentLanguage();
  const chained = 'enchainees' in deadline ? deadline.enchainees : [];
  const performedNow = 'enchainees' in deadline;
  const fields = [
    ['type', deadline.typeEcheanceLabel],
    ['date', deadlineWhen(deadline.dateEcheance, language)],
    ['responsible', deadline.responsable],
    ['alerte', t(deadline.alerte ? 'deadlines.yes' : 'deadlines.no')],
    ['contenu', deadline.contenu ?? '—'],
    ...(deadline.salle ? [['salle', deadline.salle] as const] : []),
    [
      'state',
      deadline.dateRealisation
        ? t('deadlines.realisedOn', { date: formatDateTime(deadline.dateRealisation, language) })
        : t(deadline.enRetard ? 'deadlines.states.overdue' : 'deadlines.states.open'),
    ],
  ] as const;
  return (
    <Dialog.Root open onOpenChange={({ open }) => !open && onClose()} placement="center" size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="deadline-dialog">
            <Dialog.Header>
              <Dialog.Title>{performedNow ? t('deadlines.performedTitle') : t('deadlines.viewTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                <DataList.Root orientation="horizontal" size="sm">
                  {fields.map(([key, value]) => (
                    <DataList.Item key={key}>
                      <DataList.ItemLabel>{t(`deadlines.fields.${key}`)}</DataList.ItemLabel>
                      <DataList.ItemValue>{value}</DataList.ItemValue>
                    </DataList.Item>
                  ))}
                </DataList.Root>
                {deadline.calcul && <ComputedDate calcul={deadline.calcul} />}
                {chained.length > 0 && <ChainedList title={t('deadlines.chained')} items={chained} />}
                {deadline.propositions.length > 0 && (
                  <Proposals key={deadline.idEcheanceDossier} deadline={deadline} onChained={onChained} />
                )}
                {performedNow && !chained.length && !deadline.propositions.length && <Text color="fg.muted">{t('deadlines.noNext')}</Text>}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} data-testid="deadline-dialog-close">
                {t('actions.close')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
