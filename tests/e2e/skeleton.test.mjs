// The app skeleton in a real browser: it starts, draws a dealt hand, idles at zero frames,
// answers clicks and taps, and stays sharp at a device pixel ratio of 2.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { artifacts, click, command, launch, open, pixelSpread, serve, state, tap, until } from './harness.mjs';

let server, browser;
before(async () => {
  fs.mkdirSync(artifacts, { recursive: true });
  server = await serve();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  server?.stop();
});

test('starts without console errors and draws a non-blank table with a dealt hand', async (t) => {
  const { context, page, errors } = await open(browser, `${server.url}?test=1`);
  const firstFrame = await page.evaluate(() => window.rummyFirstFrameMs);
  assert.ok(firstFrame > 0, 'the page recorded its first frame');
  t.diagnostic(`time to first frame: ${Math.round(firstFrame)} ms`);
  const s = await until(page, (x) => x.hand && x.hand.length === 7, 'a dealt Five Crowns hand');
  assert.equal(s.screen, 'deal');
  assert.equal(s.game, 'five-crowns');
  assert.equal(s.seed, 1);
  for (let i = 0; i < 7; i++) assert.ok(s.rects[`card:${i}`], `card ${i} is laid out`);
  const shot = await page.screenshot({ path: path.join(artifacts, 'skeleton-1280x800.png') });
  assert.ok(pixelSpread(shot) > 20, 'the screenshot is not blank');
  assert.deepEqual(errors, []);
  await context.close();
});

test('renders no frame while idle and a few after a click', async () => {
  const { context, page } = await open(browser, `${server.url}?test=1`);
  const quiet = await until(page, (x) => x.paused, 'the render loop to pause');
  await page.waitForTimeout(2000);
  const later = await state(page);
  assert.equal(later.frames, quiet.frames, 'no frame drawn in 2 s without input');
  await click(page, 'card:2');
  const clicked = await until(page, (x) => x.frames > later.frames && x.paused, 'frames after the click');
  assert.ok(clicked.frames - later.frames <= 10, `a click costs a few frames, not ${clicked.frames - later.frames}`);
  assert.deepEqual(clicked.selected, [later.hand[2]], 'the clicked card is selected');
  await context.close();
});

test('selecting cards shows whether they make a meld, from the engine', async () => {
  const { context, page } = await open(browser, `${server.url}?test=1`);
  await command(page, { game: 'kaluki', seed: 7 });
  const s = await until(page, (x) => x.game === 'kaluki' && x.hand.length === 15, 'a Kaluki hand');
  await click(page, 'card:0');
  await click(page, 'card:14');
  const two = await until(page, (x) => x.selected.length === 2, 'two selected cards');
  assert.match(two.verdict, /needs at least 3 cards|not all one rank|missing|do not make/);
  await click(page, 'button:arrange');
  const arranged = await until(page, (x) => typeof x.deadwood === 'number', 'an arrangement');
  assert.match(arranged.status, /^Best arrangement:/);
  assert.equal(arranged.hand.length, s.hand.length);
  await context.close();
});

test('game buttons and deal use real clicks', async () => {
  const { context, page } = await open(browser, `${server.url}?test=1`);
  await click(page, 'game:kentucky');
  const k = await until(page, (x) => x.game === 'kentucky', 'Kentucky selected');
  assert.equal(k.hand.length, 11);
  await click(page, 'button:deal');
  await until(page, (x) => x.seed !== k.seed, 'a new deal');
  await click(page, 'check:four-colour');
  await until(page, (x) => x.four_colour === true, 'the four-colour deck');
  await page.screenshot({ path: path.join(artifacts, 'skeleton-four-colour.png') });
  await context.close();
});

test('is sharp on HiDPI: fonts rasterised at the device pixel ratio', async () => {
  const { context, page } = await open(browser, `${server.url}?test=1`, { deviceScaleFactor: 2 });
  const s = await state(page);
  assert.equal(s.framebuffer_scale, 2);
  assert.equal(s.font_scale, 0.5);
  assert.deepEqual(s.display, [1280, 800]);
  await page.screenshot({ path: path.join(artifacts, 'skeleton-dpr2.png') });
  await context.close();
});

test('a finger tap on a phone selects a card', async () => {
  const { context, page } = await open(browser, `${server.url}?test=1`,
    { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  const s = await state(page);
  assert.deepEqual(s.display, [390, 844]);
  for (const [id, r] of Object.entries(s.rects)) {
    assert.ok(r[0] >= 0 && r[0] + r[2] <= 390 + 0.5, `${id} fits the phone's width`);
  }
  await tap(page, 'card:1');
  const t = await until(page, (x) => x.selected.length === 1, 'a tapped card');
  assert.equal(t.selected[0], s.hand[1]);
  await page.screenshot({ path: path.join(artifacts, 'skeleton-390x844.png') });
  await context.close();
});
