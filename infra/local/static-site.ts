import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { documentAt } from '@mizan/shared/prerendered-pages';

/**
 * The local CloudFront for the SPA: the built files of web/dist with CloudFront's caching and
 * compression, and index.html (or a prerendered page's own document) for any path of the app (the
 * SPA fallback function's rewrite, `documentAt`). The
 * gateway adds the security headers (infra/security-headers.ts) to every answer.
 */
const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
};
/** Vite's hashed file names (name-[hash].ext): safe to cache forever. */
const HASHED = /[-.][A-Za-z0-9_-]{8,}\.\w+$/;

const NOT_BUILT = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Mizan</title>
<body style="font-family:system-ui;margin:3rem"><h1>Mizan: the web app is not built</h1>
<p>The API is running. To build the web app, run <code>npm run build:web</code> (or use <code>npm run dev</code>) and reload this page.</p></body></html>`;

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|javascript)|image\/svg)/;
/** Compressed copies of static files, made once per file version (CloudFront compresses too). */
const compressed = new Map<string, Buffer>();
const compressedCopy = (file: string, etag: string, encoding: 'br' | 'gzip') => {
  const key = `${encoding}:${file}:${etag}`;
  let copy = compressed.get(key);
  if (!copy) {
    const raw = readFileSync(file);
    copy = encoding === 'br' ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(raw, { level: 6 });
    compressed.set(key, copy);
  }
  return copy;
};

const sendFile = (req: IncomingMessage, res: ServerResponse, file: string, cacheControl: string) => {
  const stat = statSync(file);
  const etag = `W/"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}"`;
  const type = MIME[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const headers: Record<string, string | number> = {
    'content-type': type,
    'cache-control': cacheControl,
    etag,
    'last-modified': stat.mtime.toUTCString(),
    vary: 'accept-encoding',
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const encoding =
    !COMPRESSIBLE.test(type) || stat.size < 1024
      ? undefined
      : /\bbr\b/.test(accepted)
        ? 'br'
        : /\bgzip\b/.test(accepted)
          ? 'gzip'
          : undefined;
  if (encoding) {
    const body = compressedCopy(file, etag, encoding);
    res.writeHead(200, { ...headers, 'content-encoding': encoding, 'content-length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(200, { ...headers, 'content-length': stat.size });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file).pipe(res);
};

const isFile = (path: string) => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

export const handleStatic = (req: IncomingMessage, res: ServerResponse, rawPath: string, webDist: string) => {
  const method = req.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
    res.end('Method Not Allowed');
    return;
  }
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) {
    res.writeHead(503, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(method === 'HEAD' ? undefined : NOT_BUILT);
    return;
  }
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Bad Request');
    return;
  }
  const root = resolve(webDist);
  const file = resolve(root, normalize(`.${path}`));
  if (file !== root && !file.startsWith(root + sep)) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Not Found');
    return;
  }
  if (isFile(file)) {
    const relative = file
      .slice(root.length + 1)
      .split(sep)
      .join('/');
    const cache =
      relative.endsWith('.html') || relative.startsWith('locales/') || relative === 'sw.js'
        ? 'no-cache'
        : relative.startsWith('assets/') && HASHED.test(relative)
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=300';
    sendFile(req, res, file, cache);
    return;
  }
  const last = path.split('/').pop() ?? '';
  if (!last.includes('.') && !path.startsWith('/locales/') && !path.startsWith('/assets/')) {
    sendFile(req, res, join(root, documentAt(path)), 'no-cache');
    return;
  }
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' });
  res.end('Not Found');
};
