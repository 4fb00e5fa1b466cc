import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data-table';
import { partyIdentifier, partyName, type PartyInput } from '../utils/party';

type Row = {
  key: string;
  name: string;
  identifier: string;
  type: string;
  status: string;
  email: string;
  party: PartyInput;
};

type PartyTableProps = {
  parties: readonly PartyInput[];
  onRemove: (index: number) => void;
  testId: string;
};

/** Spec 2.9: the parties added to the list so far, each with a remove action. */
export const PartyTable = ({ parties, onRemove, testId }: PartyTableProps) => {
  const { t } = useTranslation('dossiers');
  const rows: Row[] = parties.map((party, index) => ({
    key: String(index),
    name: partyName(party),
    identifier: partyIdentifier(party),
    type: t(`party.types.${party.idTypeClient}`),
    status: t(`party.statuses.${party.idStatutClient}`),
    email: party.email ?? '',
    party,
  }));
  const columns: Column<Row>[] = [
    { key: 'name', header: t('party.name') },
    { key: 'identifier', header: t('party.identifierShort') },
    { key: 'type', header: t('party.type') },
    { key: 'status', header: t('party.status') },
    { key: 'email', header: t('party.email') },
  ];
  return (
    <div data-testid={testId}>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.key}
        emptyText={t('party.none')}
        actions={[{ type: 'delete', onClick: (row) => onRemove(Number(row.key)) }]}
      />
    </div>
  );
};
