import { Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ClientDossier } from '../api/get-client-dossier';

type Person = ClientDossier['clients'][number];

const nameOf = (p: Person) => (p.idTypeClient === 'PM' ? p.raisonSociale : [p.prenom, p.nom].filter(Boolean).join(' ')) ?? '';

/** Spec 2.11's left column: the lawyer (name, email, phone) and the dossier's clients, by name. */
export const ClientPeople = ({ dossier }: { dossier: ClientDossier }) => {
  const { t } = useTranslation('portal');
  return (
    <Stack gap="4">
      <Card.Root size="sm" data-testid="client-lawyer">
        <Card.Header>
          <Heading as="h2" size="md">
            {t('lawyer.title')}
          </Heading>
        </Card.Header>
        <Card.Body gap="1">
          <Text fontWeight="semibold">{dossier.avocat}</Text>
          {dossier.avocatEmail && (
            <Link href={`mailto:${dossier.avocatEmail}`} colorPalette="teal" color="colorPalette.fg" minHeight="11" overflowWrap="anywhere">
              {dossier.avocatEmail}
            </Link>
          )}
          {dossier.avocatPhone && (
            <Link href={`tel:${dossier.avocatPhone.replace(/[^\d+]/g, '')}`} colorPalette="teal" color="colorPalette.fg" minHeight="11">
              <bdi>{dossier.avocatPhone}</bdi>
            </Link>
          )}
        </Card.Body>
      </Card.Root>
      <Card.Root size="sm" data-testid="client-clients">
        <Card.Header>
          <Heading as="h2" size="md">
            {t('clients.title')}
          </Heading>
        </Card.Header>
        <Card.Body>
          <Stack as="ul" gap="1" listStyleType="none">
            {dossier.clients.map((c) => (
              <Text as="li" key={c.idClient} overflowWrap="anywhere">
                {nameOf(c)}
              </Text>
            ))}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
};
