import { Box } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';
import { useLater } from '../lib/use-later';

/** The height a section keeps until it is drawn. */
export const SECTION_PLACE = '40';

/**
 * A section of a long page that renders (and reads its data) only when it nears the screen or
 * once the page has been usable for a moment (`useLater`): the page's first view costs its own
 * part only. Until then an empty block of `minHeight` keeps its place, and so does the section
 * while anything in it still loads (`aria-busy`): what is below moves once, to where it stays,
 * instead of rising while a section loads and falling back when its rows come.
 */
export const DeferredSection = ({ children, minHeight = SECTION_PLACE }: { children: ReactNode; minHeight?: string }) => {
  const place = useRef<HTMLDivElement>(null);
  const ready = useLater(place);
  return ready ? (
    <Box css={{ '&:has([aria-busy=true])': { minHeight } }}>{children}</Box>
  ) : (
    <Box ref={place} minHeight={minHeight} aria-hidden />
  );
};
