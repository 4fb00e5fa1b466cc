import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchableSelect } from '../../web/src/features/dossiers/components/searchable-select';
import { renderPage } from './render';

const OPTIONS = [
  { value: 'CIV', label: 'Civil' },
  { value: 'PEN', label: 'Pénal' },
];

// One test alone in its file: the combobox's chunk, once loaded, stays loaded for the file.
describe('a searchable select while its combobox loads', () => {
  it('shows the chosen option read-only, then hands its focus to the combobox', async () => {
    renderPage(<SearchableSelect name="type" label="Type" options={OPTIONS} value="PEN" onChange={() => undefined} />);
    const placeholder = screen.getByRole('textbox', { name: 'Type' });
    expect(placeholder).toHaveValue('Pénal');
    expect(placeholder).toHaveAttribute('readonly');
    placeholder.focus();
    const combobox = await screen.findByTestId('select-type');
    expect(combobox).toHaveValue('Pénal');
    await waitFor(() => expect(combobox).toHaveFocus());
  });
});
