import { Card, Grid, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { ZERO_ID } from '@mizan/shared/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPencil, LuTrash2 } from 'react-icons/lu';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { IsolatedSentence } from '../../../components/isolated-sentence';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { toaster } from '../../../lib/toaster';
import { useAddAdversaire } from '../api/add-adversaire';
import { useAddClient } from '../api/add-client';
import { useRemoveAdversaire } from '../api/remove-adversaire';
import { useRemoveClient } from '../api/remove-client';
import { ClientFormDialog } from '../../clients/components/client-form-dialog';
import { conflictDetails } from '../utils/conflicts';
import { partyIdentifier, partyName, type PartyInput, type PartyItem, type PartySide } from '../utils/party';
import { ConflictDialog } from './conflict-dialog';
import { PartyForm } from './party-form';

type PartyCardsProps = {
  dossierId: string;
  side: PartySide;
  parties: readonly PartyItem[];
  onChanged: () => void;
};

/**
 * Spec 2.9/2.10: a dossier's clients (or opposing parties) as cards, with add, edit (the party's
 * own record: every dossier of theirs shows the change) and remove (asked first).
 */
export const PartyCards = ({ dossierId, side, parties, onChanged }: PartyCardsProps) => {
  const { t } = useTranslation('dossiers');
  const addClient = useAddClient();
  const addAdversaire = useAddAdversaire();
  const removeClient = useRemoveClient();
  const removeAdversaire = useRemoveAdversaire();
  const add = side === 'client' ? addClient : addAdversaire;
  const remove = side === 'client' ? removeClient : removeAdversaire;
  const [pending, setPending] = useState<{ party: PartyInput; conflicts: string[] } | null>(null);
  // A new, empty form after each party added, confirmed conflicts included.
  const [added, setAdded] = useState(0);
  const [editing, setEditing] = useState<PartyItem | null>(null);
  const [removing, setRemoving] = useState<PartyItem | null>(null);

  const send = async (party: PartyInput, confirmConflict: boolean) => {
    try {
      await add.trigger({
        params: { id: dossierId },
        body: { ...party, confirmConflict },
      });
      setPending(null);
      setAdded((count) => count + 1);
      notifySuccess(t(side === 'client' ? 'parties.clientAdded' : 'parties.adversaireAdded'));
      onChanged();
      return true;
    } catch (error) {
      const conflicts = conflictDetails(error);
      if (conflicts) setPending({ party, conflicts });
      else {
        setPending(null);
        notifyError(error);
      }
      return false;
    }
  };

  const handleRemove = async (party: PartyItem) => {
    if (party.idClient === ZERO_ID) return setRemoving(null);
    try {
      await remove.trigger({
        params: { id: dossierId, clientId: party.idClient },
      });
      notifySuccess(t(side === 'client' ? 'parties.clientRemoved' : 'parties.adversaireRemoved'));
      onChanged();
    } catch (error) {
      const failed = t(side === 'client' ? 'parties.clientRemoveFailed' : 'parties.adversaireRemoveFailed');
      toaster.create({
        type: 'error',
        title: failed,
        description: errorMessage(error),
        closable: true,
      });
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Stack as="section" gap="3" data-testid={`${side}-cards`}>
      <Heading as="h2" size="md">
        {t(side === 'client' ? 'parties.clients' : 'parties.adversaires')}
      </Heading>
      {parties.length === 0 && <Text color="fg.muted">{t('party.none')}</Text>}
      <Grid
        templateColumns={{
          base: '1fr',
          md: 'repeat(2, 1fr)',
          xl: 'repeat(3, 1fr)',
        }}
        gap="3"
      >
        {parties.map((party) => (
          <Card.Root key={party.idClient} size="sm" data-testid="party-card">
            <Card.Body>
              <HStack justify="space-between" align="flex-start">
                <Stack gap="0.5">
                  <Text fontWeight="semibold">{partyName(party)}</Text>
                  {partyIdentifier(party) && <Text fontSize="sm">{partyIdentifier(party)}</Text>}
                  {party.idTypeClient === 'PM' && party.representantLegal && (
                    <Text fontSize="sm" data-testid="party-representative">
                      <IsolatedSentence template={t('party.representedBy')} values={{ name: party.representantLegal }} />
                    </Text>
                  )}
                  {party.email && <Text fontSize="sm">{party.email}</Text>}
                  {party.phone && <Text fontSize="sm">{party.phone}</Text>}
                  {party.adresse && <Text fontSize="sm">{party.adresse}</Text>}
                </Stack>
                <HStack gap="0">
                  <IconButton
                    size="xs"
                    variant="ghost"
                    colorPalette="teal"
                    aria-label={t('parties.edit')}
                    title={t('parties.edit')}
                    onClick={() => setEditing(party)}
                  >
                    <LuPencil />
                  </IconButton>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={t('parties.remove')}
                    title={t('parties.remove')}
                    onClick={() => setRemoving(party)}
                  >
                    <LuTrash2 />
                  </IconButton>
                </HStack>
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </Grid>
      <PartyForm key={added} side={side} onAdd={(party) => send(party, false)} busy={add.isMutating} />
      {editing && (
        <ClientFormDialog
          client={editing}
          onSaved={() => {
            notifySuccess(t('parties.edited'));
            onChanged();
          }}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t(side === 'client' ? 'parties.confirmRemoveClientTitle' : 'parties.confirmRemoveAdversaireTitle')}
        message={t(side === 'client' ? 'parties.confirmRemoveClient' : 'parties.confirmRemoveAdversaire')}
        confirmLabel={t('parties.remove')}
        cancelLabel={t('parties.cancel')}
        pending={remove.isMutating}
        onConfirm={() => removing && void handleRemove(removing)}
        onClose={() => setRemoving(null)}
      />
      <ConflictDialog
        conflicts={pending?.conflicts ?? null}
        busy={add.isMutating}
        onConfirm={() => pending && void send(pending.party, true)}
        onCancel={() => setPending(null)}
      />
    </Stack>
  );
};
