// Play by screen reader and keyboard (issue 26, docs/ACCESSIBILITY.md): the DOM mirror beside the
// canvas. Each of the five games is started from the lobby and one whole hand is played to its
// summary using only what assistive technology sees: controls found by role and accessible name
// (getByRole), pressed with the keyboard (focus, Enter), and the live region's words. No test hook,
// no rectangles, no coordinates. On the way: focus stays inside the mirror after every activation,
// the hand's buttons are named as a person says a card, and the live region tells the computer
// players' moves in words.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { artifacts, useSite } from './harness.mjs';

const site = useSite(path.join(artifacts, 'a11y'));
const games = ['Kentucky', 'Rummy', 'Three Kings', 'Five Crowns', 'Kaluki'];
const DISCARD = /^Discard($| (?!pile))/;  // the button, not the pile
const CARD = /^(joker|(ace|[2-9]|10|jack|queen|king) of (clubs|diamonds|hearts|spades|stars)(, wild)?)$/;

const button = (page, name) => page.getByRole('button', { name, exact: typeof name === 'string' });
const region = (page, name) => page.getByRole('region', { name, exact: true });
const handCards = (page) => region(page, 'Your hand').getByRole('button');
const has = async (page, name) => (await button(page, name).count()) > 0;

// Lets the game draw the frames that take an activation and show its result (the page's own
// animation frames; the game publishes the mirror at the end of its frame).
const frames = (page, n = 4) => page.evaluate((k) => new Promise((done) => {
  const next = (left) => (left ? requestAnimationFrame(() => next(left - 1)) : done());
  next(k);
}), n);

// Activates a control the way a keyboard user does (focus, Enter); focus must stay in the mirror.
async function activate(page, locator) {
  await locator.press('Enter');
  await frames(page);
  const inside = await page.evaluate(() => document.getElementById('mirror').contains(document.activeElement));
  assert.ok(inside, 'focus stays inside the mirror after an activation');
}

const pressedCards = (page) => region(page, 'Your hand').locator('[aria-pressed="true"]').count();

// Selects each card in turn and presses `name` until the engine takes one (no card stays selected:
// a refusal keeps the selection and says why).
async function firstAccepted(page, name) {
  const n = await handCards(page).count();
  for (let k = 0; k < n; k++) {
    const card = handCards(page).nth(k);
    await activate(page, card);
    assert.equal(await card.getAttribute('aria-pressed'), 'true', 'a pressed card is selected');
    if (!(await has(page, name))) return;  // the screen moved on (a claim, the summary)
    await activate(page, button(page, name).first());
    if ((await pressedCards(page)) === 0) return;
    if ((await handCards(page).count()) > k) await activate(page, handCards(page).nth(k));  // unselect
  }
  throw new Error(`no card was accepted with "${name}": ${await region(page, 'Actions').innerText()}`);
}

// One hand, a careful beginner's way: let claims go, draw from the stock, discard (or play) the
// first card the engine accepts. Returns when the end-of-hand summary shows.
async function playHand(page) {
  for (let step = 0; step < 3000; step++) {
    if (await has(page, 'Next hand') || await has(page, 'New game')) return;
    if (await has(page, 'Let it go')) await activate(page, button(page, 'Let it go'));
    else if (await has(page, 'Keep my hand')) await activate(page, button(page, 'Keep my hand'));
    else if (await has(page, 'Discard to the widow')) await firstAccepted(page, 'Discard to the widow');
    else if (await has(page, 'Play')) {
      if (/three cards/.test(await region(page, 'Actions').innerText())) {
        // Three cards follow a meld: "Play the meld" when they make one, else "Play the three cards".
        for (let k = 0; k < 3; k++) await activate(page, handCards(page).nth(k));
        await activate(page, button(page, /^Play the (meld|three cards)$/));
      } else {
        await firstAccepted(page, 'Play');
      }
    } else if (await has(page, 'Draw from the stock')) await activate(page, button(page, 'Draw from the stock'));
    else if (await has(page, 'End the round')) await activate(page, button(page, 'End the round'));
    else if (await has(page, DISCARD)) await firstAccepted(page, DISCARD);
    else if (await has(page, 'Lay down and discard')) await firstAccepted(page, 'Lay down and discard');
    else await sleep(20);  // the computer players are moving
  }
  throw new Error('the hand did not end');
}

// A fresh page on the lobby (its heading in the accessibility tree), collecting page errors.
async function lobby() {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${site.url}?test=1`);
  await page.getByRole('heading', { level: 1, name: /choose a game/ }).waitFor({ timeout: 60000 });
  return { context, page, errors };
}

for (const title of games) {
  test(`${title}: a whole hand by screen reader and keyboard (roles, names and the live region only)`, async () => {
    const { context, page, errors } = await lobby();
    // The game, as few players as it takes, Start.
    const choose = button(page, title);
    await activate(page, choose);
    assert.equal(await choose.getAttribute('aria-pressed'), 'true', 'the chosen game is pressed');
    const fewest = button(page, /^\d+ players$/).first();
    if (await fewest.count()) await activate(page, fewest);
    await activate(page, button(page, 'Start the game'));
    const heading = page.getByRole('heading', { level: 1 });
    assert.match(await heading.innerText(), new RegExp(`^${title}: Hand 1`));
    // The table in the accessibility tree: players, the hand named as a person says each card.
    assert.ok(await region(page, 'Players').getByRole('listitem').count() >= 2, 'each player has a line');
    const names = await handCards(page).allInnerTexts();
    assert.ok(names.length > 0, 'the hand is a list of buttons');
    for (const n of names) assert.match(n, CARD);
    const snapshot = await page.locator('#mirror').ariaSnapshot();
    assert.match(snapshot, /heading "[^"]*Hand 1[^"]*" \[level=1\]/);
    assert.match(snapshot, /- region "Your hand":/);
    assert.match(snapshot, /- checkbox "4 colours"/);
    await playHand(page);
    // The live region said the computer players' moves in words (no card glyphs or codes).
    const log = page.getByRole('log', { name: 'What happened' });
    const said = await log.innerText();
    assert.match(said, /\b(Ada|Ben|Cleo|Dan|Eve)\b [a-z]+s\b/, `a computer player's move is announced: ${said}`);
    assert.doesNotMatch(said, /[♣♦♥♠★]/, 'cards are spoken as words');
    // The end-of-hand summary: scores in words and Next hand.
    assert.match(await heading.innerText(), /hand 1 is over|the game is over/);
    const scores = await region(page, 'Scores').innerText();
    assert.match(scores, /You: -?\d+ (trick )?points? this hand, -?\d+ (game points? )?in all/);
    // Rummy's and Kentucky's points in parts: own melds, lay-offs on others' melds, cards left.
    if (title === 'Rummy' || title === 'Kentucky') assert.match(scores, /in all: (own melds|laid off on others' melds|cards left in hand) \([+-]\d+\)/);
    // The cards each player was left holding, sorted as a hand is: the wild ones last, said so.
    const lefts = [...scores.matchAll(/Left holding ([^\n]+)/g)].map((m) => m[1].split('; '));
    if (title !== 'Three Kings') assert.ok(lefts.length > 0, `someone was left holding cards: ${scores}`);
    for (const cards of lefts) {
      const wild = cards.map((c) => /, wild$|^joker$/.test(c));
      assert.deepEqual(wild, [...wild].sort(), `wild cards come last: ${cards.join('; ')}`);
    }
    const next = await has(page, 'Next hand') ? button(page, 'Next hand') : button(page, 'New game');
    await activate(page, next);
    assert.match(await heading.innerText(), /Hand 2|choose a game/);
    assert.deepEqual(errors, []);
    await page.screenshot({ path: path.join(artifacts, 'a11y', `${title.replace(' ', '-').toLowerCase()}.png`) });
    await context.close();
  });
}

test('The lobby\'s seats and house rules, the rules text and the pass-and-play curtain by role and name', async () => {
  const { context, page, errors } = await lobby();
  // The canvas keeps the game's keys, but Tab there moves into the mirror, Shift+Tab to its end.
  const table = page.getByRole('img', { name: 'Rummy Parlor card table' });
  const focused = () => page.evaluate(() => document.activeElement.textContent);
  await table.focus();
  await page.keyboard.press('Tab');
  assert.equal(await focused(), 'History and statistics', 'Tab from the canvas reaches the first control');
  await table.focus();
  await page.keyboard.press('Shift+Tab');
  assert.equal(await focused(), '4 colours', 'Shift+Tab from the canvas reaches the last control (the look settings)');
  await activate(page, button(page, 'Kaluki'));
  await activate(page, button(page, '2 players'));
  // House rules: shown by their toggle, each yes-or-no rule a checkbox that flips.
  const house = button(page, 'House rules: the usual');
  assert.equal(await house.getAttribute('aria-pressed'), 'false');
  await activate(page, house);
  assert.equal(await house.getAttribute('aria-pressed'), 'true');
  const rule = region(page, 'House rules').getByRole('checkbox').first();
  const was = await rule.getAttribute('aria-checked');
  await activate(page, rule);
  assert.notEqual(await rule.getAttribute('aria-checked'), was, 'the house rule flips');
  await activate(page, button(page, 'Usual rules'));
  assert.equal(await rule.getAttribute('aria-checked'), was, 'the usual rules are back');
  // Two people share the device: the second seat becomes a person.
  const person = button(page, 'Seat 2: Person');
  await activate(page, person);
  assert.equal(await person.getAttribute('aria-pressed'), 'true');
  await activate(page, button(page, 'Start the game'));
  const heading = page.getByRole('heading', { level: 1 });
  const [, who] = (await heading.innerText()).match(/^Pass the device to (Player [12])$/) || [];
  assert.ok(who, 'the curtain names whose hand comes next');
  assert.equal(await handCards(page).count(), 0, 'the hand is hidden behind the curtain');
  await activate(page, button(page, `I am ${who}: show my hand`));
  assert.match(await heading.innerText(), /^Kaluki: Hand 1/);
  assert.ok(await handCards(page).count() > 0, 'the hand shows to its owner');
  // The rules, in words, and back to the table.
  await activate(page, button(page, 'How to play'));
  assert.ok((await region(page, 'How to play').getByRole('listitem').count()) > 3, 'the rules text is in the mirror');
  // How to play by touch or mouse comes before the keys, in Kaluki's own words (Meld, lay-offs).
  const rules = await region(page, 'How to play').innerText();
  const touch = rules.slice(rules.indexOf('Playing by touch or mouse'), rules.indexOf('Keys at the table'));
  assert.match(touch, /^Playing by touch or mouse\s+Tap a card of your hand to select it[\s\S]*tap Meld[\s\S]*select it and tap the meld/, touch);
  await activate(page, button(page, 'Back to the table'));
  assert.equal(await region(page, 'How to play').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('The history page by role and name: the statistics, and a finished match that opens its score sheet', async () => {
  const { context, page, errors } = await lobby();
  await page.evaluate(() => {
    for (let i = 0; i < 2; i++) {
      const id = `${1767225600000 + i * 86400000}-${i}`;
      localStorage.setItem(`rummy-parlor:v1:sheet:${id}`, JSON.stringify({
        schema: 1, id, game: 'five-crowns', finished_ms: 1767225600000 + i * 86400000,
        seats: [{ name: 'You', level: 'human' }, { name: 'Ada', level: 'basic' }], seed: '7',
        sheet: { lowest_wins: true, hands: [[30, 55], [12, 0]], totals: [42, 55], winners: [0] },
      }));
    }
  });
  await page.reload();
  await page.getByRole('heading', { level: 1, name: /choose a game/ }).waitFor({ timeout: 60000 });
  await activate(page, button(page, 'History and statistics'));
  await page.getByRole('heading', { level: 1, name: 'History and statistics' }).waitFor();
  assert.match(await region(page, 'Statistics').innerText(), /Five Crowns: 2 played, 2 won/);
  const matches = region(page, 'Past matches');
  const lines = matches.getByRole('button');
  assert.equal(await lines.count(), 2, 'each finished match is a control');
  const first = lines.first();
  assert.match(await first.innerText(), /Five Crowns: You 42, Ada 55 .* You won$/);
  assert.equal(await first.getAttribute('aria-pressed'), 'false');
  assert.doesNotMatch(await matches.innerText(), /Hand 1:/, 'no sheet is open yet');
  await activate(page, first);
  assert.equal(await first.getAttribute('aria-pressed'), 'true', 'the match is open');
  const text = await matches.innerText();
  assert.match(text, /Hand 1: You 30, Ada 55/);
  assert.match(text, /Hand 2: You 12, Ada 0/);
  assert.match(text, /Deal number 7/);
  await activate(page, first);
  assert.doesNotMatch(await matches.innerText(), /Hand 1:/, 'activated again, the sheet closes');
  assert.deepEqual(errors, []);
  await context.close();
});

test('A deal number typed into the mirror\'s text field deals the same cards again', async () => {
  const { context, page, errors } = await lobby();
  await activate(page, button(page, 'Five Crowns'));
  await activate(page, button(page, '2 players'));
  const deal = page.getByRole('textbox', { name: 'Deal number (empty: a random deal)' });
  await deal.fill('4242');
  await frames(page);
  await activate(page, button(page, 'Start the game'));
  const first = await handCards(page).allInnerTexts();
  assert.ok(first.length === 3, 'the first hand of Five Crowns has 3 cards');
  await activate(page, button(page, 'Leave the table'));
  assert.equal(await deal.inputValue(), '4242', 'the lobby kept the deal number');
  // The game left is unfinished: the lobby asks before a new one ends it, in words and buttons.
  await activate(page, button(page, 'Start the game'));
  assert.match(await page.locator('#mirror').innerText(), /You have an unfinished game: Five Crowns, hand 1 of 11\. Starting a new game ends it\./);
  assert.equal(await button(page, 'Keep it').count(), 1, 'keeping it is a button');
  await activate(page, button(page, 'Start the new game'));
  assert.deepEqual(await handCards(page).allInnerTexts(), first, 'the same deal number deals the same cards');
  assert.deepEqual(errors, []);
  await context.close();
});
