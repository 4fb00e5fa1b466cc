import { Badge, Icon } from '@chakra-ui/react';
import type { Confidentiality } from '@mizan/shared/schemas/documents';
import { useTranslation } from 'react-i18next';
import type { IconType } from 'react-icons';
import { LuBriefcaseBusiness, LuLockOpen, LuUserRound } from 'react-icons/lu';

/**
 * Each level its own look (decisions, Documents): PB open to the firm and the dossier's clients,
 * PA the firm's staff only (the firm's briefcase), PC the client's side, their lawyer and the
 * firm's admins (the client).
 */
const LEVELS: Record<Confidentiality, { icon: IconType; palette: string }> = {
  PB: { icon: LuLockOpen, palette: 'gray' },
  PA: { icon: LuBriefcaseBusiness, palette: 'purple' },
  PC: { icon: LuUserRound, palette: 'orange' },
};

export const isConfidentiality = (value: unknown): value is Confidentiality => typeof value === 'string' && Object.hasOwn(LEVELS, value);

/**
 * A document's confidentiality as every screen shows it (documents tables, the viewer, search
 * results): its icon and its name in the reader's language ('Public', 'Privé avocat', 'Privé client').
 */
export const ConfidentialityBadge = ({ level }: { level: Confidentiality }) => {
  const { t } = useTranslation();
  if (!isConfidentiality(level)) return null;
  const { icon, palette } = LEVELS[level];
  return (
    <Badge colorPalette={palette} variant="subtle" gap="1" whiteSpace="nowrap" data-testid="confidentiality-badge" data-level={level}>
      <Icon as={icon} aria-hidden />
      {t(`confidentiality.${level}`)}
    </Badge>
  );
};
