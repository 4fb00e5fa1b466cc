import { Button, Grid, HStack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';
import { TextField } from '../../../components/text-field';
import type { DossierFields, DossierFilter } from '../api/search-dossiers';
import { useReferenceOptions } from '../api/get-reference-options';
import { SearchableSelect } from './searchable-select';

type DossierSearchFormProps = {
  /** The filters the list shows (from the address): the fields start from them. */
  initial?: DossierFields;
  onSearch: (filter: DossierFilter) => void;
};

/** Spec 2.6: Ref, Clients (free text), Type and Statut, and a Search button. */
export const DossierSearchForm = ({ initial = {}, onSearch }: DossierSearchFormProps) => {
  const { t } = useTranslation('dossiers');
  const types = useReferenceOptions('management.dossierTypeOptions').data ?? [];
  const statuses = useReferenceOptions('management.dossierStatusOptions').data ?? [];
  const [refDossier, setRefDossier] = useState(initial.refDossier ?? '');
  const [client, setClient] = useState(initial.client ?? '');
  const [type, setType] = useState(initial.type ?? '');
  const [statut, setStatut] = useState(initial.statut ?? '');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch({
      refDossier: refDossier.trim() || undefined,
      client: client.trim() || undefined,
      type: type || undefined,
      statut: (statut || undefined) as DossierFilter['statut'],
    });
  };

  return (
    <form onSubmit={handleSubmit} data-testid="dossier-search">
      <Grid templateColumns={{ base: '1fr', md: 'repeat(4, 1fr)' }} gap="3" alignItems="end">
        <TextField name="refDossier" label={t('list.ref')} value={refDossier} onChange={(event) => setRefDossier(event.target.value)} />
        <TextField name="client" label={t('list.clients')} value={client} onChange={(event) => setClient(event.target.value)} />
        <SearchableSelect name="type" label={t('list.type')} options={types} value={type} onChange={setType} clearable />
        <SearchableSelect name="statut" label={t('list.statut')} options={statuses} value={statut} onChange={setStatut} clearable />
      </Grid>
      <HStack justify="flex-end" marginTop="3">
        <Button type="submit" colorPalette="teal" data-testid="dossier-search-submit">
          <LuSearch /> {t('list.search')}
        </Button>
      </HStack>
    </form>
  );
};
