// Each of the five games in a real browser: start a match against computer players by clicking
// through the lobby (Five Crowns) or with a setup command, play a whole hand by clicking until
// its summary, and keep screenshots of each table at 1280x800 and on a 390x844 phone.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { artifacts, useSite, click, command, drag, loadPosition, open, prettyCard, state, tap, until } from './harness.mjs';
import { playOneHand } from './play.mjs';

const shots = path.join(artifacts, 'screenshots');
const site = useSite(shots);

const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const games = [
  { game: 'kentucky', seats: ['human', 'basic', 'easy'] },
  { game: 'rummy', seats: ['human', 'basic', 'easy'] },
  { game: 'three-kings', seats: ['human', 'basic', 'easy'] },
  { game: 'five-crowns', seats: ['human', 'basic', 'easy'] },
  { game: 'kaluki', seats: ['human', 'strong', 'easy'] },
];

for (const { game, seats } of games) {
  for (const [label, options] of [['1280x800', {}], ['390x844', phone]]) {
    test(`${game} (${label}): a match with computer players, one whole hand played by clicking, to its summary`, async () => {
      const { context, page, errors } = await open(site.browser, `${site.url}?test=1`, options);
      await command(page, { start: { game, seats, seed: 11 } });
      let shot = false;
      const summary = await playOneHand(page, async (s, turn) => {
        // The table a few turns in (or as soon as melds are down), as a player sees it.
        if (!shot && (turn >= 4 || s.melds.length > 0)) {
          await page.screenshot({ path: path.join(shots, `${game}-${label}.png`) });
          shot = true;
        }
      });
      assert.equal(summary.screen, 'summary');
      assert.equal(summary.hands_done, 1);
      assert.ok(summary.rects['summary'] && summary.rects['sheet'], 'the summary shows the hand and the score sheet');
      // Three Kings' summary says the hand's last trick, which it came too soon to see (playtest).
      assert.equal(Boolean(summary.rects['summary-game-line']), game === 'three-kings', 'the summary tells the last trick in Three Kings only');
      if (game === 'three-kings') {
        const said = await page.evaluate(() => document.getElementById('mirror').textContent);
        assert.match(said, /The last trick: \S+ led .+ and \S+ played .+\. \S+ won it\./, 'the screen reader hears it too');
      }
      await page.screenshot({ path: path.join(shots, `${game}-${label}-summary.png`) });
      if (summary.rects['button:next-hand']) {
        await click(page, 'button:next-hand');
        const next = await until(page, (x) => x.screen === 'table' || x.screen === 'summary', 'the next hand');
        assert.ok(next.hand_number === 2 || next.over, 'the next hand is dealt');
      } else {
        // One hand can end a match (a Kaluki player going out in one go scores the others'
        // hands, 250 or more); the strong player's clock-limited search decides which hand.
        assert.ok(summary.over && summary.rects['button:new-game'], 'the match is over and a new one can start');
      }
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
}

test('Rummy with the "calling Rummy" house rule: a computer player calls a person\'s playable discard', async () => {
  const { context, page } = await open(site.browser, `${site.url}?test=1`);
  let called = null;
  for (let seed = 1; seed <= 8 && !called; seed++) {
    await command(page, { start: { game: 'rummy', seats: ['human', 'basic', 'easy'], seed, options: { 'call-rummy': 1 } } });
    await playOneHand(page, async (s) => {
      called = called || s.log.find((l) => /^(Ada|Ben) calls Rummy! and lays .+ on .+\.$/.test(l));
    });
  }
  assert.ok(called, 'a computer player called Rummy! within eight deals');
  await context.close();
});

test('Hint names the move the strong player would make, with a reason in words', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`);
  await command(page, { start: { game: 'five-crowns', seats: ['human', 'strong', 'basic'], seed: 5 } });
  const mine = await until(page, (x) => x.screen === 'table' && x.my_move && x.paused, 'my move');
  await click(page, 'button:hint');
  const hinted = await until(page, (x) => x.hint.startsWith('Hint: '), 'a hint');
  assert.match(hinted.hint, /^Hint: (Draw from the stock|Take .+ from the discard pile): .+\.$/, hinted.hint);
  assert.ok(hinted.rects['hint'], 'the hint is on screen');
  assert.deepEqual(hinted.hand, mine.hand, 'asking for a hint changes nothing');
  await page.screenshot({ path: path.join(shots, 'hint-1280x800.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

// A playtester on a phone had to search their hand for the card a hint named ("Hint: discard
// 9♦ ..."): the hint marks the cards of the hand it names, until the player acts.
for (const [label, options, press] of [['1280x800', {}, click], ['390x844', phone, tap]]) {
  test(`Hint marks the cards it names in the hand, and nothing for a draw (${label})`, async () => {
    const { context, page, errors } = await open(site.browser, `${site.url}?test=1`, options);
    await until(page, (x) => x.thinker.worker === 'ready', 'the worker to start', 30000);  // the cards come back from it
    await command(page, { start: { game: 'five-crowns', seats: ['human', 'strong', 'basic'], seed: 5 } });
    const mine = await until(page, (x) => x.screen === 'table' && x.my_move && x.paused, 'my move');
    await press(page, 'button:hint');
    let s = await until(page, (x) => x.hint.startsWith('Hint: '), 'a hint to draw');
    assert.match(s.hint, /^Hint: (Draw from the stock|Take .+ from the discard pile): /, s.hint);
    assert.deepEqual(s.hinted, [], 'a draw names no card of the hand');
    await press(page, 'stock');
    await until(page, (x) => x.hand.length === mine.hand.length + 1 && x.my_move, 'the card drawn');
    await press(page, 'button:hint');
    s = await until(page, (x) => x.hint.startsWith('Hint: '), 'a hint to discard or lay down');
    const named = s.hint.slice('Hint: '.length, s.hint.indexOf(': ', 'Hint: '.length));  // the move, before its reason
    assert.ok(s.hinted.length > 0, `the cards of "${named}" are marked`);
    for (const c of s.hinted) {
      assert.ok(s.hand.includes(c), `${c} is in the hand`);
      assert.ok(named.includes(prettyCard(c)), `${prettyCard(c)} is named in "${named}"`);
    }
    assert.deepEqual(s.selected, [], 'the hint selects nothing');
    await page.screenshot({ path: path.join(shots, `hint-cards-${label}.png`) });
    // Acting (here: selecting a card) ends the hint and its marks.
    await press(page, `card:${s.hand.indexOf(s.hinted[0])}`);
    s = await until(page, (x) => x.selected.length === 1, 'a card selected');
    assert.equal(s.hint, '');
    assert.deepEqual(s.hinted, []);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('the lobby starts a Five Crowns match by clicks: game, seats, start', async () => {
  const { context, page } = await open(site.browser, `${site.url}?test=1`);
  let s = await state(page);
  assert.equal(s.screen, 'lobby');
  await click(page, 'game:kaluki');
  await until(page, (x) => x.game === 'kaluki', 'Kaluki chosen');
  await click(page, 'game:five-crowns');
  s = await until(page, (x) => x.game === 'five-crowns', 'Five Crowns chosen');
  assert.deepEqual(s.seats, ['human', 'basic', 'basic', 'basic']);
  await click(page, 'seat:3');  // open the fourth seat's level list and make it an easy player
  await until(page, (x) => x.rects['seat:3:easy'], 'the level list');
  await click(page, 'seat:3:easy');
  s = await until(page, (x) => x.seats && x.seats[3] === 'easy', 'seat 4 easy');
  await click(page, 'seat:2');  // and the third a strong player
  await until(page, (x) => x.rects['seat:2:strong'], 'the level list with the strong player');
  await click(page, 'seat:2:strong');
  s = await until(page, (x) => x.seats && x.seats[2] === 'strong', 'seat 3 strong');
  await click(page, 'button:start');
  s = await until(page, (x) => x.screen === 'table', 'the table');
  assert.equal(s.game, 'five-crowns');
  assert.equal(s.hand.length, 3);
  assert.equal(s.totals.length, 4);
  await context.close();
});

test('an illegal action shows the engine\'s message where it happened and changes nothing', async () => {
  const { context, page } = await open(site.browser, `${site.url}?test=1`);
  await command(page, { start: { game: 'kaluki', seats: ['human', 'basic'], seed: 4 } });
  let s = await until(page, (x) => x.my_move && x.phase === 'draw', 'my draw');
  await click(page, 'stock');
  s = await until(page, (x) => x.phase === 'play', 'my play phase');
  const before = s.save;
  // Three cards that make no meld, offered as a meld.
  await click(page, 'card:0');
  await click(page, 'card:5');
  await click(page, 'card:10');
  s = await state(page);
  assert.ok(s.verdict.length > 0, 'the selection is judged live');
  await click(page, 'button:meld');
  s = await until(page, (x) => x.message !== '' && x.rects['message'], 'a refusal drawn on the table');
  assert.ok(s.rects['message'], 'the message is drawn on the table');
  assert.equal(s.save, before, 'nothing changed');
  assert.equal(s.phase, 'play');
  await page.screenshot({ path: path.join(shots, 'refusal.png') });
  await context.close();
});

test('pass and play: the next person\'s hand stays hidden until they ask for it', async () => {
  const { context, page } = await open(site.browser, `${site.url}?test=1`);
  await command(page, { start: { game: 'five-crowns', seats: ['human', 'human'], seed: 2 } });
  let s = await until(page, (x) => x.screen === 'curtain' && x.rects['curtain'], 'the curtain for player 1, drawn');
  assert.deepEqual(s.hand, []);
  assert.ok(!Object.keys(s.rects).some((k) => k.startsWith('card:')), 'no card is drawn behind the curtain');
  await click(page, 'button:show-hand');
  s = await until(page, (x) => x.screen === 'table' && x.hand.length === 3, 'player 1 sees their hand');
  const first = s.hand;
  await click(page, 'stock');
  await until(page, (x) => x.phase === 'play', 'drawn');
  await click(page, 'card:0');
  await click(page, 'button:discard');
  s = await until(page, (x) => x.screen === 'curtain' && x.rects['curtain'], 'the curtain for player 2, drawn');
  assert.equal(s.viewer, 1);
  assert.deepEqual(s.hand, []);
  assert.ok(!Object.keys(s.rects).some((k) => k.startsWith('card:')), 'player 2 does not see player 1\'s cards');
  await page.screenshot({ path: path.join(shots, 'pass-and-play.png') });
  await click(page, 'button:show-hand');
  s = await until(page, (x) => x.screen === 'table', 'player 2 sees their hand');
  assert.notDeepEqual(s.hand, first);
  await context.close();
});

test('a card dragged along the hand moves there, a tap that slides a little selects it, and dragged onto the discard pile it is discarded', async () => {
  const { context, page } = await open(site.browser, `${site.url}?test=1`);
  await command(page, { start: { game: 'five-crowns', seats: ['human', 'basic'], seed: 8 } });
  await until(page, (x) => x.my_move && x.phase === 'draw', 'my draw');
  await click(page, 'stock');
  let s = await until(page, (x) => x.phase === 'play', 'drawn');
  const [a, b, c, d] = s.hand;
  const last = s.rects['card:3'];
  await drag(page, 'card:0', { x: last[0] + last[2] + 20, y: last[1] + last[3] / 2 });
  s = await until(page, (x) => x.hand[3] === a, 'the first card moved to the end');
  assert.deepEqual(s.hand, [b, c, d, a]);
  // A tap whose finger slides 10 px is still a tap (a playtest's selected nothing): it selects the
  // card, again unselects it, and moves nothing.
  for (const want of [[d], []]) {
    const third = (await state(page)).rects['card:2'];
    await drag(page, 'card:2', { x: third[0] + third[2] / 2 + 10, y: third[1] + third[3] / 2 });
    s = await state(page);
    assert.deepEqual(s.selected, want, 'a slid tap toggles the card');
    assert.deepEqual(s.hand, [b, c, d, a], 'a slid tap moves no card');
  }
  const before = s.moves;
  await drag(page, 'card:1', 'discard');
  s = await until(page, (x) => x.moves > before, 'the dropped card discarded');
  assert.ok(!s.hand.includes(c), `${c} left the hand`);
  assert.ok(s.log.some((l) => l.startsWith('You discard ')), 'the log says so');
  await context.close();
});

for (const reducedMotion of ['no-preference', 'reduce']) {
  test(`cards fly between the piles and the players at a watchable pace, unless motion is reduced (${reducedMotion})`, async () => {
    const { context, page } = await open(site.browser, `${site.url}?test=1`, { reducedMotion });
    const start = 0;
    await page.evaluate(() => window.rummyTest.cmd({ start: { game: 'five-crowns', seats: ['basic', 'basic'], seed: 6, pace: 0.4 } }));
    let most = 0;
    let s = await state(page);
    for (const end = Date.now() + 6000; Date.now() < end && s.moves < start + 6;) {
      s = await state(page);
      most = Math.max(most, s.flights);
      await page.waitForTimeout(25);
    }
    assert.ok(s.moves >= start + 3, `the computer players moved at the chosen pace (${s.moves - start} moves)`);
    if (reducedMotion === 'reduce') assert.equal(most, 0, 'no card flies when the system asks for reduced motion');
    else assert.ok(most > 0, 'a card was seen flying');
    await context.close();
  });
}

// Kentucky's "Go down" from a selection: a position (docs/POSITIONS.md) where the person has drawn
// and holds hand 1's contract, two sets of 3, among other cards. They select its six cards, with
// nothing grouped, and tap "Go down": both sets are on the table as theirs, and the hand is six
// cards shorter.
const MINE = ['7C', '7D', '7S', 'QD', 'QH', 'QS'];
function contractPosition(mine = MINE, rest = ['2C', '4D', '9H', 'JC', 'KS', '5H'], hand3 = false) {
  const pack = [];
  for (let deck = 0; deck < 2; deck++) {
    for (const suit of 'CDHS') for (const rank of 'A23456789TJQK') pack.push(rank + suit);
    pack.push('JK', 'JK');
  }
  const take = (cards) => cards.map((c) => pack.splice(pack.indexOf(c), 1)[0]);
  const hand = take([...mine, ...rest]);  // dealt 11, and the card drawn (hand 3: and a May I's two)
  const others = [pack.splice(0, 11), pack.splice(0, 11)];
  const discard = pack.splice(0, 1);
  return {
    format: 'rummy-position', version: 1, game: 'kentucky', options: {}, players: 3, seed: '1',
    hand_number: hand3 ? 3 : 1, dealer: 2, turn: 0, phase: 'play', hands: [hand, ...others], stock: pack, discard, melds: [],
    totals: [0, 0, 0], contract: hand3 ? '2 runs of 4, at most 1 wild in each' : '2 sets of 3, no wild cards in melds',
    down: [false, false, false], may_i: [hand3 ? 1 : 0, 0, 0],
  };
}

// Loads a Kentucky position with the person at seat 0 and Ada and Ben, basic computer players;
// returns the state once it is the person's move after the draw.
async function loadKentucky(page, start) {
  await loadPosition(page, start, ['Ada', 'Ben']);
  return until(page, (x) => x.screen === 'table' && x.my_move && x.phase === 'play' && x.paused, 'my move after the draw');
}

test('Kentucky (390x844): with the discard pile empty, a tap on it discards the selected card', async () => {
  const { context, page, errors } = await open(site.browser, `${site.url}?test=1`, phone);
  const start = contractPosition();
  start.stock.push(...start.discard.splice(0));
  const s = await loadKentucky(page, start);
  assert.deepEqual(s.discard, []);
  await tap(page, `card:${s.hand.indexOf('KS')}`);
  await tap(page, 'discard');
  const after = await until(page, (x) => x.moves > s.moves, 'the discard');
  assert.ok(after.log.some((l) => /^You discard K♠/.test(l)), `K♠ was discarded: ${after.log.join(' | ')}`);
  assert.ok(!after.hand.includes('KS'));
  assert.deepEqual(errors, []);
  await context.close();
});

// Playtest (844x390, touch): hand 3's contract, 2 runs of 4, selected as 10♦-K♦ and six hearts in a
// row with nothing grouped read as three melds (two runs of 3 hearts) and "Go down" was refused.
const RUNS = ['TD', 'JD', 'QD', 'KD', '7H', '8H', '9H', 'TH', 'JH', 'QH'];

const GO_DOWN_CASES = [
  ['390x844', phone, tap, MINE, contractPosition(), ['7C 7D 7S', 'QD QH QS']],
  ['1280x800', {}, click, MINE, contractPosition(), ['7C 7D 7S', 'QD QH QS']],
  ['844x390 hand 3', { ...phone, viewport: { width: 844, height: 390 } }, tap, RUNS,
    contractPosition(RUNS, ['8D', 'JS', 'QS', 'JK'], true), ['7H 8H 9H JH QH TH', 'JD KD QD TD']],
];
for (const [label, options, press, mine, start, laid] of GO_DOWN_CASES) {
  test(`Kentucky (${label}): selecting the contract's cards and tapping "Go down" lays both melds down`, async () => {
    const { context, page, errors } = await open(site.browser, `${site.url}?test=1`, options);
    const s = await loadKentucky(page, start);
    assert.equal(s.hand.length, start.hands[0].length);
    assert.deepEqual(s.melds, []);
    for (const card of mine) await press(page, `card:${s.hand.indexOf(card)}`);
    const chosen = await state(page);
    assert.deepEqual([...chosen.selected].sort(), [...mine].sort(), 'the contract\'s cards are selected');
    assert.ok(chosen.main.includes('button:meld'), `"Go down" is the main action for the contract: ${chosen.main} (${chosen.verdict})`);
    await press(page, 'button:meld');
    const down = await until(page, (x) => x.melds.length === 2 && x.paused, 'the melds on the table');
    assert.deepEqual(down.melds.map((m) => m.split(' ').sort().join(' ')).sort(), laid, 'both melds are on the table');
    assert.ok(down.rects['meld:0'] && down.rects['meld:1'], 'both melds are drawn on the table');
    assert.equal(down.hand.length, start.hands[0].length - mine.length, 'the contract\'s cards left the hand');
    assert.ok(!mine.some((c) => down.hand.includes(c)), `none of the contract's cards is still in the hand: ${down.hand}`);
    assert.ok(down.log.some((l) => /^You go down with .+\.$/.test(l)), `the log says so: ${down.log.join(' | ')}`);
    assert.equal(down.my_move && down.phase, 'play', 'still the person\'s turn: a discard to come');
    await page.screenshot({ path: path.join(shots, `kentucky-go-down-${label}.png`) });
    // Down, a player starts no new melds: two cards selected are read as lay-offs (the joker fits
    // a run of hand 3), never as "a meld takes three cards", and nothing offers to group them.
    const two = down.hand.includes('JK') ? ['8D', 'JK'] : ['2C', '4D'];
    for (const card of two) await press(page, `card:${down.hand.indexOf(card)}`);
    const read = await state(page);
    assert.match(read.verdict, two[1] === 'JK' ? /only lay off.*; select the joker alone and tap a meld it fits\.$/ : /only lay off.*; none of these fits a meld\.$/);
    assert.ok(!read.rects['button:group'], `no "Group as a meld" once down: ${Object.keys(read.rects).filter((r) => r.startsWith('button:'))}`);
    await page.screenshot({ path: path.join(shots, `kentucky-down-two-selected-${label}.png`) });
    assert.deepEqual(errors, []);
    await context.close();
  });
}
