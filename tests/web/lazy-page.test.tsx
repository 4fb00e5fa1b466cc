import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from '../../web/src/app/pages';

const Hello = () => <p>Bonjour</p>;
const inSuspense = (Page: ReturnType<typeof lazyPage>) =>
  render(
    <Suspense fallback={<p>Chargement</p>}>
      <Page />
    </Suspense>,
  );

describe('a page loaded on demand', () => {
  it('renders at once, with no fallback in between, once its chunk was preloaded', async () => {
    const Page = lazyPage(async () => ({ Hello }), 'Hello');
    await Page.preload();
    inSuspense(Page);
    // synchronously, in the first commit: React would keep a fallback on screen 300 ms at least
    expect(screen.getByText('Bonjour')).toBeInTheDocument();
    expect(screen.queryByText('Chargement')).toBeNull();
  });

  it('shows the fallback while a chunk that was not preloaded loads, then the page', async () => {
    let loaded: (module: { Hello: typeof Hello }) => void = () => undefined;
    const Page = lazyPage(() => new Promise<{ Hello: typeof Hello }>((resolve) => (loaded = resolve)), 'Hello');
    inSuspense(Page);
    expect(screen.getByText('Chargement')).toBeInTheDocument();
    loaded({ Hello });
    expect(await screen.findByText('Bonjour')).toBeInTheDocument();
  });
});
