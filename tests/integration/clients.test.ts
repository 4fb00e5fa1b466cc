import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import type { TestFirm } from '../support/accounts';
import { createDossier, person, registerFirm, uniqueCin, type ErrorBody } from './dossiers-support';

type ClientPage = { items: { idClient: string; nom?: string; raisonSociale?: string }[]; cursor: string | null };

let firm: TestFirm;
beforeAll(async () => {
  firm = await registerFirm();
});

describe('one record per person or company, found by CIN or RC', () => {
  it('links the existing record when a CIN comes again (spacing and case aside) instead of duplicating it', async () => {
    const cin = uniqueCin();
    const first = await createDossier(firm, { Client: [person({ cin, nom: 'Berrada', prenom: 'Nadia' })] });
    const second = await createDossier(firm, {
      Client: [person({ cin: ` ${cin.toLowerCase().slice(0, 3)} ${cin.toLowerCase().slice(3)}`, nom: 'Autre Nom' })],
    });
    const id = first.clients[0]!.idClient;
    expect(second.clients[0]).toMatchObject({ idClient: id, nom: 'Berrada' });
    const byCin = await api<{ idClient: string; cin: string }>('clients.get', { token: firm.token, params: { id: cin.toLowerCase() } });
    expect(byCin.body).toMatchObject({ idClient: id, cin });
    const byId = await api<{ idClient: string }>('clients.get', { token: firm.token, params: { id } });
    expect(byId.body.idClient).toBe(id);
    const dossiers = await api<{ id: string }[]>('clients.dossiersFor', { token: firm.token, params: { id, userId: firm.userId } });
    expect(dossiers.body.map((d) => d.id).sort()).toEqual([first.id, second.id].sort());
  });

  it('finds a company by RC and answers 404 for an unknown identifier', async () => {
    const rc = `RC${uniqueCin()}`;
    const d = await createDossier(firm, {
      Client: [{ idTypeClient: 'PM', idStatutClient: 'PLG', rc, raisonSociale: 'Atlas Trading SARL', representantLegal: 'Mme Fassi' }],
    });
    const found = await api<{ idClient: string; raisonSociale: string }>('clients.get', { token: firm.token, params: { id: rc } });
    expect(found.body).toMatchObject({ idClient: d.clients[0]!.idClient, raisonSociale: 'Atlas Trading SARL' });
    const missing = await api<ErrorBody>('clients.get', { token: firm.token, params: { id: 'ZZ000000' } });
    expect(missing.status).toBe(404);
    const malformed = await api<ErrorBody>('clients.get', { token: firm.token, params: { id: 'X#D#Y' } });
    expect(malformed.status).toBe(400);
  });
});

describe('client lists', () => {
  it('lists persons and companies separately by name, a page at a time, without opposing parties', async () => {
    const own = await registerFirm();
    await createDossier(own, {
      Client: [
        person({ nom: 'Zahir', prenom: 'Amine' }),
        person({ nom: 'Amrani', prenom: 'Leila' }),
        { idTypeClient: 'PM', idStatutClient: 'PLG', raisonSociale: 'Sud Export' },
      ],
      adversaire: [person({ nom: 'Adverse', prenom: 'Seul', idStatutClient: 'ACS' })],
    });
    const page1 = await api<ClientPage>('clients.persons', { token: own.token, params: { userId: own.userId }, query: { limit: 1 } });
    expect(page1.body.items.map((c) => c.nom)).toEqual(['Amrani']);
    const page2 = await api<ClientPage>('clients.persons', {
      token: own.token,
      params: { userId: own.userId },
      query: { limit: 5, cursor: page1.body.cursor ?? '' },
    });
    expect(page2.body.items.map((c) => c.nom)).toEqual(['Zahir']);
    expect(page2.body.cursor).toBeNull();
    const companies = await api<ClientPage>('clients.companies', { token: own.token, params: { userId: own.userId } });
    expect(companies.body.items.map((c) => c.raisonSociale)).toEqual(['Sud Export']);
  });

  it('answers 404 for a userId that is not a user of the firm, even to an administrator', async () => {
    const res = await api('clients.persons', { token: firm.token, params: { userId: '01J00000000000000000NOBODY' } });
    expect(res.status).toBe(404);
  });
});
