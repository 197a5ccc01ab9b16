// The core flows in each of the three browser engines (Chromium, Firefox, WebKit), through the
// driver interface of engines.mjs: the page starts with no console error, a whole hand is played
// by real taps (clicks where the engine cannot emulate touch), a reload resumes the game, and
// after one visit the game starts and resumes with the server gone. Screenshots are kept in
// artifacts/ named after the engine. RUMMY_ENGINES=firefox,webkit picks engines (default: all).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ENGINES, TOUCH, launchEngine, missing, webkitSite } from './engines.mjs';
import { artifacts, click, command, pixelSpread, ready, root, serve, state, tap, until } from './harness.mjs';
import { gameInProgress, playOneHand, resume } from './play.mjs';

const chosen = (process.env.RUMMY_ENGINES || ENGINES.join(',')).split(',').filter(Boolean);

for (const name of chosen) {
  const why = missing(name);
  // Each test is skipped (and counted as skipped) when the engine cannot run here.
  const skip = why ? `${name}: ${why}` : false;
  describe(name, () => {
    let engine;
    let site;  // the folder served: dist/, or for WebKit a copy that records console errors
    let server;
    before(async () => {
      if (skip) return;
      fs.mkdirSync(artifacts, { recursive: true });
      site = path.join(root, 'dist');
      if (name === 'webkit') site = webkitSite(site, fs.mkdtempSync(path.join(os.tmpdir(), 'rummy-webkit-')));
      server = await serve(site);
      engine = await launchEngine(name);
    });
    after(async () => {
      await engine?.close();
      server?.stop();
      if (site && name === 'webkit') fs.rmSync(site, { recursive: true, force: true });
    });

    // A fresh profile showing the game at `url`; closed after `body` whatever happens.
    const withPage = async (view, url, body) => {
      const tab = await engine.newPage(view);
      try {
        await tab.page.goto(`${url}?test=1`);
        await ready(tab.page);
        return await body(tab.page, tab);
      } finally {
        await tab.close();
      }
    };
    const desktop = { width: 1280, height: 800 };
    const shot = (page, what) => page.screenshot({ path: path.join(artifacts, `${name}-${what}.png`) });

    test(`${name}: the page starts without a console error and draws a non-blank lobby`, { skip }, () =>
      withPage(desktop, server.url, async (page, tab) => {
        const s = await until(page, (x) => x.screen === 'lobby' && x.rects['button:start'] && x.paused, 'the lobby');
        assert.deepEqual(s.display, [1280, 800]);
        for (const g of ['kentucky', 'rummy', 'three-kings', 'five-crowns', 'kaluki']) assert.ok(s.rects[`game:${g}`], `${g} can be chosen`);
        const spread = pixelSpread(await shot(page, 'lobby-1280x800'));
        assert.ok(spread > 8, `the screenshot is not blank (spread ${spread.toFixed(1)})`);
        assert.deepEqual(await tab.consoleErrors(), []);
      }));

    // The screen-reader mirror (web/mirror.js, docs/ACCESSIBILITY.md) is plain DOM: the same in
    // every engine. Its controls are pressed as a keyboard user's Enter would (a button's click).
    test(`${name}: the screen-reader mirror shows the lobby, and its buttons start a game and play a move`, { skip }, () =>
      withPage(desktop, server.url, async (page, tab) => {
        const mirror = () => page.evaluate(() => {
          const root = document.getElementById('mirror');
          const region = (label) => [...root.querySelectorAll('section')].find((s) => s.getAttribute('aria-label') === label);
          const hand = region('Your hand');
          return {
            heading: root.querySelector('h1')?.textContent || '',
            buttons: [...root.querySelectorAll('button')].map((b) => ({ name: b.textContent, pressed: b.getAttribute('aria-pressed') })),
            hand: hand ? hand.querySelectorAll('button').length : 0,
            log: root.querySelector('[role="log"]') !== null,
          };
        });
        const press = (label) => page.evaluate((l) => {
          const b = [...document.querySelectorAll('#mirror button')].find((x) => x.textContent === l);
          if (!b) return false;
          b.focus();
          b.click();
          return true;
        }, label);
        const waitFor = async (what, ok) => {
          let m = await mirror();
          for (const end = Date.now() + 20000; !ok(m); m = await mirror()) {
            if (Date.now() > end) throw new Error(`${what}: ${JSON.stringify(m).slice(0, 600)}`);
            await new Promise((r) => setTimeout(r, 100));
          }
          return m;
        };
        const lobby = await waitFor('the lobby in the mirror', (m) => /choose a game/.test(m.heading) && m.buttons.some((b) => b.name === 'Kaluki'));
        assert.ok(lobby.log, 'the live log is there');
        assert.ok(await press('Kaluki'));
        await waitFor('Kaluki chosen', (m) => m.buttons.some((b) => b.name === 'Kaluki' && b.pressed === 'true'));
        assert.ok(await press('Start the game'));
        const table = await waitFor('the table in the mirror', (m) => /^Kaluki: Hand 1/.test(m.heading) && m.hand > 0);
        assert.ok(table.hand >= 15, `the hand's cards are buttons (${table.hand})`);
        // My first move (after the computer player's, if it leads) begins with a draw.
        const before = await waitFor('the draw button', (m) => m.buttons.some((b) => b.name === 'Draw from the stock'));
        assert.ok(await press('Draw from the stock'));
        const drew = await waitFor('a drawn card', (m) => m.hand > before.hand);
        assert.equal(drew.hand, before.hand + 1, 'the drawn card is one more button');
        assert.equal((await state(page)).phase, 'play', 'the engine took the draw');
        assert.deepEqual(await tab.consoleErrors(), []);
      }));

    // Taps on a phone-sized touch screen where the engine emulates touch; clicks otherwise.
    const how = TOUCH[name] ? 'taps on a 390x844 touch screen' : 'mouse clicks at 1280x800';
    test(`${name}: a whole hand of Five Crowns played by ${how}, to its summary`, { skip }, () => {
      const touch = TOUCH[name];
      const view = touch ? { width: 390, height: 844, phone: true } : desktop;
      const press = touch ? tap : click;
      return withPage(view, server.url, async (page, tab) => {
        await command(page, { start: { game: 'five-crowns', seats: ['human', 'basic'], seed: 11 } });
        let table = false;
        const summary = await playOneHand(page, async (s, turn) => {
          if (!table && turn >= 2) {
            await shot(page, `five-crowns-${view.width}x${view.height}`);
            table = true;
          }
        }, press);
        assert.equal(summary.screen, 'summary');
        assert.equal(summary.hands_done, 1);
        assert.ok(summary.rects['summary'] && summary.rects['sheet'], 'the summary shows the hand and the score sheet');
        assert.ok(summary.log.some((l) => l.startsWith('You discard ')), 'the person\'s own moves are in the log');
        assert.equal(summary.thinker.worker, 'ready', 'the computer players thought in the worker (web/worker.js)');
        await shot(page, `five-crowns-${view.width}x${view.height}-summary`);
        await press(page, 'button:next-hand');
        const next = await until(page, (x) => x.screen === 'table' && x.hand_number === 2, 'the next hand');
        assert.equal(next.hand.length, 4, 'the second hand of Five Crowns deals four cards');
        assert.deepEqual(await tab.consoleErrors(), []);
      });
    });

    test(`${name}: a reload in the middle of a hand resumes the identical game`, { skip }, () =>
      withPage(desktop, server.url, async (page, tab) => {
        const before = await gameInProgress(page);
        await page.reload();
        await ready(page);
        const after = await resume(page);
        assert.equal(after.save, before.save, 'the engine\'s saved text is the same');
        assert.deepEqual(after.hand.slice().sort(), before.hand.slice().sort());
        assert.equal(after.my_move, true, `my move again after the reload (status: ${after.status})`);
        assert.deepEqual(await tab.consoleErrors(), []);
      }));

    // The network goes away by stopping this test's own server: the same in every engine, and
    // what a player on a train sees (a connection refused, not a browser switch).
    test(`${name}: after one visit the game starts and resumes with the server gone (service worker)`, { skip }, async () => {
      const own = await serve(site);
      try {
        await withPage(desktop, own.url, async (page) => {
          const controlled = async () => page.evaluate(() => navigator.serviceWorker.controller !== null);
          for (const end = Date.now() + 30000; !(await controlled());) {
            if (Date.now() > end) throw new Error('the service worker did not take control within 30 s');
            await new Promise((r) => setTimeout(r, 200));
          }
          const before = await gameInProgress(page);
          own.stop();
          await page.reload();
          await ready(page);
          const after = await resume(page);
          assert.equal(after.save, before.save);
          await click(page, 'stock');  // and play goes on
          await until(page, (x) => x.phase === 'play', 'a draw with the server gone');
          await shot(page, 'offline');
          assert.equal((await state(page)).my_move, true);
        });
      } finally {
        own.stop();
      }
    });
  });
}
