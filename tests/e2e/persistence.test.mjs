// Nothing a player saved is lost: the unfinished game survives the network going away (a plain
// reload, in all three engines: engines.test.mjs) and a second tab, damaged records are reported and set aside while the others load, a backup file brings
// everything back, a full storage is reported while the game goes on, and a whole match makes
// no request to any other origin.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import os from 'node:os';
import { artifacts, centre, click, command, open, ready, root, serve, startNewGame, state, tap, until, useSite } from './harness.mjs';
import { gameInProgress, resume } from './play.mjs';

const site = useSite();
const storage = (page) => page.evaluate(() => {
  const out = {};
  for (let i = 0; i < localStorage.length; i++) {
    const k = localStorage.key(i);
    if (k.startsWith('rummy-parlor:')) out[k] = localStorage.getItem(k);
  }
  return out;
});

// A finished match's record; its id starts with its date, as the game writes them.
const sheet = (id, totals, winners) => JSON.stringify({
  schema: 1, id, game: 'five-crowns', finished_ms: Number(id.split('-')[0]),
  seats: [{ name: 'You', level: 'human' }, { name: 'Ada', level: 'basic' }], seed: '7',
  sheet: { lowest_wins: true, hands: [totals], totals, winners },
});

test('the same game in two tabs: the tab that did not save last stops saving and can continue from the other\'s save', async () => {
  const { context, page: a } = await open(site.browser, `${site.url}?test=1`);
  await gameInProgress(a);
  const b = await context.newPage();  // the same browser profile: the same localStorage
  await b.goto(`${site.url}?test=1`);
  await ready(b);
  await resume(b);
  await click(b, 'stock');  // a move in tab B saves the game there
  const inB = await until(b, (x) => x.phase === 'play', 'a draw in tab B');
  const warned = await until(a, (x) => x.other_tab === true && x.rects['other-tab'], 'tab A warned');
  await a.screenshot({ path: path.join(artifacts, 'other-tab.png') });
  const savedByB = (await storage(a))['rummy-parlor:v1:current'];
  await click(a, 'stock');  // tab A plays on: nothing of it is written over B's save
  await until(a, (x) => x.phase === 'play', 'a draw in tab A');
  assert.equal((await storage(a))['rummy-parlor:v1:current'], savedByB, 'tab A did not overwrite tab B\'s save');
  await click(a, 'button:continue-here');
  const continued = await until(a, (x) => x.other_tab === false && x.screen === 'table', 'tab A continuing');
  assert.equal(continued.save, inB.save, 'tab A continues from tab B\'s position');
  assert.ok(warned.rects['button:continue-here']);
  await context.close();
});

test('after one visit the game starts and resumes with the network off', async () => {
  const { context, page } = await open(site.browser, `${site.url}?test=1`);
  await page.evaluate(() => navigator.serviceWorker.ready);  // the first visit installed the worker
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 });
  const cached = await page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('rummy-parlor-')));
  assert.equal(cached.length, 1, 'one cache, named after this build');
  const before = await gameInProgress(page);
  await context.setOffline(true);
  await page.reload();
  await ready(page);
  const after = await resume(page);
  assert.equal(after.save, before.save);
  await click(page, 'stock');  // and play goes on
  await until(page, (x) => x.phase === 'play', 'a draw while offline');
  await page.screenshot({ path: path.join(artifacts, 'offline.png') });
  await context.close();
});

test('a new build is announced, never swapped in under a game; Reload brings it in and the game resumes', async () => {
  // A copy of the site whose service worker is then replaced by a "newer build".
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rummy-site-'));
  fs.cpSync(path.join(root, 'dist'), dir, { recursive: true });
  const server = await serve(dir);
  const { context, page } = await open(site.browser, `${server.url}?test=1`);
  try {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 });
    const before = await gameInProgress(page);
    const sw = path.join(dir, 'sw.js');
    fs.writeFileSync(sw, fs.readFileSync(sw, 'utf8').replace(/const VERSION = PREFIX \+ '[^']*';/, "const VERSION = PREFIX + 'next-build';"));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
    await page.waitForSelector('#update.show', { timeout: 30000 });
    const still = await state(page);
    assert.equal(still.save, before.save, 'the game on screen is untouched while the banner waits');
    await page.screenshot({ path: path.join(artifacts, 'update-banner.png') });
    await Promise.all([page.waitForEvent('load', { timeout: 30000 }), page.click('#update-reload')]);
    await ready(page);
    const after = await resume(page);
    assert.equal(after.save, before.save, 'the same game after the new build came in');
    const caches = await page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('rummy-parlor-')));
    assert.deepEqual(caches, ['rummy-parlor-next-build'], 'only the new build is kept');
  } finally {
    await context.close();
    server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a damaged record is reported and set aside; every other record still loads', async () => {
  const { context, page } = await open(site.browser, `${site.url}?test=1`);
  await page.evaluate(([good]) => {
    localStorage.setItem('rummy-parlor:v1:sheet:good', good);
    localStorage.setItem('rummy-parlor:v1:sheet:bad', '{"schema":1,"id":"x","game":"five-cro');
    localStorage.setItem('rummy-parlor:v1:current', 'this is not a saved game');
  }, [sheet('1767225600000-7', [30, 55], [0])]);
  await page.reload();
  await ready(page);
  await click(page, 'button:continue');
  let s = await until(page, (x) => x.error !== '' && x.rects['error'], 'the lobby explaining the damaged game');
  assert.match(s.error, /The unfinished game could not be read \(it is not valid JSON\); it was set aside\./);
  await click(page, 'button:history');
  s = await until(page, (x) => x.screen === 'history' && x.rects['problem'], 'the history with its problem line');
  assert.deepEqual(s.sheets, ['1767225600000-7']);
  assert.equal(s.problems.length, 1);
  assert.match(s.problems[0], /could not be read \(it is not valid JSON\); it was set aside/);
  const kept = await storage(page);
  assert.equal(kept['rummy-parlor:v1:corrupt:sheet:bad'], '{"schema":1,"id":"x","game":"five-cro', 'set aside, not deleted');
  assert.equal(kept['rummy-parlor:v1:corrupt:current'], 'this is not a saved game');
  assert.ok(!('rummy-parlor:v1:sheet:bad' in kept));
  await page.screenshot({ path: path.join(artifacts, 'history-problem.png') });
  await context.close();
});

test('export, clear the storage, import: everything comes back', async () => {
  const { context, page } = await open(site.browser, `${site.url}?test=1`);
  await page.evaluate(([a, b]) => {
    localStorage.setItem('rummy-parlor:v1:sheet:1767225600000-7', a);
    localStorage.setItem('rummy-parlor:v1:sheet:1767312000000-8', b);
  }, [sheet('1767225600000-7', [30, 55], [0]), sheet('1767312000000-8', [80, 20], [1])]);
  await gameInProgress(page);
  const original = await storage(page);
  assert.equal(Object.keys(original).length, 3);
  await click(page, 'button:leave');
  await click(page, 'button:history');
  await until(page, (x) => x.screen === 'history' && x.sheets.length === 2, 'two finished matches');
  const [download] = await Promise.all([page.waitForEvent('download'), click(page, 'button:export')]);
  const file = path.join(artifacts, 'backup.json');
  await download.saveAs(file);
  assert.equal(download.suggestedFilename(), 'rummy-parlor-backup.json');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await ready(page);
  await click(page, 'button:history');
  await until(page, (x) => x.screen === 'history' && x.sheets.length === 0, 'an empty history');
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), click(page, 'button:import')]);
  await chooser.setFiles(file);
  const s = await until(page, (x) => x.message.startsWith('Imported'), 'the import');
  assert.equal(s.message, 'Imported 2 score sheets and the unfinished game.');
  assert.deepEqual(s.sheets, ['1767312000000-8', '1767225600000-7']);
  assert.deepEqual(await storage(page), original, 'every record is back as it was');
  fs.rmSync(file);
  await context.close();
});

test('a full storage is reported and the game goes on', async () => {
  const { context, page } = await open(site.browser, `${site.url}?test=1`);
  await page.evaluate(() => {
    Storage.prototype.setItem = function () { throw new DOMException('full', 'QuotaExceededError'); };
  });
  await command(page, { start: { game: 'five-crowns', seats: ['human', 'basic'], seed: 21 } });
  const s = await until(page, (x) => x.screen === 'table' && x.my_move, 'the table');
  await click(page, 'stock');
  const t = await until(page, (x) => x.phase === 'play' && x.rects['message'], 'the storage message');
  assert.match(t.message, /storage is full or switched off: the game goes on, but it is not being saved/);
  assert.ok(t.moves > s.moves, 'the move was played');
  await context.close();
});

test('a whole match makes no request outside 127.0.0.1', async () => {
  const { context, page, requests } = await open(site.browser, `${site.url}?test=1`);
  await command(page, { start: { game: 'five-crowns', seats: ['basic', 'easy'], seed: 5 } });
  for (let hand = 1; hand <= 11; hand++) {
    const s = await until(page, (x) => x.screen === 'summary', `the summary of hand ${hand}`, 60000);
    if (s.over) break;
    await click(page, 'button:next-hand');
  }
  const end = await state(page);
  assert.equal(end.over, true);
  assert.ok(requests.length > 0);
  const outside = requests.filter((u) => !u.startsWith(site.url));
  assert.deepEqual(outside, [], 'every request went to the local server');
  // Hiding the page saves the game; a finished match must not be filed twice.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const history = await storage(page);
  assert.equal(Object.keys(history).filter((k) => k.includes(':sheet:')).length, 1, 'the finished match became one score sheet');
  assert.ok(!('rummy-parlor:v1:current' in history), 'and is no longer the unfinished game');
  await context.close();
});

// Issue from a playtest: starting a new game from the lobby silently replaced the unfinished one.
// Now the lobby asks first, and only "Start the new game" ends it; "Keep it" keeps the save as it
// was, and Continue resumes it with the same moves.
test('starting a new game with one unfinished asks first: Keep it keeps the save, Start the new game replaces it', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`);
  const before = await gameInProgress(page);
  await click(page, 'button:leave');
  let lobby = await until(page, (x) => x.screen === 'lobby' && x.rects['button:continue'], 'the lobby');
  assert.equal(lobby.saved, `Five Crowns, hand ${before.hand_number} of 11`, 'the summary says the game and the hand in words');
  const saved = (await storage(page))['rummy-parlor:v1:current'];
  await click(page, 'game:kentucky');
  await click(page, 'button:start');
  lobby = await until(page, (x) => x.asking && x.rects['button:keep'] && x.rects['button:start-new'], 'the question');
  assert.equal(lobby.screen, 'lobby', 'no game started before the answer');
  assert.ok(!lobby.rects['button:start'], 'the two answers stand in place of "Start the game"');
  assert.equal((await storage(page))['rummy-parlor:v1:current'], saved, 'asking changes no save');
  const mirror = page.locator('#mirror');
  assert.match(await mirror.innerText(), new RegExp(`You have an unfinished game: Five Crowns, hand ${before.hand_number} of 11\\. Starting a new game ends it\\.`));
  for (const name of ['Start the new game', 'Keep it', 'Continue where you stopped']) {
    assert.equal(await page.getByRole('button', { name, exact: true }).count(), 1, `the mirror offers "${name}"`);
  }
  await page.screenshot({ path: path.join(artifacts, 'lobby-start-question-1280x800.png') });
  // Keep it: the question goes, the save is untouched, and Continue resumes the same game.
  await click(page, 'button:keep');
  lobby = await until(page, (x) => !x.asking && x.rects['button:start'], 'the question answered');
  assert.equal(lobby.screen, 'lobby');
  assert.equal((await storage(page))['rummy-parlor:v1:current'], saved, 'Keep it kept the save');
  await click(page, 'button:continue');
  const resumed = await until(page, (x) => x.screen === 'table', 'the resumed table');
  assert.equal(resumed.save, before.save, 'Continue resumes the kept game with the same moves');
  // Start the new game: the new game replaces it.
  await click(page, 'button:leave');
  await until(page, (x) => x.screen === 'lobby' && x.rects['button:start'], 'the lobby');
  const fresh = await startNewGame(page, 'kentucky');
  assert.notEqual(fresh.save, before.save);
  await click(page, 'button:leave');
  lobby = await until(page, (x) => x.screen === 'lobby' && x.rects['button:continue'], 'the lobby');
  assert.equal(lobby.saved, 'Kentucky, hand 1 of 10', 'the new game is the unfinished one now');
  assert.deepEqual(errors, []);
  await context.close();
});

// On a phone, upright and on its side, the question stands where "Start the game" was, and its
// two answers are touch targets (44 px tall; they were 35). Where Start was tapped there is no
// "Start the new game": a double tap on Start ended the unfinished game with its second tap
// (playtest); "Keep it" stands there.
for (const [width, height] of [[390, 844], [844, 390]]) {
  test(`Phone ${width}x${height}: the question before a new game stands where "Start the game" was, its answers 44 px tall`, async () => {
    const phone = { viewport: { width, height }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
    const { context, page, errors } = await open(site.browser, `${site.url}?test=1`, phone);
    await command(page, { start: { game: 'rummy', seats: ['human', 'basic'], seed: 3 } });
    await until(page, (x) => x.screen === 'table' && x.paused, 'the table');
    await command(page, { lobby: 'kentucky' });
    let s = await until(page, (x) => x.screen === 'lobby' && x.saved === 'Rummy, hand 1', 'the lobby with Rummy unfinished');
    const at = centre(s, 'button:start');
    await tap(page, 'button:start');
    s = await until(page, (x) => x.asking && x.rects['button:keep'] && x.paused, 'the question');
    const under = (id) => { const [x, y, w, h] = s.rects[id]; return at.x >= x && at.x <= x + w && at.y >= y && at.y <= y + h; };
    assert.ok(!under('button:start-new'), `a second tap where Start was does not start the new game: ${s.rects['button:start-new']}`);
    assert.ok(under('button:keep'), `"Keep it" stands where Start was tapped (${at.x}, ${at.y}): ${s.rects['button:keep']}`);
    for (const id of ['start-question', 'button:start-new', 'button:keep']) {
      const [x, y, w, h] = s.rects[id];
      assert.ok(x >= 0 && y >= 0 && x + w <= width && y + h <= height, `${id} is on the screen: ${s.rects[id]}`);
      if (id !== 'start-question') assert.ok(h >= 44, `${id} is a touch target tall: ${h} px`);
    }
    await page.screenshot({ path: path.join(artifacts, `lobby-start-question-${width}x${height}.png`) });
    await tap(page, 'button:keep');
    s = await until(page, (x) => !x.asking && x.saved === 'Rummy, hand 1', 'kept');
    assert.deepEqual(errors, []);
    await context.close();
  });
}
