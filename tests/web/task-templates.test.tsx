import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { TaskTemplatesPanel } from '../../web/src/features/tasks/components/task-templates-panel';
import { routeFetch } from './dossiers-fixtures';
import { jsonResponse, renderPage, signIn } from './render';

beforeEach(() => signIn({ roles: ['ADMIN'] }));

describe("the Settings' task templates", () => {
  it("lists each deadline type with its tasks, and saves a type's tasks as edited, with a clear message for a missing title", async () => {
    const calls = routeFetch({
      'GET /api/Management/GetAllTypeEcheances/fr': [
        { value: 'AUD', label: 'Audience' },
        { value: 'DOC', label: 'Envoi de documents' },
      ],
      'GET /api/Taches/modeles': [{ idTypeEcheance: 'AUD', taches: [{ titre: 'Préparer le dossier', joursAvant: 2 }] }],
      'PUT /api/Taches/modeles/DOC': ({ body }) => jsonResponse(200, { idTypeEcheance: 'DOC', ...(body as object) }),
    });
    renderPage(<TaskTemplatesPanel />);
    const panel = within(screen.getByTestId('panel-taskTemplates'));
    const row = async (label: string) => (await panel.findByText(label)).closest('tr') as HTMLElement;
    expect(within(await row('Audience')).getByText('Préparer le dossier (2)')).toBeInTheDocument();
    const doc = await row('Envoi de documents');
    expect(within(doc).getByText('Aucune')).toBeInTheDocument();

    fireEvent.click(within(doc).getByRole('button', { name: 'Modifier' }));
    const dialog = within(await screen.findByTestId('task-template-form-dialog'));
    fireEvent.click(dialog.getByTestId('add-template-task'));
    fireEvent.click(dialog.getByTestId('task-template-form-submit'));
    expect(await dialog.findByText('Ce champ est obligatoire')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(document.querySelector('input[name="taches.0.titre"]')!, { target: { value: 'Rassembler les pièces' } });
    fireEvent.change(document.querySelector('input[name="taches.0.joursAvant"]')!, { target: { value: '3' } });
    fireEvent.click(dialog.getByTestId('task-template-form-submit'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ taches: [{ titre: 'Rassembler les pièces', joursAvant: 3 }] }),
    );
  });
});
