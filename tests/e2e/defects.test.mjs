// The defects a playtest found (issue 24), each held by clicking through the table as a player
// would: stale or wrong red sentences, one main action, drags onto the discard pile.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { artifacts, useSite, brightShare, centre, click, see, command, drag, loadPosition, open, prettyCard, ready, state, swipe, tap, until } from './harness.mjs';
import { firstAccepted, playOneHand, playTurn } from './play.mjs';

const shots = path.join(artifacts, 'screenshots');
const site = useSite(shots);

const myTurn = (page) =>
  until(page, (x) => x.screen !== 'table' || (x.my_move && x.paused), 'my move', 60000);

// Plays the person's turns until `pred(state)` holds at the start of one; returns that state.
async function playUntil(page, pred, what, turns = 200) {
  for (let n = 0; n < turns; n++) {
    const s = await myTurn(page);
    if (s.screen === 'summary') await click(page, 'button:next-hand');
    else if (s.screen === 'curtain') await click(page, 'button:show-hand');
    else if (pred(s)) return s;
    else await playTurn(page, s);
  }
  throw new Error(`never reached: ${what}`);
}

for (const game of ['rummy', 'five-crowns', 'kaluki']) {
  test(`${game}: drawing from the stock with melds on the table says nothing in red, and Hint then shows`, async () => {
    const { context, page, errors } = await open(site.browser, `${site.url}?test=1`);
    await command(page, { start: { game, seats: ['human', 'basic', 'basic'], seed: 3 } });
    let draws = 0;
    for (let round = 0; round < 3; round++) {
      const s = await playUntil(page, (x) => x.melds.length > 0 && x.rects['button:draw'], 'a draw with melds on the table');
      await click(page, 'stock');
      const drawn = await state(page);
      assert.equal(drawn.hand.length, s.hand.length + 1, 'the stock card was drawn');
      assert.equal(drawn.message, '', `no red sentence after the draw: ${drawn.message}`);
      if (round === 0) await page.screenshot({ path: path.join(shots, `${game}-after-draw.png`) });
      await click(page, 'button:hint');
      const hinted = await state(page);
      assert.match(hinted.hint, /^Hint: /);
      assert.ok(hinted.rects['hint'], 'the hint is on screen');
      if (round === 0) await page.screenshot({ path: path.join(shots, `${game}-hint.png`) });
      draws++;
      await playTurn(page, hinted);
    }
    assert.equal(draws, 3);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('a red refusal goes away once the player changes the selection', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`);
  await command(page, { start: { game: 'five-crowns', seats: ['human', 'basic'], seed: 5 } });
  await playUntil(page, (x) => x.rects['button:draw'], 'my draw');
  await click(page, 'stock');
  await click(page, 'card:0');
  await click(page, 'card:1');
  await click(page, 'button:discard');
  const refused = await state(page);
  assert.equal(refused.message, 'Select the one card to discard.');
  assert.ok(refused.rects['message'], 'the refusal is on screen');
  await click(page, 'card:1');  // now one card is selected: the sentence no longer applies
  const fixed = await state(page);
  assert.deepEqual(fixed.selected.length, 1);
  assert.equal(fixed.message, '');
  assert.ok(!fixed.rects['message'], 'no red line');
  assert.deepEqual(errors, []);
  await context.close();
});

test('Five Crowns: with melds put together, discarding is not the main action', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`);
  await command(page, { start: { game: 'five-crowns', seats: ['human', 'basic'], seed: 5 } });
  await playUntil(page, (x) => x.rects['button:draw'], 'my draw');
  await click(page, 'stock');
  await click(page, 'card:0');
  const one = await state(page);
  assert.deepEqual(one.main, ['button:discard'], 'one card selected, nothing put together: discarding it is the main action');
  await click(page, 'card:1');
  await click(page, 'card:2');
  await click(page, 'button:group');
  await click(page, 'card:0');
  const staged = await state(page);
  assert.equal(staged.staged, 1);
  assert.equal(staged.selected.length, 1);
  // Laying down is the main action when the engine would take it (the next test finds such a
  // hand); the discard never is while melds are put together.
  assert.ok(!staged.main.includes('button:discard') && staged.main.length <= 1, `at most one main action, not the discard: ${staged.main}`);
  await page.screenshot({ path: path.join(shots, 'five-crowns-one-main-action.png') });
  // The cards put together keep their faces as in the hand (white paper, the WILD tag), not greyed
  // out as if they could not be played: a gold frame around them says they go together.
  const [x, y, width, height] = staged.rects['staged:0'];
  const face = brightShare(await page.screenshot({ clip: { x: x + 4, y: y + 4, width: width - 8, height: height - 8 } }));
  assert.ok(face > 0.3, `the grouped cards show white faces (${(face * 100).toFixed(0)}% of the group's pixels are white)`);
  assert.deepEqual(errors, []);
  await context.close();
});

// A playtest in Five Crowns tapped a meld before drawing and was told to draw and then lay off; it
// did, and was told "In Five Crowns a turn is: draw, then discard or go out." Now a meld tapped
// says the latter at once (the engine's refusal of every card of the hand), before the draw and
// after. The same playtest tapped the discard pile with the card to throw selected and was told
// "You have drawn already this turn.": the tap now discards that card, as dropping it there does.
test('Five Crowns: a meld tapped says a turn is draw, then discard or go out; a tap on the pile discards the one card selected', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`);
  await command(page, { start: { game: 'five-crowns', seats: ['human', 'basic', 'basic'], seed: 3 } });
  const s = await playUntil(page, (x) => x.melds.length > 0 && x.rects['button:draw'] && x.rects['meld:0'], 'a draw with melds on the table');
  const turn = /In Five Crowns a turn is: draw, then discard or go out\.$/;
  await click(page, 'meld:0');
  let said = await state(page);
  assert.match(said.message, turn, said.message);
  assert.doesNotMatch(said.message, /lay it off/);
  await click(page, 'stock');
  let drawn = await state(page);
  assert.equal(drawn.hand.length, s.hand.length + 1, 'the stock card was drawn');
  await click(page, 'meld:0');
  said = await state(page);
  assert.match(said.message, turn, said.message);
  // One card selected, then the pile tapped: that card goes (the hand is one shorter, the card on the pile).
  await click(page, 'card:0');
  drawn = await state(page);
  const card = drawn.selected[0];
  assert.ok(card, 'a card is selected');
  await click(page, 'discard');
  const after = await until(page, (x) => x.moves > drawn.moves, 'the discard');
  assert.ok(!after.hand.includes(card) || after.hand.length < drawn.hand.length, `${card} left the hand: ${after.hand}`);
  assert.notEqual(after.message, 'You have drawn already this turn.');
  assert.deepEqual(errors, []);
  await context.close();
});

// A playtest on a phone: every hint, longer than the two-line message slot, grew a panel up from
// the slot over the status line, and "Your move: ..." could no longer be read. The panel now
// writes the status line again at its top, above the sentence. (Hints have since become shorter:
// a refusal of three lines shows the same panel.)
test('Phone: a sentence too long for the message slot keeps the status line readable at the top of its panel', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`, phone);
  const start = kalukiExchangePosition();
  Object.assign(start, { phase: 'draw', opened: [false, true] });
  start.stock.push(...start.melds[0].cards);
  start.melds = start.melds.slice(1);
  await loadPosition(page, start, ['Ben']);
  await until(page, (x) => x.screen === 'table' && x.my_move && x.phase === 'draw' && x.paused, 'my draw');
  await tap(page, 'discard');  // nothing selected: a take, refused before opening in three lines
  const s = await until(page, (x) => x.message && x.paused, 'the refusal');
  await page.screenshot({ path: path.join(shots, 'message-over-status-390x844.png') });
  const over = s.rects['status-over'], slot = s.rects.message, status = s.rects.status;
  assert.ok(slot && status, 'the message and the status line are in the hook');
  assert.ok(over, `the message (${s.message}) covers the status line (${s.status}), so the panel writes it again`);
  assert.ok(over[1] + over[3] <= slot[1] + 1 && over[1] >= 0, `the status again at ${over}, above the message's slot ${slot}`);
  // The panel (6 px round its words) covers the status line whole: none of it stands out above.
  assert.ok(over[1] - 6 <= status[1] + 0.5, `the panel's top ${over[1] - 6} covers the status line from its top ${status[1]}`);
  assert.deepEqual(errors, []);
  await context.close();
});

// Five Crowns against one computer player dealt with `seed`: the state once the viewer has drawn
// from the stock in the first hand, or null when the deal does not get there.
async function firstDraw(page, seed) {
  await command(page, { start: { game: 'five-crowns', seats: ['human', 'basic'], seed } });
  const s = await playUntil(page, (x) => x.rects['button:draw'] && x.hand_number === 1, 'my first draw', 6).catch(() => null);
  if (!s || s.hand_number !== 1) return null;
  await click(page, 'stock');
  const drawn = await state(page);
  return drawn.phase !== 'play' || drawn.out_player >= 0 ? null : drawn;
}

// A playtester selected the card to throw and tapped "Go out" without grouping the melds first:
// the card was discarded and nothing laid down, though the hand could go out.
test('Five Crowns: "Go out" with nothing grouped lays down the rest of the hand as "Arrange for me" would, or says why not', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`);
  let done = false;
  for (let seed = 1; seed <= 40 && !done; seed++) {
    const drawn = await firstDraw(page, seed);
    if (!drawn) continue;
    // Each card in turn as the discard: "Go out" is the one main action exactly when the rest melds.
    let out = -1, other = -1;
    for (let k = 0; k < drawn.hand.length; k++) {
      await click(page, `card:${k}`);
      const sel = await state(page);
      if (sel.main.includes('button:go-out')) {
        assert.deepEqual(sel.main, ['button:go-out'], 'going out is the one main action, not the discard too');
        if (out < 0) out = k;
      } else if (other < 0) {
        assert.deepEqual(sel.main, ['button:discard']);
        other = k;
      }
      await click(page, `card:${k}`);
    }
    if (out < 0 || other < 0) continue;
    // A card whose rest does not meld: a refusal in words, and nothing changes.
    await click(page, `card:${other}`);
    await click(page, 'button:go-out');
    const refused = await state(page);
    assert.equal(refused.moves, drawn.moves, 'nothing was played');
    assert.match(refused.message, /every card but the discard must be in a meld|make no meld/, refused.message);
    await click(page, `card:${other}`);
    // The card whose rest melds: the hand goes out, melds on the table, nothing grouped by hand.
    await click(page, `card:${out}`);
    assert.equal((await state(page)).staged, 0);
    await click(page, 'button:go-out');
    const after = await state(page);
    assert.ok(after.log.some((l) => /^You go out/.test(l)), `the log says so: ${after.log.join(' | ')}`);
    assert.ok(after.melds.length > 0 || after.screen === 'summary', 'the melds went down');
    done = true;
  }
  assert.ok(done, 'a deal where the first hand can go out after the first draw was found');
  assert.deepEqual(errors, []);
  await context.close();
});

// A playtester followed the hint "Go out with J♦ J♥ J★ 5♠ 5♥, discarding 6★": they selected the
// five meld cards (and then all six) and tapped "Go out", and were told to select one card.
test('Five Crowns: "Go out" with the meld cards selected (or the whole hand) discards the card left over', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`);
  let done = 0;
  for (let seed = 1; seed <= 40 && done < 2; seed++) {
    const drawn = await firstDraw(page, seed);
    if (!drawn) continue;
    // The card whose leaving lets the rest meld ("Go out" the main action with it selected alone).
    let out = -1;
    for (let k = 0; k < drawn.hand.length && out < 0; k++) {
      await click(page, `card:${k}`);
      if ((await state(page)).main.includes('button:go-out')) out = k;
      await click(page, `card:${k}`);
    }
    if (out < 0) continue;
    // First deal: every card but that one selected; second: the whole hand selected.
    for (let k = 0; k < drawn.hand.length; k++) if (k !== out || done === 1) await click(page, `card:${k}`);
    const sel = await state(page);
    assert.equal(sel.staged, 0);
    assert.deepEqual(sel.main, ['button:go-out'], `going out is the main action: ${sel.main} (${sel.message})`);
    if (done === 1) assert.match(sel.verdict, /, discarding .+: tap Go out\.$/, sel.verdict);
    if (done === 1) await page.screenshot({ path: path.join(shots, 'five-crowns-go-out-whole-hand-selected.png') });
    await click(page, 'button:go-out');
    const after = await state(page);
    assert.ok(after.log.some((l) => /^You go out/.test(l)), `the log says so: ${after.log.join(' | ')} (${after.message})`);
    done++;
  }
  assert.equal(done, 2, 'two deals where the first hand can go out after the first draw were found');
  assert.deepEqual(errors, []);
  await context.close();
});

test('Kentucky: a card dragged onto the discard pile is discarded', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`);
  await command(page, { start: { game: 'kentucky', seats: ['human', 'basic', 'easy'], seed: 4 } });
  const s = await playUntil(page, (x) => !x.asked && x.phase === 'play', 'my discard');
  const card = s.hand[0];
  const count = (h) => h.filter((c) => c === card).length;
  await drag(page, 'card:0', 'discard');
  const after = await state(page);
  assert.equal(count(after.hand), count(s.hand) - 1, `${card} left the hand: ${after.message}`);
  assert.ok(after.moves > s.moves, 'a move was made');
  assert.ok(after.log.some((l) => /^You discard /.test(l)), `the log says the card was discarded: ${after.log}`);
  await page.screenshot({ path: path.join(shots, 'kentucky-dragged-discard.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('Arrange for me: each group of the arranged hand stands apart from the next', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`);
  await command(page, { start: { game: 'kaluki', seats: ['human', 'basic'], seed: 3 } });
  // The x of each card of the hand's first row, and the steps between neighbours (a card just
  // drawn stands raised in its sorted place: a raise is a fraction of a card, a row is more).
  const steps = (x) => {
    const first = x.rects['card:0'];
    const r = x.hand.map((_, k) => x.rects[`card:${k}`]).filter((q) => q && Math.abs(q[1] - first[1]) < first[3] / 3);
    return r.slice(1).map((q, k) => q[0] - r[k][0]);
  };
  for (let turn = 0; turn < 6; turn++) {
    const s = await playUntil(page, (x) => x.phase === 'play', 'my play');
    const before = steps(s);
    assert.ok(Math.max(...before) - Math.min(...before) < 2, `an unarranged hand is evenly spaced: ${before}`);
    await click(page, 'button:arrange');
    const arranged = await state(page);
    assert.ok(arranged.hint, 'arranging always says what it did');
    if (/^Arranged: /.test(arranged.hint)) {
      const after = steps(arranged);
      assert.ok(Math.max(...after) - Math.min(...after) >= 10, `a wider step sets the groups apart: ${after}`);
      await page.screenshot({ path: path.join(shots, 'kaluki-arranged.png') });
      assert.deepEqual(errors, []);
      await context.close();
      return;
    }
    await playTurn(page, arranged);
  }
  throw new Error('no hand with a meld to arrange in six turns');
});

test('Kentucky: the claim prompt offers exactly the claims it names, and "let every discard go" stops the prompts for the hand', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`);
  await command(page, { start: { game: 'kentucky', seats: ['human', 'basic', 'easy'], seed: 6 } });
  const asked = await playUntil(page, (x) => x.asked && x.turn !== x.viewer, 'a claim prompt');
  assert.equal(Boolean(asked.rects['button:mayi']), /May I/.test(asked.status), asked.status);
  assert.equal(Boolean(asked.rects['button:kentucky']), /Kentucky/.test(asked.status), asked.status);
  assert.ok(asked.rects['check:auto-pass'], 'the choice to let every discard go is offered');
  assert.equal(asked.claim_seconds, asked.rects['button:kentucky'] ? 12 : 6, `the prompt's wait (${asked.status})`);
  // May I names the card it claims (a playtester let one discard go by the clock, and the same
  // button in the same place then claimed the next one, which they had not looked at).
  assert.ok(asked.rects['button:mayi'], `the first claim prompt offers May I (${asked.status})`);
  const face = asked.discard.at(-1), rank = face.slice(0, -1), suit = face.slice(-1);
  const ranks = { A: 'ace', J: 'jack', Q: 'queen', K: 'king', T: '10' };
  const suits = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };
  const words = face === 'JK' ? 'the joker' : `${ranks[rank] ?? rank} of ${suits[suit]}`;
  const named = page.locator('#mirror').getByRole('button', { name: `May I take ${words}?`, exact: true });
  for (let k = 0; k < 40 && (await named.count()) !== 1; k++) await page.waitForTimeout(50);  // the mirror follows a frame later
  assert.equal(await named.count(), 1, `a May I button names the top discard ${face} ("May I take ${words}?")`);
  await page.screenshot({ path: path.join(shots, 'kentucky-claim-prompt.png') });
  const hand = asked.hand_number;
  const choice = page.locator('#mirror').getByRole('checkbox', { name: 'Let all go this hand', exact: true });
  assert.equal(await choice.getAttribute('aria-checked'), 'false', 'offered unticked');
  await click(page, 'check:auto-pass');
  // Once chosen it stays in view, ticked, on the person's own turns: they see why nobody asks.
  let s = await myTurn(page);
  // "Let it go" stands where "Draw from the stock" does, and May I apart from it: a finger waiting
  // to draw called May I (and took a penalty card) when the prompt came up under it (playtest).
  if (s.rects['button:draw']) {
    assert.deepEqual(asked.rects['button:pass'], s.rects['button:draw'], 'Let it go takes the place of Draw from the stock');
    assert.notDeepEqual(asked.rects['button:mayi'], s.rects['button:draw'], 'May I is not where Draw from the stock is');
  }
  assert.equal(s.hand_number, hand, 'still the same hand');
  assert.ok(!(s.asked && s.turn !== s.viewer), `asked again after letting all go: ${s.status}`);
  assert.ok(s.rects['check:auto-pass'], 'the ticked choice is still on the table');
  for (let k = 0; k < 40 && (await choice.getAttribute('aria-checked')) !== 'true'; k++) await page.waitForTimeout(50);
  assert.equal(await choice.getAttribute('aria-checked'), 'true', 'and reads as ticked');
  // And it says what it gives up (a Kentucky call is a free lay-off), in the message slot when
  // nothing else is said there, and to a screen reader.
  const says = 'You let every discard go this hand: no May I or Kentucky! calls.';
  if (s.selected.length === 0 && !['message', 'hint', 'verdict'].some((k) => s.rects[k])) {
    assert.ok(s.rects['letting-all-go'], 'the message slot says the calls are given up');
  }
  const told = page.locator('#mirror').getByText(says, { exact: true });
  for (let k = 0; k < 40 && (await told.count()) === 0; k++) await page.waitForTimeout(50);
  if (s.selected.length === 0 && !s.message && !s.hint) assert.equal(await told.count(), 1, `a screen reader hears: ${says}`);
  await page.screenshot({ path: path.join(shots, 'kentucky-letting-all-go.png') });
  // Unticked, the questions come back within the same hand.
  await click(page, 'check:auto-pass');
  s = await playUntil(page, (x) => x.screen !== 'table' || x.hand_number !== hand || (x.asked && x.turn !== x.viewer), 'a prompt again');
  assert.equal(s.hand_number, hand, 'asked again in the same hand once the choice is taken back');
  await click(page, 'check:auto-pass');
  // The rest of the hand: the person is never asked about a discard again.
  for (let n = 0; n < 30; n++) {
    s = await myTurn(page);
    if (s.screen !== 'table' || s.hand_number !== hand) break;
    assert.ok(!(s.asked && s.turn !== s.viewer), `asked again in hand ${hand}: ${s.status}`);
    await playTurn(page, s);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('Kaluki: before opening, a selected meld shows what it is worth towards 51', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`);
  await command(page, { start: { game: 'kaluki', seats: ['human', 'basic'], seed: 2 } });
  let shown = null;
  for (let turn = 0; turn < 40 && !shown; turn++) {
    const s = await playUntil(page, (x) => x.phase === 'play' && !x.asked, 'my play');
    await click(page, 'button:arrange');  // melds first, so the first three cards may make one
    for (const k of [0, 1, 2]) await click(page, `card:${k}`);
    const sel = await state(page);
    if (/: a (run|set)/.test(sel.verdict)) {
      assert.match(sel.verdict, /: a (run|set).* Worth \d+ \(51 to open\)\.$/, sel.verdict);
      assert.ok(sel.rects['verdict'], 'the verdict is on screen (the arrange hint gave way to it)');
      shown = sel;
      await page.screenshot({ path: path.join(shots, 'kaluki-meld-value.png') });
    } else {
      assert.doesNotMatch(sel.verdict, /Worth/, 'no value for cards that make no meld');
      for (const k of [0, 1, 2]) await click(page, `card:${k}`);
      await playTurn(page, await state(page));
    }
  }
  assert.ok(shown, 'a meld was selected within 40 turns');
  assert.deepEqual(errors, []);
  await context.close();
});

for (const seats of [['human', 'human', 'basic'], ['human', 'basic', 'human']]) {
  test(`pass and play (${seats.join(', ')}): after the scores, "Next hand" shows a curtain before anybody's cards`, async () => {
    const { context, page, errors } = await open(site.browser, `${site.url}?test=1`);
    await command(page, { start: { game: 'five-crowns', seats, seed: 7 } });
    const summary = await playOneHand(page);
    assert.equal(summary.screen, 'summary');
    await click(page, 'button:next-hand');
    const next = await until(page, (x) => x.screen === 'curtain' && x.paused && x.rects['button:show-hand'], 'the curtain');
    assert.deepEqual(next.hand, [], 'no cards are shown under the curtain');
    assert.equal(next.hand_number, 2);
    assert.ok(!next.rects['card:0'], 'no card is drawn');
    await page.screenshot({ path: path.join(shots, `pass-and-play-${seats.indexOf('basic')}-next-hand.png`) });
    await click(page, 'button:show-hand');
    const shown = await state(page);
    assert.equal(shown.screen, 'table');
    assert.equal(shown.viewer, shown.to_move, 'the hand shown is the one of the person to move');
    assert.ok(shown.hand.length > 0);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('pass and play: people name their seats in the lobby, and the curtain asks for them by name', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`);
  await command(page, { lobby: 'five-crowns' });
  await click(page, 'seat:1');
  await click(page, 'seat:1:human');
  const lobby = await state(page);
  assert.ok(lobby.rects['input:name:0'] && lobby.rects['input:name:1'], 'a name field for each person');
  for (const [seat, name] of [[0, 'Zoe'], [1, 'Max']]) {
    await click(page, `input:name:${seat}`);
    await page.keyboard.type(name);
    await page.keyboard.press('Enter');
  }
  await page.screenshot({ path: path.join(shots, 'lobby-seat-names.png') });
  await click(page, 'button:start');
  const table = await until(page, (x) => x.screen === 'curtain' && x.paused && x.rects['button:show-hand'], 'the curtain');
  assert.deepEqual(table.names.slice(0, 2), ['Zoe', 'Max']);
  assert.ok(table.rects['button:show-hand'], 'the curtain is up');
  assert.deepEqual(errors, []);
  await context.close();
});

test('pass and play: two seats with the same name are refused with a sentence', async () => {
  const { context, page } = await open(site.browser, `${site.url}?test=1`);
  const r = await page.evaluate(() => window.rummyTest.cmd({ start: { game: 'five-crowns', seats: ['human', 'human'], names: ['Zoe', ' Zoe '], seed: 1 } }));
  assert.match(JSON.stringify(r), /Two seats are both called Zoe: give each person a different name\./);
  await context.close();
});

const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

// A finger swipe from `from` to `to` (CSS pixels) through real touch events, a frame apart.

// A playtest on a phone on its side: the table's menu ran past the foot of the screen ("Leave the
// table" a 13 px strip) and a swipe on it did nothing. With the larger text even the columns the
// screen's width holds run past its foot: the menu stops there and scrolls under a finger.
test('On a phone on its side with the larger text the table menu stays on the screen and a swipe scrolls it to "Leave the table"', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`, { ...phone, viewport: { width: 844, height: 390 } });
  await page.evaluate(() => localStorage.setItem('rummy-parlor:settings',
    JSON.stringify({ sound: false, four_colour: false, large: true, contrast: false })));
  await page.reload();
  await ready(page);
  assert.ok((await state(page)).settings.large, 'the larger text is on');
  await command(page, { start: { game: 'five-crowns', seats: ['human', 'basic'], seed: 5 } });
  const table = await until(page, (x) => x.screen === 'table' && x.rects['button:menu'], 'the table');
  await page.touchscreen.tap(...Object.values(centre(table, 'button:menu')));
  let s = await until(page, (x) => x.rects['button:leave'] && x.paused, 'the menu open');
  const bottomOf = (r) => r[1] + r[3];
  assert.ok(bottomOf(s.rects['button:leave']) > 390, 'the menu is longer than the screen is tall (else this test shows nothing)');
  for (let i = 0; i < 6 && bottomOf(s.rects['button:leave']) > 390; i++) {
    // From a button in view (a swipe that begins on a button scrolls, and the button does not act).
    const [id] = Object.entries(s.rects).find(([k, r]) => /^(button|check):/.test(k) && k !== 'button:menu' && r[1] > 200 && bottomOf(r) < 380);
    const from = centre(s, id);
    await swipe(page, from, { x: from.x, y: from.y - 150 });
    s = await state(page);
  }
  await page.screenshot({ path: path.join(artifacts, 'menu-scrolled-844x390-large.png') });
  const leave = s.rects['button:leave'];
  assert.ok(leave[1] >= 0 && bottomOf(leave) <= 390 && leave[3] >= 44, `"Leave the table" whole on the screen after swipes: ${leave}`);
  assert.equal(s.screen, 'table', 'a swipe on the menu does not press the button it began on');
  await page.touchscreen.tap(leave[0] + leave[2] / 2, leave[1] + leave[3] / 2);
  await until(page, (x) => x.screen === 'lobby', 'the lobby after "Leave the table"');
  assert.deepEqual(errors, []);
  await context.close();
});

test('Lobby: house rules are sentences with a checkbox, a choice or a number, and a choice answers a click', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`);
  await command(page, { lobby: 'kentucky' });
  await click(page, 'header:house-rules');
  const open_ = await state(page);
  for (const id of ['option:deal:0', 'option:deal:1', 'option:deal:2', 'option:big-no-discard', 'option:may-i-limit']) {
    assert.ok(open_.rects[id], `${id} is on screen`);
  }
  // Grouped under titles, each group's options below its title and above the next title.
  const calls = open_.rects['group:May I and Kentucky calls'], wilds = open_.rects['group:Wild cards'];
  assert.ok(calls && wilds, 'the house rules are grouped under titles');
  const y = (id) => open_.rects[id][1];
  assert.ok(wilds[1] < y('option:deuces-wild') && y('option:deuces-wild') < calls[1]);
  assert.ok(calls[1] < y('option:may-i-limit'));
  await click(page, 'option:deal:2');
  assert.equal((await state(page)).options.deal, 2);
  await see(page, 'option:big-no-discard');  // it may lie under "Start the game", pinned at the foot
  await click(page, 'option:big-no-discard');
  assert.equal((await state(page)).options['big-no-discard'], 1);
  await page.screenshot({ path: path.join(shots, 'lobby-house-rules-1280x800.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('Lobby: after Leave it still has the game that was left, shown from its top', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`, { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const top = await until(page, (x) => x.screen === 'lobby' && x.rects['game:kaluki'] && x.paused, 'the lobby at its top');
  // Scrolled to its last choice, as a player who read the choices before starting (it came back
  // scrolled so, "Continue where you stopped" above the screen: playtest at 390x844).
  const scrolled = await see(page, 'check:four-colour');
  assert.ok(!scrolled.rects['game:kaluki'] || scrolled.rects['game:kaluki'][1] < top.rects['game:kaluki'][1] - 50, 'the lobby scrolled down');
  await command(page, { start: { game: 'kaluki', seats: ['human', 'basic'], seed: 1 } });
  await until(page, (x) => x.screen === 'table' && x.paused, 'the table');
  await click(page, 'button:leave');
  // "Continue where you stopped" (the game just left) on the screen, at the top of the choices.
  const atTop = (x) => x.rects['button:continue'] && x.rects['button:continue'][1] >= x.rects['lobby:choices'][1];
  const lobby = await until(page, (x) => x.screen === 'lobby' && x.paused && atTop(x), 'the lobby back at its top');
  assert.equal(lobby.game, 'kaluki');
  assert.deepEqual(errors, []);
  await context.close();
});

test('Phone: with the house rules open, "Start the game" stays on the screen while a swipe scrolls the choices above it', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`, phone);
  await command(page, { lobby: 'kentucky' });
  await click(page, 'header:house-rules');
  const top = await state(page);
  const start = (s) => s.rects['button:start'];
  const onScreen = (s) => start(s) && start(s)[1] >= 0 && start(s)[1] + start(s)[3] <= 844;
  assert.ok(onScreen(top), `"Start the game" is on the screen with the house rules open: ${JSON.stringify(start(top))}`);
  await page.screenshot({ path: path.join(shots, 'lobby-house-rules-390x844.png') });
  let s = top;
  for (let n = 0; n < 3; n++) {
    await swipe(page, { x: 370, y: 600 }, { x: 370, y: 150 });
    s = await state(page);
  }
  assert.ok(top.rects['header:house-rules'][1] - (s.rects['header:house-rules']?.[1] ?? -1e9) > 300, 'the swipes scrolled the choices');
  assert.ok(onScreen(s), `"Start the game" stayed on the screen: ${JSON.stringify(start(s))}`);
  assert.deepEqual(start(s), start(top), '"Start the game" did not move');
  await page.screenshot({ path: path.join(shots, 'lobby-scrolled-390x844.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

// Playtest: on a phone most of the lobby's width is controls, and a swipe that began on one did
// nothing. Now it scrolls and the control does not act; a tap still presses it.
test('Phone: a swipe that starts on a button, a seat\'s list or the House rules header scrolls the lobby; a tap still presses', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`, phone);
  await command(page, { lobby: 'kentucky' });
  await see(page, 'header:house-rules');  // (touch-sized controls put it just below the fold)
  await click(page, 'header:house-rules');
  const top = await until(page, (x) => x.rects['option:deal:0'] && x.paused, 'the house rules open');
  const y = (s, id) => s.rects[id][1];
  // On a game's button: the page scrolls, the game stays Kentucky.
  const onGame = centre(top, 'game:rummy');
  await swipe(page, onGame, { x: onGame.x, y: Math.max(5, onGame.y - 250) });
  let s = await state(page);
  assert.ok(y(top, 'header:house-rules') - y(s, 'header:house-rules') > 100, `the swipe on a button scrolled: ${y(top, 'header:house-rules')} -> ${y(s, 'header:house-rules')}`);
  assert.equal(s.game, 'kentucky', 'the button under the swipe did not act');
  // On a seat's list: it scrolls, the list does not open, the seat keeps its level.
  const seat = centre(s, 'seat:1');
  let before = s;
  await swipe(page, seat, { x: seat.x, y: Math.max(10, seat.y - 250) });
  s = await state(page);
  assert.ok(y(before, 'seat:1') - y(s, 'seat:1') > 100, 'the swipe on a seat\'s list scrolled');
  assert.ok(!s.rects['seat:1:easy'], 'the list did not open');
  assert.deepEqual(s.seats, before.seats);
  // On the House rules header: it scrolls, the rules stay open.
  before = s;
  const header = centre(s, 'header:house-rules');
  assert.ok(header.y > 0 && header.y < 844, 'the header is on the screen');
  await swipe(page, header, { x: header.x, y: header.y - 200 });
  s = await state(page);
  assert.ok(y(before, 'header:house-rules') - y(s, 'header:house-rules') > 100, 'the swipe on the header scrolled');
  assert.ok(s.rects['option:deal:0'], 'the house rules stay open');
  // On a house rule's checkbox: it scrolls, the rule keeps its value.
  before = s;
  const box = Object.keys(s.rects).map((id) => [id, centre(s, id)])
    .find(([id, c]) => /^option:[a-z-]+$/.test(id) && !/^option:deal/.test(id) && c.y > 300 && c.y < 800);
  assert.ok(box, 'a house rule\'s checkbox is on the screen');
  await swipe(page, box[1], { x: box[1].x, y: box[1].y - 200 });
  s = await state(page);
  assert.ok(y(before, box[0]) - y(s, box[0]) > 100, `the swipe on ${box[0]} scrolled`);
  assert.deepEqual(s.options, before.options, 'no house rule changed');
  await page.screenshot({ path: path.join(shots, 'lobby-swiped-on-controls-390x844.png') });
  // A tap (no drag) still presses: back up, then tap Rummy.
  for (let n = 0; n < 10 && !(s.rects['game:rummy'] && y(s, 'game:rummy') > 0); n++) {
    await swipe(page, { x: 370, y: 150 }, { x: 370, y: 700 });
    s = await state(page);
  }
  await tap(page, 'game:rummy');
  await until(page, (x) => x.game === 'rummy', 'a tap on Rummy chose it');
  assert.deepEqual(errors, []);
  await context.close();
});

// The seat whose log line says they went down this hand ("Ada goes down with ..."), or -1.
const downSeat = (s) => {
  for (const line of s.log) {
    const m = /^(.+) goes down with /.exec(line);
    if (m && s.names.indexOf(m[1]) > 0) return s.names.indexOf(m[1]);
  }
  return -1;
};

test('Kentucky: no lay-off is offered before going down or while drawing, and "Go down" is gone once down', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`);
  await command(page, { start: { game: 'kentucky', seats: ['human', 'basic', 'basic'], seed: 4 } });
  // A computer player goes down first: its melds are on the table, the person is not down.
  const notDown = { draw: false, play: false };
  let s;
  for (let n = 0; n < 300 && !(notDown.draw && notDown.play); n++) {
    s = await myTurn(page);
    if (s.screen === 'summary') await click(page, 'button:next-hand');
    else if (s.screen !== 'table') await click(page, 'button:show-hand');
    else if (s.melds.length > 0 && !s.asked && s.turn === s.viewer && !s.log.some((l) => /^You go down /.test(l)) &&
             !notDown[s.phase === 'draw' ? 'draw' : 'play'] && ['draw', 'play'].includes(s.phase)) {
      await click(page, 'card:0');
      const sel = await state(page);
      assert.equal(sel.selected.length, 1);
      assert.doesNotMatch(sel.verdict, /lay it off/, `no lay-off before going down (${s.phase}): ${sel.verdict}`);
      notDown[s.phase === 'draw' ? 'draw' : 'play'] = true;
      await click(page, 'card:0');
      await playTurn(page, await state(page));
    } else await playTurn(page, s);
  }
  assert.ok(notDown.draw && notDown.play, 'a draw and a play with melds on the table before going down');
  // The same match with the seat that went down played by the person (sole human seat: the viewer).
  // (The hook's log holds the last six lines: with melds on the table, a "goes down" among them is this hand's.)
  for (let n = 0; n < 300; n++) {
    s = await myTurn(page);
    if (s.screen === 'summary') await click(page, 'button:next-hand');
    else if (s.screen !== 'table') await click(page, 'button:show-hand');
    else if (s.melds.length > 0 && downSeat(s) > 0) break;
    else await playTurn(page, s);
  }
  const seat = downSeat(s);
  assert.ok(seat > 0, 'a computer player went down');
  const save = JSON.parse(s.save);
  save.seats = save.seats.map((x, k) => ({ ...x, level: k === seat ? 'human' : 'basic' }));
  await command(page, { load: save });
  const seen = { draw: false, play: false };
  for (let n = 0; n < 60 && !(seen.draw && seen.play); n++) {
    const d = await myTurn(page);
    if (d.screen !== 'table' || d.hand_number !== s.hand_number) break;
    assert.equal(d.viewer, seat);
    if (d.turn === d.viewer && ['draw', 'play'].includes(d.phase) && !d.asked) {
      assert.ok(!d.rects['button:meld'], `"Go down" is not offered once down (${d.phase}): ${Object.keys(d.rects)}`);
      if (d.phase === 'draw') {
        await click(page, 'card:0');
        const sel = await state(page);
        assert.doesNotMatch(sel.verdict, /lay it off/, `no lay-off while drawing: ${sel.verdict}`);
        await click(page, 'card:0');
        // A meld tapped before the draw: the first thing to do is to draw, and the message says so.
        if (!seen.draw && d.rects['meld:0']) {
          await click(page, 'meld:0');
          const said = await state(page);
          assert.match(said.message, /^Draw a card first: .* Then select one card of your hand and tap the meld/, said.message);
          assert.equal(said.hand.length, d.hand.length, 'nothing moved');
        }
      }
      if (d.phase === 'play') {
        // Once down no new meld may be started: a selected card does not send the person to look for one (playtest).
        await click(page, 'card:0');
        const sel = await state(page);
        assert.doesNotMatch(sel.verdict, /select more cards for a meld/, `no new meld once down: ${sel.verdict}`);
        await click(page, 'card:0');
      }
      if (!seen[d.phase]) await page.screenshot({ path: path.join(shots, `kentucky-down-${d.phase}.png`) });
      seen[d.phase] = true;
    }
    await playTurn(page, await state(page));
  }
  assert.ok(seen.draw && seen.play, `turns seen after going down: ${JSON.stringify(seen)}`);
  assert.deepEqual(errors, []);
  await context.close();
});

// One of the person's Three Kings turns, as playOneHand plays it.
async function threeKingsTurn(page, s) {
  if (s.phase === 'exchange') await click(page, 'button:pass');
  else if (s.phase === 'widow-discard') await firstAccepted(page, 'button:discard', click);
  else if (/three cards/.test(s.status)) {
    for (const k of [0, 1, 2]) await click(page, `card:${k}`);
    await click(page, 'button:play');
  } else await firstAccepted(page, 'button:play', click);
}

// Three cards of the hand (their places) of two ranks at least and two suits at least, no king or
// joker: no set, no run; null when the hand has none.
function noMeld(hand) {
  const plain = hand.map((c, k) => [c, k]).filter(([c]) => c !== 'JK' && c[0] !== 'K');
  for (const a of plain) for (const b of plain) for (const c of plain) {
    if (a[1] < b[1] && b[1] < c[1] && new Set([a[0][0], b[0][0], c[0][0]]).size > 1 &&
        new Set([a[0][1], b[0][1], c[0][1]]).size > 1) return [a[1], b[1], c[1]];
  }
  return null;
}

// Plays the person's Three Kings turns (and the summaries' "Next hand") until `pred(state)` holds
// at the start of one; returns that state.
async function threeKingsUntil(page, pred, what, turns) {
  for (let n = 0; n < turns; n++) {
    const s = await myTurn(page);
    if (s.screen === 'summary') await click(page, 'button:next-hand');
    else if (pred(s)) return s;
    else await threeKingsTurn(page, s);
  }
  throw new Error(`never reached: ${what}`);
}

test('Three Kings: three cards that are no meld are not led as one', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`);
  await command(page, { start: { game: 'three-kings', seats: ['human', 'basic', 'basic'], seed: 3 } });
  const s = await threeKingsUntil(page, (x) => x.phase === 'lead' && x.my_move && noMeld(x.hand),
    'a lead with three cards that make no meld', 100);
  for (const k of noMeld(s.hand)) await click(page, `card:${k}`);
  const sel = await state(page);
  assert.equal(sel.selected.length, 3);
  assert.match(sel.verdict, /is not a meld/, sel.verdict);
  assert.doesNotMatch(sel.verdict, /played as a meld|played together/, sel.verdict);
  assert.ok(!sel.main.includes('button:play'), `a selection that may not be led is not the main action: ${sel.main}`);
  await page.screenshot({ path: path.join(shots, 'three-kings-not-a-meld.png') });
  await click(page, 'button:play');
  const refused = await state(page);
  assert.equal(refused.moves, sel.moves, 'the three cards were not led');
  assert.deepEqual(errors, []);
  await context.close();
});

// Hint in a trick game marks the card or cards of the hand it says to play.
test('Three Kings: Hint marks the cards it says to play', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`);
  await command(page, { start: { game: 'three-kings', seats: ['human', 'basic', 'basic'], seed: 3 } });
  const s = await threeKingsUntil(page, (x) => (x.phase === 'lead' || x.phase === 'follow') && x.my_move, 'a card to play', 100);
  await click(page, 'button:hint');
  const hinted = await until(page, (x) => x.hint.startsWith('Hint: '), 'a hint');
  assert.match(hinted.hint, /^Hint: (Lead|Play) /, hinted.hint);
  assert.ok(hinted.hinted.length === 1 || hinted.hinted.length === 3, `${hinted.hinted} for ${hinted.hint}`);
  for (const c of hinted.hinted) assert.ok(hinted.hint.includes(prettyCard(c)), `${c} is named: ${hinted.hint}`);
  assert.deepEqual(hinted.hand, s.hand, 'asking for a hint changes nothing');
  assert.deepEqual(errors, []);
  await context.close();
});

// Playtest (390x844): following a meld with three cards that make none, the gold button read "Play
// the meld" under "three cards, not a meld".
test('Three Kings (390x844): three cards that make no meld follow a meld as "Play the three cards"', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`, phone);
  await command(page, { start: { game: 'three-kings', seats: ['human', 'basic', 'basic'], seed: 5 } });
  const s = await threeKingsUntil(page, (x) => x.phase === 'follow' && /three cards/.test(x.status) && noMeld(x.hand),
    'a meld to follow with three cards that make none', 400);
  for (const k of noMeld(s.hand)) await tap(page, `card:${k}`);
  const sel = await state(page);
  assert.match(sel.verdict, /three cards, not a meld/, sel.verdict);
  assert.ok(sel.main.includes('button:play'), `the three cards may follow a meld: ${sel.main}`);
  await page.locator('#mirror').getByRole('button', { name: 'Play the three cards', exact: true }).waitFor();
  assert.equal(await page.locator('#mirror').getByRole('button', { name: 'Play the meld', exact: true }).count(), 0);
  await page.screenshot({ path: path.join(shots, 'three-kings-three-cards-390x844.png') });
  await tap(page, 'button:play');
  await until(page, (x) => x.moves > sel.moves, 'the three cards played');
  assert.deepEqual(errors, []);
  await context.close();
});

// Playtest (390x844): with a card selected to lay out, "Take the widow card" was not gold, and the
// card laid out of play, face up by the rules, was shown nowhere. POSITIONS.md's Three Kings
// example before its widow exchange, made the person's: they won phase 1's last trick.
test('Three Kings (390x844): the widow exchange is the main action with a card selected, and the card laid out shows in the widow\'s place', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`, phone);
  const start = {
    format: 'rummy-position', version: 1, game: 'three-kings', options: {}, players: 3, seed: '1', hand_number: 5,
    dealer: 2, turn: 0, phase: 'exchange', stock: [], discard: ['KS'], melds: [], taken: null, stock_turnovers: 0,
    hands: [['5D', 'JD', '7D', '4S', '2C', 'TH', 'JH', '6C', 'AC'], ['3C', '2S', '4D', 'QD', '9H', '8H', 'QC', 'KD', 'JS'],
      ['8S', 'TS', '9D', '4C', 'TD', '2D', '2H', '5S', 'JC']],
    totals: [0, 0, 1], scores: [[6, 1, 10], [-6, 7, 7], [5, -8, 10], [5, 10, 3]], winners: [], stage: 2, leader: 0,
    last_trick_winner: 1, trick: [],
    out_of_play: ['6S', 'QS', 'AD', '7H', '9C', 'AH', '6D', 'KC', '8D', '3H', '4H', '5C', 'KH', '3S', '3D', 'QH', 'AS', '5H', '7S', '9S', 'TC', '7C', '6H', '8C'],
    laid_out: null,
    played: [['AD', '9C', 'KC', '5C', '3S', 'AS', '9S', '7C'], ['6S', 'AH', '8D', '3H', '3D', '5H', 'TC', '6H'],
      ['QS', '7H', '6D', '4H', 'KH', 'QH', '7S', '8C']],
    points: [2, 3, 18], pending: [0, 0, 0], hand_points: [2, 1, 5], played_in_phase_2: [false, false, false], prediction: null,
    trick_winners: [2, 2, 1, 2, 2, 2, 0, 0], reached_15: [null, null, { trick: 2, order: 0, by_prediction: false }],
  };
  await loadPosition(page, start, ['Ada', 'Ben']);
  const s = await until(page, (x) => x.screen === 'table' && x.my_move && x.paused && x.phase === 'exchange', 'my widow exchange');
  assert.equal(s.widow_spot, 'Widow: KS');
  // The two answers side by side (they stood diagonally, take under keep: playtest).
  assert.equal(s.rects['button:widow'][1], s.rects['button:pass'][1], 'Take the widow card and Keep my hand stand in one row');
  assert.ok(s.rects['button:widow'][0] < s.rects['button:pass'][0], 'take first, then keep');
  const out = s.hand[1];
  await tap(page, 'card:1');
  const sel = await state(page);
  assert.ok(sel.main.includes('button:widow'), `"Take the widow card" is the main action: ${sel.main}`);
  await tap(page, 'button:widow');
  const after = await until(page, (x) => x.moves > sel.moves, 'the exchange');
  assert.equal(after.widow_spot, `Out of play: ${out}`);
  assert.ok(after.hand.includes('KS') && !after.hand.includes(out), `the widow card taken, ${out} laid out: ${after.hand}`);
  await page.screenshot({ path: path.join(shots, 'three-kings-laid-out-390x844.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

// POSITIONS.md's Three Kings example at the person's first card of phase 2 (no prediction made
// yet), with `mine` the last card of the person's hand and `bens` the first of Ben's (the example
// has A♣ and 8♠).
function phaseTwoStart(mine, bens) {
  return {
    format: 'rummy-position', version: 1, game: 'three-kings', options: {}, players: 3, seed: '1', hand_number: 5,
    dealer: 2, turn: 0, phase: 'follow', stock: [], discard: [], melds: [], taken: null, stock_turnovers: 0,
    hands: [['5D', 'JD', '7D', '4S', '2C', 'TH', 'JH', '6C', mine], ['3C', '2S', '4D', 'QD', '9H', '8H', 'QC', 'KD', 'JS'],
      [bens, 'TS', '9D', '4C', 'TD', '2D', '2H', 'KS']],
    totals: [0, 0, 1], scores: [[6, 1, 10], [-6, 7, 7], [5, -8, 10], [5, 10, 3]], winners: [], stage: 2, leader: 2,
    last_trick_winner: 1, trick: [{ seat: 2, cards: ['JC'] }],
    out_of_play: ['6S', 'QS', 'AD', '7H', '9C', 'AH', '6D', 'KC', '8D', '3H', '4H', '5C', 'KH', '3S', '3D', 'QH', 'AS', '5H', '7S', '9S', 'TC', '7C', '6H', '8C'],
    laid_out: '5S',
    played: [['AD', '9C', 'KC', '5C', '3S', 'AS', '9S', '7C'], ['6S', 'AH', '8D', '3H', '3D', '5H', 'TC', '6H'],
      ['QS', '7H', '6D', '4H', 'KH', 'QH', '7S', '8C', 'JC']],
    points: [1, 3, 19], pending: [0, 0, 0], hand_points: [1, 1, 6], played_in_phase_2: [false, false, true], prediction: null,
    trick_winners: [2, 2, 1, 2, 2, 2, 0, 2], reached_15: [null, null, { trick: 2, order: 0, by_prediction: false }],
  };
}

// Playtest: "Predict with an ace" was offered to a hand holding no ace. The rules allow it, but it
// needs a single ace led to the last trick: sure to fail, it is not offered, and the line above
// the buttons says why. The person's first card of phase 2 (POSITIONS.md's Three Kings example,
// their A♣ swapped for Ben's 8♠, no prediction made yet).
test('Three Kings (844x390): with no ace in hand, only "Predict the last trick" is offered, and the line says why', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`, { ...phone, viewport: { width: 844, height: 390 } });
  const start = phaseTwoStart('8S', 'AC');
  await loadPosition(page, start, ['Ada', 'Ben']);
  const s = await until(page, (x) => x.screen === 'table' && x.my_move && x.paused, 'my first card of phase 2');
  assert.ok(s.rects['button:predict'], '"Predict the last trick" is offered');
  assert.ok(!s.rects['button:predict-ace'], '"Predict with an ace" is not offered without an ace');
  assert.match(s.verdict, /^A prediction of the last trick: \+5 if you take it; .*\. No ace in hand, so no prediction with an ace\.$/);
  await page.screenshot({ path: path.join(shots, 'three-kings-no-ace-844x390.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

// Playtest (844x390): the player's own line in the narrow column was cut ("0 game p…"), and with
// a prediction made its words were lost; at 390x844 too ("…, predict…" under an empty row of
// button slots). It wraps over the room the buttons leave, from the foot.
for (const [width, height] of [[844, 390], [390, 844]]) test(`Three Kings (${width}x${height}): the player's own line with a prediction made wraps whole inside its room`, async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`, { ...phone, viewport: { width, height } });
  await loadPosition(page, { ...phaseTwoStart('AC', '8S'), prediction: { seat: 0, kind: 'ace' } }, ['Ada', 'Ben']);
  const s = await until(page, (x) => x.screen === 'table' && x.my_move && x.paused, 'my first card of phase 2');
  assert.match(s.you, /, predicted the last trick with an ace$/, s.you);
  const you = s.rects.you;  // its foot line
  const lines = Object.entries(s.rects).filter(([id]) => id.startsWith('you-line:'));
  assert.ok(lines.length >= 2, `the line wraps: ${JSON.stringify(lines)} over ${you}`);
  const buttons = Object.entries(s.rects).filter(([id]) => /^(button|check):/.test(id) && id !== 'button:menu');
  assert.ok(buttons.length >= 1, 'the turn\'s Play shows');
  for (const [id, r] of lines) {
    assert.ok(r[0] >= you[0] - 0.5 && r[0] + r[2] <= you[0] + you[2] + 0.5 && r[1] + r[3] <= you[1] + you[3] + 0.5,
      `${id} ${r} lies in the own line's column, down to its foot ${you}`);
    for (const [b, br] of buttons) assert.ok(r[1] >= br[1] + br[3], `${id} ${r} stays under ${b} ${br}`);
  }
  await page.screenshot({ path: path.join(shots, `three-kings-own-line-prediction-${width}x${height}.png`) });
  assert.deepEqual(errors, []);
  await context.close();
});

// Playtest (390x844): as the hand emptied a trick at a time, its room shrank every third trick and
// Play dropped down the screen between turns ("a thumb aimed at the old spot misses"). Three
// Kings keeps the hand's room all hand: Play and the own line stay where they were.
test('Three Kings (390x844): Play and the own line stay in place from trick to trick as the hand empties', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`, phone);
  await loadPosition(page, { ...phaseTwoStart('AC', '8S'), prediction: { seat: 0, kind: 'ace' } }, ['Ada', 'Ben']);
  const seen = [];
  for (let turn = 0; turn < 5; turn++) {
    const s = await until(page, (x) => x.screen === 'table' && x.my_move && x.paused, `my card to trick ${turn + 1}`);
    seen.push({ cards: s.hand.length, play: s.rects['button:play'], you: s.rects.you });
    await firstAccepted(page, 'button:play', tap);
  }
  assert.ok(seen[0].cards - seen.at(-1).cards >= 4, `the hand emptied: ${seen.map((x) => x.cards)}`);
  for (const x of seen.slice(1)) {
    assert.deepEqual(x.play, seen[0].play, `Play stays where it was with ${x.cards} cards`);
    assert.deepEqual(x.you, seen[0].you, `the own line stays where it was with ${x.cards} cards`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

// Playtest (390x844, normal pace): after a trick of melds, the line under it named the last
// player whose points rose ("Ben wins the trick (+1)"): every meld played scores a point, so that
// was Ben, for a trick the person had won. Ada leads 4♣ 5♣ 6♣, Ben follows with 5♠ 5♥ 5♦, and the
// person's 9♦ 10♦ J♦ wins it: the line names the person, with the trick's two points.
test('Three Kings (390x844): the line under a finished trick of melds names its winner, not the last to score', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`, phone);
  const start = {
    format: 'rummy-position', version: 1, game: 'three-kings', options: {}, players: 3, seed: '1', hand_number: 1,
    dealer: 0, turn: 0, phase: 'follow', discard: ['AD'], melds: [], taken: null, stock_turnovers: 0,
    stock: ['AC', '3C', '7D', '8D', 'QD', 'KD', 'AH', '2H', '7H', '9H', 'TH', 'KH', 'AS', '4S', '6S', 'TS', 'JS', 'QS', '9C', 'JC', '3D', '4D', '6D', '8S'],
    hands: [['9D', 'TD', 'JD', '2C', '3H', '7S', '8C', 'QH', 'KS'], ['2D', '3S', '8H', '9S', 'KC', 'QC'], ['7C', '4H', '2S', 'TC', 'JH', '6H']],
    totals: [0, 0, 0], scores: [], winners: [], stage: 1, leader: 1, last_trick_winner: null,
    trick: [{ seat: 1, cards: ['4C', '5C', '6C'] }, { seat: 2, cards: ['5S', '5H', '5D'] }],
    out_of_play: [], laid_out: null, played: [[], ['4C', '5C', '6C'], ['5S', '5H', '5D']],
    points: [0, 0, 0], pending: [0, 0, 0], hand_points: [0, 0, 0], played_in_phase_2: [false, false, false], prediction: null,
    trick_winners: [], reached_15: [null, null, null],
  };
  await loadPosition(page, start, ['Ada', 'Ben']);
  await command(page, { pace: 1 });
  const s = await until(page, (x) => x.screen === 'table' && x.my_move && x.paused, 'my card to the trick');
  // The places keep the seats' order: the leader's says "led" (playtest: whose lead to follow?),
  // and the screen reader hears who led.
  assert.equal(s.trick_leader, 1);
  const placed = Object.entries(s.rects).filter(([id]) => id.startsWith('trick:1:')).map(([, r]) => r);
  const led = s.rects['trick-led'];
  assert.ok(led && placed.length === 3, 'a "led" tag and Ada\'s three cards');
  const [x0, y0] = [Math.min(...placed.map((r) => r[0])), Math.min(...placed.map((r) => r[1]))];
  const [x1, y1] = [Math.max(...placed.map((r) => r[0] + r[2])), Math.max(...placed.map((r) => r[1] + r[3]))];
  assert.ok(led[0] >= x0 && led[1] >= y0 && led[0] + led[2] <= x1 && led[1] + led[3] <= y1, `the tag ${led} sits on Ada's place`);
  const said = await page.evaluate(() => document.getElementById('mirror').textContent);
  assert.match(said, /Trick: Ada led 4 of clubs, 5 of clubs, 6 of clubs/);
  assert.match(said, /Trick: Ben played 5 of spades/);
  for (const c of ['9D', 'TD', 'JD']) await tap(page, `card:${s.hand.indexOf(c)}`);
  // Tapped without waiting for the page to settle: it settles only once the finished trick's
  // moment is over, and the line with it.
  const ready = await state(page);
  const play = centre(ready, 'button:play');
  await page.touchscreen.tap(play.x, play.y);
  const after = await until(page, (x) => x.moves > s.moves && x.trick_caption !== '', 'the finished trick and its line');
  assert.equal(after.trick_caption, 'You win the trick (+2)');
  await page.screenshot({ path: path.join(shots, 'three-kings-meld-trick-winner-390x844.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

// Playtest: "Predict the last trick" was made with one tap by a player who did not know what it
// risked. While a prediction may be made, the line above the buttons says what it stakes (the
// position above with the person's A♣ given back).
test('Three Kings (390x844): while a prediction may be made, the line above the buttons says what it stakes', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`, phone);
  const start = phaseTwoStart('AC', '8S');
  await loadPosition(page, start, ['Ada', 'Ben']);
  const s = await until(page, (x) => x.screen === 'table' && x.my_move && x.paused, 'my first card of phase 2');
  assert.ok(s.rects['button:predict'] && s.rects['button:predict-ace'], 'both predictions are offered');
  assert.equal(s.verdict, 'A prediction of the last trick: +5 if you take it; if not, -5, and the next set starts 5 points behind. With an ace, twice as much.');
  await page.screenshot({ path: path.join(shots, 'three-kings-prediction-stakes-390x844.png') });
  await tap(page, `card:${s.hand.indexOf('AC')}`);
  const picked = await state(page);
  assert.doesNotMatch(picked.verdict, /prediction of the last trick/, 'a selected card has its own line');
  assert.deepEqual(errors, []);
  await context.close();
});

// Swipes up (or down) once on a phone, a frame apart, through touch events.
const swipeUp = (page) => swipe(page, { x: 200, y: 700 }, { x: 200, y: 200 });
const swipeDown = (page) => swipe(page, { x: 200, y: 200 }, { x: 200, y: 700 });
const inView = (r, h = 844) => r && r[1] >= 0 && r[1] + r[3] <= h;

test('Phone: the rules page scrolls by a swipe, its text wraps inside the screen, and "Back to the table" can be reached', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`, phone);
  await command(page, { start: { game: 'kentucky', seats: ['human', 'basic', 'basic'], seed: 1 } });
  await until(page, (x) => x.screen === 'table' && x.paused, 'the table');
  await tap(page, 'button:rules');
  const top = await state(page);
  const lines = Object.keys(top.rects).filter((id) => id.startsWith('rules:line:'));
  assert.ok(lines.length > 10, `the rules are drawn: ${lines.length} lines`);
  const last = `rules:line:${lines.length - 1}`;
  assert.ok(top.rects[last][1] > 844, 'the rules run below the screen');
  assert.ok(inView(top.rects['button:close-rules']), '"Back to the table" is on screen at the top');
  await page.screenshot({ path: path.join(shots, 'rules-390x844.png') });
  let s = top;
  for (let n = 0; n < 40 && !inView(s.rects[last]); n++) {
    await swipeUp(page);
    s = await state(page);
  }
  assert.ok(inView(s.rects[last]), `a swipe brings the end of the rules into view: ${JSON.stringify(s.rects[last])}`);
  assert.ok(inView(s.rects['button:close-rules']), '"Back to the table" stays in view above the scrolled text');
  await page.screenshot({ path: path.join(shots, 'rules-scrolled-390x844.png') });
  // Every heading and paragraph, read at the end and at the top, ends inside the screen's width.
  for (const at of [top, s]) {
    for (let k = 0; k < lines.length; k++) {
      const r = at.rects[`rules:line:${k}`];
      assert.ok(r[0] >= 0 && r[0] + r[2] <= 390, `rules line ${k} fits the width: ${JSON.stringify(r)}`);
    }
  }
  for (let n = 0; n < 40 && !inView(s.rects['button:close-rules']); n++) {
    await swipeDown(page);
    s = await state(page);
  }
  await tap(page, 'button:close-rules');
  const table = await state(page);
  assert.ok(!table.rects['button:close-rules'] && table.rects['card:0'], 'back at the table');
  assert.deepEqual(errors, []);
  await context.close();
});

test('Phone: the history page scrolls by a swipe, its lines wrap inside the screen, and "Back" can be reached', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`, phone);
  // Thirty finished matches of five players each: more lines than the screen holds, each long.
  await page.evaluate(() => {
    for (let i = 0; i < 30; i++) {
      const id = `${1767225600000 + i * 86400000}-${i}`;
      const names = ['You', 'Ada', 'Ben', 'Cleo', 'Dev'];
      localStorage.setItem(`rummy-parlor:v1:sheet:${id}`, JSON.stringify({
        schema: 1, id, game: 'five-crowns', finished_ms: 1767225600000 + i * 86400000,
        seats: names.map((name, k) => ({ name, level: k ? 'basic' : 'human' })), seed: '7',
        sheet: { lowest_wins: true, hands: [[30, 55, 120, 84, 61]], totals: [30, 55, 120, 84, 61], winners: [0] },
      }));
    }
  });
  await page.reload();
  await ready(page);
  await tap(page, 'button:history');
  const top = await until(page, (x) => x.screen === 'history' && x.sheets.length === 30 && x.paused, 'the history page');
  assert.ok(inView(top.rects['button:back']), `"Back" is on screen: ${JSON.stringify(top.rects['button:back'])}`);
  assert.ok(!inView(top.rects['sheet:29']), 'the last match begins below the screen');
  await page.screenshot({ path: path.join(shots, 'history-390x844.png') });
  let s = top;
  for (let n = 0; n < 40 && !inView(s.rects['sheet:29']); n++) {
    await swipeUp(page);
    s = await state(page);
  }
  assert.ok(inView(s.rects['sheet:29']), `a swipe brings the last match into view: ${JSON.stringify(s.rects['sheet:29'])}`);
  await page.screenshot({ path: path.join(shots, 'history-scrolled-390x844.png') });
  for (let k = 0; k < 30; k++) {
    const r = s.rects[`sheet:${k}`];
    assert.ok(r[0] >= 0 && r[0] + r[2] <= 390, `match ${k}'s line fits the width: ${JSON.stringify(r)}`);
    assert.ok(r[3] >= 44, `match ${k}'s line is a touch target tall (it opens its score sheet): ${JSON.stringify(r)}`);
  }
  for (let n = 0; n < 40 && !inView(s.rects['button:back']); n++) {
    await swipeDown(page);
    s = await state(page);
  }
  assert.equal(s.open, -1);
  await tap(page, 'sheet:0');
  assert.equal((await state(page)).open, 0, 'a tap on a match opens its score sheet');
  await tap(page, 'button:back');
  const lobby = await until(page, (x) => x.screen === 'lobby', 'the lobby');
  assert.ok(lobby.rects['button:history']);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Five Crowns: a joker on the discard pile is offered as "Take the joker", never a capitalised "Joker"', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`);
  for (let seed = 1; seed <= 80; seed++) {
    await command(page, { start: { game: 'five-crowns', seats: ['human', 'basic'], seed } });
    const s = await until(page, (x) => x.my_move && x.phase === 'draw' && x.paused && x.rects['button:take'], 'my first draw', 30000);
    if (s.discard.at(-1) !== 'JK') continue;
    const label = await page.evaluate(() => document.querySelector('#mirror [data-id="button:take"]')?.textContent);
    assert.equal(label, 'Take the joker');
    await page.screenshot({ path: path.join(shots, 'five-crowns-take-the-joker.png') });
    assert.deepEqual(errors, []);
    await context.close();
    return;
  }
  throw new Error('no deal of seeds 1 to 80 turned up a joker');
});

// A staged meld is drawn first in the hand, each card of the fan covering the one before: a tap
// where the next card shows means that card, never the group under it (the playtest's Kentucky
// jacks, and Five Crowns' two groups and the last card, at 390x844): in a two-row hand and a
// one-row one.
for (const [game, input] of [['kentucky', 'touch'], ['kentucky', 'mouse'], ['five-crowns', 'touch']]) {
  test(`Phone, ${game} (${input}): after "Group as a meld" a tap on the card beside the group selects that card and the group stays`, async () => {
    const { context, page, errors } = await open(site.browser, `${site.url}?test=1`, phone);
    const press = input === 'touch' ? tap : click;
    const at = async (x, y) => {
      const before = (await state(page)).frames;
      await (input === 'touch' ? page.touchscreen.tap(x, y) : page.mouse.click(x, y));
      return until(page, (now) => now.frames > before && now.paused, `the UI to settle after pressing ${x}, ${y}`);
    };
    await command(page, { start: { game, seats: ['human', 'basic', 'basic'], seed: 4 } });
    // Five Crowns: a hand of six cards or more (the third deal on), held in one row, grouped in
    // three and two with one card left, like the playtester's.
    const sizes = game === 'five-crowns' ? [3, 2] : [3];
    const least = game === 'five-crowns' ? 6 : 0;
    const s = await playUntil(page, (x) => !x.asked && !x.calling && x.phase === 'play' && x.hand.length >= least, 'my play', 400);
    for (const size of sizes) {
      for (let k = 0; k < size; k++) await press(page, `card:${k}`);
      await press(page, 'button:group');
    }
    const grouped = await state(page);
    const staged = sizes.length, last = `staged:${staged - 1}`;
    assert.equal(grouped.staged, staged, `grouped as ${sizes}`);
    assert.equal(grouped.hand.length, s.hand.length - sizes.reduce((a, b) => a + b));
    assert.deepEqual(grouped.selected, []);
    // With nothing selected, the line under the status says what is grouped and how to undo it.
    const groupWords = staged === 1 ? /^Grouped as a meld: \S+ \S+ \S+\. Tap a group to put its cards back\.$/
      : /^Grouped as melds: \S+ \S+ \S+ and \S+ \S+\. Tap a group to put its cards back\.$/;
    assert.match(grouped.verdict, groupWords);
    await page.screenshot({ path: path.join(shots, `${game}-grouped-390x844.png`) });
    // The rows, by the tops of the group and the cards (the card just drawn stands raised a little).
    const tops = [grouped.rects['staged:0'][1], ...grouped.hand.map((_, k) => grouped.rects[`card:${k}`][1])].sort((a, b) => a - b);
    const rows = 1 + tops.slice(1).filter((y, k) => y - tops[k] > 20).length;
    assert.equal(rows, game === 'kentucky' ? 2 : 1, `${game} holds its hand in ${game === 'kentucky' ? 'two rows' : 'one row'}`);
    // The card right of the group, where the group's last card lies under it: its middle, and
    // its left edge, where its index shows.
    const next = grouped.rects['card:0'];
    const picks = [{ k: 0, x: next[0] + next[2] / 2, y: next[1] + next[3] / 2 }, { k: 0, x: next[0] + 4, y: next[1] + next[3] / 2 }];
    // In a two-row hand, a card of the lower row under the group, by its index at the top.
    const group = grouped.rects[last];
    const lower = grouped.hand.findIndex((_, k) => {
      const r = grouped.rects[`card:${k}`];
      return r[1] > group[1] + 1 && r[0] + r[2] / 2 > group[0] && r[0] + r[2] / 2 < group[0] + group[2];
    });
    if (rows > 1) {
      assert.ok(lower >= 0, `a card of the lower row lies under the group: ${JSON.stringify(grouped.rects)}`);
      const r = grouped.rects[`card:${lower}`];
      picks.push({ k: lower, x: r[0] + r[2] / 2, y: r[1] + 12 });
    }
    for (const p of picks) {
      const before = await state(page);
      const after = await at(p.x, p.y);
      assert.equal(after.staged, staged, `a tap at ${p.x}, ${p.y} on card:${p.k} left the groups as they were`);
      const card = grouped.hand[p.k];
      assert.notEqual(after.selected.includes(card), before.selected.includes(card), `card:${p.k} (${card}) was selected or unselected: ${after.selected}`);
    }
    await page.screenshot({ path: path.join(shots, `${game}-grouped-selected-390x844.png`) });
    // The group's part left showing, which the hook reports, ends where the next card begins.
    assert.ok(group[0] + group[2] <= next[0] + 0.5, `the group ${group} reaches no further than card:0 ${next}`);
    // The group itself still answers a tap: it goes back into the hand.
    await press(page, last);
    const back = await state(page);
    assert.equal(back.staged, staged - 1, 'a tap on the group took it back');
    assert.equal(back.hand.length, grouped.hand.length + sizes.at(-1));
    assert.deepEqual(errors, []);
    await context.close();
  });
}

// A Rummy position: the person (seat 0) is to draw; the track holds 4♦ 10♦ A♦ J♠ 5♣ 10♠ and the
// hand has 10♥ 10♣, so 10♦ can be taken (with the four cards after it) and melded.
function trackPosition() {
  return {
    format: 'rummy-position', version: 1, game: 'rummy', options: {}, players: 2, seed: '1', hand_number: 1, dealer: 1, turn: 0,
    phase: 'draw',
    hands: [['TH', 'TC', '3S', '7H', '8C', 'KS', '2D', '9S'], ['8D', '7C', '5S', '4H', 'QC', 'JD', '3C', '2H']],
    stock: ['9D', '3D', '2S', '4S', 'AC', '4C', '8H', '9H', '9C', 'KC', '6C', 'JC', 'AS', '7D', '3H', 'JK', '2C', 'AH', '5H', '8S', 'QD', '6H', '6D', 'KH', 'QH', 'JH', '6S', 'KD', 'QS', '7S', '5D', 'JK'],
    discard: ['4D', 'TD', 'AD', 'JS', '5C', 'TS'],
    melds: [], taken: null, stock_turnovers: 0, totals: [0, 0], scores: [], winners: [], taken_from_track: [], must_use: null, asked: null,
  };
}

// Loads a Rummy position with the person at seat 0 and Ben, a basic computer player.
async function loadRummy(page, start) {
  await loadPosition(page, start, ['Ben']);
}

for (const [label, options, press] of [['390x844', phone, tap], ['844x390', { ...phone, viewport: { width: 844, height: 390 } }, tap], ['1280x800', {}, click]]) {
  test(`Rummy (${label}): a tap on an older track card picks it with the cards after it, and a second tap takes them`, async () => {
    const { context, page, errors } = await open(site.browser, `${site.url}?test=1`, options);
    await loadRummy(page, trackPosition());
    const s = await until(page, (x) => x.screen === 'table' && x.my_move && x.phase === 'draw' && x.paused, 'my draw');
    const label = s.rects['track-label'], status = s.rects.status;
    assert.ok(label, 'the track is labelled');
    // Its words keep a space clear of the dock's at their right (they ran on into the message as
    // one sentence: playtest at 844x390).
    if (status[0] > label[0]) assert.ok(label[0] + label[2] + 12 <= status[0], `the label ${label} runs up to the status ${status}`);
    // A card the engine would not let go (4♦: nothing in the hand uses it) says why and picks nothing.
    await press(page, 'track:0');
    let x = await state(page);
    assert.equal(x.picked, -1);
    assert.match(x.message, /could not use 4♦/, `the refusal: ${x.message}`);
    assert.equal(x.hand.length, 8);
    // 10♦ is picked, not taken: the hand is as it was and a button says what it takes.
    await press(page, 'track:1');
    x = await state(page);
    assert.equal(x.picked, 1, 'the tapped card is picked');
    assert.equal(x.hand.length, 8, 'nothing was taken by one tap');
    assert.match(x.verdict, /^10♦ comes with the 4 cards after it and must be played this turn\. Tap it again/, `the sentence: ${x.verdict}`);
    assert.equal(x.message, '', 'the refusal of 4♦ is gone');
    assert.ok(x.rects['button:take'], 'a Take button is offered');
    assert.deepEqual(x.main, ['button:take'], `taking is the one main action: ${x.main}`);
    await page.screenshot({ path: path.join(shots, `rummy-track-picked-${label}.png`) });
    // The second tap takes 10♦ and every card after it.
    await press(page, 'track:1');
    x = await until(page, (y) => y.phase === 'play' && y.paused, 'the cards taken');
    assert.equal(x.hand.length, 13, `five cards came into the hand: ${x.hand}`);
    assert.deepEqual(x.discard, ['4D'], 'the track keeps only the card before it');
    // 10♦ must still go down: a selected card's Discard is offered but is not the main action.
    await press(page, `card:${x.hand.indexOf('3S')}`);
    x = await state(page);
    assert.ok(x.rects['button:discard'], 'Discard is offered');
    assert.ok(!x.main.includes('button:discard'), `Discard is not the main action while 10♦ must go down: ${x.main}`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

// Five Crowns, hand 3 (5s wild): Player 2 went out and this is the person's final turn (the
// position of docs/POSITIONS.md). With 8♦ 8♥ 5♥ grouped, "Discard 3♠" lays the group down with the
// discard: a playtest lost two grouped melds that way, counted against it.
const FINAL_TURN = {"format":"rummy-position","version":1,"game":"five-crowns","options":{},"players":4,"seed":"1","hand_number":3,"dealer":3,"turn":0,"phase":"draw","hands":[["3S","8D","7S","8H","5H"],[],["JD"],["8C","TC","7R","4R","9D"]],"stock":["8S","QS","QR","JK","9D","6S","4D","4C","JK","3C","5D","9S","3R","8D","QC","9H","8C","4H","6D","4D","KS","7R","KR","6D","7D","3H","8H","9R","4H","7H","6R","QH","5R","8R","4C","7H","7D","6S","6R","KC","KD","9H","TR","3S","JH","KR","5C","3C","JS","7C","3D","9C","TD","TD","4R","7S","3D","JK","KS","JK","TH","JK","KD","JK","6C","KC","TC","KH","JS","5S","TR","JC","6H","JD","9S","9C","6C","QC","3H","JC","TS","5D"],"discard":["KH","8R","JR","TH","TS","9R","3R","6H","7C","QS","JR","5R","4S","JH"],"melds":[{"owner":1,"cards":["4S","5S(5S)","5H(6S)","5C(7S)","8S"]},{"owner":2,"cards":["QD","QD","QH","QR"]}],"taken":null,"stock_turnovers":0,"totals":[36,68,17,32],"scores":[[0,23,17,23],[36,45,0,9]],"winners":[],"wild_rank":"5","out":1,"final_turns_left":1,"hand_scores":[-1,0,11,38],"turns_taken":[7,7,7,7]};

test('Five Crowns (390x844): on a final turn a discard lays the grouped melds down with it', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`, phone);
  await loadPosition(page, FINAL_TURN, ['Ada', 'Ben', 'Cleo']);
  let s = await until(page, (x) => x.screen === 'table' && x.my_move && x.phase === 'draw' && x.paused, 'my final turn');
  assert.match(s.status, /^Ada went out\. You take a final turn: draw/, s.status);
  await tap(page, 'stock');
  s = await until(page, (x) => x.phase === 'play' && x.paused, 'the draw');
  for (const card of ['8D', '8H', '5H']) await tap(page, `card:${s.hand.indexOf(card)}`);
  await tap(page, 'button:group');
  s = await state(page);
  await tap(page, `card:${s.hand.indexOf('3S')}`);
  await tap(page, 'button:discard');
  const end = await until(page, (x) => x.hands_done === 3, 'the hand over');
  // 7♠ and the card drawn are left: at most 7 + 20; with the group kept, 8 + 8 + 20 more.
  assert.ok(end.totals[0] - 36 <= 27, `the grouped set went down: this hand scored ${end.totals[0] - 36}`);
  assert.deepEqual(errors, []);
  await context.close();
});

// Playtest: on a final turn with no meld in the hand, "Lay down and discard" was the gold button
// over "Discard": it had nothing to lay down. The same position with a hand that makes no meld.
test('Five Crowns (390x844): on a final turn with no meld to lay down, Discard is the main action', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`, phone);
  const start = structuredClone(FINAL_TURN);
  const hand = ['3S', '9H', 'KC', '6D', 'QR'];  // no two of a rank or of a suit near enough for a wild
  for (const c of hand.slice(1)) start.stock.splice(start.stock.indexOf(c), 1);
  start.stock.splice(10, 0, '8D', '7S', '8H', '5H');
  start.hands[0] = hand;
  await loadPosition(page, start, ['Ada', 'Ben', 'Cleo']);
  let s = await until(page, (x) => x.screen === 'table' && x.my_move && x.phase === 'draw' && x.paused, 'my final turn');
  await tap(page, 'stock');
  s = await until(page, (x) => x.phase === 'play' && x.paused, 'the draw');
  await tap(page, `card:${s.hand.indexOf('3S')}`);
  s = await state(page);
  assert.ok(s.rects['button:go-out'], '"Lay down and discard" is still offered');
  assert.deepEqual(s.main, ['button:discard'], `Discard is the one main action: ${s.main}`);
  await tap(page, 'button:go-out');
  const said = await state(page);
  assert.equal(said.moves, s.moves, 'nothing was played');
  assert.match(said.message, /make no meld: discard the card instead/, said.message);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Rummy (390x844): after the draw a tap on the track discards the selected card', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`, phone);
  const start = { ...trackPosition(), phase: 'play' };
  await loadRummy(page, start);
  const s = await until(page, (x) => x.screen === 'table' && x.my_move && x.phase === 'play' && x.paused, 'my play');
  await tap(page, `card:${s.hand.indexOf('KS')}`);
  await tap(page, 'track:5');
  const after = await until(page, (x) => x.moves > s.moves, 'the discard');
  assert.ok(after.log.some((l) => /^You discard K♠/.test(l)), `K♠ was discarded: ${after.log.join(' | ')}`);
  assert.ok(!after.hand.includes('KS'));
  assert.deepEqual(errors, []);
  await context.close();
});

// Playtest: with one card left, the line under the status said "2♣: discard it, or select more
// cards for a meld": there was nothing more to select, and the discard ends the hand.
test('Rummy (390x844): the last card in hand selected says its discard goes out', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`, phone);
  const base = trackPosition();
  const start = { ...base, phase: 'play', hands: [['KS'], base.hands[1]], stock: [...base.stock, ...base.hands[0].filter((c) => c !== 'KS')] };
  await loadRummy(page, start);
  const s = await until(page, (x) => x.screen === 'table' && x.my_move && x.phase === 'play' && x.paused, 'my play');
  await tap(page, 'card:0');
  const sel = await state(page);
  assert.equal(sel.verdict, 'K♠: discard it to go out.');
  assert.deepEqual(errors, []);
  await context.close();
});

test('Rummy (390x844): with the track empty, a tap on it discards the selected card', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`, phone);
  const base = trackPosition();
  const start = { ...base, phase: 'play', stock: [...base.stock, ...base.discard], discard: [] };
  await loadRummy(page, start);
  const s = await until(page, (x) => x.screen === 'table' && x.my_move && x.phase === 'play' && x.paused, 'my play');
  assert.ok(s.rects['track-empty'], 'the empty track is a target');
  await tap(page, `card:${s.hand.indexOf('KS')}`);
  await tap(page, 'track-empty');
  const after = await until(page, (x) => x.moves > s.moves, 'the discard');
  assert.ok(after.log.some((l) => /^You discard K♠/.test(l)), `K♠ was discarded: ${after.log.join(' | ')}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Rummy (390x844): a selected card a table joker stands for says a tap on that meld swaps them, and it does', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`, phone);
  // Ben's meld 5♥ joker (as 6♥) 7♥ on the table; the person holds 6♥, after the draw.
  const start = { ...trackPosition(), phase: 'play' };
  const take = (list, card) => list.splice(list.indexOf(card), 1);
  start.stock = [...start.stock];
  start.hands = start.hands.map((h) => [...h]);
  take(start.hands[0], '7H');
  take(start.stock, '5H');
  take(start.stock, 'JK');
  take(start.stock, '6H');
  start.hands[0].push('6H');
  // The joker was laid off by the person: its dot and its WILD tag both show (a playtest saw the
  // dot over the tag's W).
  start.melds = [{ owner: 1, cards: ['5H', 'JK(6H)', '7H'], laid_by: [1, 0, 1] }];
  await loadRummy(page, start);
  const s = await until(page, (x) => x.screen === 'table' && x.my_move && x.phase === 'play' && x.paused, 'my play');
  await page.screenshot({ path: path.join(shots, 'rummy-joker-laid-off-390x844.png') });
  await tap(page, `card:${s.hand.indexOf('6H')}`);
  const sel = await state(page);
  assert.match(sel.verdict, /^6♥: tap the joker's meld to swap it for the joker, or discard it\.$/, sel.verdict);
  assert.ok(!sel.main.includes('button:discard'), `a card that could take the joker's place is not urged onto the pile: ${sel.main}`);
  await tap(page, 'meld:0');
  const after = await until(page, (x) => x.moves > s.moves && x.paused, 'the swap');
  assert.ok(after.hand.includes('JK') && !after.hand.includes('6H'), `the joker came into the hand: ${after.hand}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Phone: a long refusal keeps to its slot while the menu is open, so it covers none of the menu', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`, phone);
  // Five Crowns' final turn: three cards grouped that make no meld, then a discard: a refusal
  // longer than its two lines.
  await loadPosition(page, FINAL_TURN, ['Ada', 'Ben', 'Cleo']);
  await until(page, (x) => x.screen === 'table' && x.my_move && x.phase === 'draw' && x.paused, 'my final turn');
  await tap(page, 'stock');
  let s = await until(page, (x) => x.phase === 'play' && x.paused, 'the draw');
  for (const card of ['3S', '7S', '8D']) await tap(page, `card:${s.hand.indexOf(card)}`);
  await tap(page, 'button:group');
  s = await state(page);
  await tap(page, `card:${s.hand.indexOf('8H')}`);
  await tap(page, 'button:discard');
  const refused = await state(page);
  assert.match(refused.message, /\(a run\)\. Your grouped cards would stay in your hand and count against you/, refused.message);
  assert.ok(refused.rects['status-over'], 'the refusal grows its panel over the status line');
  await tap(page, 'button:menu');
  const menu = await until(page, (x) => x.rects['button:leave'], 'the menu');
  assert.equal(menu.rects['status-over'], undefined, 'no panel over the open menu');
  assert.match(menu.message, /count against you/, 'the refusal is still there, in its slot');
  await page.screenshot({ path: path.join(shots, 'menu-over-refusal-390x844.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('Phone: Meld with two cards selected says a meld takes three; the rules explain the blue edge, and scrolled and closed, open again at their top', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`, phone);
  await loadRummy(page, { ...trackPosition(), phase: 'play' });
  const s = await until(page, (x) => x.screen === 'table' && x.my_move && x.phase === 'play' && x.paused, 'my play');
  await tap(page, `card:${s.hand.indexOf('TH')}`);
  await tap(page, `card:${s.hand.indexOf('TC')}`);
  await tap(page, 'button:meld');
  assert.equal((await state(page)).message, 'A meld takes three cards or more.');
  await tap(page, 'button:menu');
  await tap(page, 'button:rules');
  let r = await state(page);
  // How to play explains the blue edge on the card just drawn (a playtest asked what it meant).
  assert.match(await page.locator('#mirror').textContent(), /A card just drawn or taken stands raised, with a blue edge\./);
  const first = r.rects['rules:line:0'][1];
  for (let n = 0; n < 3; n++) await swipeUp(page);
  r = await state(page);
  assert.ok(r.rects['rules:line:0'][1] < first - 100, 'the rules scrolled');
  await tap(page, 'button:close-rules');
  await tap(page, 'button:menu');
  await tap(page, 'button:rules');
  r = await state(page);
  assert.equal(r.rects['rules:line:0'][1], first, 'opened again at the top');
  assert.deepEqual(errors, []);
  await context.close();
});

test('The log keeps its newest line in view when the screen narrows or shortens (its lines wrap anew, its box is lower)', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`, { viewport: { width: 1280, height: 800 } });
  await command(page, { start: { game: 'kentucky', seats: ['human', 'basic', 'basic'], seed: 5 } });
  const inView = (x) => x.rects['log-last'] && x.rects['log-box'] && x.rects['log-last'][1] + x.rects['log-last'][3] <= x.rects['log-box'][1] + x.rects['log-box'][3] + 1;
  // Enough turns that the log scrolls.
  let s = await playUntil(page, (x) => x.rects['log-last'] && x.rects['log-last'][1] > x.rects['log-box'][1] + x.rects['log-box'][3] * 0.8 && x.rects['log-box'][2] > 200, 'a log that fills its box', 40);
  s = await until(page, (x) => x.paused, 'the table to settle');
  assert.ok(inView(s), `the newest line is in view: ${JSON.stringify([s.rects['log-last'], s.rects['log-box']])}`);
  for (const [width, height] of [[1180, 800], [1180, 700], [1280, 640], [1280, 800]]) {
    await page.setViewportSize({ width, height });
    s = await until(page, (x) => x.paused && x.rects['log-box'], `the table at ${width} px`);
    await page.waitForTimeout(300);
    s = await until(page, (x) => x.paused, `the table at ${width} px to settle`);
    assert.ok(inView(s), `at ${width} px the newest line is still in view: ${JSON.stringify([s.rects['log-last'], s.rects['log-box']])}`);
  }
  await page.screenshot({ path: path.join(shots, 'log-newest-line-1280x800.png') });
  // On a phone the log is a sheet opened from the menu: it opens at its newest line.
  await page.setViewportSize({ width: 390, height: 844 });
  await until(page, (x) => x.paused && x.rects['button:menu'] && !x.rects['log-box'], 'the phone table, its log in the menu');
  await click(page, 'button:log');
  s = await until(page, (x) => x.paused && x.rects['log-box'], 'the log sheet');
  assert.ok(inView(s), `the sheet shows the newest line: ${JSON.stringify([s.rects['log-last'], s.rects['log-box']])}`);
  await page.screenshot({ path: path.join(shots, 'log-sheet-390x844.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('Rummy (390x844): a long track lies in one row, oldest at the left, opened at its newest card; a swipe scrolls it and takes nothing', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`, phone);
  const base = trackPosition();
  const start = { ...base, stock: base.stock.slice(6), discard: [...base.stock.slice(0, 6), ...base.discard] };
  await loadRummy(page, start);
  let s = await until(page, (x) => x.screen === 'table' && x.my_move && x.phase === 'draw' && x.paused, 'my draw');
  const n = start.discard.length;
  const shown = () => Object.keys(s.rects).filter((id) => /^track:\d+$/.test(id)).map((id) => +id.slice(6)).sort((a, b) => a - b);
  assert.ok(shown().includes(n - 1), `the newest card is in view: ${shown()}`);
  assert.ok(!shown().includes(0), `the oldest is scrolled out of view: ${shown()}`);
  // The label under it says how many older cards are out of view (the scroll bar alone went unseen).
  assert.ok(s.rects['track-more'], 'the label tells of the cards scrolled out of view');
  const row = shown().map((i) => s.rects[`track:${i}`]);
  for (let k = 1; k < row.length; k++) {
    assert.equal(row[k][1], row[0][1], 'one row');
    assert.ok(row[k][0] > row[k - 1][0], 'older cards to the left');
  }
  // Opened at its newest cards, the view begins at a card's edge, no sliver of a card before it (a
  // playtester saw half a card there), and its leftmost card shows as much as the next.
  const view = s.rects['track-view'];
  assert.ok(view && Math.abs(row[0][0] - view[0]) <= 1, `the view begins at a card's edge: ${row[0]} in ${view}`);
  assert.ok(Math.abs(row[0][2] - row[1][2]) <= 1, `the leftmost card in view is not cut: ${row[0]} beside ${row[1]}`);
  const label = s.rects['track-label'];
  assert.ok(label && label[1] >= row[0][1] + row[0][3], `the label is under the track: ${label}`);
  await page.screenshot({ path: path.join(shots, 'rummy-long-track-390x844.png') });
  // A swipe to the right brings the oldest cards into view and picks nothing.
  const from = centre(s, `track:${n - 4}`);
  await swipe(page, from, { x: from.x + 150, y: from.y });
  s = await state(page);
  assert.ok(shown()[0] < n - 6, `the swipe scrolled the track: ${shown()}`);
  await swipe(page, from, { x: from.x + 150, y: from.y });
  s = await state(page);
  assert.ok(shown().includes(0), `the oldest card came into view: ${shown()}`);
  assert.ok(!s.rects['track-more'], 'with the oldest in view the label tells of none out of view');
  assert.equal(s.picked, -1, 'nothing was picked by the swipe');
  assert.equal(s.hand.length, 8, 'nothing was taken');
  // A tap still picks (or says why the engine would not let the card go).
  await tap(page, 'track:1');
  s = await state(page);
  assert.ok(s.picked === 1 || /could not use/.test(s.message), `the tap picked 3♦ or said why not: ${s.picked} ${s.message}`);
  await page.screenshot({ path: path.join(shots, 'rummy-long-track-swiped-390x844.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

// Kaluki's 108 cards, and a way to take named cards out of them for a position.
function kalukiPack() {
  const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];
  const pack = [];
  for (let d = 0; d < 2; d++) for (const s of ['C', 'D', 'H', 'S']) for (const r of ranks) pack.push(r + s);
  pack.push('JK', 'JK', 'JK', 'JK');
  return { pack, take: (cards) => cards.map((c) => pack.splice(pack.indexOf(c), 1)[0]) };
}

// Kaluki, after the draw, both players opened: Ben's run 7♣ joker (as 8♣) 9♣ on the table; the
// person holds 8♣, two kings and 5♦ 6♦ 7♦. The engine's own pick for the freed joker would be the
// kings; the person groups the diamonds for it.
function kalukiExchangePosition() {
  const { pack, take } = kalukiPack();
  const mine = take(['8C', 'KC', 'KH', '5D', '6D', '7D', '2S', '9H']);
  const melds = [{ owner: 0, cards: take(['QS', 'QD', 'QH']) }, { owner: 1, cards: [...take(['7C']), 'JK(8C)', ...take(['9C'])] }];
  take(['JK']);
  const ben = pack.splice(0, 10);
  const discard = pack.splice(0, 1);
  return {
    format: 'rummy-position', version: 1, game: 'kaluki', options: {}, players: 2, seed: '1', hand_number: 1, dealer: 1, turn: 0,
    phase: 'play', hands: [mine, ben], stock: pack, discard, melds, taken: null, stock_turnovers: 0, totals: [0, 0], scores: [],
    winners: [], opened: [true, true], opened_this_turn: false,
  };
}

// Kaluki, Ben to draw with 7♣ 7♦ 7♥ left (opened): he lays them down and goes out while the
// person holds 15 cards. With two packs the next deal often brings back some of the very cards
// the person held: a playtester's new hand came unsorted, 13 of its 15 cards raised as drawn.
function kalukiBenGoesOutPosition() {
  const { pack, take } = kalukiPack();
  const ben = take(['7C', '7D', '7H']);
  const melds = [{ owner: 1, cards: take(['QS', 'QD', 'QH', 'QC']) }];
  const mine = take(['2C', '5C', '9C', 'KC', '3D', '6D', 'TD', 'AH', '4H', '8H', 'JH', '2S', '6S', '9S', 'KS']);
  const discard = take(['4C']);
  return {
    format: 'rummy-position', version: 1, game: 'kaluki', options: {}, players: 2, seed: '1', hand_number: 1, dealer: 0, turn: 1,
    phase: 'draw', hands: [mine, ben], stock: pack, discard, melds, taken: null, stock_turnovers: 0, totals: [0, 0], scores: [],
    winners: [], opened: [false, true], opened_this_turn: false,
  };
}

test('Kaluki (390x844): the 15 cards left show whole on the scores, and the next hand is dealt sorted with no card raised as drawn', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`, phone);
  await loadPosition(page, kalukiBenGoesOutPosition(), ['Ben']);
  let s = await until(page, (x) => x.screen === 'summary' && x.paused, 'Ben out and the scores', 20000);
  // The 15 cards the person was left holding are all on the screen: a playtester's ran off its
  // right edge, the jokers that cost most among them. They go on under the first line.
  const rows = Object.entries(s.rects).filter(([id]) => id.startsWith('summary-left:0:'));
  assert.ok(rows.length >= 2, `the cards left take two lines at 390 wide: ${rows.map(([id, r]) => id + ' ' + r)}`);
  for (const [id, r] of rows) assert.ok(r[0] >= 0 && r[0] + r[2] <= s.display[0] - 8, `${id} is on the screen: ${r}`);
  await page.screenshot({ path: path.join(shots, 'kaluki-summary-15-left-390x844.png') });
  await tap(page, 'button:next-hand');
  s = await until(page, (x) => x.screen === 'table' && x.hand.length === 15 && x.paused, 'the next hand dealt', 20000);
  assert.deepEqual(s.fresh, [], `no card of a new deal stands raised as drawn: ${s.fresh}`);
  const suits = s.hand.map((c) => (c === 'JK' ? 'Z' : c[c.length - 1]));
  assert.deepEqual(suits, [...suits].sort((a, b) => 'CDHSZ'.indexOf(a) - 'CDHSZ'.indexOf(b)), `sorted by suit: ${s.hand}`);
  await page.screenshot({ path: path.join(shots, 'kaluki-new-deal-390x844.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('Kaluki: the card a joker stands for, offered before opening, is answered about the exchange, not about lay-offs', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`);
  const start = kalukiExchangePosition();
  start.opened = [false, true];
  start.stock.push(...start.melds[0].cards);
  start.melds = start.melds.slice(1);  // only Ben's run, with its joker for 8♣
  await loadPosition(page, start, ['Ben']);
  let s = await until(page, (x) => x.screen === 'table' && x.my_move && x.phase === 'play' && x.paused, 'my play');
  await click(page, `card:${s.hand.indexOf('8C')}`);
  await click(page, 'meld:0');
  s = await state(page);
  assert.match(s.message, /^Before you open, a freed joker must go at once into your opening meld, worth 51 or more/, s.message);
  assert.equal(s.melds.length, 1, 'nothing changed');
  assert.deepEqual(errors, []);
  await context.close();
});

test('Kaluki: a card selected and the pile tapped before the draw is told why the pile\'s card stays, and to draw first to discard it', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`);
  const start = kalukiExchangePosition();
  Object.assign(start, { phase: 'draw', opened: [false, true] });
  start.stock.push(...start.melds[0].cards);
  start.melds = start.melds.slice(1);
  await loadPosition(page, start, ['Ben']);
  let s = await until(page, (x) => x.screen === 'table' && x.my_move && x.phase === 'draw' && x.paused, 'my draw');
  await click(page, `card:${s.hand.indexOf('KC')}`);
  await click(page, 'discard');
  s = await state(page);
  assert.match(s.message, /^Before opening you may take 2♦ only .* To discard K♣, draw a card first\.$/, s.message);
  assert.equal(s.phase, 'draw', 'nothing changed');
  assert.deepEqual(errors, []);
  await context.close();
});

test('Kaluki (390x844): a joker exchange says the joker goes into a new meld, and goes into the cards grouped for it', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`, phone);
  await loadPosition(page, kalukiExchangePosition(), ['Ben']);
  let s = await until(page, (x) => x.screen === 'table' && x.my_move && x.phase === 'play' && x.paused, 'my play');
  for (const card of ['5D', '6D', '7D']) await tap(page, `card:${s.hand.indexOf(card)}`);
  await tap(page, 'button:group');
  s = await state(page);
  await tap(page, `card:${s.hand.indexOf('8C')}`);
  const sel = await state(page);
  assert.match(sel.verdict, /^8♣: tap the joker's meld to swap it for the joker, which goes at once into a new meld/, sel.verdict);
  const bens = s.melds.findIndex((m) => m.includes('7C'));
  await tap(page, `meld:${bens}`);
  const after = await until(page, (x) => x.moves > s.moves && x.paused, 'the exchange');
  assert.ok(after.melds.some((m) => ['5D', '6D', '7D', 'JK'].every((c) => m.includes(c))), `the joker joined the diamonds: ${after.melds}`);
  assert.ok(after.hand.includes('KC') && after.hand.includes('KH'), `the kings stay in the hand: ${after.hand}`);
  await page.screenshot({ path: path.join(shots, 'kaluki-exchange-into-group-390x844.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('Kentucky: while the person is asked about a discard, the plate of the player whose turn it is says they draw next', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`, { viewport: { width: 1280, height: 800 } });
  await command(page, { start: { game: 'kentucky', seats: ['human', 'basic', 'basic'], seed: 5 } });
  const s = await playUntil(page, (x) => x.phase === 'claim', 'a claim prompt', 60);
  const players = await page.locator('#mirror').innerText();
  const next = players.split('\n').filter((l) => /, draws next$/.test(l));
  assert.equal(next.length, 1, `one player draws next: ${players}`);
  assert.ok(!next[0].startsWith('You'), `not the person asked: ${next[0]}`);
  const seat = s.names.findIndex((n) => next[0].startsWith(n));
  assert.ok(s.rects[`plate-next:${seat}`], `their plate says so: ${Object.keys(s.rects).filter((k) => k.startsWith('plate-'))}`);
  await page.screenshot({ path: path.join(shots, 'kentucky-claim-draws-next-1280x800.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

// Kentucky: the person is down and has drawn; 9♦ fits Ada's set of nines, 2♠ fits nothing. A
// playtest saw a gold "Discard 3♦" beside a meld 3♦ fitted, and nearly threw the card away.
const DOWN_AND_DRAWN = {"format":"rummy-position","version":1,"game":"kentucky","options":{},"players":4,"seed":"1","hand_number":1,"dealer":3,"turn":0,"phase":"play",
  "hands":[["2S","6D","3S","QS","9D","JC"],["TC","6S","6C","JK","TD","3D","JK"],["7C","3C","4S","2C","7S","8D","8C","AC","4C","9S","3S","QS","2D","5D","4D"],["9H","TS","TC","6H","TD","8H","7H","KD","AD","QD","JH"]],
  "stock":["QC","7D","KH","TH","6C","JD","2H","8S","AD","6S","2D","KS","5C","4H","TS","KD","7D","QD","QH","7H","3D","JC","6D","2H","AH","8C","3H","2C","QC","QH","3C","JK","7C","7S","JK","9C","8D","AS","3H","5C","5D","6H","5S"],
  "discard":["KC","AS","KS","2S","AH","KH","JH","TH","8S","8H","KC","AC","4D"],
  "melds":[{"owner":1,"cards":["5H","5H","5S"],"laid_by":[1,1,1]},{"owner":1,"cards":["9C","9D","9S","9H"],"laid_by":[1,1,1,0]},{"owner":0,"cards":["4C","4H","4S"],"laid_by":[0,0,0]},{"owner":0,"cards":["JD","JS","JS"],"laid_by":[0,0,0]}],
  "taken":null,"stock_turnovers":0,"totals":[0,0,0,0],"scores":[],"winners":[],"down":[true,true,false,false],"may_i":[0,1,2,0],
  "discard_open":false,"asked":null,"discard_dead":false,"went_down_this_turn":false,"extra_hand":false};

// Kentucky: the card on the pile that nobody may take any more said so as "dead" beside its
// count and "(dead)" to a screen reader; a new player reads plain words there. And Hint marks the
// card of the hand it names (a playtester on a phone searched their hand for it).
for (const [label, options] of [['1280x800', {}], ['390x844', phone]]) {
  test(`Kentucky: a card nobody may take says so in words; the hint's card is marked (${label})`, async () => {
    const { context, page, errors } = await open(site.browser, `${site.url}?test=1`, options);
    await loadPosition(page, { ...DOWN_AND_DRAWN, discard_dead: true }, ['Ada', 'Ben', 'Cleo']);
    let s = await until(page, (x) => x.screen === 'table' && x.my_move && x.phase === 'play' && x.paused, 'my play');
    const mirror = await page.locator('#mirror').innerText();
    assert.match(mirror, /Discard pile: 13 cards, 4 of diamonds on top: nobody may take it/, mirror);
    assert.doesNotMatch(mirror, /dead/, mirror);
    assert.ok(s.rects['discard-label'], 'the pile has its count');
    const words = s.rects['discard-nobody'], pile = s.rects['discard'];
    assert.ok(words, 'the greyed card says nobody may take it');
    assert.ok(words[0] >= pile[0] && words[0] + words[2] <= pile[0] + pile[2] + 0.5, `the words stay on the card: ${words} in ${pile}`);
    await click(page, 'button:hint');
    s = await until(page, (x) => x.hint.startsWith('Hint: '), 'a hint');
    assert.ok(s.hinted.length > 0, s.hint);
    for (const c of s.hinted) assert.ok(s.hint.includes(prettyCard(c)), `${c} is named: ${s.hint}`);
    await page.screenshot({ path: path.join(shots, `kentucky-hint-nobody-may-take-${label}.png`) });
    assert.deepEqual(errors, []);
    await context.close();
  });
}

// A hint still being worked out when the player selects a card is dropped when it arrives: its
// marks would stand beside the player's own choice (found by a review).
test('a hint that arrives after the player has selected a card is dropped: no hint words, no marked card', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`);
  await loadPosition(page, DOWN_AND_DRAWN, ['Ada', 'Ben', 'Cleo']);
  let s = await until(page, (x) => x.screen === 'table' && x.my_move && x.phase === 'play' && x.paused, 'my play');
  await until(page, (x) => x.thinker.worker === 'ready', 'the worker to start', 30000);
  await page.evaluate(() => window.rummyThinkerTest.delay(3000));
  // Raw clicks: the loop does not pause while the question is out (`click` waits for that).
  const press = (r) => page.mouse.click(r[0] + r[2] / 2, r[1] + r[3] / 2);
  await click(page, 'button:menu');  // Hint is in the table's menu
  s = await state(page);
  await press(s.rects['button:hint']);
  s = await until(page, (x) => x.thinker.waiting > 0, 'the hint to be asked');
  assert.match(s.hint, /Thinking about a hint/, s.hint);
  await press(s.rects[`card:${s.hand.indexOf('2S')}`]);
  s = await until(page, (x) => x.selected.length === 1, 'the card selected');
  s = await until(page, (x) => x.thinker.waiting === 0 && x.paused, 'the answer, and the table at rest', 10000);
  assert.doesNotMatch(s.hint, /^Hint: /, `the late hint is not shown: ${s.hint}`);
  assert.deepEqual(s.hinted, [], 'no card is marked');
  assert.equal(s.selected.length, 1, 'the player\'s card stays selected');
  await page.evaluate(() => window.rummyThinkerTest.delay(0));
  assert.deepEqual(errors, []);
  await context.close();
});

// A card that could be laid off on a set holding a joker, refused for the lay-off's own reason
// (here: not yet down), is told that reason, not the joker exchange's (the table asks about an
// exchange only for a card that could not be laid off there).
test('Kentucky: a lay-off on a set with a joker, refused before going down, is told why, not about exchanging the joker', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`);
  const start = JSON.parse(JSON.stringify(DOWN_AND_DRAWN));
  Object.assign(start, { hand_number: 5, down: [false, true, false, false] });
  for (const m of start.melds.filter((x) => x.owner === 0)) start.stock.push(...m.cards);
  start.melds = start.melds.filter((x) => x.owner !== 0);
  start.melds[0] = { owner: 1, cards: ['5H', '5H', 'JK(5)'], laid_by: [1, 1, 1] };
  start.stock.splice(start.stock.indexOf('JK'), 1, '5S');
  start.stock.splice(start.stock.indexOf('5D'), 1);
  start.hands[0].push('5D');
  const run = ['2C', '3C', '4C', '5C', '6C'];  // Ben's run of 5 (the fifth hand: two sets of 3 and a run of 5)
  for (const c of run) start.stock.splice(start.stock.indexOf(c), 1);
  start.melds.push({ owner: 1, cards: run, laid_by: [1, 1, 1, 1, 1] });
  await loadPosition(page, start, ['Ada', 'Ben', 'Cleo']);
  let s = await until(page, (x) => x.screen === 'table' && x.my_move && x.phase === 'play' && x.paused, 'my play');
  await click(page, `card:${s.hand.indexOf('5D')}`);
  await click(page, 'meld:0');
  s = await state(page);
  assert.doesNotMatch(s.message, /exchange|joker/i, s.message);
  assert.match(s.message, /down/, s.message);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Kentucky: a selected card that could be laid off is not pushed onto the pile; one that fits nowhere is', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`);
  await loadPosition(page, DOWN_AND_DRAWN, ['Ada', 'Ben', 'Cleo']);
  let s = await until(page, (x) => x.screen === 'table' && x.my_move && x.phase === 'play' && x.paused, 'my play');
  await click(page, `card:${s.hand.indexOf('9D')}`);
  s = await state(page);
  assert.ok(s.rects['button:discard'], 'Discard is still offered');
  assert.ok(!s.main.includes('button:discard'), `discarding a card that fits a meld is not the main action: ${s.main}`);
  assert.match(s.verdict, /tap a meld to lay it off, or discard it/, s.verdict);
  await page.screenshot({ path: path.join(shots, 'kentucky-selected-fits-a-meld.png') });
  await click(page, `card:${s.hand.indexOf('9D')}`);
  await click(page, `card:${s.hand.indexOf('2S')}`);
  s = await state(page);
  assert.deepEqual(s.main, ['button:discard'], `a card that fits nowhere: discarding it is the main action (${s.verdict})`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Rummy (390x844): a meld laid where the melds scroll comes into view, whole, and the person\'s line counts it', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`, phone);
  // After the draw: the person has four melds down and holds 7♥ 7♦ 7♠; Ben has two. The melds'
  // region scrolls, and the person's next meld goes at the end of their own, out of view (a
  // playtester saw their new meld only as a smaller hand).
  const start = { ...trackPosition(), phase: 'play' };
  start.stock = start.stock.filter((c) => !['AC', 'AS', 'AH', '6C', '6H', '6D', 'KC', 'KH', 'KD', '9D', '9H', '9C', 'QD', 'QH', 'QS', '7D', '7S', '8H', '8S', '4C'].includes(c));
  start.stock.push('KS');
  start.hands = [['TH', 'TC', '3S', '7H', '7D', '7S', '2D', '9S', '4C'], start.hands[1]];
  start.melds = [
    { owner: 0, cards: ['AC', 'AS', 'AH'] }, { owner: 0, cards: ['6C', '6H', '6D'] }, { owner: 0, cards: ['KC', 'KH', 'KD'] },
    { owner: 0, cards: ['9D', '9H', '9C'] }, { owner: 1, cards: ['QD', 'QH', 'QS'] }, { owner: 1, cards: ['8H', '8S', '8C'] },
  ];
  await loadRummy(page, start);
  let s = await until(page, (x) => x.screen === 'table' && x.my_move && x.phase === 'play' && x.paused, 'my play');
  const full = Math.max(...Object.keys(s.rects).filter((id) => /^meld:\d+$/.test(id)).map((id) => s.rects[id][3]));
  // The person's line says what their melds would score now (a playtester read "0 points" all hand).
  assert.match(s.you, /^You · 0 points, 105 on the table$/, s.you);
  for (const card of ['7H', '7D', '7S']) await tap(page, `card:${s.hand.indexOf(card)}`);
  await tap(page, 'button:meld');
  s = await until(page, (x) => x.melds.length === 7 && x.paused, 'the meld laid');
  await page.waitForTimeout(200);
  s = await until(page, (x) => x.paused, 'the table to settle');
  const laid = s.rects['meld:6'];
  assert.ok(laid, `the new meld is in view: ${Object.keys(s.rects).filter((id) => id.startsWith('meld'))}`);
  assert.ok(laid[3] >= full - 1, `wholly: ${laid} (a whole meld is ${full} high)`);
  assert.match(s.you, /, 120 on the table$/, s.you);
  await page.screenshot({ path: path.join(shots, 'rummy-new-meld-in-view-390x844.png') });
  assert.deepEqual(errors, []);
  await context.close();
});
