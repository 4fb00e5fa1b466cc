import { createToaster } from '@chakra-ui/react';

/** The application's toasts: top corner on the reading side's end (top right in fr/en), 5 s. */
export const toaster = createToaster({ placement: 'top-end', duration: 5000, pauseOnPageIdle: true });
