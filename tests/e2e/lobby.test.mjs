// The lobby from a playtest at phone size: it remembers the choices made for each game (across
// a game played and a reload; a damaged record gives the usual choices), a game ended by
// "Start the new game" is listed in History as left unfinished, the chosen option is plain to
// see, and with "Larger cards and text" no page is cut off at the right edge of a phone.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { PNG } from 'pngjs';
import { artifacts, click, command, open, ready, see, startNewGame, state, tap, until, useSite } from './harness.mjs';
import { gameInProgress } from './play.mjs';

const site = useSite();
const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const landscape = { viewport: { width: 844, height: 390 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

// Brings `id` into sight, then clicks (or taps) it.
async function press(page, id, how = click) {
  await see(page, id);
  await how(page, id);
}

test('the lobby remembers each game\'s players and house rules across a game and a reload', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`);
  await press(page, 'game:kentucky');
  await press(page, 'players:5');
  await press(page, 'option:deal:2');
  await press(page, 'option:deuces-wild');
  let s = await until(page, (x) => x.seats.length === 5 && x.options['deuces-wild'] === 1, 'the choices made');
  assert.equal(s.options.deal, 2);
  // Another game, and back: Kentucky's choices are still there.
  await press(page, 'game:rummy');
  s = await until(page, (x) => x.game === 'rummy', 'Rummy chosen');
  assert.equal(s.seats.length, 4, 'Rummy has its own (usual) seats');
  await press(page, 'game:kentucky');
  s = await until(page, (x) => x.game === 'kentucky', 'Kentucky again');
  assert.equal(s.seats.length, 5, 'the five players are remembered');
  assert.equal(s.options.deal, 2, 'a choice among several is remembered');
  assert.equal(s.options['deuces-wild'], 1, 'a rule turned on is remembered');
  // A reload: the game last chosen comes back with its choices.
  await page.reload();
  await ready(page);
  s = await until(page, (x) => x.screen === 'lobby', 'the lobby after the reload');
  assert.equal(s.game, 'kentucky');
  assert.equal(s.seats.length, 5);
  assert.equal(s.options.deal, 2);
  assert.equal(s.options['deuces-wild'], 1);
  // A game played with them and left: the lobby still shows them.
  await press(page, 'button:start');
  s = await until(page, (x) => x.screen === 'table' && x.game === 'kentucky', 'the table');
  assert.equal(s.names.length, 5, 'the game has the players chosen');
  await press(page, 'button:leave');
  s = await until(page, (x) => x.screen === 'lobby', 'the lobby again');
  assert.equal(s.seats.length, 5);
  assert.equal(s.options.deal, 2);
  // Only what changed from the usual rules is kept.
  const kept = JSON.parse(await page.evaluate(() => localStorage.getItem('rummy-parlor:lobby')));
  assert.deepEqual(kept.games.kentucky.options, { deal: 2, 'deuces-wild': 1 });
  assert.deepEqual(errors, []);
  await context.close();
});

test('a damaged or old record of the lobby\'s choices gives the usual ones and loses nothing else', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`);
  const settings = JSON.stringify({ sound: false, four_colour: true, large: false, contrast: false });
  for (const damaged of ['{"game":"kentucky","games":{"kentucky":{"levels":["human","wizard","basic"],"options":{"deal":9}}}',
    '{"game":"kentucky","games":{"kentucky":{"levels":["human","wizard","basic"],"options":{"deal":9,"deuces-wild":1}}}}',
    'not json', '[]']) {
    await page.evaluate(([d, st]) => {
      localStorage.setItem('rummy-parlor:lobby', d);
      localStorage.setItem('rummy-parlor:settings', st);
    }, [damaged, settings]);
    await page.reload();
    await ready(page);
    const s = await until(page, (x) => x.screen === 'lobby', 'the lobby');
    const usual = damaged.startsWith('{"game":"kentucky"') && damaged.endsWith('}}}}');
    assert.equal(s.game, usual ? 'kentucky' : 'five-crowns', `the game from ${damaged}`);
    if (s.game === 'kentucky') {
      assert.equal(s.seats.length, 4, 'a level the game does not offer: the usual seats');
      assert.equal(s.options.deal, 0, 'a value out of range: the usual rule');
      assert.equal(s.options['deuces-wild'], 1, 'the rest is kept');
    }
    assert.equal(s.settings.four_colour, true, 'the other settings are untouched');
    assert.equal(s.settings.sound, false);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('a game ended by "Start the new game" is in History, marked as left unfinished with its scores', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`);
  // Before any match: the history says why its list is empty.
  await press(page, 'button:history');
  const empty = await until(page, (x) => x.screen === 'history', 'the history');
  assert.deepEqual(empty.sheets, []);
  assert.ok(empty.rects['no-matches'], 'an empty list of past matches says so');
  assert.match(await page.getByRole('region', { name: 'Past matches' }).innerText(), /None yet\. Each match you finish, or leave unfinished by starting another, is listed here/);
  await press(page, 'button:back');
  await until(page, (x) => x.screen === 'lobby', 'the lobby again');
  const before = await gameInProgress(page);
  await press(page, 'button:leave');
  await until(page, (x) => x.screen === 'lobby' && x.rects['button:continue'], 'the lobby');
  await startNewGame(page, 'rummy');
  await press(page, 'button:leave');
  await until(page, (x) => x.screen === 'lobby' && x.saved === 'Rummy, hand 1', 'the lobby with Rummy unfinished');
  await press(page, 'button:history');
  const h = await until(page, (x) => x.screen === 'history' && x.sheets.length === 1, 'the history with one match');
  assert.match(h.sheets[0], /^five-crowns-21-/);
  const matches = page.getByRole('region', { name: 'Past matches' });
  const line = await matches.getByRole('button').first().innerText();
  assert.match(line, new RegExp(`Five Crowns: You 0, .* left unfinished in hand ${before.hand_number} of 11$`));
  assert.match(await page.getByRole('region', { name: 'Statistics' }).innerText(), /Five Crowns: none finished, 1 left unfinished/);
  await press(page, 'sheet:0');
  assert.match(await matches.innerText(), /It was left before the first hand was scored\./);
  await page.screenshot({ path: path.join(artifacts, 'history-unfinished-1280x800.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

// Every control of the lobby and the history stays inside the screen with the larger text, in
// both phone orientations (ImGui clips what reaches past the window's edge).
for (const [name, opts] of [['390x844', phone], ['844x390', landscape]]) {
  test(`Larger cards and text at ${name}: the lobby, its house rules and the history fit the width`, async () => {
    const { context, page, errors } = await open(site.browser, `${site.url}?test=1`, opts);
    const width = opts.viewport.width, height = opts.viewport.height;
    await press(page, 'check:large', tap);
    let s = await until(page, (x) => x.settings.large && x.paused, 'larger text');
    await command(page, { lobby: 'kentucky' });
    // All three choices in sight (the last, then the first: a no-op when it is in sight too).
    await see(page, 'option:deal:2');
    await see(page, 'option:deal:0');
    s = await state(page);
    await page.screenshot({ path: path.join(artifacts, `lobby-large-rules-${name}.png`) });
    const inside = (x) => Object.entries(x.rects).filter(([, r]) => r[2] > 0 && r[0] + r[2] > width + 0.5 || r[0] < -0.5);
    assert.deepEqual(inside(s), [], 'nothing reaches past the screen\'s edges');
    for (const id of ['option:deal:0', 'option:deal:1', 'option:deal:2']) {
      assert.ok(s.rects[id][3] >= 44, `${id} is a touch target tall: ${s.rects[id]}`);
    }
    // The chosen option is plain to see: its mark is filled gold; the others show a light ring
    // on the dark panel and no gold.
    const png = PNG.sync.read(await page.screenshot());
    const dpr = png.width / width;
    const look = (id) => {
      const [x, y, w, h] = s.rects[id];
      let gold = 0, light = 0, n = 0;
      for (let py = Math.round(y * dpr); py < Math.round((y + h) * dpr); py++) {
        for (let px = Math.round(x * dpr); px < Math.round((x + Math.min(w, 40)) * dpr); px++) {
          const i = (py * png.width + px) * 4, [r, g, b] = [png.data[i], png.data[i + 1], png.data[i + 2]];
          if (r > 190 && g > 140 && b < 90) gold++;
          if (r > 200 && g > 200 && b > 180) light++;
          n++;
        }
      }
      return { gold: gold / n, light: light / n };
    };
    const chosen = look('option:deal:0'), other = look('option:deal:1');
    assert.ok(chosen.gold > 0.08, `the chosen mark is gold: ${JSON.stringify(chosen)}`);
    assert.ok(other.gold < 0.01, `an option not chosen has no gold: ${JSON.stringify(other)}`);
    assert.ok(other.light > 0.03, `its ring is light on the dark panel: ${JSON.stringify(other)}`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

// A playtest on a phone: "Start the game" was below the fold, so a player who opened the lobby did
// not see how to start. It is pinned at the foot of the screen while the choices above it scroll:
// in sight without scrolling for every game, in both phone orientations, with the usual and the
// larger text, with the house rules open, and after scrolling to the last choice; and it starts.
for (const [name, opts] of [['390x844', phone], ['844x390', landscape]]) {
  test(`"Start the game" is on the screen without scrolling at ${name}, for every game`, async () => {
    const { context, page, errors } = await open(site.browser, `${site.url}?test=1`, opts);
    const height = opts.viewport.height, width = opts.viewport.width;
    const problems = [];
    const onScreen = (s, what) => {
      const r = s.rects['button:start'];
      if (!r) problems.push(`${what}: no Start button`);
      else if (r[1] < -0.5 || r[1] + r[3] > height + 0.5 || r[0] < -0.5 || r[0] + r[2] > width + 0.5) {
        problems.push(`${what}: Start at [${r.join(', ')}] is off the ${width}x${height} screen`);
      } else if (r[3] < 44) problems.push(`${what}: Start is ${r[3]} px tall, under a touch target`);
      // Every control of the lobby is a touch target tall too (buttons, the seats' lists, the
      // headers, the deal number: the buttons were 35 px).
      for (const [id, c] of Object.entries(s.rects)) {
        const heading = s.rects[`${id}:0`];  // a rule's words over its choices, not a control
        if (/^(button:.+|game:.+|players:\d+|seat:\d+|header:.+|input:.+|option:.+|check:.+)$/.test(id) && !heading && c[3] < 44) {
          problems.push(`${what}: ${id} is ${c[3]} px tall, under a touch target`);
        }
      }
    };
    const games = Object.keys((await state(page)).rects).filter((id) => id.startsWith('game:')).map((id) => id.slice(5));
    assert.ok(games.length >= 5, `the games offered: ${games}`);
    for (const large of [false, true]) {
      if (large) {
        await press(page, 'check:large', tap);
        await until(page, (x) => x.settings.large && x.paused, 'larger text');
      }
      for (const game of games) {
        await command(page, { lobby: game });
        const s = await until(page, (x) => x.game === game && x.paused, game);
        onScreen(s, `${game}${large ? ', larger text' : ''}`);
        if (game === 'kentucky') {
          await page.screenshot({ path: path.join(artifacts, `lobby-start-${name}${large ? '-large' : ''}.png`) });
        }
      }
    }
    assert.deepEqual(problems, []);
    // The choices under the games are out of sight on a phone (a playtester on its side never saw
    // the seats): beside Start, the foot says there are more, until the last choice is in sight.
    await command(page, { lobby: 'kentucky' });
    const top = await until(page, (x) => x.paused, 'the lobby at its top');
    const more = top.rects['lobby:more'], start = top.rects['button:start'];
    assert.ok(more, 'the foot says more choices are further down');
    assert.ok(more[0] >= start[0] + start[2] && more[0] + more[2] <= width + 0.5 && more[1] >= start[1] - 0.5 &&
      more[1] + more[3] <= start[1] + start[3] + 0.5, `the words [${more}] stand beside Start [${start}], on the screen`);
    const choices = top.rects['lobby:choices'];
    assert.ok(choices[1] + choices[3] <= start[1] + 0.5, `the choices [${choices}] end above Start [${start}]`);
    assert.ok(!(await see(page, 'check:four-colour')).rects['lobby:more'], 'scrolled to the last choice, the words are gone');
    // The house rules open (the longest lobby) and scrolled to the last choice: still in sight.
    await command(page, { lobby: 'kentucky' });
    await press(page, 'header:house-rules', tap);
    await until(page, (x) => x.rects['option:deal:0'], 'the house rules open');
    const last = await see(page, 'check:four-colour');
    onScreen(last, 'kentucky, house rules open, scrolled to the end');
    await page.screenshot({ path: path.join(artifacts, `lobby-start-scrolled-${name}-large.png`) });
    assert.deepEqual(problems, []);
    // A seat's list of levels: each a touch target tall, on the screen.
    await see(page, 'seat:1');
    await tap(page, 'seat:1');
    const list = await until(page, (x) => x.rects['seat:1:basic'] && x.paused, 'the list of levels');
    for (const [id, r] of Object.entries(list.rects).filter(([id]) => id.startsWith('seat:1:'))) {
      if (r[3] < 44) problems.push(`${id} is ${r[3]} px tall, under a touch target`);
      if (r[1] < -0.5 || r[1] + r[3] > height + 0.5) problems.push(`${id} at [${r.join(', ')}] is off the screen`);
    }
    await page.screenshot({ path: path.join(artifacts, `lobby-seat-levels-${name}-large.png`) });
    await tap(page, 'seat:1:basic');
    await until(page, (x) => !x.rects['seat:1:basic'] && x.paused, 'the list closed');
    assert.deepEqual(problems, []);
    // A tap on it starts the game, with no scrolling first.
    await tap(page, 'button:start');
    await until(page, (x) => x.screen === 'table' && x.game === 'kentucky', 'the table');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

// A playtest on a phone on its side pressed "How to play Kentucky" and saw nothing happen: the rules
// opened below the foot of the screen. They now open in view, under the button.
test('Phone on its side: "How to play" opens the rules in view', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`, landscape);
  await command(page, { lobby: 'kentucky' });
  await until(page, (x) => x.screen === 'lobby' && x.paused && x.rects['button:rules'], 'the lobby');
  await press(page, 'button:rules', tap);
  const s = await until(page, (x) => x.paused && x.rects['rules:line:0'], 'the rules');
  const first = s.rects['rules:line:0'], start = s.rects['button:start'];
  assert.ok(first[1] >= 0 && first[1] + first[3] <= start[1], `the rules' first line ${first} is in view above "Start the game" ${start}`);
  await page.screenshot({ path: path.join(artifacts, 'lobby-rules-opened-844x390.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

// A playtest of Three Kings found the rules' keys naming discarding, grouping and laying off, which
// that game has none of.
test('The rules list only the keys the game has', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`);
  for (const [game, x] of [['three-kings', false], ['kentucky', true]]) {
    await command(page, { lobby: game });
    await until(page, (s) => s.screen === 'lobby' && s.paused && s.rects['button:rules'], 'the lobby');
    const open = (await state(page)).rects['rules:line:0'];
    if (!open) await press(page, 'button:rules');
    await until(page, (s) => s.paused && s.rects['rules:line:0'], 'the rules');
    const text = await page.locator('#mirror').innerText();
    assert.match(text, /Space selects it/, `${game}: the keys are listed`);
    assert.equal(/X discards the selected card/.test(text), x, `${game}: the discard key ${x ? 'is' : 'is not'} listed`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});
