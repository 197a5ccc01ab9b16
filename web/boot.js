// Starts the game: checks WebGL2, downloads game.wasm with a progress bar, creates the
// Emscripten module on the canvas, keeps the screen-reader mirror (mirror.js), starts the thinking
// worker (web/worker.js) once the first frame is drawn, and exposes window.rummyTest for the
// end-to-end tests.
import createGame from './game.js';
import { createMirror } from './mirror.js';

const started = performance.now();
const canvas = document.getElementById('canvas');
const loading = document.getElementById('loading');
const text = document.getElementById('loading-text');
const bar = document.querySelector('#bar > div');
const expected = Number(document.currentScript?.dataset.wasmSize ||
  document.querySelector('script[data-wasm-size]').dataset.wasmSize) || 0;

function fail(message) {
  loading.classList.add('error');
  loading.style.display = 'flex';
  text.textContent = message;
  window.rummyError = message;
}

async function fetchWasm() {
  const response = await fetch('./game.wasm');
  if (!response.ok) throw new Error(`game.wasm: HTTP ${response.status}`);
  const total = expected || Number(response.headers.get('content-length')) || 0;
  if (!response.body || !total) return new Uint8Array(await response.arrayBuffer());
  const reader = response.body.getReader();
  const chunks = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    bar.style.width = `${Math.min(100, (100 * received) / total).toFixed(1)}%`;
  }
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const c of chunks) { bytes.set(c, offset); offset += c.length; }
  return bytes;
}

// The thinking worker starts the same module with the same bytes. Questions asked before it
// exists wait in `early`; it is started after the first frame (or at the first question), so it
// never delays the table's appearance. window.rummyThinkTimes keeps each answer's time (tests).
const thinker = { worker: null, early: [], start: null };
window.rummyThinkTimes = [];
const toWorker = (m) => (thinker.worker ? thinker.worker.postMessage(m) : thinker.early.push(m));
window.rummyThink = (ticket, question) => {
  toWorker({ ticket, question });
  if (thinker.start) thinker.start();
};
// Test mode only (the game calls it for {"break_thinker":true}; tests call rummyThinkerTest):
// make the worker throw, or hold its answers back.
window.rummyBreakThinker = () => toWorker({ break: true });
if (new URLSearchParams(window.location.search).get('test') === '1') {
  window.rummyThinkerTest = { delay: (ms) => toWorker({ delay: ms }) };
}

function startThinker(game, wasmBinary) {
  const failed = (why) => game.ccall('rummy_thinker_failed', null, ['string'], [why]);
  thinker.start = () => {
    thinker.start = null;
    let worker;
    try {
      worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
    } catch (e) {
      failed(`it could not start (${e.message})`);
      return;
    }
    worker.onmessage = (e) => {
      const m = e.data;
      if (m.ready) game.ccall('rummy_thinker_ready', null, [], []);
      else if (m.failed) failed(m.failed);
      else {
        window.rummyThinkTimes.push({ kind: m.kind, level: m.level, moves: m.moves, ms: m.ms });
        game.ccall('rummy_thought', null, ['number', 'string'], [m.ticket, m.answer]);
      }
    };
    worker.onerror = (e) => {
      e.preventDefault();
      failed(`it stopped: ${e.message || 'an error in the worker'}`);
    };
    worker.onmessageerror = () => failed('an answer could not be read');
    worker.postMessage({ wasm: wasmBinary });
    thinker.worker = worker;
    for (const q of thinker.early.splice(0)) worker.postMessage(q);
  };
  if (thinker.early.length || window.rummyFirstFrameMs !== undefined) thinker.start();
}

window.rummyFirstFrame = () => {
  window.rummyFirstFrameMs = performance.now() - started;
  loading.style.display = 'none';
  if (thinker.start) setTimeout(() => thinker.start && thinker.start(), 0);
};

async function main() {
  const probe = document.createElement('canvas').getContext('webgl2');
  if (!probe) {
    fail('This browser cannot show the card table: WebGL 2 is not available. Try an up-to-date Chrome, Firefox, Edge or Safari.');
    return;
  }
  canvas.addEventListener('pointerdown', () => canvas.focus({ preventScroll: true }));
  canvas.addEventListener('contextmenu', (e) => e.preventDefault());
  let wasmBinary;
  try {
    wasmBinary = await fetchWasm();
  } catch (e) {
    fail(`The game could not be downloaded (${e.message}). Check the connection and reload.`);
    return;
  }
  text.textContent = 'Shuffling\u2026';
  // The screen-reader mirror beside the canvas: the game sends the screen when it changes, and
  // a control activated there goes back to the game by its id.
  let game = null;
  window.rummyMirror = createMirror(document.getElementById('mirror'),
    (id) => game && game.ccall('rummy_mirror_activate', null, ['string'], [id]),
    (id, value) => game && game.ccall('rummy_mirror_input', null, ['string', 'string'], [id, value]));
  game = await createGame({
    canvas,
    wasmBinary,
    print: (s) => console.log(s),
    printErr: (s) => console.warn(s),
    onAbort: (what) => fail(`The game stopped unexpectedly (${what}). Reload the page to continue.`),
  });
  startThinker(game, wasmBinary);
  // Import: the game asks for a file; its text goes back into the game.
  const picker = document.getElementById('import-file');
  window.rummyPickFile = () => { picker.value = ''; picker.click(); };
  picker.addEventListener('change', async () => {
    const file = picker.files && picker.files[0];
    if (!file) return;
    const text = await file.text();
    game.ccall('rummy_import_file', null, ['string'], [text]);
  });
  // The unfinished game is saved after every move; once more when the page is hidden (on phones
  // the last moment a page can count on).
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') game.ccall('rummy_save_now', null, [], []);
  });
  // Another tab of this site saved the unfinished game: this tab stops saving it, so the two
  // cannot overwrite each other's moves (the game offers to continue here from that save).
  window.addEventListener('storage', (e) => {
    if (e.key && e.key.endsWith(':current')) game.ccall('rummy_other_tab_saved', null, [], []);
  });
  window.rummyTest = {
    state: () => JSON.parse(game.ccall('rummy_test_state', 'string', [], [])),
    cmd: (obj) => JSON.parse(game.ccall('rummy_test_cmd', 'string', ['string'], [JSON.stringify(obj)])),
  };
  window.gameReady = true;
  canvas.focus({ preventScroll: true });
}

main().catch((e) => fail(`The game could not start (${e.message}).`));

// Offline: a service worker keeps this build. A newer build is announced, never swapped in
// under a game: "Reload" saves (the page is hidden first), activates it and reloads.
function offline() {
  if (!('serviceWorker' in navigator)) return;
  const banner = document.getElementById('update');
  const offer = (worker) => {
    banner.classList.add('show');
    document.getElementById('update-reload').onclick = () => worker.postMessage('skipWaiting');
  };
  navigator.serviceWorker.register('./sw.js').then((reg) => {
    if (reg.waiting && navigator.serviceWorker.controller) offer(reg.waiting);
    reg.addEventListener('updatefound', () => {
      const w = reg.installing;
      w.addEventListener('statechange', () => {
        // A new build only if another worker controls the page: WebKit may deliver a first
        // install's "installed" after that very worker has claimed the page.
        const current = navigator.serviceWorker.controller;
        if (w.state === 'installed' && current && current !== w) offer(w);
      });
    });
  }).catch((e) => console.warn(`offline play is not available: ${e.message}`));
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!banner.classList.contains('show') || reloading) return;
    reloading = true;
    window.location.reload();
  });
}
offline();
