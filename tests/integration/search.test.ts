import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import type { TestFirm } from '../support/accounts';
import { clientWithAccount, createDossier, person, registerFirm, type Detail } from './dossiers-support';

type Results = {
  q: string;
  dossiers: { id: string; refCabinet: string }[];
  clients: { idClient: string; raisonSociale: string | null; nom: string | null }[];
};
const search = (token: string, q: string) => api<Results>('search.query', { token, query: { q } });

let firm: TestFirm;
let stranger: TestFirm;
let succession: Detail;
beforeAll(async () => {
  [firm, stranger] = await Promise.all([registerFirm(), registerFirm()]);
  succession = await createDossier(firm, {
    nom: 'Succession Élalami',
    refCabinet: 'SUC-2026/042',
    Client: [person({ nom: 'Chraïbi', prenom: 'Hélène' })],
    adversaire: [{ idTypeClient: 'PM', idStatutClient: 'ACS', rc: 'RC-99881', raisonSociale: 'Société Générale du Maroc' }],
  });
  await createDossier(stranger, { nom: 'Succession Elalami bis', refCabinet: 'SUC-OTHER' });
});

describe('GET /api/Search', () => {
  it('finds dossiers by name and reference without accents and in any case', async () => {
    expect((await search(firm.token, 'ELALAMI')).body.dossiers.map((d) => d.id)).toEqual([succession.id]);
    expect((await search(firm.token, 'succession élal')).body.dossiers.map((d) => d.id)).toEqual([succession.id]);
    expect((await search(firm.token, 'suc-2026/042')).body.dossiers.map((d) => d.id)).toEqual([succession.id]);
  });

  it('finds clients and opposing parties by name, company name and RC, grouped apart from dossiers', async () => {
    const byName = await search(firm.token, 'chraibi helene');
    expect(byName.body.clients.map((c) => c.nom)).toEqual(['Chraïbi']);
    expect(byName.body.dossiers).toEqual([]);
    expect((await search(firm.token, 'SOCIETE gener')).body.clients.map((c) => c.raisonSociale)).toEqual(['Société Générale du Maroc']);
    expect((await search(firm.token, 'rc-99881')).body.clients).toHaveLength(1);
  });

  it('finds Arabic names whatever the hamza, ta marbuta or diacritics typed', async () => {
    const d = await createDossier(firm, { nom: 'تَرِكَة أحمد', Client: [person({ nom: 'الإدريسي', prenom: 'فاطمة' })] });
    expect((await search(firm.token, 'تركه احمد')).body.dossiers.map((x) => x.id)).toEqual([d.id]);
    expect((await search(firm.token, 'الادريسي')).body.clients.map((c) => c.nom)).toEqual(['الإدريسي']);
  });

  it("never returns another firm's data", async () => {
    const theirs = await search(stranger.token, 'elalami');
    expect(theirs.body.dossiers.map((d) => d.refCabinet)).toEqual(['SUC-OTHER']);
    expect((await search(stranger.token, 'chraibi')).body.clients).toEqual([]);
  });

  it('lets a client find their own dossiers only, and no clients', async () => {
    const client = await clientWithAccount(firm, { nom: 'Succession', prenom: 'Propre' });
    await api('dossiers.updateClientReference', {
      token: client.token,
      params: { id: client.dossier.id },
      body: { refClient: 'Elalami-perso' },
    });
    const res = await search(client.token, 'elalami');
    expect(res.status).toBe(200);
    expect(res.body.dossiers.map((d) => d.id)).toEqual([client.dossier.id]);
    expect(res.body.clients).toEqual([]);
  });

  it('refuses an empty query with 400', async () => {
    expect((await search(firm.token, '   ')).status).toBe(400);
  });
});
