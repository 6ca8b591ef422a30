import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
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
};

async function fileAt(path: string): Promise<{ path: string; size: number } | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? { path, size: info.size } : null;
  } catch {
    return null;
  }
}

/**
 * Serves the built web app like CloudFront does: a file of `root` when one matches the path, otherwise
 * `index.html` (the SPA's router takes the path). Paths never leave `root`.
 */
export async function serveStatic(
  root: string,
  req: IncomingMessage,
  res: ServerResponse,
  rawPath: string,
): Promise<void> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    decoded = '/';
  }
  const relative = normalize(decoded).replace(/^([/\\])+/, '');
  const candidate = join(root, relative);
  const inside = candidate === root || candidate.startsWith(root.endsWith(sep) ? root : root + sep);
  let file = inside && relative !== '' ? await fileAt(candidate) : null;
  const fallback = !file;
  if (!file) file = await fileAt(join(root, 'index.html'));
  if (!file) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(`The web app is not built (no ${join(root, 'index.html')}); run npm run build -w web.\n`);
    return;
  }
  const type = CONTENT_TYPES[extname(file.path).toLowerCase()] ?? 'application/octet-stream';
  const immutable = !fallback && /^\/assets\//.test(rawPath);
  res.writeHead(200, {
    'content-type': type,
    'content-length': String(file.size),
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file.path)
    .on('error', () => res.destroy())
    .pipe(res);
}
