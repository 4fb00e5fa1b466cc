import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { Availability } from '../../functions/src/db/availabilities';
import { icsCalendar } from '../../functions/src/domains/calendar/icalendar';
import { freeSlots, weekdayOf } from '../../functions/src/domains/calendar/times';
import { casablancaInstant } from '../../functions/src/services/deadline-dates';

const window = (idJour: number, debut: string, fin: string): Availability => ({
  id: `W${idJour}${debut}`,
  idUtilisateur: 'U1',
  idJour,
  debut,
  fin,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('free slots', () => {
  const windows = [window(1, '09:00', '09:30'), window(1, '10:00', '10:30'), window(3, '14:00', '15:00')];
  const none = new Set<string>();

  it('gives each day of the range its weekday’s windows, with the documented seconds', () => {
    const days = freeSlots(windows, [], { from: '2027-03-01', to: '2027-03-03' }, none, new Date('2027-01-01T00:00:00Z'));
    expect(weekdayOf('2027-03-01')).toBe(1);
    expect(days).toEqual([
      {
        jour: '2027-03-01',
        slots: [
          { dateDebut: '2027-03-01T09:00:01', dateFin: '2027-03-01T09:30:00' },
          { dateDebut: '2027-03-01T10:00:01', dateFin: '2027-03-01T10:30:00' },
        ],
      },
      { jour: '2027-03-02', slots: [] },
      { jour: '2027-03-03', slots: [{ dateDebut: '2027-03-03T14:00:01', dateFin: '2027-03-03T15:00:00' }] },
    ]);
  });

  it('leaves out held, begun, holiday and closure-day windows, and answers nothing for a lawyer without windows', () => {
    const held = [{ date: '2027-03-01', held: [{ id: 'A', debut: '09:15', fin: '09:45' }], version: 1 }];
    // 10:00 on 2027-03-01 in Casablanca has begun at 10:05.
    const now = new Date(Date.parse(casablancaInstant('2027-03-01', '10:05')));
    expect(freeSlots(windows, held, { from: '2027-03-01', to: '2027-03-01' }, none, now)).toEqual([{ jour: '2027-03-01', slots: [] }]);
    expect(freeSlots(windows, held, { from: '2027-03-01', to: '2027-03-01' }, none, new Date('2027-01-01'))[0]?.slots).toHaveLength(1);
    // 2027-01-11: Manifesto of Independence (a Monday); 2027-03-08 a closure day of the firm.
    const closed = freeSlots(windows, [], { from: '2027-01-11', to: '2027-01-11' }, none, new Date('2027-01-01'));
    expect(closed).toEqual([{ jour: '2027-01-11', slots: [] }]);
    expect(
      freeSlots(windows, [], { from: '2027-03-08', to: '2027-03-08' }, new Set(['2027-03-08']), new Date('2027-01-01'))[0]?.slots,
    ).toEqual([]);
    expect(freeSlots([], [], { from: '2027-03-01', to: '2027-03-07' }, none, new Date('2027-01-01'))).toEqual([]);
  });
});

describe('iCalendar', () => {
  const now = new Date('2027-02-01T10:00:00Z');
  const text = icsCalendar({
    method: 'REQUEST',
    now,
    events: [
      {
        uid: 'R1@mizan',
        sequence: 2,
        // During Ramadan 2027 Casablanca is on UTC+0; after it, UTC+1.
        date: '2027-02-15',
        start: '09:00',
        end: '09:30',
        summary: 'Rendez-vous — Fatima Zahra El Idrissi, دعوى; suite\\fin',
        status: 'CONFIRMED',
        attendees: [{ name: 'Maître "Benali"', email: 'y.benali@exemple.ma' }],
      },
      { uid: 'R2@mizan', sequence: 0, date: '2027-04-15', start: '09:00', end: '09:30', summary: 'Après', status: 'TENTATIVE' },
      { uid: 'D1@mizan', sequence: 0, date: '2027-04-16', summary: 'Échéance', status: 'CONFIRMED' },
    ],
  });

  it('writes CRLF lines of at most 75 octets, escaped text, and parses', () => {
    const lines = text.split('\r\n');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(lines.every((line) => Buffer.byteLength(line, 'utf8') <= 75)).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const [first] = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    expect(first?.summary).toBe('Rendez-vous — Fatima Zahra El Idrissi, دعوى; suite\\fin');
    expect(first?.sequence).toBe(2);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
  });

  it('escapes every line break in text (CRLF, LF and a lone CR as \\n) and drops the other control characters but HTAB', () => {
    const made = icsCalendar({
      now,
      events: [
        {
          uid: 'C1@mizan',
          sequence: 0,
          date: '2027-04-20',
          start: '09:00',
          end: '09:30',
          summary: 'un\r\ndeux\ntrois\rquatre\u0000\u0007\u001b\u001f\u007fcinq\tsix',
          description: 'X-INJECTED:oui\rATTENDEE:mailto:pirate@exemple.ma',
          status: 'TENTATIVE',
          attendees: [{ name: 'Maître\r\u0001Benali\u007f', email: 'y.benali@exemple.ma' }],
        },
      ],
    });
    const unfolded = made.replace(/\r\n /g, '');
    // No control character but the CRLF that ends each line (and the folds' CRLF + space); HTAB is text (RFC 5545 TSAFE-CHAR).
    // eslint-disable-next-line no-control-regex
    expect(unfolded.split('\r\n').filter((line) => /[\u0000-\u0008\u000a-\u001f\u007f]/.test(line))).toEqual([]);
    expect(unfolded).toContain('SUMMARY:un\\ndeux\\ntrois\\nquatrecinq\tsix');
    expect(unfolded).toContain('DESCRIPTION:X-INJECTED:oui\\nATTENDEE:mailto:pirate@exemple.ma');
    expect(unfolded).toContain('CN="MaîtreBenali"');
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(made)).getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe('un\ndeux\ntrois\nquatrecinq\tsix');
    expect(event.component.getAllProperties('attendee')).toHaveLength(1);
  });

  it('places events at the right instants with its own VTIMEZONE, Ramadan’s change of offset included', () => {
    const zone = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vtimezone')!;
    ICAL.TimezoneService.register(zone);
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    for (const [event, day] of [
      [events[0], '2027-02-15'],
      [events[1], '2027-04-15'],
    ] as const)
      expect(event?.startDate.toJSDate().getTime()).toBe(Date.parse(casablancaInstant(day, '09:00')));
    // The two instants are an hour apart in UTC offset: the zone's data really changes.
    expect(casablancaInstant('2027-02-15', '09:00').slice(-6)).not.toBe(casablancaInstant('2027-04-15', '09:00').slice(-6));
    expect(events[2]?.startDate.isDate).toBe(true);
  });
});
