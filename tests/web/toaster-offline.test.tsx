import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../web/src/app/providers';
import { toaster } from '../../web/src/lib/toaster';

/** The toast list's chunk, as the network gives it: refused while offline. */
const network = vi.hoisted(() => ({ online: false, loads: 0 }));
vi.mock('../../web/src/components/toaster', async (original) => {
  network.loads += 1;
  if (!network.online) throw new TypeError('Failed to fetch dynamically imported module');
  return original();
});

describe('toasts, offline', () => {
  it('leave the page as it is when their code cannot load, and load it at the next toast', async () => {
    // the first toast comes before the first render: the connection was lost from the start
    toaster.create({ type: 'error', title: 'Aucune réponse du serveur', closable: true });
    render(
      <Providers>
        <p>page</p>
      </Providers>,
    );
    expect(await screen.findByText('page')).toBeInTheDocument();
    await vi.waitFor(() => expect(network.loads).toBe(1));
    // the failed load is settled: the page is still there, and no list
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    network.online = true;
    toaster.create({ type: 'success', title: 'Dossier enregistré', closable: true });
    expect(await screen.findByText('Dossier enregistré')).toBeInTheDocument();
    expect(screen.getByText('page')).toBeInTheDocument();
    toaster.remove();
  });
});
