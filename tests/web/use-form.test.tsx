import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../web/src/lib/api-client';
import { useForm, type FormOptions } from '../../web/src/lib/use-form';

type Values = { email: string; nom: string };

const EMPTY: Values = { email: '', nom: '' };
/** The rule of the test form: the name is required. */
const rules = ({ nom }: Values) => ({ nom: nom.trim() ? undefined : 'required' });

const renderForm = (options: FormOptions<Values> = { rules }, initial: Values = { email: 'a@b.ma', nom: 'Tazi' }) =>
  renderHook(() => useForm(initial, options));

/** What an input's change hands the field's handler. */
const typed = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLInputElement>;

const refusal = (...details: { field: string; message: string }[]) =>
  new ApiError(
    409,
    'conflict',
    'Conflit avec des données existantes',
    details.map((detail) => ({ ...detail, code: 'conflict' })),
  );

describe('useForm', () => {
  it("shows a client rule's message only once the person tried to submit, and sends nothing while one is broken", async () => {
    const send = vi.fn();
    const { result } = renderForm({ rules }, EMPTY);
    expect(result.current.field('nom').error).toBeUndefined();
    expect(result.current.codes.nom).toBe('required');

    await act(() => result.current.submit(send)());
    expect(send).not.toHaveBeenCalled();
    expect(result.current.field('nom').error).toBe('Ce champ est obligatoire');
    expect(result.current.failure).toBeNull();

    act(() => result.current.field('nom').onChange(typed('Tazi')));
    expect(result.current.errorOf('nom')).toBeUndefined();
    await act(() => result.current.submit(send)());
    expect(send).toHaveBeenCalledWith({ email: '', nom: 'Tazi' });
  });

  it('prevents the browser from sending the form, and says `invalid` above it when the rules stop the submit', async () => {
    const { result } = renderForm({ rules, invalid: 'Veuillez corriger les champs signalés.' }, EMPTY);
    const event = { preventDefault: vi.fn() };
    await act(() => result.current.submit(vi.fn())(event as never));
    expect(event.preventDefault).toHaveBeenCalledOnce();
    expect(result.current.failure).toBe('Veuillez corriger les champs signalés.');
  });

  it("places the API's details beside the fields they name, with no failure above the form", async () => {
    const { result } = renderForm();
    await act(() => result.current.submit(() => Promise.reject(refusal({ field: 'email', message: 'Adresse déjà utilisée' })))());
    expect(result.current.field('email').error).toBe('Adresse déjà utilisée');
    expect(result.current.errorOf('nom')).toBeUndefined();
    expect(result.current.failure).toBeNull();
  });

  it("says a refusal that names no field of the form above it (the error's message), any other failure too", async () => {
    const { result } = renderForm();
    await act(() => result.current.submit(() => Promise.reject(refusal({ field: 'idDossier', message: 'Dossier introuvable' })))());
    expect(result.current.failure).toBe('Conflit avec des données existantes');
    expect(result.current.errorOf('email')).toBeUndefined();

    await act(() => result.current.submit(() => Promise.reject(new Error('boom')))());
    expect(result.current.failure).toBe('Une erreur est survenue. Veuillez réessayer.');
  });

  it("clears a field's server error, and the failure, when that field changes, and only that field's", async () => {
    const { result } = renderForm();
    await act(() =>
      result.current.submit(() =>
        Promise.reject(refusal({ field: 'email', message: 'Adresse déjà utilisée' }, { field: 'nom', message: 'Nom refusé' })),
      )(),
    );
    act(() => result.current.field('email').onChange(typed('autre@b.ma')));
    expect(result.current.errorOf('email')).toBeUndefined();
    expect(result.current.errorOf('nom')).toBe('Nom refusé');
    expect(result.current.values.email).toBe('autre@b.ma');

    act(() => result.current.setValue('nom', (previous) => `${previous} Omar`));
    expect(result.current.errorOf('nom')).toBeUndefined();
    expect(result.current.values.nom).toBe('Tazi Omar');
  });

  it('is saving while the send is pending, and no longer once it settled', async () => {
    let settle = () => {};
    const pending = new Promise<void>((resolve) => (settle = resolve));
    const { result } = renderForm();
    expect(result.current.saving).toBe(false);
    let submitted = Promise.resolve();
    act(() => {
      submitted = result.current.submit(() => pending)();
    });
    expect(result.current.saving).toBe(true);
    await act(async () => {
      settle();
      await submitted;
    });
    expect(result.current.saving).toBe(false);
    expect(result.current.failure).toBeNull();
  });

  it("reads a detail under the API's name of a field (`apiNames`), and words it with `failureOf`", async () => {
    const { result } = renderForm({ apiNames: { nom: 'userName' }, failureOf: () => 'Saisie invalide' });
    await act(() => result.current.submit(() => Promise.reject(refusal({ field: 'userName', message: 'Nom trop long' })))());
    expect(result.current.errorOf('nom')).toBe('Nom trop long');
    expect(result.current.failure).toBe('Saisie invalide');
  });

  it('with `live`, shows a rule as soon as its field holds something; `messages` words a code its own way; reset starts again', async () => {
    const { result } = renderForm(
      {
        rules: ({ email }) => ({ email: email.includes('@') ? undefined : 'invalid_email' }),
        live: true,
        messages: { invalid_email: '*' },
      },
      EMPTY,
    );
    expect(result.current.errorOf('email')).toBeUndefined();
    act(() => result.current.field('email').onChange(typed('amina')));
    expect(result.current.errorOf('email')).toBe('*');
    act(() => result.current.reset());
    expect(result.current.values).toEqual(EMPTY);
    expect(result.current.errorOf('email')).toBeUndefined();
  });

  it('is dirty while the values differ from the first ones or the last reset, and a reset to saved values is clean', () => {
    const { result } = renderForm();
    expect(result.current.dirty).toBe(false);
    act(() => result.current.field('nom').onChange(typed('Tazi Alaoui')));
    expect(result.current.dirty).toBe(true);
    act(() => result.current.field('nom').onChange(typed('Tazi')));
    expect(result.current.dirty).toBe(false);
    act(() => result.current.field('nom').onChange(typed('Alaoui')));
    act(() => result.current.reset((previous) => previous));
    expect(result.current.values.nom).toBe('Alaoui');
    expect(result.current.dirty).toBe(false);
  });

  it("edits a list of rows: a row changed in part, one removed, one added, each clearing the list's server errors", async () => {
    type Lines = { lignes: { libelle: string; montant: string }[] };
    const { result } = renderHook(() =>
      useForm<Lines>({
        lignes: [
          { libelle: 'Consultation', montant: '500' },
          { libelle: 'Plaidoirie', montant: '1500' },
        ],
      }),
    );
    await act(() => result.current.submit(() => Promise.reject(refusal({ field: 'lignes.1.montant', message: 'Montant invalide' })))());
    expect(result.current.errorOf('lignes.1.montant')).toBe('Montant invalide');
    act(() => result.current.rows('lignes').change(1, { montant: '1200' }));
    expect(result.current.values.lignes).toEqual([
      { libelle: 'Consultation', montant: '500' },
      { libelle: 'Plaidoirie', montant: '1200' },
    ]);
    expect(result.current.errorOf('lignes.1.montant')).toBeUndefined();
    act(() => result.current.rows('lignes').add({ libelle: 'Frais', montant: '' }));
    act(() => result.current.rows('lignes').remove(0));
    expect(result.current.values.lignes.map((line) => line.libelle)).toEqual(['Plaidoirie', 'Frais']);
    expect(result.current.dirty).toBe(true);
  });
});
