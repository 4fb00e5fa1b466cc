import { createToaster } from '@chakra-ui/react';

/**
 * The application's toasts: top corner on the reading side's end (top right in fr/en), 5 s, below the top bar (at most
 * 62 px high, with 44 px tap targets on a phone), so that a toast never lies over its menus and buttons.
 */
export const toaster = createToaster({
  placement: 'top-end',
  duration: 5000,
  pauseOnPageIdle: true,
  offsets: { top: '4.5rem', right: '1rem', bottom: '1rem', left: '1rem' },
});
