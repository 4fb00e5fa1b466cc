import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../web/src/app/providers';
import { toaster } from '../../web/src/lib/toaster';

describe('toasts', () => {
  it('mount their list with the first toast, and show that toast', async () => {
    render(
      <Providers>
        <p>page</p>
      </Providers>,
    );
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    toaster.create({ type: 'error', title: 'Aucune réponse du serveur', closable: true });
    expect(await screen.findByText('Aucune réponse du serveur')).toBeInTheDocument();
    expect(screen.getByRole('region')).toBeInTheDocument();
    toaster.remove();
  });
});
