import { beforeAll, describe, expect, inject, it } from 'vitest';
import { identity } from '../../functions/src/adapters/identity';
import { isConditionFailure, table } from '../../functions/src/adapters/table';
import { firmPk, newId } from '../../functions/src/db/keys';
import { userItem } from '../../functions/src/db/users';
import { loadReferenceLabels, referenceUsage } from '../../functions/src/services/reference-data';
import { registerFirm, signIn, TEST_PASSWORD, uniqueEmail } from '../support/accounts';
import { request } from '../support/api';
import { partition } from '../support/table';

/**
 * Reference data against the local stack: option lists in each language with English fallback,
 * firm types and overrides isolated per firm, usage-aware delete, chain loops refused, closure days.
 * Calls go to the documented paths, so both path families of dossier types are exercised.
 */
const send = (method: string, path: string, options: { token?: string; body?: unknown; language?: string } = {}) =>
  request(path, {
    method,
    headers: {
      'content-type': 'application/json',
      'accept-language': options.language ?? 'fr',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });

type Firm = { structureId: string; admin: string; user: string };

/** A registered firm with its admin and a lawyer (USER), both signed in. */
const newFirm = async (name: string): Promise<Firm> => {
  const firm = await registerFirm({ userName: name, structure: `Cabinet ${name}` });
  const email = uniqueEmail();
  const userId = newId();
  await table.put(
    userItem({
      idUtilisateur: userId,
      idStructure: firm.structureId,
      idTypeUtilisateur: 'AVOCAT',
      idRolUtilisateur: 'USER',
      nom: name,
      prenom: 'Avocat',
      email,
      actif: true,
      createdAt: new Date().toISOString(),
    }),
  );
  await identity.create({ email, userId, structureId: firm.structureId, userType: 'AVOCAT', role: 'USER', password: TEST_PASSWORD });
  return { structureId: firm.structureId, admin: firm.token, user: (await signIn(email, TEST_PASSWORD)).token };
};

let a: Firm;
let b: Firm;

beforeAll(async () => {
  Object.assign(process.env, inject('env'));
  [a, b] = await Promise.all([newFirm('Alami'), newFirm('Bennani')]);
});

/** Items in a firm's partition: what a refused request must leave unchanged. */
const firmItemCount = async (structureId: string) => (await partition(firmPk(structureId))).length;

type Option = { value: string; label: string };
type TypeItem = { id: string; label: string; actif: boolean; global: boolean; traductions: { langue: string; valeur: string }[] };
const options = async (token: string, path: string) => (await send('GET', path, { token })).body as Option[];
const labelOf = (list: Option[], value: string) => list.find((o) => o.value === value)?.label;

describe('option lists', () => {
  it('answers in fr, ar and en, and in English for any other language', async () => {
    expect(labelOf(await options(a.admin, '/api/Management/GetAllTypeDossiers/fr'), 'PEN')).toBe('Pénal');
    expect(labelOf(await options(a.admin, '/api/Management/GetAllTypeDossiers/ar'), 'PEN')).toBe('جنائي');
    expect(labelOf(await options(a.admin, '/api/Management/GetAllTypeDossiers/de'), 'PEN')).toBe('Criminal');
    expect(labelOf(await options(a.admin, '/api/Management/GetAllStatutDossiers/es'), 'SSP')).toBe('Suspended');
    expect(labelOf(await options(a.user, '/api/Management/GetAllTypeEcheances/fr'), 'AUD')).toBe('Audience');
    expect(labelOf(await options(a.user, '/api/Management/GetAllTypeDepenses/en'), 'HON')).toBe('Fees');
  });

  it('lists the courts of appeal and the first-instance courts of one of them', async () => {
    expect(labelOf(await options(a.user, '/api/Management/GetAllTribunaux/fr'), 'CAC-CASABLANCA')).toMatch(/Casablanca/);
    const firstInstance = await options(a.user, '/api/Management/CA-RABAT/GetAllFirstInstance/ar');
    expect(labelOf(firstInstance, 'TPI-SALE')).toBe('المحكمة الابتدائية بسلا');
    expect(firstInstance.some((o) => o.value === 'TPI-CASABLANCA')).toBe(false);
    expect((await send('GET', '/api/Management/CA-NOWHERE/GetAllFirstInstance/fr', { token: a.user })).status).toBe(404);
  });
});

describe('dossier types', () => {
  it("round-trips translations through both path families; without a translation in the reader's language, the label the firm typed", async () => {
    const created = await send('POST', '/Management/Create-type-dossier', {
      token: a.admin,
      body: {
        id: 'pi',
        label: 'Propriété intellectuelle',
        traductions: [
          { langue: 'ar', valeur: 'الملكية الفكرية' },
          { langue: 'en', valeur: 'Intellectual property' },
        ],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: 'PI', actif: true, global: false });

    const listed = ((await send('GET', '/Management/GetAllTypeDossiers', { token: a.user })).body as TypeItem[]).find((t) => t.id === 'PI');
    expect(listed?.traductions.map((t) => `${t.langue}:${t.valeur}`)).toEqual(['ar:الملكية الفكرية', 'en:Intellectual property']);
    expect(labelOf(await options(a.admin, '/api/Management/GetAllTypeDossiers/fr'), 'PI')).toBe('Propriété intellectuelle');
    expect(labelOf(await options(a.admin, '/api/Management/GetAllTypeDossiers/ar'), 'PI')).toBe('الملكية الفكرية');

    const updated = await send('PUT', '/api/type-dossiers/PI', {
      token: a.admin,
      body: { id: 'PI', label: 'Propriété intellectuelle', actif: true, traductions: [{ langue: 'fr', valeur: 'PI (marques, brevets)' }] },
    });
    expect(updated.status).toBe(200);
    expect(labelOf(await options(a.admin, '/api/Management/GetAllTypeDossiers/fr'), 'PI')).toBe('PI (marques, brevets)');
    expect(labelOf(await options(a.admin, '/api/Management/GetAllTypeDossiers/ar'), 'PI')).toBe('Propriété intellectuelle');
  });

  it("keeps one firm's types and overrides invisible and untouchable to another", async () => {
    await send('POST', '/api/type-dossiers', { token: a.admin, body: { id: 'SECRET', label: 'Type du cabinet A' } });
    expect((await send('PUT', '/api/type-dossiers/PEN', { token: a.admin, body: { label: 'Pénal', actif: false } })).status).toBe(200);

    const seenByB = (await send('GET', '/Management/GetAllTypeDossiers', { token: b.admin })).body as TypeItem[];
    expect(seenByB.some((t) => t.id === 'SECRET')).toBe(false);
    expect(seenByB.find((t) => t.id === 'PEN')?.actif).toBe(true);
    expect(labelOf(await options(b.user, '/api/Management/GetAllTypeDossiers/fr'), 'PEN')).toBe('Pénal');
    expect(labelOf(await options(a.user, '/api/Management/GetAllTypeDossiers/fr'), 'PEN')).toBeUndefined();

    expect((await send('PUT', '/api/type-dossiers/SECRET', { token: b.admin, body: { label: 'Volé' } })).status).toBe(404);
    expect((await send('DELETE', '/api/type-dossiers/SECRET', { token: b.admin })).status).toBe(404);
    // Identifiers are unique per firm: B may have its own SECRET, and A's stays as it was.
    expect((await send('POST', '/api/type-dossiers', { token: b.admin, body: { id: 'SECRET', label: 'Type du cabinet B' } })).status).toBe(
      201,
    );
    const mine = ((await send('GET', '/Management/GetAllTypeDossiers', { token: a.admin })).body as TypeItem[]).find(
      (t) => t.id === 'SECRET',
    );
    expect(mine?.label).toBe('Type du cabinet A');
  });

  it('edits and deletes through the /Management and legacy /type-dossiers paths too', async () => {
    await send('POST', '/api/type-dossiers', { token: a.admin, body: { id: 'OLD', label: 'Ancien type' } });
    const edited = await send('PUT', '/Management/Update-type-dossier/OLD', {
      token: a.admin,
      body: { label: 'Ancien type (archivé)', traductions: [{ langue: 'en', valeur: 'Old type' }] },
    });
    expect(edited.body).toMatchObject({
      id: 'OLD',
      label: 'Ancien type (archivé)',
      traductions: [{ idTDT: 'OLD-en', idTypeDossier: 'OLD', langue: 'en', valeur: 'Old type' }],
    });
    expect((await send('DELETE', '/type-dossiers/OLD', { token: a.admin })).body).toEqual({ ok: true, outcome: 'deleted' });
    const list = (await send('GET', '/Management/GetAllTypeDossiers', { token: a.admin })).body as TypeItem[];
    expect(list.some((t) => t.id === 'OLD')).toBe(false);
    expect((await send('PUT', '/Management/Update-type-dossier/OLD', { token: a.admin, body: { label: 'Revenant' } })).status).toBe(404);
  });

  it('answers 409 for an identifier the firm already has or a built-in one', async () => {
    await send('POST', '/api/type-dossiers', { token: a.admin, body: { id: 'DOUBLE', label: 'Double' } });
    expect((await send('POST', '/api/type-dossiers', { token: a.admin, body: { id: 'double', label: 'Encore' } })).status).toBe(409);
    expect((await send('POST', '/api/type-dossiers', { token: a.admin, body: { id: 'CIV', label: 'Civil' } })).status).toBe(409);
  });

  it('a USER reads the list but cannot create, edit or delete (403), and nothing is written', async () => {
    const before = await firmItemCount(a.structureId);
    expect((await send('GET', '/Management/GetAllTypeDossiers', { token: a.user })).status).toBe(200);
    expect((await send('POST', '/api/type-dossiers', { token: a.user, body: { id: 'NOPE', label: 'Non' } })).status).toBe(403);
    expect((await send('PUT', '/api/type-dossiers/CIV', { token: a.user, body: { label: 'Non' } })).status).toBe(403);
    expect((await send('DELETE', '/type-dossiers/CIV', { token: a.user })).status).toBe(403);
    expect(await firmItemCount(a.structureId)).toBe(before);
  });

  it('refuses bad input with 400 and per-field details in the caller language, writing nothing', async () => {
    const before = await firmItemCount(a.structureId);
    const res = await send('POST', '/api/type-dossiers', {
      token: a.admin,
      language: 'ar',
      body: {
        id: 'A B',
        label: '  ',
        traductions: [
          { langue: 'fr', valeur: 'x' },
          { langue: 'fr', valeur: 'y' },
          { langue: 'de', valeur: 'z' },
        ],
      },
    });
    expect(res.status).toBe(400);
    const details = (res.body as { details: { field: string; code: string; message: string }[] }).details;
    expect(details.map((d) => `${d.field}:${d.code}`)).toEqual(
      expect.arrayContaining(['id:reference_code_invalid', 'label:required', 'traductions.2.langue:language_invalid']),
    );
    expect(details.find((d) => d.field === 'label')?.message).toBe('هذا الحقل إلزامي');
    expect(await firmItemCount(a.structureId)).toBe(before);
  });
});

describe('deactivation of types in use', () => {
  it('deactivates a type in use instead of deleting it: gone from pickers, still a label, no new use', async () => {
    await send('POST', '/api/type-depenses', {
      token: a.admin,
      body: { id: 'DOUANE', label: 'Frais de douane', traductions: [{ langue: 'en', valeur: 'Customs' }] },
    });
    // What the expenses domain does when it records an expense of this type.
    await table.transact([referenceUsage(a.structureId, 'expenseType', 'DOUANE')]);

    const removed = await send('DELETE', '/api/type-depenses/DOUANE', { token: a.admin });
    expect(removed.body).toEqual({ ok: true, outcome: 'deactivated' });
    const listed = ((await send('GET', '/api/Management/GetAllTypeDepenses', { token: a.user })).body as TypeItem[]).find(
      (t) => t.id === 'DOUANE',
    );
    expect(listed?.actif).toBe(false);
    expect(labelOf(await options(a.user, '/api/Management/GetAllTypeDepenses/en'), 'DOUANE')).toBeUndefined();
    expect((await loadReferenceLabels(a.structureId, 'en')).expenseType('DOUANE')).toBe('Customs');

    const newUse = table.transact([referenceUsage(a.structureId, 'expenseType', 'DOUANE')]);
    await expect(newUse.catch((error: unknown) => isConditionFailure(error))).resolves.toBe(true);
  });

  it('deletes an unused firm type, and only deactivates a built-in one', async () => {
    await send('POST', '/api/type-depenses', { token: a.admin, body: { id: 'TEMP', label: 'Temporaire' } });
    expect((await send('DELETE', '/api/type-depenses/TEMP', { token: a.admin })).body).toEqual({ ok: true, outcome: 'deleted' });
    const list = (await send('GET', '/api/Management/GetAllTypeDepenses', { token: a.admin })).body as TypeItem[];
    expect(list.some((t) => t.id === 'TEMP')).toBe(false);

    expect((await send('DELETE', '/api/type-depenses/FTE', { token: a.admin })).body).toEqual({ ok: true, outcome: 'deactivated' });
    expect(labelOf(await options(a.user, '/api/Management/GetAllTypeDepenses/fr'), 'FTE')).toBeUndefined();
    expect(labelOf(await options(b.user, '/api/Management/GetAllTypeDepenses/fr'), 'FTE')).toBe('Frais de témoins');
    // Reactivated by an edit.
    await send('PUT', '/api/type-depenses/FTE', { token: a.admin, body: { label: 'Frais de témoins', actif: true } });
    expect(labelOf(await options(a.user, '/api/Management/GetAllTypeDepenses/fr'), 'FTE')).toBe('Frais de témoins');
  });

  it('the dossier-type delete paths do not touch deadline types, which have their own', async () => {
    expect((await send('DELETE', '/type-dossiers/TEL', { token: a.admin })).status).toBe(404);
    expect((await send('DELETE', '/api/type-echeances/TEL', { token: a.admin })).body).toEqual({ ok: true, outcome: 'deactivated' });
    await send('PUT', '/api/Management/Update-type-echeance/TEL', {
      token: a.admin,
      body: { label: 'Rendez-vous téléphonique', actif: true },
    });
  });
});

describe('deadline types', () => {
  it('creates a type with its chain and answers the chain with child labels', async () => {
    const res = await send('POST', '/api/Management/Create-type-echeance', {
      token: a.admin,
      language: 'fr',
      body: { id: 'EXP', label: 'Expertise judiciaire', delai: 15, isauto: false, nextActions: [{ IdChild: 'AUD', delais: 7 }] },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: 'EXP',
      delai: 15,
      nextActions: [{ IdParent: 'EXP', IdChild: 'AUD', ChildLabel: 'Audience', delais: 7 }],
    });
  });

  it('lists deadline types with their delay, chain and translations; other firms do not see them', async () => {
    const list = (await send('GET', '/api/Management/GetAllTypeEcheances', { token: a.user, language: 'en' })).body as (TypeItem & {
      delai: number;
      nextActions: { IdChild: string; ChildLabel: string }[];
    })[];
    expect(list.find((t) => t.id === 'EXP')).toMatchObject({
      delai: 15,
      global: false,
      nextActions: [{ IdChild: 'AUD', ChildLabel: 'Court hearing' }],
    });
    expect(list.find((t) => t.id === 'AUD')).toMatchObject({
      global: true,
      nextActions: [{ IdChild: 'DOC', ChildLabel: 'Document sending' }],
    });
    expect(list.find((t) => t.id === 'AUD')?.traductions).toContainEqual(
      expect.objectContaining({ idTET: 'AUD-ar', idTypeEcheance: 'AUD', langue: 'ar', valeur: 'جلسة' }),
    );
    const other = (await send('GET', '/api/Management/GetAllTypeEcheances', { token: b.user })).body as TypeItem[];
    expect(other.some((t) => t.id === 'EXP')).toBe(false);
  });

  it('refuses a chain that loops back on itself, directly or through other types, writing nothing', async () => {
    const before = await firmItemCount(a.structureId);
    const self = await send('POST', '/api/Management/Create-type-echeance', {
      token: a.admin,
      body: { id: 'SELF', label: 'Boucle', nextActions: [{ IdChild: 'SELF', delais: 1 }] },
    });
    expect(self.status).toBe(400);
    // TEL → EXP closes EXP → AUD → DOC → TEL → EXP.
    const loop = await send('PUT', '/api/Management/Update-type-echeance/TEL', {
      token: a.admin,
      language: 'en',
      body: { label: 'Rendez-vous téléphonique', nextActions: [{ IdChild: 'EXP', delais: 2 }] },
    });
    expect(loop.status).toBe(400);
    expect(loop.body).toMatchObject({
      details: [{ field: 'nextActions.0.IdChild', code: 'next_action_cycle', message: 'This chain of deadlines loops back on itself' }],
    });
    expect(await firmItemCount(a.structureId)).toBe(before);
    // Firm B has no EXP: the same chain names an unknown type there.
    const elsewhere = await send('PUT', '/api/Management/Update-type-echeance/TEL', {
      token: b.admin,
      body: { label: 'x', nextActions: [{ IdChild: 'EXP', delais: 2 }] },
    });
    expect(elsewhere.body).toMatchObject({ details: [{ code: 'next_action_unknown' }] });
  });

  it('a deadline type named in another chain is deactivated, not deleted', async () => {
    await send('POST', '/api/Management/Create-type-echeance', { token: a.admin, body: { id: 'CHILD', label: 'Enfant' } });
    await send('POST', '/api/Management/Create-type-echeance', {
      token: a.admin,
      body: { id: 'PARENT', label: 'Parent', nextActions: [{ IdChild: 'CHILD', delais: 1 }] },
    });
    expect((await send('DELETE', '/api/type-echeances/CHILD', { token: a.admin })).body).toEqual({ ok: true, outcome: 'deactivated' });
  });
});

describe('closure days', () => {
  it('adds, lists and removes a firm closure day, once, for that firm only', async () => {
    expect(
      (await send('POST', '/api/closure-days', { token: a.admin, body: { date: '2026-12-24', motif: 'Fermeture annuelle' } })).status,
    ).toBe(201);
    expect((await send('POST', '/api/closure-days', { token: a.admin, body: { date: '2026-12-24' } })).status).toBe(409);
    expect((await send('GET', '/api/closure-days', { token: a.admin })).body).toEqual([
      { date: '2026-12-24', motif: 'Fermeture annuelle' },
    ]);
    expect((await send('GET', '/api/closure-days', { token: b.admin })).body).toEqual([]);
    expect((await send('DELETE', '/api/closure-days/2026-12-24', { token: b.admin })).status).toBe(404);
    expect((await send('DELETE', '/api/closure-days/2026-12-24', { token: a.admin })).status).toBe(200);
    expect((await send('GET', '/api/closure-days', { token: a.user })).status).toBe(403);
  });
});
