// How the table feels, in Chromium: the synthesized card sounds (read from window.rummySounds,
// which the game fills with each cue it plays when opened with ?test=1), the settings for sound,
// larger cards and text and high contrast (remembered across a reload, and changing what is
// drawn), the deal animation, the glow of a new meld, and screenshots of each look at 1280x800 and on a 390x844 phone.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { PNG } from 'pngjs';
import { artifacts, useSite, click, command, open, ready, state, until } from './harness.mjs';
import { playOneHand } from './play.mjs';

const shots = path.join(artifacts, 'feel');
const site = useSite(shots);
const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

const sounds = (page) => page.evaluate(() => window.rummySounds || []);

// A Five Crowns hand against a computer player, waiting for the person's first draw.
async function myDraw(page) {
  await command(page, { start: { game: 'five-crowns', seats: ['human', 'basic'], seed: 21 } });
  return until(page, (x) => x.my_move && x.phase === 'draw', 'my first draw');
}

// The screenshot's pixel at CSS point (x, y) as [r, g, b] (the page's scale factor applied).
async function pixel(page, x, y, scale = 1) {
  const png = PNG.sync.read(await page.screenshot());
  const i = (Math.round(y * scale) * png.width + Math.round(x * scale)) * 4;
  return [png.data[i], png.data[i + 1], png.data[i + 2]];
}
const luminance = ([r, g, b]) => 0.2126 * r + 0.7152 * g + 0.0722 * b;

test('the Sound setting is remembered across a reload', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`);
  let s = await state(page);
  assert.equal(s.settings.sound, true, 'sound is on until the player turns it off');
  await myDraw(page);
  await click(page, 'button:sound');
  s = await until(page, (x) => x.settings.sound === false, 'the sound turned off');
  await page.reload();
  await ready(page);
  s = await state(page);
  assert.equal(s.settings.sound, false, 'still off after a reload');
  // Off: a move makes no sound.
  await myDraw(page);
  const before = (await sounds(page)).length;
  await click(page, 'stock');
  await until(page, (x) => x.phase === 'play', 'drawn');
  assert.equal((await sounds(page)).length, before, 'no cue while the sound is off');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a draw, a discard and the turn coming back make their cues, each as it happens', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`);
  await myDraw(page);
  let before = (await sounds(page)).length;
  await click(page, 'stock');  // the first click is also the gesture that lets the page make sound
  await until(page, (x) => x.phase === 'play', 'drawn');
  let heard = (await sounds(page)).slice(before);
  assert.deepEqual(heard, ['draw'], 'drawing from the stock sounds a draw');
  before = (await sounds(page)).length;
  await click(page, 'card:0');
  await click(page, 'button:discard');
  await until(page, (x) => x.my_move && x.phase === 'draw' && x.moves >= 3, 'my next turn');
  heard = (await sounds(page)).slice(before);
  assert.equal(heard[0], 'discard', `the discard sounds first (${heard})`);
  assert.equal(heard[heard.length - 1], 'turn', `then, after the computer player's move, "your turn" (${heard})`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('no cue sounds while the page is hidden', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`);
  const drawing = await myDraw(page);
  await page.mouse.click(5, 790);  // a gesture on empty felt: sound may start
  // Settled before the next click: ImGui 1.86 reads the mouse once a frame, so two clicks that
  // reach one frame make one, and the click on the stock below was now and then lost so.
  await until(page, (now) => now.frames > drawing.frames && now.paused, 'the UI to settle after the gesture');
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const before = (await sounds(page)).length;
  await click(page, 'stock');
  await until(page, (x) => x.phase === 'play', 'drawn');
  assert.equal((await sounds(page)).length, before, 'the draw made no sound while hidden');
  await page.evaluate(() => {
    delete document.hidden;
    delete document.visibilityState;
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await click(page, 'card:0');
  await click(page, 'button:discard');
  await until(page, (x) => x.moves >= 3, 'discarded');
  assert.equal((await sounds(page))[before], 'discard', 'shown again, the page sounds again');
  assert.deepEqual(errors, []);
  await context.close();
});

test('larger cards and text are remembered and draw the cards and the text larger', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`);
  let s = await myDraw(page);
  const stock = s.rects.stock[2], font = s.font_px, status = s.rects.status[3];
  assert.equal(s.card_scale, 1);
  await click(page, 'check:large');
  s = await until(page, (x) => x.settings.large && x.font_px > font, 'the larger text');
  assert.ok(s.rects.stock[2] > stock * 1.15, `the stock's card grew (${stock} -> ${s.rects.stock[2]} px)`);
  assert.ok(s.rects.status[3] > status, `the status line grew (${status} -> ${s.rects.status[3]} px)`);
  assert.ok(s.font_px >= font * 1.2, `the text grew (${font} -> ${s.font_px} px)`);
  await page.reload();
  await ready(page);
  s = await state(page);
  assert.equal(s.settings.large, true, 'remembered after a reload');
  assert.ok(s.font_px >= font * 1.2, 'and the text is still larger');
  assert.ok(s.rects['check:large'], 'the lobby offers the setting too');
  await myDraw(page);
  await click(page, 'check:large');
  await until(page, (x) => !x.settings.large && x.font_px === font, 'back to the usual size');
  assert.deepEqual(errors, []);
  await context.close();
});

test('high contrast is remembered and darkens the felt', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`);
  await myDraw(page);
  const felt = await pixel(page, 4, 400);  // the felt at the screen's edge, where nothing is drawn
  await click(page, 'check:contrast');
  await until(page, (x) => x.settings.contrast, 'the high-contrast setting');
  const dark = await pixel(page, 4, 400);
  assert.ok(luminance(dark) < luminance(felt) - 30, `the felt is darker (${felt} -> ${dark})`);
  await page.reload();
  await ready(page);
  const s = await state(page);
  assert.equal(s.settings.contrast, true, 'remembered after a reload');
  assert.ok(luminance(await pixel(page, 4, 400)) < luminance(felt) - 30, 'the lobby is drawn in high contrast too');
  assert.deepEqual(errors, []);
  await context.close();
});

for (const reducedMotion of ['no-preference', 'reduce']) {
  test(`a new hand is dealt with cards flying to every seat and the deal's sound, unless motion is reduced (${reducedMotion})`, async () => {
    const { context, page, errors } = await open(site.browser, `${site.url}?test=1`, { reducedMotion });
    await page.mouse.click(5, 790);  // a gesture: sound may start
    await page.evaluate(() => window.rummyTest.cmd({ start: { game: 'kentucky', seats: ['human', 'basic', 'basic'], seed: 3, pace: 0.6 } }));
    let most = 0;
    for (const end = Date.now() + 1500; Date.now() < end;) {
      most = Math.max(most, (await state(page)).flights);
      await page.waitForTimeout(25);
    }
    if (reducedMotion === 'reduce') assert.equal(most, 0, 'no card flies when the system asks for reduced motion');
    else assert.ok(most >= 9, `the deal sent cards to the three seats (${most} in flight at once)`);
    assert.equal((await sounds(page))[0], 'deal', 'the deal sounds either way');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

// A new meld or a lay-off glows gold a moment (web/meld_area.cc, MeldNews: 1.6 s), at any pace
// above 0; then the glow is gone. Two computer players play Rummy at pace 0.4 while the hook is
// read every 50 ms.
test('a new meld or a lay-off glows a moment, then stops', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`);
  await page.evaluate(() => window.rummyTest.cmd({ start: { game: 'rummy', seats: ['basic', 'basic'], seed: 2, pace: 0.4 } }));
  const cards = (x) => x.melds.reduce((n, m) => n + m.split(' ').length, 0);
  const samples = [];
  let grown = 0;
  let lastGrowth = 0;
  // Until a meld has changed and then 3 s have passed with none changing (or a minute).
  for (const end = Date.now() + 60000; Date.now() < end && !(grown && Date.now() > lastGrowth + 3000);) {
    const x = await state(page);
    const at = Date.now();
    const last = samples[samples.length - 1];
    const grew = last && x.hand_number === last.hand && cards(x) > last.cards;
    if (grew) grown++, lastGrowth = at;
    samples.push({ at, hand: x.hand_number, cards: cards(x), glowing: x.glowing, grew });
    await page.waitForTimeout(50);
  }
  assert.ok(grown >= 1, 'a meld was made or grew within a minute');
  const changes = samples.filter((x) => x.grew).map((x) => x.at);
  // Seen within a frame or two of the meld appearing.
  for (const t of changes) {
    const soon = samples.filter((x) => x.at >= t && x.at <= t + 300);
    assert.ok(soon.some((x) => x.glowing), `the meld that changed at ${t} glows`);
  }
  // And gone once 1.6 s have passed since the last change (a margin for a slow frame).
  const quiet = samples.filter((x) => !changes.some((t) => x.at >= t - 100 && x.at <= t + 2200) && x.at > changes[0]);
  assert.ok(quiet.length > 0, 'some samples fall well after a change');
  for (const x of quiet) assert.equal(x.glowing, false, `nothing glows 2.2 s after the last change (at ${x.at})`);
  assert.deepEqual(errors, []);
  await context.close();
});

// A playtester opened the scores and a computer player went out behind them. While the scores,
// the log or How to play cover the table the computer players wait; they play on once it shows.
test('the computer players wait while the scores cover the table, and play on once it shows', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`);
  // A computer player to move first, due four seconds after the start (the command is sent as it
  // is: the harness's would wait for the page to rest, after that move).
  await ready(page);
  const due = Date.now() + 4000;
  await page.evaluate(() => window.rummyTest.cmd({ start: { game: 'rummy', seats: ['basic', 'human'], seed: 5, pace: 4 } }));
  assert.equal((await state(page)).moves, 0, 'nothing played yet');
  // The menu, then Scores, while the page draws (a move is due): a press and a release a frame
  // apart each (ImGui reads the mouse once a frame).
  const tap = async (id) => {
    const s = await until(page, (x) => x.rects[id], id);
    await page.mouse.move(s.rects[id][0] + s.rects[id][2] / 2, s.rects[id][1] + s.rects[id][3] / 2);
    await page.mouse.down();
    const down = await until(page, (x) => x.frames > s.frames, 'a frame after the press');
    await page.mouse.up();
    await until(page, (x) => x.frames > down.frames, 'a frame after the release');
  };
  await tap('button:menu');
  await tap('button:sheet');
  await until(page, (x) => x.rects.sheet && x.paused, 'the scores over a resting table');
  const still = await state(page);
  assert.ok(still.paused, 'nothing is due while the scores cover the table');
  // The game's clock moves only while frames are drawn: the pointer moves over the scores (no
  // press) until two seconds past the move's time, so frames run through it.
  for (let k = 0; Date.now() < due + 2000; k++) {
    await page.mouse.move(300 + (k % 2) * 20, 300);
    await page.waitForTimeout(50);
  }
  const covered = await state(page);
  assert.ok(covered.rects.sheet, 'the scores still show');
  assert.ok(covered.frames > still.frames + 40, `frames ran while the scores showed (${still.frames} to ${covered.frames})`);
  assert.equal(covered.moves, 0, 'no computer player moved behind the scores');
  await tap('button:menu');
  await tap('button:sheet');  // "Hide the scores"
  const played = await until(page, (x) => !x.rects.sheet && x.moves > 0, 'a computer player to move once the table shows', 15000);
  assert.ok(played.moves > 0);
  assert.deepEqual(errors, []);
  await context.close();
});

// A hint or refusal longer than the two-line message slot (common on a phone) is drawn whole on
// an opaque panel that grows up from the slot over the table; the slot itself stays put.
test('a sentence too long for its two lines is shown whole on a panel above the slot (390x844)', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`, phone);
  // Kaluki before opening: a tap on the pile, whose card cannot make a 51 opening, is refused
  // in three lines. (Hints, once the usual long sentence, have since become shorter.)
  await command(page, { start: { game: 'kaluki', seats: ['human', 'basic'], seed: 2 } });
  let s = await until(page, (x) => x.my_move && x.phase === 'draw' && x.paused, 'my draw');
  await page.touchscreen.tap(s.rects.discard[0] + 10, s.rects.discard[1] + 10);
  s = await until(page, (x) => x.message.length > 0 && x.paused, 'the refusal');
  assert.ok(s.message.length > 110, `a sentence longer than two lines of a phone (${s.message})`);
  const slot = s.rects.message;
  assert.ok(slot[3] < 60, `the slot holds two lines (${slot})`);
  // Just above the slot, left of where the text starts: the panel's dark green, not the felt.
  const panel = await pixel(page, slot[0] - 3, slot[1] - 6, 2);
  assert.ok(Math.abs(panel[0] - 8) + Math.abs(panel[1] - 40) + Math.abs(panel[2] - 24) < 12,
    `the panel covers the table above the slot (${panel})`);
  await page.screenshot({ path: path.join(shots, 'long-message-390x844.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

// The table, the lobby and a hand's summary in each look, at a desktop and a phone size.
for (const [label, options, scale] of [['1280x800', {}, 1], ['390x844', phone, 2]]) {
  test(`screenshots of the usual, larger and high-contrast looks (${label})`, async () => {
    fs.mkdirSync(shots, { recursive: true });
    const { context, page, errors } = await open(site.browser, `${site.url}?test=1`, options);
    for (const look of ['usual', 'large', 'contrast', 'large-contrast']) {
      await page.evaluate((l) => {
        const large = l.includes('large'), contrast = l.includes('contrast');
        localStorage.setItem('rummy-parlor:settings', JSON.stringify({ sound: true, four_colour: false, large, contrast }));
      }, look);
      await page.reload();
      await ready(page);
      await page.screenshot({ path: path.join(shots, `lobby-${look}-${label}.png`) });
      await command(page, { start: { game: 'rummy', seats: ['human', 'basic', 'easy'], seed: 5 } });
      const s = await until(page, (x) => x.my_move, 'my move');
      assert.equal(s.settings.large, look.includes('large'));
      assert.equal(s.card_scale, look.includes('large') ? 1.25 : 1);
      await page.screenshot({ path: path.join(shots, `table-${look}-${label}.png`) });
      const bg = luminance(await pixel(page, 5, s.display[1] * 0.5, scale));
      assert.ok(look.includes('contrast') ? bg < 25 : bg > 25, `the felt's brightness fits the look (${bg.toFixed(0)})`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
}

// A hand's summary and the score sheet in each look (Five Crowns' first hand: three cards each).
for (const [label, options, look] of [['1280x800', {}, 'usual'], ['1280x800', {}, 'contrast'], ['390x844', phone, 'contrast']]) {
  test(`a screenshot of a hand's summary, ${look} (${label})`, async () => {
    const { context, page, errors } = await open(site.browser, `${site.url}?test=1`, options);
    await page.evaluate((l) => {
      localStorage.setItem('rummy-parlor:settings', JSON.stringify({ sound: true, large: l.includes('large'), contrast: l.includes('contrast') }));
    }, look);
    await page.reload();
    await ready(page);
    await command(page, { start: { game: 'five-crowns', seats: ['human', 'basic', 'easy'], seed: 11 } });
    const summary = await playOneHand(page);
    assert.ok(summary.rects.summary && summary.rects.sheet && summary.rects['button:next-hand'], 'the summary, the sheet and Next hand');
    await page.screenshot({ path: path.join(shots, `summary-${look}-${label}.png`) });
    assert.deepEqual(errors, []);
    await context.close();
  });
}
