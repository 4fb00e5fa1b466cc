import { expect } from 'vitest';
import { api } from '../support/api';
import type { TestFirm } from '../support/accounts';
import { registerFirm } from './dossiers-support';
import { asFirm, newStaff } from './identity-helpers';

/** A member of the firm's staff, signed in. */
export type Staff = { id: string; token: string };

const TAX_IDS = { identifiantFiscal: '40123456', ice: '001234567000089', taxeProfessionnelle: '35123456' };

/** Sets the firm's tax identifiers (IF, ICE, TP), without which it issues nothing. */
export const setTaxIds = async (token: string) => {
  const details = await api<{ version: number; nom: string }>('management.firmDetails', { token });
  const saved = await api('management.updateFirmDetails', {
    token,
    body: { nom: details.body.nom, ...TAX_IDS, version: details.body.version },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
};

/** The billing suites' world: a firm with its tax identifiers, a lawyer and an assistant, and another firm (no identifiers). */
export const billingFirms = async () => {
  const [firm, other] = await Promise.all([registerFirm(), registerFirm({ structure: 'Cabinet Autre' })]);
  const admin = asFirm(firm);
  const [lawyer, assistant] = await Promise.all([
    newStaff(admin),
    newStaff(admin, { idTypeUtilisateur: 'ASSISTANT' }),
    setTaxIds(firm.token),
  ]);
  return { firm, other, lawyer, assistant } as { firm: TestFirm; other: TestFirm; lawyer: Staff; assistant: Staff };
};

type Invoice = { id: string; version: number; totaux: { ttcCentimes: number; netCentimes: number } };

/** A draft of the dossier's with one fee line of `montant` dirhams at 20 % VAT (its TTC is 1.2 × montant), saved by `token`. */
export const feeDraft = async <T extends { id: string; version: number } = Invoice>(token: string, dossierId: string, montant: unknown) => {
  const created = await api<T>('billing.createInvoice', { token, params: { id: dossierId }, body: {} });
  const edited = await api<T>('billing.updateInvoice', {
    token,
    params: { id: created.body.id },
    body: {
      lignes: [{ nature: 'HONORAIRES', libelle: 'Consultation', montant, tauxTva: 20 }],
      exonere: false,
      retenueTva: 0,
      version: created.body.version,
    },
  });
  expect(edited.status, JSON.stringify(edited.body)).toBe(200);
  return edited.body;
};

/** The same, issued. */
export const issuedFee = async (token: string, dossierId: string, montant: string) => {
  const made = await feeDraft(token, dossierId, montant);
  const done = await api<Invoice>('billing.issueInvoice', { token, params: { id: made.id }, body: { version: made.version } });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done.body;
};
