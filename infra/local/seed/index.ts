import { callRoute } from '../call';
import { firm } from './firm';
import { firmDetails } from './firm-details';
import { dossiers } from './dossiers';
import { deadlines } from './deadlines';
import { dossierWork } from './dossier-work';
import { fees } from './fees';
import { billing } from './billing';
import { tasks } from './tasks';
import { documents } from './documents';
import { templates } from './templates';
import { court } from './court';
import { messages } from './messages';
import { staff } from './staff';
import { appointments } from './appointments';
import type { DemoAccount, SeedContext, SeedModule } from './types';

/**
 * The demo data, in order (the firm, then its details). Each feature adds its own module here (lawyers and assistants,
 * clients with accounts, dossiers such as 2026/1201/145 with their notes, actions and expenses,
 * fee agreements and time spent, invoices in each state with payments, tasks in each state for each staff member and task templates for hearings and document sendings, hearings on the next working day and next week, appointments, messages, documents), written against the API like the firm
 * module.
 */
export const SEED_MODULES: SeedModule[] = [
  firm,
  firmDetails,
  staff,
  dossiers,
  deadlines,
  dossierWork,
  fees,
  billing,
  tasks,
  documents,
  templates,
  appointments,
  messages,
  court,
];

/** Every demo account, for start.ts to print. */
export const DEMO_ACCOUNTS: DemoAccount[] = SEED_MODULES.flatMap((module) => module.accounts);

export type { DemoAccount, SeedModule } from './types';

/** Runs the modules not yet in `done`; answers the names of the modules that have run, in order. */
export const runSeed = async (
  baseUrl: string,
  mailboxUrl: string,
  courtPortalUrl: string,
  done: readonly string[],
  log: (line: string) => void,
): Promise<string[]> => {
  const sessions = new Map<string, { token: string; id: string; idStructure: string }>();
  const ctx: SeedContext = {
    api: (name, options) => callRoute(baseUrl, name, options),
    async signIn(email, password) {
      const known = sessions.get(email);
      if (known) return known;
      const result = await callRoute<{ token: string; id: string; idStructure: string }>(baseUrl, 'account.login', {
        body: { username: email, password },
      });
      if (result.status !== 200) throw new Error(`seed: sign-in of ${email} answered ${result.status}: ${JSON.stringify(result.body)}`);
      sessions.set(email, result.body);
      return result.body;
    },
    async emailsTo(address) {
      const response = await fetch(new URL('/store', mailboxUrl));
      const { emails } = (await response.json()) as {
        emails: (Awaited<ReturnType<SeedContext['emailsTo']>>[number] & { destination: { to: string[] } })[];
      };
      return emails.filter((email) => email.destination.to.some((to) => to.toLowerCase() === address.toLowerCase()));
    },
    async courtPortal(path, body) {
      const response = await fetch(new URL(path, courtPortalUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`seed: court portal ${path} answered ${response.status}: ${await response.text()}`);
    },
    state: {},
    log,
  };
  const completed = [...done];
  for (const module of SEED_MODULES) {
    if (completed.includes(module.name)) continue;
    const started = Date.now();
    await module.run(ctx);
    completed.push(module.name);
    log(`seed: ${module.name} in ${Date.now() - started} ms`);
  }
  return completed;
};
