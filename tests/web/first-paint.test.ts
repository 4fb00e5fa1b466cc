import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * first-paint.ts runs once, on load: each case builds a document like the build's (a login page's
 * templates or the shells of index.html), then loads the script afresh.
 */
const shellTemplate = (role: string, language: string, paths: string) =>
  `<template data-role="${role}" data-language="${language}" data-paths="${paths}">` +
  `<header>${role} ${language}</header><nav><a href="/">home</a><a href="/Folders">folders</a><a href="/Client/Folders">mine</a></nav></template>`;

const STAFF_PATHS = '/ /folders /calendar';
const indexDocument = () =>
  '<div id="root"></div>' +
  ['fr', 'ar', 'en']
    .flatMap((language) => [shellTemplate('ADMIN', language, STAFF_PATHS), shellTemplate('CLT', language, '/client/folders')])
    .join('');

const firstPaint = async (path: string, body: string) => {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = body;
  vi.resetModules();
  await import('../../web/src/first-paint');
  return document.getElementById('root')!;
};

beforeEach(() => {
  localStorage.setItem('i18nextLng', 'fr');
});
afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  document.documentElement.lang = '';
  document.documentElement.dir = '';
});

describe('the first paint of a signed-in address (index.html)', () => {
  it("shows the remembered role's shell in the reader's language, inert, its link to the address current", async () => {
    localStorage.setItem('mizan.role', 'ADMIN');
    localStorage.setItem('i18nextLng', 'ar');
    const root = await firstPaint('/folders', indexDocument());
    expect(root.querySelector('header')?.textContent).toBe('ADMIN ar');
    expect(root.dataset.shell).toBe('ADMIN');
    expect(root.dataset.language).toBeUndefined();
    expect(root.inert).toBe(true);
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
    // the router matches without regard to case, and so does the current link
    expect([...root.querySelectorAll('[aria-current="page"]')].map((link) => link.getAttribute('href'))).toEqual(['/Folders']);
    expect(document.querySelectorAll('template[data-role]')).toHaveLength(0);
  });

  it('shows nothing at an address the role may not open, with no role remembered, or a role it does not know', async () => {
    localStorage.setItem('mizan.role', 'CLT');
    expect((await firstPaint('/Folders', indexDocument())).childElementCount).toBe(0);
    expect((await firstPaint('/Client/Folders', indexDocument())).querySelector('header')?.textContent).toBe('CLT fr');
    localStorage.removeItem('mizan.role');
    const none = await firstPaint('/Folders', indexDocument());
    expect([none.childElementCount, none.inert, none.dataset.shell]).toEqual([0, undefined, undefined]);
    localStorage.setItem('mizan.role', 'ROOT');
    expect((await firstPaint('/Folders', indexDocument())).childElementCount).toBe(0);
    // every template is gone, shown or not
    expect(document.querySelectorAll('template')).toHaveLength(0);
  });

  it("shows nothing in i18next's keys-only mode", async () => {
    localStorage.setItem('mizan.role', 'ADMIN');
    expect((await firstPaint('/Folders?lng=cimode', indexDocument())).childElementCount).toBe(0);
  });
});

describe('the first paint of a prerendered page (login.html)', () => {
  it('shows the page at its own address, not a shell, whatever role is remembered', async () => {
    localStorage.setItem('mizan.role', 'ADMIN');
    const login =
      '<template data-language="fr" data-path="/login" data-title="Connexion" data-description="Connectez-vous"><h1>Connexion</h1></template>';
    const root = await firstPaint('/login', `<div id="root"></div>${login}`);
    expect(root.querySelector('h1')?.textContent).toBe('Connexion');
    expect([root.dataset.language, root.dataset.shell, document.title]).toEqual(['fr', undefined, 'Connexion']);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Connectez-vous');
    expect(root.querySelectorAll('[aria-current]')).toHaveLength(0);
  });
});
