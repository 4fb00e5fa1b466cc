import { lazy, Suspense, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react';
import { DeferredSection, SECTION_PLACE } from '../../components/deferred-section';

// app/ loads the features' modules, never imports them: each is its own chunk.
const ClientDossierView = lazy(() =>
  import('../../features/portal/components/client-dossier-view').then((m) => ({ default: m.ClientDossierView })),
);
const ClientDossierAppointments = lazy(() =>
  import('../../features/calendar/components/client-dossier-appointments').then((m) => ({ default: m.ClientDossierAppointments })),
);
const CourtDeadlines = lazy(() =>
  import('../../features/dossiers/components/court-deadlines').then((m) => ({ default: m.CourtDeadlines })),
);
const ClientDossierDocuments = lazy(() =>
  import('../../features/documents/components/client-dossier-documents').then((m) => ({ default: m.ClientDossierDocuments })),
);

/**
 * A section rendered (and read) when it nears the screen or once the page is usable (issue 34);
 * while its code loads, it keeps the place the deferred section held, so nothing below it jumps.
 */
const Section = ({ children }: { children: ReactNode }) => (
  <DeferredSection>
    <Suspense fallback={<Box minHeight={SECTION_PLACE} aria-hidden />}>{children}</Suspense>
  </DeferredSection>
);

/**
 * /Client/Folder?id= (spec 2.11): the portal's dossier screen, with the sections the calendar,
 * court and documents features bring. Features do not import each other: the app composes them.
 */
export const ClientDossierPage = () => (
  <ClientDossierView
    sections={(dossier, refresh) => ({
      appointments: (
        <Section>
          <ClientDossierAppointments dossier={dossier} />
        </Section>
      ),
      courtDeadlines: (
        <Section>
          <CourtDeadlines dossier={dossier} canSync={false} />
        </Section>
      ),
      documents: (
        <Section>
          <ClientDossierDocuments dossier={dossier} onChanged={refresh} />
        </Section>
      ),
    })}
  />
);
