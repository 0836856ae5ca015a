// The player site's service worker, written into the build by scripts/service-worker.mjs, which
// fills in the build's version and shell files. Pages come from the network first (a new build is
// seen at once) with the cached shell as the fallback, then the offline page; hashed assets never
// change, so they come from the cache first. API calls are never touched: money and sessions are
// always live.
const VERSION = '__VERSION__';
const SHELL = __SHELL__;
const SHELL_CACHE = `shell-${VERSION}`;
const ASSET_CACHE = `assets-${VERSION}`;
const API = /^\/(wps|lgw|lotto|bo|seamless\/v1|sandbox-vendor|docs|healthz|readyz)(\/|$)/;
// A slow network still shows the frame: after this long the cached shell answers instead.
const PAGE_TIMEOUT_MS = 3000;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((key) => key !== SHELL_CACHE && key !== ASSET_CACHE).map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

function pageFromNetwork(request) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('slow network')), PAGE_TIMEOUT_MS);
    fetch(request).then(
      (response) => {
        clearTimeout(timer);
        resolve(response);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

async function page(request) {
  try {
    return await pageFromNetwork(request);
  } catch {
    const shell = await caches.match('/', { cacheName: SHELL_CACHE });
    return shell ?? (await caches.match('/offline.html', { cacheName: SHELL_CACHE })) ?? Response.error();
  }
}

async function asset(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    caches.open(ASSET_CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || API.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(page(request));
  } else if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/')) {
    event.respondWith(asset(request));
  }
});
