import type { SVGProps } from 'react';

/**
 * Lucide's "languages" icon (react-icons' `LuLanguages`), drawn here: it is the public pages' one
 * icon, and `react-icons/lu` is one module that holds every icon the signed-in pages use, which the
 * login page would otherwise load.
 */
export const LanguagesIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    width="1em"
    height="1em"
    {...props}
  >
    <path d="m5 8 6 6" />
    <path d="m4 14 6-6 2-3" />
    <path d="M2 5h12" />
    <path d="M7 2h1" />
    <path d="m22 22-5-10-5 10" />
    <path d="M14 18h6" />
  </svg>
);
