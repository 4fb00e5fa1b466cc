import { Box } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';
import { useLater } from '../lib/use-later';

/**
 * A section of a long page that renders (and reads its data) only when it nears the screen or
 * once the page has been usable for a moment (`useLater`): the page's first view costs its own
 * part only. Until then an empty block of `minHeight` keeps its place.
 */
/** The height a section keeps until it is drawn. */
export const SECTION_PLACE = '40';

export const DeferredSection = ({ children, minHeight = SECTION_PLACE }: { children: ReactNode; minHeight?: string }) => {
  const place = useRef<HTMLDivElement>(null);
  const ready = useLater(place);
  return ready ? children : <Box ref={place} minHeight={minHeight} aria-hidden />;
};
