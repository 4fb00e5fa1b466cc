/**
 * The service worker (sw.js, built by web/installable-plugin.ts): it keeps the app's built files
 * and nothing else. A shared computer must keep nothing of a person, so it never stores an API
 * answer, a document, a translation file or a page: only the build's content-hashed files under
 * /assets/ (as they are first loaded) and the offline page with its files (`PRECACHE`), which it
 * shows when a navigation finds no network. Each build is a new worker whose cache replaces the
 * previous one's. It takes control from the next navigation (no `clients.claim()`): a page never
 * changes hands while it runs.
 */

/** The offline page and what it loads, and the build's version: given by the build. */
declare const PRECACHE: readonly string[];
declare const VERSION: string;

/** The service worker's events and scope as used here (TypeScript's DOM library lacks them). */
type ExtendableEvent = Event & { waitUntil: (work: Promise<unknown>) => void };
type FetchEvent = ExtendableEvent & {
  request: Request;
  preloadResponse: Promise<Response | undefined>;
  respondWith: (answer: Promise<Response>) => void;
};
type WorkerScope = {
  location: Location;
  registration: ServiceWorkerRegistration;
  skipWaiting: () => Promise<void>;
  addEventListener: ((type: 'install' | 'activate', listener: (event: ExtendableEvent) => void) => void) &
    ((type: 'fetch', listener: (event: FetchEvent) => void) => void);
};

const worker = self as unknown as WorkerScope;
const CACHE = `mizan-${VERSION}`;
const OFFLINE_PAGE = '/offline.html';

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  const previous = caches.keys().then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))));
  // The page's request starts while the worker wakes up, rather than after.
  event.waitUntil(Promise.all([previous, worker.registration.navigationPreload.enable()]));
});

/** A navigation goes to the network, as without a worker; with none, the offline page answers. */
const navigate = async (event: FetchEvent) => {
  try {
    return (await event.preloadResponse) ?? (await fetch(event.request));
  } catch {
    return (await caches.match(OFFLINE_PAGE)) ?? Response.error();
  }
};

/** A built file is the same at its address forever: from the cache, else loaded and kept. */
const builtFile = async (request: Request) => {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const answer = await fetch(request);
  if (answer.ok) await cache.put(request, answer.clone());
  return answer;
};

const isBuiltFile = (url: URL) => url.origin === worker.location.origin && url.pathname.startsWith('/assets/');

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  if (request.mode === 'navigate') event.respondWith(navigate(event));
  else if (isBuiltFile(new URL(request.url))) event.respondWith(builtFile(request));
});
