import type { ObjectKind } from '@mizan/shared/route';
import type { RouteName } from '@mizan/shared/routes';
import {
  appointmentDay,
  bookingBody,
  newBooking,
  newClient,
  newClosureDay,
  newDeadline,
  newDocument,
  newDossier,
  newExpense,
  newImport,
  newTimeEntry,
  newInvoice,
  newTask,
  newMember,
  newNote,
  newPendingDocument,
  newPendingVersion,
  newPerformedDeadline,
  newProposingDeadline,
  newTemplate,
  newType,
  newWindow,
  setTaxIds,
  type Person,
  type Side,
  type TypeKind,
  type World,
} from './world';

/**
 * One registry of the objects routes touch, per kind of the route table's scopes: for each kind,
 * how an object stands to a caller (`relations`) and how to get one (a new kind of the route table needs its entry here,
 * or the typecheck fails).
 */

/** How an object stands to the caller: their own (their firm's; for a client, their dossier's), another of their firm, another firm's. */
export type Relation = 'own' | 'sameFirm' | 'otherFirm';
export type Fixture = { id: string; email?: string };
/** Who calls, their firm and the other firm. */
export type Place = { caller: Person; relation: Relation; mine: World; other: World };

type Factory = {
  relations: readonly Relation[];
  /** An object of the relation made once: reads and refused calls share it. */
  shared: (place: Place) => Fixture;
  /** A new object, for a call that may change or delete it; absent where no route does. */
  fresh?: (place: Place) => Promise<Fixture>;
  /** A new object in the state a route acts on, where that is not a new object's (a performed deadline's proposals). */
  freshFor?: Partial<Record<RouteName, (place: Place) => Promise<Fixture>>>;
};

const EVERY: readonly Relation[] = ['own', 'sameFirm', 'otherFirm'];
/** The firm's records: the firm owns them all, so there is no other owner in the firm. */
const FIRM: readonly Relation[] = ['own', 'otherFirm'];

const worldOf = ({ relation, mine, other }: Place) => (relation === 'otherFirm' ? other : mine);

/** The dossier side: a client's own side (side 0 for staff), the other side, or the same side in the other firm. */
const sideOf = (place: Place): { world: World; side: Side } => {
  const side = place.caller.side ?? 0;
  return { world: worldOf(place), side: place.relation === 'sameFirm' ? ((1 - side) as Side) : side };
};

/** The person at the same place in a world: its admin, lawyer, editor, or the client of the same side. */
const counterpart = (world: World, person: Person): Person => {
  if (person.role === 'CLT') return world.clients[person.side ?? 0];
  return { ADMIN: world.admin, USER: world.user, EDITOR: world.editor }[person.role];
};

/** Another person of the firm: the other side's client for a client, the admin for the lawyer, the lawyer for others. */
const colleague = (world: World, person: Person): Person => {
  if (person.role === 'CLT') return world.clients[person.side === 0 ? 1 : 0];
  return person.role === 'USER' ? world.admin : world.user;
};

const personAt = (place: Place) => {
  if (place.relation === 'own') return place.caller;
  return place.relation === 'sameFirm' ? colleague(place.mine, place.caller) : counterpart(place.other, place.caller);
};

/** Who acts on a world's object that only the one who made it may change: the caller when staff of that firm, else its admin. */
const makerIn = (world: World, place: Place) =>
  place.caller.structureId === world.structureId && place.caller.role !== 'CLT' ? place.caller : world.admin;

const typeFixtures = (kind: TypeKind): Factory => ({
  relations: FIRM,
  shared: (place) => ({ id: worldOf(place).types[kind] }),
  fresh: async (place) => ({ id: await newType(worldOf(place).admin, kind) }),
});

/** An issued invoice of a new dossier of the side whose lawyer is the caller when they are its firm's lawyer, else its admin. */
const issuedOfCallersDossier = async (place: Place) => {
  const { world, side } = sideOf(place);
  const maker = makerIn(world, place);
  const dossier = await newDossier(world, side, maker.role === 'USER' ? maker : world.admin);
  return { id: await newInvoice(world.admin, dossier, side, true) };
};

export const OBJECTS: Record<ObjectKind, Factory> = {
  dossier: {
    relations: EVERY,
    shared: (place) => {
      const { world, side } = sideOf(place);
      return { id: world.dossiers[side].id };
    },
    fresh: async (place) => {
      const { world, side } = sideOf(place);
      return { id: (await newDossier(world, side)).id };
    },
  },
  deadline: {
    relations: EVERY,
    shared: (place) => {
      const { world, side } = sideOf(place);
      return { id: world.deadlines[side] };
    },
    fresh: async (place) => {
      const { world, side } = sideOf(place);
      return { id: await newDeadline(world.admin, world.dossiers[side], side) };
    },
    freshFor: {
      'dossiers.chainDeadlines': async (place) => {
        const { world, side } = sideOf(place);
        return { id: await newProposingDeadline(world, side) };
      },
      /** Performed by the caller when they are staff of its firm (only its performer may undo it), else by its admin. */
      'dossiers.undoDeadline': async (place) => {
        const { world, side } = sideOf(place);
        return { id: await newPerformedDeadline(makerIn(world, place), world.dossiers[side], side) };
      },
    },
  },
  note: {
    relations: EVERY,
    shared: (place) => {
      const { world, side } = sideOf(place);
      return { id: world.notes[side] };
    },
    /** Written by the caller when they are staff of its firm (only a note's author may change it), else by its admin. */
    fresh: async (place) => {
      const { world, side } = sideOf(place);
      return { id: await newNote(makerIn(world, place), world.dossiers[side], side) };
    },
  },
  expense: {
    relations: EVERY,
    shared: (place) => {
      const { world, side } = sideOf(place);
      return { id: world.expenses[side] };
    },
    /** Added by the caller when they are staff of its firm (its author may change it), else by its admin. */
    fresh: async (place) => {
      const { world, side } = sideOf(place);
      const author = place.caller.structureId === world.structureId && place.caller.role !== 'CLT' ? place.caller : world.admin;
      return { id: await newExpense(author, world.dossiers[side], side) };
    },
  },
  timeEntry: {
    relations: EVERY,
    shared: (place) => {
      const { world, side } = sideOf(place);
      return { id: world.timeEntries[side] };
    },
    /** The caller's own when they are staff of its firm (its person may change it), else its admin's. */
    fresh: async (place) => {
      const { world, side } = sideOf(place);
      return { id: await newTimeEntry(makerIn(world, place), world.dossiers[side], side) };
    },
  },
  invoice: {
    relations: EVERY,
    /** An issued invoice of the side's dossier: its client reads it. */
    shared: (place) => {
      const { world, side } = sideOf(place);
      return { id: world.invoices[side] };
    },
    /** A draft of the side's dossier, prepared by the caller when they are staff of its firm. */
    fresh: async (place) => {
      const { world, side } = sideOf(place);
      return { id: await newInvoice(makerIn(world, place), world.dossiers[side], side) };
    },
    freshFor: {
      /** A draft of a new dossier of the side whose lawyer is the caller when they are its firm's lawyer (who may issue it), else its admin. */
      'billing.issueInvoice': async (place) => {
        const { world, side } = sideOf(place);
        const maker = makerIn(world, place);
        const dossier = await newDossier(world, side, maker.role === 'USER' ? maker : world.admin);
        await setTaxIds(world.structureId);
        return { id: await newInvoice(maker, dossier, side) };
      },
      /** An issued invoice of a new dossier of the side whose lawyer is the caller when they are its firm's lawyer (who may credit it), else its admin. */
      'billing.createCreditNote': (place) => issuedOfCallersDossier(place),
      /** The same: the dossier's lawyer may send it to its client (who has an address). */
      'print.sendInvoice': (place) => issuedOfCallersDossier(place),
      /** An issued invoice of the side's dossier, with its whole amount due. */
      'billing.addPayment': async (place) => {
        const { world, side } = sideOf(place);
        return { id: await newInvoice(world.admin, world.dossiers[side], side, true) };
      },
    },
  },
  template: {
    relations: FIRM,
    shared: (place) => ({ id: worldOf(place).template }),
    fresh: async (place) => ({ id: await newTemplate(worldOf(place).admin) }),
    freshFor: { 'templates.confirm': async (place) => ({ id: await newTemplate(worldOf(place).admin, { confirm: false }) }) },
  },
  task: {
    relations: EVERY,
    shared: (place) => {
      const { world, side } = sideOf(place);
      return { id: world.tasks[side] };
    },
    /** The caller's own when they are staff of its firm (its creator may delete it), else its admin's. */
    fresh: async (place) => {
      const { world, side } = sideOf(place);
      return { id: await newTask(makerIn(world, place), world.dossiers[side], side) };
    },
  },
  document: {
    relations: EVERY,
    shared: (place) => {
      const { world, side } = sideOf(place);
      return { id: world.documents[side] };
    },
    fresh: async (place) => {
      const { world, side } = sideOf(place);
      return { id: await newDocument(world.admin, world.dossiers[side], side) };
    },
    freshFor: {
      'documents.confirmUpload': async (place) => {
        const { world, side } = sideOf(place);
        return { id: await newPendingDocument(world.admin, world.dossiers[side], side) };
      },
      'documents.confirmVersion': async (place) => {
        const { world, side } = sideOf(place);
        return { id: await newPendingVersion(world.admin, world.dossiers[side], side) };
      },
    },
  },
  person: { relations: EVERY, shared: (place) => ({ id: personAt(place).userId }) },
  /** A calendar: the caller's own (a client's: their dossiers' lawyer), a colleague's (for a client, a lawyer of none of theirs), another firm's. */
  staff: {
    relations: EVERY,
    shared: (place) => {
      const world = worldOf(place);
      const client = place.caller.role === 'CLT';
      if (place.relation === 'own') return { id: client ? world.admin.userId : place.caller.userId };
      return { id: client || place.relation === 'otherFirm' ? world.user.userId : colleague(world, place.caller).userId };
    },
  },
  structure: { relations: FIRM, shared: (place) => ({ id: worldOf(place).structureId }) },
  user: {
    relations: FIRM,
    shared: (place) => worldOf(place).member,
    fresh: (place) => newMember(worldOf(place).admin),
  },
  client: {
    relations: FIRM,
    shared: (place) => {
      const { world, side } = sideOf(place);
      return { id: world.dossiers[side].clientId };
    },
    fresh: (place) => newClient(worldOf(place).admin),
  },
  dossierType: typeFixtures('dossierType'),
  deadlineType: typeFixtures('deadlineType'),
  expenseType: typeFixtures('expenseType'),
  closureDay: {
    relations: FIRM,
    shared: (place) => ({ id: worldOf(place).closureDay }),
    fresh: async (place) => ({ id: await newClosureDay(worldOf(place).admin) }),
  },
  /** A window of the firm's admin; a new one is the caller's own (only its owner or an admin removes it). */
  availability: {
    relations: FIRM,
    shared: (place) => ({ id: worldOf(place).availability }),
    fresh: async (place) => {
      const world = worldOf(place);
      const staff = place.relation === 'own' && place.caller.role !== 'CLT' ? place.caller : world.admin;
      return { id: await newWindow(staff) };
    },
  },
  /** A job of the firm's whole export. */
  export: {
    relations: FIRM,
    shared: (place) => ({ id: worldOf(place).exportJob }),
  },
  /** An import of dossiers, previewed: a run starts it, so each run gets its own. */
  import: {
    relations: FIRM,
    shared: (place) => ({ id: worldOf(place).importJob }),
    fresh: async (place) => ({ id: await newImport(worldOf(place).admin) }),
  },
  /** A booking of the side's client: a client's own, the other side's, another firm's. */
  appointment: {
    relations: EVERY,
    shared: (place) => {
      const { world, side } = sideOf(place);
      return { id: world.appointments[side] };
    },
    fresh: async (place) => {
      const { world, side } = sideOf(place);
      return { id: await newBooking(world.clients[side], world, side) };
    },
  },
};

/**
 * Routes whose valid body is a state of the firm rather than a constant (a free slot to book; a
 * time no other appointment of the lawyer holds): each call that may change something gets its own.
 */
export const BODIES: Partial<Record<RouteName, (place: Place) => Record<string, unknown>>> = {
  'calendar.createAppointment': (place) =>
    place.caller.role === 'CLT'
      ? bookingBody(place.mine, place.caller.side ?? 0)
      : { date: appointmentDay(), heureDebut: '10:00:00', heureFin: '10:30:00' },
  'calendar.updateAppointment': () => ({ date: appointmentDay(), heureDebut: '10:00:00', heureFin: '10:30:00' }),
  // The template's dossier: the caller's firm's (staff generate into their own firm's dossiers).
  'templates.generate': (place) => ({ idDossier: place.mine.dossiers[0].id }),
  // Two-factor stays optional in the harness's firms: required, their staff could not sign in with a password alone.
  'account.requireTwoFactor': () => ({ required: false }),
};

/**
 * What a route reads outside its schemas, sent by the harnesses like the app sends it: the refresh
 * route's cookie (the caller's refresh token) and its cross-site guard's header.
 */
export const HEADERS: Partial<Record<RouteName, (caller: Person) => Record<string, string>>> = {
  'account.refresh': (caller) => ({ cookie: `mizan_refresh=${caller.refreshToken}`, 'x-requested-with': 'mizan' }),
};

/**
 * Routes that end every session of their caller (sign-out, a password change): the access harness
 * runs them after every other check, one at a time, each with a session of its own.
 */
/** Routes for administrators and assistants among the staff: the world's lawyer (USER, AVOCAT) is refused (403). */
export const NOT_FOR_LAWYERS: ReadonlySet<RouteName> = new Set(['tasks.firm', 'billing.week']);

export const ENDS_SESSIONS: ReadonlySet<RouteName> = new Set(['account.logout', 'account.changePassword']);

/** The object of one check: a fresh one when the call may change it. */
export const objectFor = async (kind: ObjectKind, place: Place, options: { route: RouteName; fresh: boolean }): Promise<Fixture> => {
  const entry = OBJECTS[kind];
  if (!options.fresh) return entry.shared(place);
  const inState = entry.freshFor?.[options.route];
  if (inState) return inState(place);
  if (!entry.fresh) throw new Error(`a route changes '${kind}' objects: add a fresh factory to OBJECTS (tests/contract/fixtures.ts)`);
  return entry.fresh(place);
};
