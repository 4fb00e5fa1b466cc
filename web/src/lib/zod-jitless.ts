import type * as z from 'zod';

/**
 * The Content-Security-Policy allows no evaluated script, and zod probes `new Function` when it
 * builds an object schema (a CSP violation even though zod catches the refusal). zod reads its
 * configuration from `globalThis.__zod_globalConfig` (the object every copy of zod shares, which
 * `z.config` writes to), creating it only when absent: main.tsx imports this module first, so
 * `jitless` holds before zod loads with the first page or form that needs it. Without the build's
 * strict execution order, this holds only while zod stays out of the first load's chunks (the web
 * bench's report lists them; the CSP browser test fails otherwise).
 */
const holder = globalThis as { __zod_globalConfig?: z.core.$ZodConfig };
Object.assign((holder.__zod_globalConfig ??= {}), { jitless: true });
