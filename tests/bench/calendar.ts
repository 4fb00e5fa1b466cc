import { casablancaToday } from '../../functions/src/services/working-days';
import { lawyerFirm } from './dossiers';
import { measure, ms, percentile } from './stats';

/**
 * Free-slot bench: a lawyer with 50 weekly windows and 200 appointments in one week, made through
 * the API as the screens make them; measures the booking picker's call (`disponibilites` for that
 * week) at 1 and 10 concurrent clients, p50 and p95. Its cost is three reads (the windows, the
 * week's agenda days, the closure days) whatever the numbers.
 */
export type CalendarBenchOptions = {
  apiUrl: string;
  windows?: number;
  appointments?: number;
  requests?: number;
  log?: (line: string) => void;
};

const DAY_MS = 86_400_000;
const plus = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const time = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export const runCalendarBench = async (options: CalendarBenchOptions) => {
  const { apiUrl, windows = 50, appointments = 200, requests = 200 } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const firm = await lawyerFirm(apiUrl, 'calendar');
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(new URL(path, apiUrl), {
      method,
      headers: { authorization: `Bearer ${firm.token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await res.json()) as unknown;
    if (res.status >= 300) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(answer)}`);
    return answer;
  };
  // Windows of 30 minutes from 08:00, spread over the 7 days.
  for (let n = 0; n < windows; n++) {
    const start = 8 * 60 + 30 * Math.floor(n / 7);
    await call('POST', '/api/Calendar/CreateDisponibilite', {
      idJour: 1 + (n % 7),
      heureDebut: `${time(start)}:01`,
      heureFin: `${time(start + 30)}:00`,
    });
  }
  // A week from next Monday; back-to-back appointments of 15 minutes from 11:00, day after day (the last windows are taken).
  const today = casablancaToday(new Date());
  const monday = plus(today, 7 + ((8 - (new Date(`${today}T00:00:00Z`).getUTCDay() || 7)) % 7));
  const perDay = Math.ceil(appointments / 7);
  for (let n = 0; n < appointments; n++) {
    const start = 11 * 60 + 15 * (n % perDay);
    await call('POST', '/api/Calendar/create-rendez-vous', {
      date: plus(monday, Math.floor(n / perDay)),
      heureDebut: `${time(start)}:00`,
      heureFin: `${time(start + 15)}:00`,
      commentaire: `Rendez-vous ${n}`,
    });
  }
  const path = `/api/Calendar/user/${firm.userId}/disponibilites?dateDebut=${monday}&dateFin=${plus(monday, 6)}`;
  const days = (await call('GET', path)) as { slots: unknown[] }[];
  const free = days.reduce((sum, day) => sum + day.slots.length, 0);
  log(`\nCalendar bench: free slots of a week with ${windows} windows and ${appointments} appointments (${free} slots free)`);
  for (const concurrency of [1, 10]) {
    const latencies = await measure(requests, concurrency, async () => {
      await call('GET', path);
    });
    log(`  disponibilites, ${concurrency} at a time: p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}`);
  }
};
