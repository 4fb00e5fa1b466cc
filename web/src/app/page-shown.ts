import { createContext } from 'react';

/**
 * Called once a route's page is on screen and React's: from the page's own effects (page-title.tsx),
 * which run when React has hydrated the page, not merely the boundaries around it. main.tsx makes a
 * prerendered page interactive then.
 */
export const PageShown = createContext<() => void>(() => undefined);
