import { Checkbox, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useFirstInstanceOptions } from '../api/get-first-instance-options';
import { useReferenceOptions } from '../api/get-reference-options';
import { SearchableSelect, type Option } from './searchable-select';

/** A dossier's court as the forms choose it: a court of appeal and, when asked for, one of its area's first-instance courts. */
export type CourtChoice = { idTribunal: string; idPremiereInstance: string; withFirstInstance: boolean };

/** The court a dossier is sent with: the first-instance court when one is chosen, else the court of appeal. */
export const chosenCourt = (choice: CourtChoice) => (choice.withFirstInstance && choice.idPremiereInstance) || choice.idTribunal;

/** The choice showing a dossier's court, given its court of appeal (`idCourAppel` of the detail). */
export const courtChoiceOf = (idTribunal: string, idCourAppel: string | null): CourtChoice =>
  idCourAppel && idCourAppel !== idTribunal
    ? { idTribunal: idCourAppel, idPremiereInstance: idTribunal, withFirstInstance: true }
    : { idTribunal, idPremiereInstance: '', withFirstInstance: false };

type CourtPickerProps = {
  choice: CourtChoice;
  onChange: (key: 'idTribunal' | 'idPremiereInstance', value: string) => void;
  onWithFirstInstance: (checked: boolean) => void;
  /** The court of appeal's error (it is required). */
  error?: string;
  /** Whether to read the lists of courts (false: only `known` is offered until then). */
  lists?: boolean;
  /** The courts to offer while the lists are not read: the dossier's own and its court of appeal, so that both fields show them. */
  known?: Option[];
};

/**
 * The court fields of the dossier forms (spec 2.8, 2.10): the court of appeal, then a box asking
 * for a first-instance court, which offers the courts of the chosen court of appeal's area.
 */
export const CourtPicker = ({ choice, onChange, onWithFirstInstance, error, lists = true, known = [] }: CourtPickerProps) => {
  const { t } = useTranslation('dossiers');
  const courts = useReferenceOptions('management.courtOptions', lists).data ?? known;
  const firstInstances =
    useFirstInstanceOptions(lists && choice.withFirstInstance && choice.idTribunal ? choice.idTribunal : null).data ?? known;
  return (
    <>
      <SearchableSelect
        name="idTribunal"
        value={choice.idTribunal}
        onChange={(value) => {
          onChange('idTribunal', value);
          onChange('idPremiereInstance', '');
        }}
        label={t('fields.tribunal')}
        options={courts}
        error={error}
        required
      />
      <Stack gap="3" justify="flex-end">
        <Checkbox.Root
          checked={choice.withFirstInstance}
          onCheckedChange={(details) => onWithFirstInstance(details.checked === true)}
          name="withFirstInstance"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('fields.withFirstInstance')}</Checkbox.Label>
        </Checkbox.Root>
      </Stack>
      {choice.withFirstInstance && (
        <SearchableSelect
          key={choice.idTribunal}
          name="idPremiereInstance"
          value={choice.idPremiereInstance}
          onChange={(value) => onChange('idPremiereInstance', value)}
          label={t('fields.firstInstance')}
          options={firstInstances}
          disabled={!choice.idTribunal}
          clearable
        />
      )}
    </>
  );
};
