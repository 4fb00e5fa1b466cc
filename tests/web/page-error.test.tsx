import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from '../../web/src/app/pages';
import { renderRoutes } from './render';

describe('a page that fails to load', () => {
  it('shows a translated message with a reload button, and loads again once the person goes elsewhere and back', async () => {
    // React reports the caught failure on the console; the screen is what this test reads.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let online = false;
    const load = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return { Flaky: () => <h1>Dossiers chargés</h1> };
    });
    const Flaky = lazyPage(load, 'Flaky');
    const { router } = renderRoutes(
      [
        { path: '/flaky', element: <Flaky /> },
        { path: '/other', element: <p>Ailleurs</p> },
      ],
      '/flaky',
    );
    expect(await screen.findByRole('heading', { name: "Cette page n'a pas pu s'afficher" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recharger' })).toBeInTheDocument();
    const failedLoads = load.mock.calls.length;

    online = true;
    await router.navigate('/other');
    expect(await screen.findByText('Ailleurs')).toBeInTheDocument();
    await router.navigate('/flaky');
    expect(await screen.findByRole('heading', { name: 'Dossiers chargés' })).toBeInTheDocument();
    expect(load.mock.calls.length).toBe(failedLoads + 1);
    quiet.mockRestore();
  });
});
