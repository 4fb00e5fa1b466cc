import { Button, Grid, HStack } from '@chakra-ui/react';
import { ACTIVITY_KINDS, type ActivityKind } from '@mizan/shared/schemas/activity';
import { useTranslation } from 'react-i18next';
import { LuX } from 'react-icons/lu';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import type { ActivityFilter } from '../api/list-activity';

type Person = { value: string; label: string };
type ActivityFiltersProps = { filter: ActivityFilter; people: readonly Person[]; onChange: (filter: ActivityFilter) => void };

/** Person, kind and days (from, to): each change reads the log again from its first page. */
export const ActivityFilters = ({ filter, people, onChange }: ActivityFiltersProps) => {
  const { t } = useTranslation('activity');
  const set = (patch: ActivityFilter) => onChange({ ...filter, ...patch });
  const kinds = ACTIVITY_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }));
  return (
    <div>
      <Grid templateColumns={{ base: '1fr', md: 'repeat(4, 1fr)' }} gap="3" alignItems="end" data-testid="activity-filters">
        <SelectField
          name="idUtilisateur"
          label={t('filters.person')}
          value={filter.idUtilisateur ?? ''}
          onChange={(event) => set({ idUtilisateur: event.target.value || undefined })}
          options={people}
          placeholder={t('filters.all')}
        />
        <SelectField
          name="type"
          label={t('filters.kind')}
          value={filter.type ?? ''}
          onChange={(event) => set({ type: (event.target.value || undefined) as ActivityKind | undefined })}
          options={kinds}
          placeholder={t('filters.all')}
        />
        <TextField
          name="dateDebut"
          type="date"
          label={t('filters.from')}
          value={filter.dateDebut ?? ''}
          max={filter.dateFin}
          onChange={(event) => set({ dateDebut: event.target.value || undefined })}
        />
        <TextField
          name="dateFin"
          type="date"
          label={t('filters.to')}
          value={filter.dateFin ?? ''}
          min={filter.dateDebut}
          onChange={(event) => set({ dateFin: event.target.value || undefined })}
        />
      </Grid>
      <HStack justify="flex-end" marginTop="3">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onChange({})}
          disabled={!Object.values(filter).some(Boolean)}
          data-testid="activity-reset"
        >
          <LuX aria-hidden /> {t('filters.reset')}
        </Button>
      </HStack>
    </div>
  );
};
