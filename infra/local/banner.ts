import type { Stack } from './stack';

const bold = (text: string) => (process.stdout.isTTY ? `\u001b[1m${text}\u001b[22m` : text);

/** What `npm start` and `npm run dev` print once the stack is ready. */
export const banner = (stack: Stack, options: { appUrl?: string; note?: string } = {}): string => {
  const width = Math.max(...stack.accounts.map((a) => a.email.length));
  const lines = [
    '',
    `  ${bold('Mizan is running')}`,
    '',
    `  App:      ${options.appUrl ?? stack.url}`,
    ...(options.appUrl ? [`  API:      ${stack.url}`] : []),
    `  Mailbox:  ${stack.mailboxUrl}   (every email the app sends)`,
    `  Court portal: ${stack.courtPortalUrl}   (the simulator; control API under /_control/)`,
    `  Jobs:     POST ${stack.url}/_control/jobs/{court-sync|alerts|registrations}   (run a scheduled job now)`,
    ...(stack.faultsUrl
      ? [`  Faults:   ${stack.faultsUrl}/_control/faults   (MIZAN_FAULTS=1: fail the table, storage, identity or mail)`]
      : []),
    '',
    '  Demo accounts (email / password / role):',
    ...stack.accounts.map((a) => `    ${a.email.padEnd(width)}  ${a.password}  ${a.role.padEnd(6)}  ${a.name}: ${a.description}`),
    '',
    ...(options.note ? [`  ${options.note}`, ''] : []),
    '  Ctrl-C stops everything. `npm run reset` wipes the local data (.data/).',
    '',
  ];
  return lines.join('\n');
};
