// Shared pieces of the browser tests: serve dist/ on 127.0.0.1, launch Debian's Chromium
// through playwright-core (never a downloaded browser), read the game's test hook and click
// the rectangles it reports. The helpers that take a `page` use only the driver interface of
// engines.mjs (evaluate, mouse, touchscreen, screenshot), so they drive Firefox and WebKit too.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import { after, before } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from 'playwright-core';
import { PNG } from 'pngjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const artifacts = path.join(root, 'tests', 'e2e', 'artifacts');

export async function freePort() {
  const srv = net.createServer();
  srv.listen(0, '127.0.0.1');
  await once(srv, 'listening');
  const { port } = srv.address();
  srv.close();
  return port;
}

// Starts scripts/serve.py on a free loopback port; returns { url, stop }.
export async function serve(dir = path.join(root, 'dist')) {
  const port = await freePort();
  const proc = spawn('python3', [path.join(root, 'scripts', 'serve.py'), dir, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    proc.stdout.on('data', (d) => { if (String(d).includes('serving')) resolve(); });
    proc.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}/`, stop: () => proc.kill() };
}

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
      '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic',
      '--no-first-run', '--disable-dev-shm-usage'],
  });
}

// Opens the game in a new context; collects console errors and every request's origin.
export async function open(browser, url, contextOptions = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...contextOptions });
  const page = await context.newPage();
  const errors = [];
  const requests = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  context.on('request', (r) => requests.push(r.url()));  // the page's and its service worker's
  await page.goto(url);
  await ready(page);
  return { context, page, errors, requests };
}

// Waits until the game has started and drawn a frame (after a goto or a reload). Polls through
// page.evaluate only, so it works with every engine's driver (engines.mjs).
export async function ready(page, timeout = 60000) {
  const end = Date.now() + timeout;
  let last;
  while (Date.now() < end) {
    try {
      last = await page.evaluate(() => window.rummyError ? { failed: window.rummyError }
        : { frames: window.gameReady === true ? window.rummyTest.state().frames : 0 });
      if (last.failed) throw new Error(`game failed to start: ${last.failed}`);
      if (last.frames > 0) return;
    } catch (e) {
      if (/game failed to start/.test(e.message)) throw e;
      last = e.message;  // the document may be between two loads
    }
    await sleep(100);
  }
  throw new Error(`the game did not start within ${timeout / 1000} s (last: ${JSON.stringify(last)})`);
}

export const state = (page) => page.evaluate(() => window.rummyTest.state());

// Runs a setup command and waits for a frame drawn after it: the hook's rectangles come from the
// last drawn frame, so clicking before that would hit the previous layout.
export async function command(page, obj) {
  const before = (await state(page)).frames;
  const result = await page.evaluate((o) => window.rummyTest.cmd(o), obj);
  await until(page, (x) => x.frames > before && x.paused, 'the UI to settle after the command');
  return result;
}

// Loads the position `start` (docs/POSITIONS.md) as a match: the person at seat 0, then basic
// computer players named `others`; asserts that it loads (the engine's words if not).
export async function loadPosition(page, start, others) {
  const players = others.length + 1;
  const match = {
    format: 'rummy-parlor-match', version: 1,
    seats: [{ name: 'You', level: 'human' }, ...others.map((name) => ({ name, level: 'basic' }))],
    save: { format: 'rummy-parlor-save', version: 2, game: start.game, players, options: {}, seed: '1', start, moves: [] },
  };
  const answer = await command(page, { load: match });
  assert.equal(answer.error, undefined, `the position loads: ${answer.error}`);
}

// A card as the hook writes it ("9D", "TC", "JK") as the page's words write it ("9♦", "10♣", "joker").
export const prettyCard = (c) => (c === 'JK' ? 'joker' : (c[0] === 'T' ? '10' : c[0]) + { C: '♣', D: '♦', H: '♥', S: '♠', R: '★' }[c[1]]);

// Waits until the hook's state satisfies `pred` (polling; no fixed sleeps).
export async function until(page, pred, what, timeout = 10000) {
  const end = Date.now() + timeout;
  let s;
  while (Date.now() < end) {
    try {
      s = await state(page);
    } catch (e) {
      // Between two documents (a reload, a navigation) the page has no game for a moment.
      s = { between_documents: e.message };
      await sleep(50);
      continue;
    }
    if (pred(s)) return s;
    await sleep(50);
  }
  throw new Error(`timed out waiting for ${what}; last state: ${JSON.stringify(s).slice(0, 600)}`);
}

// Centre of a rectangle the game reported, in CSS pixels.
export function centre(s, id) {
  const r = s.rects[id];
  if (!r) throw new Error(`no rectangle '${id}' in the hook (have: ${Object.keys(s.rects).join(', ')})`);
  return { x: r[0] + r[2] / 2, y: r[1] + r[3] / 2 };
}

// Clicks (or taps) the centre of a reported rectangle, then waits until the UI has settled: a
// frame drawn after it, and the render loop paused again (the table may lay itself out once
// more after a move, and ImGui 1.86 reads the mouse once a frame, so inputs must not overlap).
// An id that is an item of the table's closed menu (Scores, Rules, Hint, Pace, 4 colours,
// sorting, Leave) opens the menu first.
async function press(page, id, how) {
  let s = await state(page);
  if (!s.rects[id] && s.rects['button:menu']) {
    const m = centre(s, 'button:menu');
    await how(m.x, m.y);
    s = await until(page, (now) => now.frames > s.frames && now.paused, `the menu to open for ${id}`);
  }
  const { x, y } = centre(s, id);
  await how(x, y);
  await until(page, (now) => now.frames > s.frames && now.paused, `the UI to settle after pressing ${id}`);
}

export const click = (page, id) => press(page, id, (x, y) => page.mouse.click(x, y));

// Drags the centre of rectangle `id` to point `to` (or to the centre of rectangle `to`) with the
// mouse, in small steps a frame apart, then waits until the UI has settled.
export async function drag(page, id, to) {
  // Start from a settled table: a card still flying into the hand has no final place yet.
  const s = await until(page, (now) => now.paused, `the UI to settle before dragging ${id}`);
  const from = centre(s, id);
  const dest = typeof to === 'string' ? centre(s, to) : to;
  // Each step waits for a frame drawn after it: ImGui 1.86 reads the mouse once a frame, so on a
  // slow machine a press and the first move could otherwise reach it together, and the drag would
  // start from wherever the pointer had got to (the card beside the one meant, or the gap between
  // two cards). The loop draws three frames after each event, so a step first waits for it to idle
  // again: a frame counted after the step is then one drawn for it, not the last of the step
  // before (which let the press and the first move reach ImGui in one frame now and then).
  const step = async (what, act) => {
    const before = (await until(page, (now) => now.paused, `the UI to idle before ${what} while dragging ${id}`)).frames;
    await act();
    await until(page, (now) => now.frames > before, `a frame after ${what} while dragging ${id}`);
  };
  await page.mouse.move(from.x, from.y);  // (may draw nothing new: the pointer may be there already)
  await step('pressing', () => page.mouse.down());
  for (let i = 1; i <= 8; i++) {
    await step(`step ${i}`, () => page.mouse.move(from.x + ((dest.x - from.x) * i) / 8, from.y + ((dest.y - from.y) * i) / 8));
  }
  await step('letting go', () => page.mouse.up());
  await until(page, (now) => now.paused, `the UI to settle after dragging ${id}`);
}
export const tap = (page, id) => press(page, id, (x, y) => page.touchscreen.tap(x, y));

// Scrolls the page (the wheel, as a test can) until rectangle `id` is wholly on the screen: in the
// lobby, in the region of choices that scrolls above the foot ("Start the game", or the question
// before it), pinned at the bottom. Opens the house rules first when it is one of them.
export async function see(page, id) {
  const { width, height } = page.viewportSize();
  let s = await state(page);
  if (!s.rects[id] && id.startsWith('option:') && s.rects['header:house-rules']) {
    await see(page, 'header:house-rules');
    await click(page, 'header:house-rules');
    s = await state(page);
  }
  if (!s.rects[id]) return s;  // not drawn (an item of the table's menu: the harness opens it)
  for (let n = 0; n < 100; n++) {
    const r = s.rects[id];
    const shown = s.rects['lobby:choices'], inFoot = id.startsWith('button:start') || id === 'button:keep';
    const [top, end] = shown && !inFoot ? [shown[1], shown[1] + shown[3]] : [0, height];
    if (r && r[1] >= top && r[1] + r[3] <= end) return s;
    await page.mouse.move(width / 2, height / 2);
    await page.mouse.wheel(0, r && r[1] < top ? -150 : 150);
    s = await until(page, (x) => x.paused, 'the scroll');
  }
  throw new Error(`${id} never came into sight`);
}

// From the lobby with an unfinished game saved: chooses `game`, presses "Start the game", answers
// the question that asks first with "Start the new game", and returns the new game's table.
// `how` presses (click, or tap on a touch screen); each control is brought into sight first.
export async function startNewGame(page, game, how = click) {
  for (const id of [`game:${game}`, 'button:start']) {
    await see(page, id);
    await how(page, id);
  }
  await until(page, (x) => x.asking && x.rects['button:start-new'], 'the question before the new game');
  await see(page, 'button:start-new');
  await how(page, 'button:start-new');
  return until(page, (x) => x.screen === 'table' && x.game === game, `the new game of ${game}`);
}

// Each pixel's luminance (0-255) in a PNG screenshot.
function luminances(pngBuffer) {
  const png = PNG.sync.read(Buffer.from(pngBuffer));
  const out = new Float64Array(png.width * png.height);
  for (let i = 0; i < out.length; i++) out[i] = 0.2126 * png.data[4 * i] + 0.7152 * png.data[4 * i + 1] + 0.0722 * png.data[4 * i + 2];
  return out;
}

// The share of a screenshot's pixels brighter than `above`: a card face shown as it is is mostly
// white paper.
export function brightShare(pngBuffer, above = 235) {
  const l = luminances(pngBuffer);
  return l.filter((x) => x > above).length / l.length;
}

// Standard deviation of the screenshot's luminance: near 0 for a blank canvas.
export function pixelSpread(pngBuffer) {
  const l = luminances(pngBuffer);
  const mean = l.reduce((a, x) => a + x, 0) / l.length;
  return Math.sqrt(Math.max(0, l.reduce((a, x) => a + x * x, 0) / l.length - mean * mean));
}

// One server and one browser for a test file: `const site = useSite()` at the top level, then
// `site.url` and `site.browser` inside the tests. `dir` is created for screenshots first.
export function useSite(dir = artifacts) {
  const site = { url: '', browser: null, server: null };
  before(async () => {
    fs.mkdirSync(dir, { recursive: true });
    site.server = await serve();
    site.url = site.server.url;
    site.browser = await launch();
  });
  after(async () => {
    await site.browser?.close();
    site.server?.stop();
  });
  return site;
}

// A finger's swipe from `from` to `to` (CSS pixels) in ten steps, then the UI settled (a touch context).
export async function swipe(page, from, to) {
  const cdp = await page.context().newCDPSession(page);
  const at = (k) => [{ x: from.x + ((to.x - from.x) * k) / 10, y: from.y + ((to.y - from.y) * k) / 10 }];
  const before = (await state(page)).frames;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let k = 1; k <= 10; k++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(k) });
    await page.waitForTimeout(30);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await until(page, (x) => x.frames > before && x.paused, 'the UI to settle after the swipe');
  await cdp.detach();
}
