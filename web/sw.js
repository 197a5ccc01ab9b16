// The service worker: keeps this build's files so the game starts and plays with no network.
// scripts/build-web.sh fills in VERSION (a hash of every file it lists) and ASSETS. A new build
// waits until the page says "reload" (never swapped in under a game being played); it deletes
// only this game's own older caches, since other sites on the same origin may keep theirs.
const PREFIX = 'rummy-parlor-';
const VERSION = PREFIX + '__VERSION__';
const ASSETS = __ASSETS__;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(VERSION).then((cache) =>
    cache.addAll(ASSETS.map((url) => new Request(url, { cache: 'no-cache' })))));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((names) => Promise.all(names.filter((n) => n.startsWith(PREFIX) && n !== VERSION).map((n) => caches.delete(n))))
    .then(() => self.clients.claim()));
});

self.addEventListener('message', (event) => {
  if (event.data === 'skipWaiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(caches.open(VERSION).then(async (cache) => {
    const hit = await cache.match(request, { ignoreSearch: true });
    if (hit) return hit;
    try {
      return await fetch(request);
    } catch (e) {
      if (request.mode === 'navigate') {
        const page = await cache.match('./index.html');
        if (page) return page;
      }
      throw e;
    }
  }));
});
