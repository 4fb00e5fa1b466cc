import * as z from 'zod';

/**
 * The Content-Security-Policy allows no evaluated script, and zod probes `new Function` when it
 * builds an object schema (a CSP violation even though zod catches the refusal). main.tsx imports
 * this module first, so the setting holds before any schema module is evaluated.
 */
z.config({ jitless: true });
