import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TypeFormDialog } from '../../web/src/features/settings/components/type-form-dialog';
import type { TypeItem, TypeKind } from '../../web/src/features/settings/utils/type-form';
import { ApiError } from '../../web/src/lib/api-client';
import { i18n } from '../../web/src/lib/i18n';
import { findOpenDialog, renderPage } from './render';

const input = (name: string) => {
  const element = document.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
  if (!element) throw new Error(`no field named ${name}`);
  return element;
};
const set = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });

type Options = { kind?: TypeKind; item?: TypeItem; onCreate?: () => Promise<unknown>; onUpdate?: () => Promise<unknown> };

const open = ({ kind = 'dossierType', item, onCreate = vi.fn(async () => ({})), onUpdate = vi.fn(async () => ({})) }: Options = {}) => {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  renderPage(
    <TypeFormDialog
      kind={kind}
      item={item}
      choices={[
        { value: 'AUD', label: 'Audience (AUD)' },
        { value: 'APP', label: 'Appel (APP)' },
      ]}
      onCreate={onCreate}
      onUpdate={onUpdate}
      onSaved={onSaved}
      onClose={onClose}
    />,
  );
  return { user: userEvent.setup({ delay: null }), onCreate, onUpdate, onSaved, onClose };
};

const save = () => screen.getByTestId('save-type');

describe('Settings: the type add/edit modal', () => {
  it('closes at once when nothing was typed, and asks before Cancel drops what was typed', async () => {
    const { user, onClose } = open();
    await user.click(screen.getByTestId('cancel-type'));
    expect(onClose).toHaveBeenCalledTimes(1);

    set('label', 'Bail commercial');
    await user.click(screen.getByTestId('cancel-type'));
    const discard = await findOpenDialog('discard');
    expect(discard).toHaveTextContent("Ce que vous avez saisi n'est pas enregistré et sera perdu.");
    await user.click(within(discard).getByTestId('discard-cancel'));
    await waitFor(() => expect(screen.queryByTestId('discard-dialog')).not.toBeInTheDocument());
    expect(input('label')).toHaveValue('Bail commercial');
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.click(screen.getByTestId('cancel-type'));
    await user.click(within(await findOpenDialog('discard')).getByTestId('discard-ok'));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('requires the identifier and the description, and sends nothing', async () => {
    const { user, onCreate } = open();
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Veuillez corriger les champs signalés.');
    await waitFor(() => expect(input('id')).toHaveAccessibleErrorMessage('Ce champ est obligatoire'));
    expect(input('label')).toHaveAccessibleErrorMessage('Ce champ est obligatoire');
    set('id', 'bad code!');
    await user.click(save());
    await waitFor(() => expect(input('id')).toHaveAccessibleErrorMessage(/Identifiant invalide : lettres, chiffres/));
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('allows at most one translation per language', async () => {
    const { user, onCreate } = open();
    set('id', 'bail');
    set('label', 'Bail commercial');
    const add = screen.getByTestId('add-translation');
    await user.click(add);
    await user.click(add);
    await user.click(add);
    expect(add).toBeDisabled();
    expect(input('traductions.0.langue')).toHaveValue('fr');
    expect(input('traductions.1.langue')).toHaveValue('ar');
    expect(input('traductions.2.langue')).toHaveValue('en');
    set('traductions.0.valeur', 'Bail commercial');
    set('traductions.1.valeur', 'كراء تجاري');
    set('traductions.2.valeur', 'Commercial lease');
    set('traductions.2.langue', 'fr');
    await user.click(save());
    await waitFor(() => expect(input('traductions.2.langue')).toHaveAccessibleErrorMessage('Une seule traduction par langue'));
    expect(onCreate).not.toHaveBeenCalled();

    await user.click(screen.getByTestId('remove-translation-2'));
    expect(add).toBeEnabled();
    await user.click(save());
    await waitFor(() => expect(onCreate).toHaveBeenCalledOnce());
    expect(onCreate).toHaveBeenCalledWith({
      id: 'BAIL',
      label: 'Bail commercial',
      actif: true,
      traductions: [
        { langue: 'fr', valeur: 'Bail commercial', actif: true },
        { langue: 'ar', valeur: 'كراء تجاري', actif: true },
      ],
    });
  });

  it('refuses a translation without a value', async () => {
    const { user, onCreate } = open();
    set('id', 'BAIL');
    set('label', 'Bail');
    await user.click(screen.getByTestId('add-translation'));
    await user.click(save());
    await waitFor(() => expect(input('traductions.0.valeur')).toHaveAccessibleErrorMessage('Ce champ est obligatoire'));
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('deadline types: delays are whole numbers of 0 or more, and each next deadline names a type', async () => {
    const { user, onCreate } = open({ kind: 'deadlineType' });
    set('id', 'REPL');
    set('label', 'Réplique');
    set('delai', '-1');
    await user.click(screen.getByTestId('add-next-action'));
    set('nextActions.0.delais', '');
    await user.click(save());
    await waitFor(() => expect(input('delai')).toHaveAccessibleErrorMessage('Le délai doit être un nombre entier positif ou nul'));
    expect(input('nextActions.0.delais')).toHaveAccessibleErrorMessage('Le délai doit être un nombre entier positif ou nul');
    expect(input('nextActions.0.IdChild')).toHaveAccessibleErrorMessage('Ce champ est obligatoire');
    expect(onCreate).not.toHaveBeenCalled();

    set('delai', '15');
    set('nextActions.0.IdChild', 'AUD');
    set('nextActions.0.delais', '8');
    await user.click(screen.getByTestId('isauto'));
    await user.click(save());
    await waitFor(() => expect(onCreate).toHaveBeenCalledOnce());
    expect(onCreate).toHaveBeenCalledWith({
      id: 'REPL',
      label: 'Réplique',
      actif: true,
      traductions: [],
      delai: 15,
      isauto: true,
      nextActions: [{ IdChild: 'AUD', delais: 8 }],
    });
  });

  it("shows the API's 409 on the field its details name, and one that names no field above the form only", async () => {
    const taken = new ApiError(409, 'conflict', 'Cet identifiant existe déjà', [
      { field: 'id', code: 'reference_id_taken', message: 'Cet identifiant existe déjà' },
    ]);
    const changed = new ApiError(409, 'conflict', 'Conflit avec des données existantes');
    const onCreate = vi.fn().mockRejectedValueOnce(changed).mockRejectedValueOnce(taken);
    const { user, onSaved } = open({ onCreate });
    set('id', 'CIV');
    set('label', 'Civil');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Conflit avec des données existantes');
    expect(input('id')).not.toHaveAccessibleErrorMessage();
    await user.click(save());
    await waitFor(() => expect(input('id')).toHaveAccessibleErrorMessage('Cet identifiant existe déjà'));
    expect(input('label')).not.toHaveAccessibleErrorMessage();
    expect(onSaved).not.toHaveBeenCalled();
    set('id', 'CIV2');
    await waitFor(() => expect(input('id')).not.toHaveAccessibleErrorMessage());
  });

  it("edits without the identifier field and shows a looping chain's message on its row", async () => {
    const item: TypeItem = {
      id: 'AUD',
      label: 'Audience',
      actif: true,
      global: true,
      traductions: [{ langue: 'fr', valeur: 'Audience', actif: true }],
      isauto: false,
      delai: 0,
      nextActions: [],
    };
    const onUpdate = vi.fn(() =>
      Promise.reject(
        new ApiError(400, 'validation_failed', 'Saisie invalide', [
          { field: 'nextActions.0.IdChild', code: 'next_action_cycle', message: "Cette chaîne d'échéances revient sur elle-même" },
        ]),
      ),
    );
    const { user } = open({ kind: 'deadlineType', item, onUpdate });
    expect(document.querySelector('[name="id"]')).toBeNull();
    expect(screen.getByTestId('type-id')).toHaveTextContent('AUD');
    expect(input('label')).toHaveValue('Audience');
    await user.click(screen.getByTestId('add-next-action'));
    // A type cannot follow itself: it is not offered.
    expect([...(input('nextActions.0.IdChild') as HTMLSelectElement).options].map((option) => option.value)).toEqual(['', 'APP']);
    set('nextActions.0.IdChild', 'APP');
    await user.click(save());
    await waitFor(() =>
      expect(input('nextActions.0.IdChild')).toHaveAccessibleErrorMessage("Cette chaîne d'échéances revient sur elle-même"),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Saisie invalide');
    expect(onUpdate).toHaveBeenCalledWith('AUD', expect.objectContaining({ nextActions: [{ IdChild: 'APP', delais: 0 }] }));
  });

  it('speaks Arabic when the person does', async () => {
    await i18n.changeLanguage('ar');
    const { user } = open();
    expect(screen.getByText('نوع ملف جديد')).toBeInTheDocument();
    await user.click(save());
    await waitFor(() => expect(input('id')).toHaveAccessibleErrorMessage('هذا الحقل إلزامي'));
  });
});
