/**
 * The public pages whose markup the web build prerenders, each into its own document `<path>.html`
 * (web/prerender-plugin.ts), which the edge serves at the page's address: CloudFront's viewer-request
 * function (infra/stacks/web-stack.ts) and the local static site.
 */
export const PRERENDERED_PAGES: readonly string[] = ['/login'];

/** The document served at a client-side address: a prerendered page's own, else the SPA's index.html. */
export const documentAt = (path: string) => (PRERENDERED_PAGES.includes(path) ? `${path}.html` : '/index.html');
