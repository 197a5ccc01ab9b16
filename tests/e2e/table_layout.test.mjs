// The card table's layout at five screens (issue 23, "Done when"): every game at its smallest and
// largest player count, part-way into a hand with melds on the table (Three Kings: a trick), at
// 1280x800, 1920x1080 and, as touch screens, 768x1024, 390x844 and 844x390. Checked with the test
// hook's rectangles, as the hook gives them (a fan's cards as their visible parts):
//   - nothing public overlaps (plates, piles, melds, status, message slot, buttons, hand cards);
//   - nothing lies outside the screen (the page itself never scrolls);
//   - every tap target is at least 44 CSS px on both sides on a touch screen;
//   - card indices are readable (a card at least 12 / 0.22 px tall, a fanned card's corner showing);
//   - the viewer's hand is at the bottom and the opponents sit around the table above it, spread
//     over the top and the sides in play order (clockwise), not stacked in one corner.
// Each table is checked as loaded (the person to move) and again after drawing and selecting the
// first and the last card (cards lifted, the verdict in the message slot); the last test says
// whether the status line and the buttons shown both times kept their places.
//
// Positions: computer players play whole hands in a small setup page; the match's save is then cut
// just after a meld (a played card in Three Kings) and loaded with the first seat a person's (the
// hook's `load` command), and kept when the person is to move with melds on the table and the
// most cards in the hand and on the table.
//
// Screenshots of every table go to tests/e2e/artifacts/layout/<game>-<players>p-<screen>.png;
// with RUMMY_SCREENSHOTS=1 the largest player count of every game at 1280x800, 390x844 and
// 844x390 is also written to docs/screenshots/<game>-<width>x<height>.png. RUMMY_GAMES and
// RUMMY_VIEWPORTS choose a part.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { artifacts, root, useSite, click, command, ready, state, swipe, tap, until } from './harness.mjs';
import { playTurn } from './play.mjs';

const shots = path.join(artifacts, 'layout');
const docsShots = path.join(root, 'docs', 'screenshots');
const KEEP_FOR_DOCS = process.env.RUMMY_SCREENSHOTS === '1';
const site = useSite(shots);

// RUMMY_GAMES and RUMMY_VIEWPORTS (comma-separated, e.g. "kaluki" and "390x844,844x390") run a part.
const only = (list, env, key) => (env ? list.filter((x) => env.split(',').includes(key(x))) : list);
const GAMES = only(['kentucky', 'rummy', 'three-kings', 'five-crowns', 'kaluki'], process.env.RUMMY_GAMES, (g) => g);
const VIEWPORTS = only([
  { name: '1280x800', width: 1280, height: 800, touch: false },
  { name: '1920x1080', width: 1920, height: 1080, touch: false },
  { name: '768x1024', width: 768, height: 1024, touch: true, dpr: 1 },
  { name: '390x844', width: 390, height: 844, touch: true, dpr: 2 },
  { name: '844x390', width: 844, height: 390, touch: true, dpr: 2 },
], process.env.RUMMY_VIEWPORTS, (v) => v.name);
const DOC_VIEWPORTS = new Set(['1280x800', '390x844', '844x390']);

// From web/layout.h: the index is 22% of a card's height and at least 12 px; a fanned card shows
// at least 36% of its width; touch targets are at least 44 px.
const INDEX_FRACTION = 0.22;
const MIN_INDEX_PX = 12;
const CORNER_FRACTION = 0.36;
const TOUCH_TARGET = 44;
const EPS = 0.6;  // the hook rounds to tenths of a pixel

// ---- rectangles --------------------------------------------------------------------------------

const fmt = (r) => `[${r.map((v) => Math.round(v * 10) / 10).join(', ')}]`;
const right = (r) => r[0] + r[2];
const bottom = (r) => r[1] + r[3];
const cx = (r) => r[0] + r[2] / 2;
const cy = (r) => r[1] + r[3] / 2;
function union(rs) {
  const x0 = Math.min(...rs.map((r) => r[0])), y0 = Math.min(...rs.map((r) => r[1]));
  const x1 = Math.max(...rs.map(right)), y1 = Math.max(...rs.map(bottom));
  return [x0, y0, x1 - x0, y1 - y0];
}
// The overlap of two rectangles as [w, h], or null when they only touch or are apart.
function overlap(a, b) {
  const w = Math.min(right(a), right(b)) - Math.max(a[0], b[0]);
  const h = Math.min(bottom(a), bottom(b)) - Math.max(a[1], b[1]);
  return w > EPS && h > EPS ? [w, h] : null;
}
const entries = (s, re) => Object.entries(s.rects).filter(([id, r]) => r && re.test(id));

// Everything a player sees on the table and must see whole: the plates, the piles, the melds, the
// trick, the header, the status line, the message slot, the buttons, the hand and the log.
const PUBLIC = /^(you|player:\d+|stock|discard|widow|track:\d+|track-label|trick:.+|meld:\d+|staged:\d+|card:\d+|status|message|hint|verdict|title|log|header:.+|button:.+|check:.+)$/;
// What is tapped (or dropped on): a target on a touch screen.
const TARGET = /^(button:.+|check:.+|header:.+|card:\d+|meld:\d+|track:\d+|staged:\d+|stock|discard)$/;

// At most `n` problems of one kind in full, then how many more.
function capped(list, n = 12) {
  return list.length <= n ? list : [...list.slice(0, n), `... and ${list.length - n} more of this kind`];
}

// ---- the checks: each returns a list of problems in words --------------------------------------

function checkNothingOverlaps(s) {
  const items = entries(s, PUBLIC);
  const out = [];
  for (let i = 0; i < items.length; i++) {
    for (let k = i + 1; k < items.length; k++) {
      const [a, ra] = items[i], [b, rb] = items[k];
      const o = overlap(ra, rb);
      if (o) out.push(`${a} ${fmt(ra)} overlaps ${b} ${fmt(rb)} by ${o[0].toFixed(1)}x${o[1].toFixed(1)} px`);
    }
  }
  return capped(out);
}

function checkAllOnScreen(s, vp) {
  const out = [];
  for (const [id, r] of entries(s, PUBLIC)) {
    const why = [];
    if (r[0] < -EPS) why.push(`left at ${r[0].toFixed(1)} < 0`);
    if (r[1] < -EPS) why.push(`top at ${r[1].toFixed(1)} < 0`);
    if (right(r) > vp.width + EPS) why.push(`right at ${right(r).toFixed(1)} > ${vp.width}`);
    if (bottom(r) > vp.height + EPS) why.push(`bottom at ${bottom(r).toFixed(1)} > ${vp.height}`);
    if (why.length) out.push(`${id} ${fmt(r)} reaches outside the ${vp.name} screen (${why.join(', ')})`);
  }
  return capped(out);
}

// Melds cut by the edge of the meld area as it scrolls: shorter than the tallest meld and lying on
// the area's top or bottom edge (the melds' outer bounds). Scrolling shows them whole, so their
// visible part is not held to a target's or a card's size; an area too small for any whole meld
// still fails (every meld then is as short as the tallest).
function clippedMelds(s) {
  const melds = entries(s, /^meld:\d+$/);
  if (melds.length < 2) return new Set();
  const tallest = Math.max(...melds.map(([, r]) => r[3]));
  const top = Math.min(...melds.map(([, r]) => r[1])), low = Math.max(...melds.map(([, r]) => bottom(r)));
  return new Set(melds.filter(([, r]) => r[3] < tallest - EPS && (r[1] < top + EPS || bottom(r) > low - EPS)).map(([id]) => id));
}

function checkTouchTargets(s, vp) {
  if (!vp.touch) return [];
  const out = [];
  const clipped = clippedMelds(s);
  for (const [id, r] of entries(s, TARGET)) {
    if (clipped.has(id)) continue;
    if (r[2] < TOUCH_TARGET - EPS || r[3] < TOUCH_TARGET - EPS) {
      out.push(`${id} ${fmt(r)} is ${r[2].toFixed(1)}x${r[3].toFixed(1)} px, under ${TOUCH_TARGET} px`);
    }
  }
  return capped(out);
}

// A kind of card on the table: its tallest rectangle is a whole card (the last of a fan is never
// covered), which must carry a 12 px index; every fanned card must show its corner.
function checkCardsReadable(s) {
  const out = [];
  const minHeight = MIN_INDEX_PX / INDEX_FRACTION;
  const kinds = [
    ['the hand', /^card:\d+$/, true],
    ['the discard track', /^track:\d+$/, true],
    ['the trick', /^trick:.+$/, true],
    ['the piles', /^(stock|discard)$/, false],
    ['the melds', /^meld:\d+$/, false],
  ];
  const clipped = clippedMelds(s);
  for (const [what, re, fanned] of kinds) {
    const items = entries(s, re).filter(([id]) => !clipped.has(id));
    if (!items.length) continue;
    const [tallId, tall] = items.reduce((a, b) => (b[1][3] > a[1][3] ? b : a));
    if (tall[3] < minHeight - EPS) {
      out.push(`${what}: the largest card ${tallId} ${fmt(tall)} is ${tall[3].toFixed(1)} px tall, so its index is ` +
        `${(tall[3] * INDEX_FRACTION).toFixed(1)} px (under ${MIN_INDEX_PX} px; a card needs ${minHeight.toFixed(1)} px)`);
    }
    if (!fanned) continue;
    const cardW = Math.max(...items.map(([, r]) => r[2]));
    for (const [id, r] of items) {
      if (r[2] < cardW * CORNER_FRACTION - EPS) {
        out.push(`${what}: ${id} ${fmt(r)} shows ${r[2].toFixed(1)} px of a ${cardW.toFixed(1)} px card, ` +
          `less than its corner (${(cardW * CORNER_FRACTION).toFixed(1)} px)`);
      }
    }
  }
  return capped(out);
}

// The viewer's hand at the bottom; the opponents' plates above it, around the table: one opponent
// opposite or at a side, not in a top corner; two or more spread over at least 40% of the table's
// width and not in one column; in play order after the viewer, clockwise (up the left side, along
// the top from left to right, down the right side). A log docked on the right is not the table.
function checkOpponentsAroundTable(s, vp) {
  const out = [];
  const cards = entries(s, /^card:\d+$/);
  if (!cards.length) return ['the viewer\'s hand is not on the table (no card:N rectangle)'];
  const hand = union(cards.map(([, r]) => r));
  // The table: from the screen's left edge to a log docked on the right (or the right edge), from
  // under the header's title to the hand.
  const log = s.rects.log, title = s.rects.title;
  const x1 = log && log[0] > vp.width / 2 ? log[0] : vp.width, y0 = title ? bottom(title) : 0;
  const table = [0, y0, x1, Math.max(1, hand[1] - y0)];
  const seats = [];
  for (let k = 1; k < s.names.length; k++) {
    const p = (s.viewer + k) % s.names.length;
    const r = s.rects[`player:${p}`];
    if (!r) out.push(`opponent ${s.names[p]} (player:${p}) has no plate on the table`);
    else seats.push({ id: `player:${p}`, r });
  }
  if (!seats.length) return out;
  for (const { id, r } of seats) {
    if (cy(r) >= hand[1]) out.push(`${id} ${fmt(r)} is not above the viewer's hand ${fmt(hand)}: the hand must be at the bottom`);
  }
  const xs = seats.map(({ r }) => cx(r));
  const spread = Math.max(...xs) - Math.min(...xs);
  const list = seats.map(({ id, r }) => `${id} ${fmt(r)}`).join(', ');
  if (seats.length === 1) {
    const [x, y] = [cx(seats[0].r), cy(seats[0].r)];
    const side = x < table[0] + table[2] / 4 || x > table[0] + (table[2] * 3) / 4;
    if (side && y < table[1] + table[3] / 4) {
      out.push(`the one opponent ${list} sits in a top corner of the table ${fmt(table)}, neither opposite the ` +
        'viewer nor at a side');
    }
  } else {
    if (spread < table[2] * 0.4) {
      out.push(`the opponents are bunched: their plates' centres span ${spread.toFixed(0)} px of the table's ` +
        `${table[2].toFixed(0)} px (at least 40% expected): ${list}`);
    }
    const lefts = new Map();
    for (const { r } of seats) lefts.set(Math.round(r[0]), (lefts.get(Math.round(r[0])) || 0) + 1);
    if (seats.length >= 3 && Math.max(...lefts.values()) === seats.length) out.push(`the opponents are stacked in one column: ${list}`);
    // Clockwise from the viewer at the bottom centre: the angle seen from there falls seat by seat.
    const o = [cx(table), hand[1]];
    const angle = ({ r }) => Math.atan2(o[1] - cy(r), cx(r) - o[0]);
    for (let i = 1; i < seats.length; i++) {
      if (angle(seats[i]) > angle(seats[i - 1]) + 0.02) {
        out.push(`${seats[i].id} ${fmt(seats[i].r)} plays after ${seats[i - 1].id} ${fmt(seats[i - 1].r)} but sits ` +
          'before it going clockwise around the table (up the left side, along the top, down the right side)');
      }
    }
  }
  return out;
}

// Between two moments of one turn (drawing, selecting cards, a verdict appearing) the status line,
// the message slot (verdict, hint, refusal) and every button still shown keep their places:
// nothing moves under a finger.
function checkSlotsStayPut(before, after) {
  const out = [];
  for (const [id, r] of entries(before, /^(status|message|hint|verdict|button:.+)$/)) {
    const now = after.rects[id];
    if (now && (Math.abs(now[0] - r[0]) > EPS || Math.abs(now[1] - r[1]) > EPS)) out.push(`${id} moved from ${fmt(r)} to ${fmt(now)}`);
  }
  return out;
}

// Each action has its own slot: the main action of the draw (draw from the stock) and of the
// play (meld, go down, go out) share one, taking the discard and discarding another.
function checkActionsKeepPlaces(before, after) {
  const out = [];
  for (const [was, now] of [['button:draw', 'button:meld'], ['button:draw', 'button:go-out'], ['button:take', 'button:discard']]) {
    const a = before.rects[was], b = after.rects[now];
    if (a && b && (Math.abs(a[0] - b[0]) > EPS || Math.abs(a[1] - b[1]) > EPS)) out.push(`${now} ${fmt(b)} is not where ${was} was ${fmt(a)}`);
  }
  return out;
}

// Each opponent's count of cards in hand shows on their plate (beside their fan of card backs, or
// after a small card back on a short plate: never a bare number that reads as points).
function checkCardCounts(s) {
  const out = [];
  for (const [id, plate] of entries(s, /^player:\d+$/)) {
    const count = s.rects[`count:${id.slice(7)}`];
    if (!count) out.push(`${id} ${fmt(plate)} shows no count of cards`);
    else if (count[0] < plate[0] - EPS || count[1] < plate[1] - EPS || right(count) > right(plate) + EPS || bottom(count) > bottom(plate) + EPS) {
      out.push(`count:${id.slice(7)} ${fmt(count)} is not on ${id} ${fmt(plate)}`);
    }
  }
  return capped(out);
}

// The games that mark a card laid off by someone else with a dot say what the dot means, under
// the melds, whole on the screen (the note used to be left out when the melds filled an area that
// did not scroll: dots with no word on them; and at the foot of melds that scroll it showed half a
// line: now it stands in brief under their region, where that keeps room for a row of melds, else
// in the message slot).
function checkMeldNote(s, vp) {
  if (!s.laid_off || !['kentucky', 'rummy'].includes(s.game)) return [];
  const note = s.rects['melds-note'];
  if (s.melds_note_in_message) {
    // No room under the melds: the message slot says it, unless it has something else to say.
    const busy = ['message', 'hint', 'verdict', 'letting-all-go'].some((k) => s.rects[k]);
    return note || busy ? [] : ['no note says what the coloured dots on the melds mean (the message slot is empty)'];
  }
  if (!note) return ['no note says what the coloured dots on the melds mean'];
  const melds = s.melds_scroll ? [s.rects.melds] : entries(s, /^meld:\d+$/).map(([, r]) => r);
  const out = [];
  if (note[1] < Math.max(...melds.map(bottom)) - EPS) out.push(`the note ${fmt(note)} is not under the melds`);
  if (note[0] < -EPS || right(note) > vp.width + EPS || bottom(note) > vp.height + EPS) out.push(`the note ${fmt(note)} is off the screen`);
  const status = s.rects.status;
  if (status && overlap(note, status)) out.push(`the note ${fmt(note)} overlaps the status line ${fmt(status)}`);
  return out;
}

// A computer player's level on every plate or on none: "Cleo (basic)" beside a bare "Ben" read as if
// Ben were a person (a short plate dropped the level only where it did not fit).
function checkLevels(s) {
  if (!s.plates || !s.levels) return ['the state has no plate names'];
  const computers = s.plates.map((name, p) => [name, p]).filter(([name, p]) => name !== '' && s.levels[p] !== 'human');
  const shown = computers.filter(([name, p]) => name.includes(`(${s.levels[p]})`));
  if (shown.length === 0 || shown.length === computers.length) return [];
  return [`levels on ${shown.map(([n]) => n).join(', ')} but not on ${computers.filter((c) => !shown.includes(c)).map(([n]) => n).join(', ')}`];
}

// Every line of words on an opponent's plate (the name line, the badges, the last move) is whole
// inside the plate: the hook gives each line's extent as wide as its words uncut (plate-name:P,
// plate-badges:P:K, plate-move:P:K), so a line cut short with "..." reaches past the plate's inner
// edge (PLATE_PAD, web/layout.cc MakeSeat).
const PLATE_PAD = 4;
function checkPlateLines(s) {
  const out = [];
  for (const [id, line] of entries(s, /^plate-(name|badges|move):\d+/)) {
    const p = /:(\d+)/.exec(id)[1];
    const plate = s.rects[`player:${p}`];
    if (!plate) out.push(`${id} ${fmt(line)} has no plate`);
    else if (right(line) > right(plate) - PLATE_PAD + EPS || bottom(line) > bottom(plate) + EPS || line[1] < plate[1] - EPS) {
      out.push(`${id} ${fmt(line)} is cut: it does not fit on player:${p} ${fmt(plate)}`);
    }
  }
  return capped(out);
}

// The status line says the whole sentence in its slot: a longer one is clipped there (a playtest
// read a smudge for the last words of Kentucky's "claim ... or let it go." at 390x844).
function checkStatusWhole(s) {
  const slot = s.rects.status, words = s.rects['status-words'];
  if (!slot || !words) return [];
  return bottom(words) > bottom(slot) + EPS ? [`the status line needs ${fmt(words)}, more than its slot ${fmt(slot)}`] : [];
}

// Rummy's track label keeps a space clear of the dock's words at its right: run up to them, it read
// as one sentence with the message ("…all after it K♦ comes with…"; playtest at 844x390).
function checkTrackLabelApart(s) {
  const label = s.rects['track-label'], status = s.rects.status;
  if (!label || !status || status[0] < right(label)) return [];
  return status[0] - right(label) < 12 - EPS ? [`the track's label ${fmt(label)} runs up to the status column ${fmt(status)}`] : [];
}

const CHECKS = [
  ['every computer player\'s level shows, or none', checkLevels],
  ['the lay-off dots are explained', checkMeldNote],
  ['nothing overlaps', checkNothingOverlaps],
  ['each opponent shows how many cards they hold', checkCardCounts],
  ['everything is on the screen', checkAllOnScreen],
  ['touch targets are 44 px', checkTouchTargets],
  ['card indices are readable', checkCardsReadable],
  ['opponents sit around the table', checkOpponentsAroundTable],
  ['no line on a plate is cut', checkPlateLines],
  ['the status line is whole', checkStatusWhole],
  ['the track\'s label stands apart from the dock', checkTrackLabelApart],
];

function problemsOf(s, vp, when) {
  const out = [];
  for (const [name, check] of CHECKS) {
    for (const p of check(s, vp)) out.push(`${when}: ${name}: ${p}`);
  }
  return out;
}

// Each check finds what it looks for in made-up rectangles, and passes a clean table: a 390x844
// touch screen, two opponents at the top corners, the piles, one meld, two hand cards.
test('the layout checks name what is wrong: an overlap, a part off the screen, a small target, a small card, bunched or misordered opponents, a button that moved', () => {
  const vp = VIEWPORTS.find((v) => v.name === '390x844') || { name: '390x844', width: 390, height: 844, touch: true };
  const clean = {
    viewer: 0, names: ['You', 'Ada', 'Ben'], plates: ['', 'Ada (basic)', 'Ben (easy)'], levels: ['human', 'basic', 'easy'],
    rects: {
      'player:1': [10, 60, 120, 60], 'player:2': [260, 60, 120, 60], 'count:1': [90, 64, 20, 16], 'count:2': [340, 64, 20, 16],
      stock: [100, 200, 60, 84], discard: [180, 200, 60, 84],
      'meld:0': [100, 320, 120, 84], status: [10, 420, 370, 20], 'button:discard': [10, 450, 120, 48],
      'card:0': [10, 560, 50, 100], 'card:1': [60, 560, 70, 100],
    },
  };
  const run = (rects) => CHECKS.flatMap(([, check]) => check({ ...clean, rects: { ...clean.rects, ...rects } }, vp));
  assert.deepEqual(run({}), []);
  assert.match(run({ 'meld:0': [100, 410, 120, 84] }).join('\n'), /meld:0 \[100, 410, 120, 84\] overlaps status/);
  assert.match(run({ 'card:1': [60, 760, 70, 100] }).join('\n'), /card:1 .* reaches outside the 390x844 screen \(bottom at 860/);
  assert.match(run({ 'button:discard': [10, 450, 120, 30] }).join('\n'), /button:discard .* is 120.0x30.0 px, under 44 px/);
  assert.match(run({ stock: [100, 200, 36, 50], discard: [180, 200, 36, 50] }).join('\n'), /index is 11.0 px/);
  assert.match(run({ 'card:0': [10, 560, 15, 100] }).join('\n'), /card:0 .* shows 15.0 px of a 70.0 px card/);
  assert.match(run({ 'player:2': [10, 130, 120, 60] }).join('\n'), /bunched/);
  assert.match(run({ 'player:1': [260, 60, 120, 60], 'player:2': [10, 60, 120, 60] }).join('\n'), /player:2 .* plays after player:1/);
  assert.deepEqual(run({ 'status-words': [10, 420, 370, 20] }), []);
  const labelBy = (w) => checkTrackLabelApart({ rects: { status: [500, 100, 300, 20], 'track-label': [100, 300, w, 16] } });
  assert.deepEqual(labelBy(385), []);
  assert.match(labelBy(395).join('\n'), /the track's label \[100, 300, 395, 16\] runs up to the status column/);
  assert.match(run({ 'status-words': [10, 420, 370, 44] }).join('\n'), /the status line needs \[10, 420, 370, 44\], more than its slot/);
  assert.match(run({ 'player:1': [10, 600, 120, 60], 'count:1': [90, 604, 20, 16] }).join('\n'), /player:1 .* is not above the viewer's hand/);
  assert.match(run({ 'count:2': undefined }).join('\n'), /player:2 .* shows no count of cards/);
  assert.match(run({ 'count:1': [125, 64, 20, 16] }).join('\n'), /count:1 .* is not on player:1/);
  assert.deepEqual(run({ 'plate-name:1': [14, 64, 70, 17], 'plate-move:1:0': [14, 100, 112, 17] }), []);
  assert.match(run({ 'plate-move:1:0': [14, 100, 120, 17] }).join('\n'), /plate-move:1:0 .* is cut: it does not fit on player:1/);
  // A meld cut by the scrolling area's edge is not a small target; melds all cut that short are.
  assert.deepEqual(run({ 'meld:1': [230, 380, 120, 24] }), []);
  assert.match(run({ 'meld:0': [100, 320, 120, 24], 'meld:1': [230, 320, 120, 24] }).join('\n'), /meld:0 .* under 44 px[^]*index is 5.3 px/);
  // A level on one computer player's plate and not on the other's; on neither is fine.
  const plates = (names) => checkLevels({ ...clean, plates: names });
  assert.deepEqual(plates(['', 'Ada', 'Ben']), []);
  assert.match(plates(['', 'Ada (basic)', 'Ben']).join('\n'), /levels on Ada \(basic\) but not on Ben/);
  // A button that moves between two moments of a turn.
  assert.deepEqual(checkSlotsStayPut(clean, { rects: { ...clean.rects, 'button:meld': [140, 450, 120, 48] } }), []);
  assert.match(checkSlotsStayPut(clean, { rects: { ...clean.rects, 'button:discard': [10, 500, 120, 48] } }).join(), /button:discard moved from \[10, 450, 120, 48\] to \[10, 500, 120, 48\]/);
  // One opponent: opposite or at a side, not in a top corner.
  const alone = (r) => checkOpponentsAroundTable({ ...clean, names: ['You', 'Ada'], rects: { ...clean.rects, 'player:2': undefined, 'player:1': r } }, vp);
  assert.deepEqual(alone([135, 60, 120, 60]), []);
  assert.deepEqual(alone([10, 230, 80, 60]), []);
  assert.match(alone([10, 60, 80, 30]).join('\n'), /the one opponent player:1 .* sits in a top corner/);
});

// ---- positions ---------------------------------------------------------------------------------

const NAMES = ['Ada', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kim', 'Lou', 'Max', 'Ned'];
// The hand set up: Five Crowns' last (13 cards each), the first elsewhere.
const HAND = { 'five-crowns': 11 };
const MELDING = /^(meld |down (?!discard)|layoff |kentucky |rummy |exchange )/;
const PLAYED = /^play /;

// A match record (core/match/match.h) of computer players, or with the first seat a person's.
function record(game, players, seed, moves, person) {
  return {
    format: 'rummy-parlor-match', version: 1,
    seats: NAMES.slice(0, players).map((name, i) => (i === 0 && person ? { name: 'You', level: 'human' } : { name, level: 'basic' })),
    save: { format: 'rummy-parlor-save', version: 1, game, players, options: {}, seed: String(seed), moves },
  };
}

let setupPage = null;
async function setup() {
  if (!setupPage) {
    // Small: it only runs the computer players (software WebGL draws every pixel of every frame).
    const context = await site.browser.newContext({ viewport: { width: 480, height: 360 } });
    setupPage = await context.newPage();
    await setupPage.goto(`${site.url}?test=1`);
    await ready(setupPage);
  }
  return setupPage;
}

// The smallest and the largest player count, as the lobby offers them.
const counts = new Map();
async function playerCounts(game) {
  if (!counts.has(game)) {
    const page = await setup();
    await command(page, { lobby: game });
    const s = await until(page, (x) => x.screen === 'lobby' && x.game === game, `the lobby showing ${game}`);
    const offered = Object.keys(s.rects).filter((id) => id.startsWith('players:')).map((id) => Number(id.slice(8)));
    counts.set(game, offered.length ? [Math.min(...offered), Math.max(...offered)] : [s.seats.length]);
  }
  return counts.get(game);
}

// The save of a match part-way into a hand with melds on the table (a trick in Three Kings), the
// person in the first seat to move.
const positions = new Map();
function position(game, players) {
  const key = `${game}/${players}`;
  if (!positions.has(key)) positions.set(key, findPosition(game, players));
  return positions.get(key);
}

async function findPosition(game, players) {
  const page = await setup();
  const tricks = game === 'three-kings';
  const tried = [];
  for (const seed of [3, 4, 5]) {
    // Each hand played to its end; loading the save again deals the next one and plays it.
    let match = record(game, players, seed, [], false), start = 0, s;
    for (let h = 1; ; h++) {
      await command(page, { load: match });
      s = await until(page, (x) => x.screen === 'summary', `${game} hand ${h} to be played by the computer players`, 60000);
      if (h >= (HAND[game] || 1) || s.over) break;
      start = s.moves;
      match = s.save;
    }
    const full = JSON.parse(s.save);
    const moves = full.save.moves;
    const cuts = [];
    for (let i = start; i < moves.length; i++) if ((tricks ? PLAYED : MELDING).test(moves[i])) cuts.push(i + 1);
    // Eight cuts spread over the hand; of those that leave the person to move with melds (a
    // trick), the one with the most cards in the hand times the cards on the table: a full hand
    // and many melds, as in the middle of a hand.
    let best = null;
    const step = Math.max(1, cuts.length / 8);
    for (let k = cuts.length - 1; k >= 0; k -= step) {
      const cut = cuts[Math.round(k)];
      const r = record(game, players, seed, [], true);
      r.save = { ...full.save, moves: moves.slice(0, cut) };
      delete r.save.check;
      const answer = await command(page, { load: r });
      if (answer.error) throw new Error(`the hook refused a cut of ${game}'s save: ${answer.error}`);
      const t = await state(page);
      if (t.screen === 'table' && t.my_move && t.hand.length > 0 && (tricks ? t.trick > 0 : t.melds.length > 0)) {
        const score = t.hand.length * (tricks ? t.trick : t.melds.join(' ').split(' ').length);
        if (!best || score > best.score) best = { score, save: t.save };
      } else {
        tried.push(`seed ${seed} cut ${cut}: ${t.screen}, my move ${t.my_move}, ${t.melds.length} melds, trick ${t.trick}`);
      }
    }
    if (best) return best.save;
  }
  throw new Error(`no position of ${game} for ${players} players with ${tricks ? 'a trick' : 'melds'} on the table and ` +
    `the person to move: ${tried.join('; ')}`);
}

// The tests below load their matches (`load`) with seat names of their own; a match started as
// the lobby starts one must reach the table at the largest count too, each seat named apart.
test('every game starts at its largest player count with a person and computer players, every seat named apart', async () => {
  const page = await setup();
  const problems = [];
  for (const game of GAMES) {
    const counts = await playerCounts(game);
    const most = counts[counts.length - 1];
    const seats = ['human', ...Array(most - 1).fill('basic')];
    const answer = await command(page, { start: { game, seats, seed: 1 } });
    const s = await state(page);
    if (answer.error) problems.push(`${game} with ${most} players does not start: ${answer.error}`);
    else if (s.screen !== 'table' || s.names.length !== most) problems.push(`${game} with ${most} players: ${s.screen}, ${s.names.length} seats`);
    else if (new Set(s.names).size !== most) problems.push(`${game} with ${most} players: two seats share a name (${s.names.join(', ')})`);
  }
  assert.deepEqual(problems, []);
});

// ---- one page per screen -----------------------------------------------------------------------

const pages = new Map();
async function pageFor(vp) {
  if (!pages.has(vp.name)) {
    const options = { viewport: { width: vp.width, height: vp.height } };
    // Phones at their usual 2 device pixels per CSS pixel (sharp screenshots); the tablet at 1,
    // which lays out the same CSS pixels and draws a quarter of the pixels.
    if (vp.touch) Object.assign(options, { hasTouch: true, isMobile: true, deviceScaleFactor: vp.dpr });
    const context = await site.browser.newContext(options);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    await page.goto(`${site.url}?test=1`);
    await ready(page);
    pages.set(vp.name, { page, errors, context });
  }
  return pages.get(vp.name);
}
after(async () => {
  for (const { context } of pages.values()) await context.close();
  await setupPage?.context().close();
});

// Presses a rectangle as a player on that screen would (a tap on a touch screen), if it is on the
// screen; otherwise says why not.
async function pressIfShown(page, vp, id) {
  const s = await state(page);
  const r = s.rects[id];
  if (!r) return `there is no ${id} to press`;
  if (cx(r) < 0 || cx(r) > vp.width || cy(r) < 0 || cy(r) > vp.height) return `${id} ${fmt(r)} cannot be pressed: its centre is off the screen`;
  await (vp.touch ? tap : click)(page, id);
  return '';
}

// A touch screen's page of its own with the larger cards and text on (the settings are kept for
// the site, so the shared pages keep the usual text): { context, page, errors }.
async function largeTextPage(vp) {
  const context = await site.browser.newContext({ viewport: { width: vp.width, height: vp.height }, hasTouch: true, isMobile: true,
    deviceScaleFactor: vp.dpr });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${site.url}?test=1`);
  await ready(page);
  await page.evaluate(() => localStorage.setItem('rummy-parlor:settings',
    JSON.stringify({ sound: false, four_colour: false, large: true, contrast: false })));
  await page.reload();
  await ready(page);
  assert.ok((await state(page)).settings.large, 'the larger text is on');
  return { context, page, errors };
}

async function screenshot(page, vp, game, players, most) {
  const png = await page.screenshot({ path: path.join(shots, `${game}-${players}p-${vp.name}.png`) });
  if (KEEP_FOR_DOCS && most && DOC_VIEWPORTS.has(vp.name)) {
    fs.mkdirSync(docsShots, { recursive: true });
    fs.writeFileSync(path.join(docsShots, `${game}-${vp.name}.png`), png);
  }
}

// What moved within a turn, collected by the tests of each screen for the last test.
const moved = [];

for (const vp of VIEWPORTS) {
  for (const game of GAMES) {
    test(`${game} at ${vp.name}${vp.touch ? ' (touch)' : ''}: at its smallest and largest player count, part-way into a hand, nothing overlaps, all on screen, targets and cards big enough, opponents around the table`, async (t) => {
      const [least, most] = await playerCounts(game);
      for (const players of most === undefined ? [least] : [least, most]) {
        await t.test(`${players} players`, async () => {
          const save = await position(game, players);
          const { page, errors } = await pageFor(vp);
          const answer = await command(page, { load: save });
          assert.equal(answer.error, undefined, `the position loads: ${answer.error}`);
          let s = await until(page, (x) => x.screen === 'table' && x.my_move && x.paused, 'the person to move');
          const loaded = s;
          const problems = problemsOf(s, vp, 'as loaded');
          // Draw (a tap on the stock), then select the first and the last card (Three Kings: the
          // first): lifted cards, in each row of a fan in rows, and the verdict shown.
          let pressed = '';
          if (s.rects['button:draw'] && !s.asked) {
            pressed = await pressIfShown(page, vp, 'stock');
            const drawn = await state(page);
            if (!pressed && drawn.moves === s.moves) pressed = `a ${vp.touch ? 'tap' : 'click'} on the stock ${fmt(s.rects.stock)} drew nothing (${drawn.status})`;
            // The card just drawn stands raised until the hand next changes.
            else if (!pressed && drawn.fresh.length !== 1) pressed = `after a draw ${drawn.fresh.length} cards are marked as just drawn (${drawn.fresh})`;
          }
          if (!pressed) pressed = await pressIfShown(page, vp, 'card:0');
          const held = (await state(page)).hand.length;
          if (!pressed && game !== 'three-kings' && held > 1) pressed = await pressIfShown(page, vp, `card:${held - 1}`);
          if (pressed) problems.push(`drawing and selecting: ${pressed}`);
          s = await state(page);
          const when = `after drawing and selecting ${s.selected.length} cards`;
          problems.push(...problemsOf(s, vp, when));
          // The discard pile's count ("17 · dead" at 844x390 touched the melds beside it) keeps 2 px clear of every meld.
          const label = s.rects['discard-label'];
          if (!label && vp.name === '844x390' && game === 'kentucky') problems.push(`${when}: the discard's count reports no extent (discard-label)`);
          for (const [id, r] of label ? entries(s, /^meld:\d+$/) : []) {
            if (overlap([label[0], label[1], label[2] + 2, label[3]], r)) problems.push(`${when}: the discard's count ${fmt(label)} touches ${id} ${fmt(r)}`);
          }
          moved.push(...checkSlotsStayPut(loaded, s).map((p) => `${game}, ${players} players, ${vp.name}, ${when}: ${p}`));
          moved.push(...checkActionsKeepPlaces(loaded, s).map((p) => `${game}, ${players} players, ${vp.name}, ${when}: ${p}`));
          // The player's own line over the hand, as an opponent's plate: their name and score.
          if (!s.rects.you) problems.push('the player has no line of their own (name and score) over the hand');
          else if (!/\d/.test(s.you)) problems.push(`the player's own line says no score: "${s.you}"`);
          // Drawn whole, if need be a little smaller (Three Kings' "7 of 15 trick points, 0 game
          // points" at 844x390 was cut to "0 game p...").
          const words = s.rects['you-words'];
          if (!words) problems.push(`the player's own line reports no extent for its words (you-words): "${s.you}"`);
          else if (words[0] + words[2] > s.rects.you[0] + s.rects.you[2] + 0.5) {
            problems.push(`the player's own line is cut: "${s.you}" needs ${fmt(words)} in ${fmt(s.rects.you)}`);
          }
          // A hand kept sorted puts the card just drawn in its place: sorting it again changes nothing.
          if (vp.name === '1280x800' && s.fresh.length === 1 && game !== 'three-kings') {
            const before = s.hand.join(' ');
            await click(page, 'button:menu');
            await click(page, 'button:sort-suit');
            const sorted = await state(page);
            if (sorted.hand.join(' ') !== before) problems.push(`the card just drawn is out of its sorted place: ${before}, sorted ${sorted.hand.join(' ')}`);
          }
          problems.push(...errors.splice(0).map((e) => `console error: ${e}`));
          await screenshot(page, vp, game, players, players === (most ?? least));
          // No room for the dots' note under the melds: with nothing selected (and nothing else to
          // say), the message slot says it.
          if (s.laid_off && s.melds_note_in_message) {
            // A tap on each card of a selected face (twins: the one tapped may be the other, then
            // a second tap puts it back).
            const press = vp.touch ? tap : click;
            let clear = s;
            for (let i = 0; i < s.hand.length && clear.selected.length > 0; i++) {
              if (!clear.selected.includes(s.hand[i])) continue;
              await press(page, `card:${i}`);
              const after = await state(page);
              if (after.selected.length > clear.selected.length) await press(page, `card:${i}`);
              clear = await state(page);
            }
            if (clear.selected.length > 0) problems.push(`the selection could not be cleared: ${clear.selected}`);
            else if (!['message', 'hint', 'verdict', 'letting-all-go', 'melds-note'].some((k) => clear.rects[k])) problems.push('with nothing selected, the message slot does not say what the dots mean');
            await page.screenshot({ path: path.join(shots, `${game}-${players}p-${vp.name}-dots-note.png`) });
          }
          // Melds that scroll: a swipe up over them scrolls them and taps none (a playtest's swipe
          // was read as a tap on a meld: "Select one card of your hand, then tap the meld...").
          if (vp.touch && s.melds_scroll) {
            const first = entries(s, /^meld:\d+$/)[0];
            const from = { x: first[1][0] + first[1][2] / 2, y: first[1][1] + first[1][3] / 2 };
            await swipe(page, from, { x: from.x, y: from.y - 60 });
            let swiped = await state(page);
            // Melds kept scrolled to their foot scroll the other way.
            if (entries(swiped, /^meld:\d+$/).every(([id, r]) => s.rects[id] && r[1] === s.rects[id][1])) {
              await swipe(page, from, { x: from.x, y: from.y + 60 });
              swiped = await state(page);
            }
            if (swiped.message !== s.message) problems.push(`a swipe on the melds said "${swiped.message}"`);
            if (swiped.moves !== s.moves) problems.push('a swipe on the melds made a move');
            const moved = entries(swiped, /^meld:\d+$/).some(([id, r]) => !s.rects[id] || r[1] !== s.rects[id][1]);
            if (!moved) problems.push('a swipe up on the melds did not scroll them');
            // A game loaded while the melds are scrolled opens with them at their top, under the
            // first owner's name (a new game kept the last one's scroll: its first row cut).
            const topOf = (x) => Math.min(...entries(x, /^meld:\d+$/).map(([, r]) => r[1]));
            if (topOf(swiped) <= swiped.rects.melds[1] + EPS) {
              const reloaded = await command(page, { load: save });
              assert.equal(reloaded.error, undefined, `the position loads again: ${reloaded.error}`);
              const again = await until(page, (x) => x.screen === 'table' && x.my_move && x.paused, 'the person to move');
              if (topOf(again) <= again.rects.melds[1] + EPS) {
                problems.push(`loaded again after a swipe on the melds, the first meld's top is at ${topOf(again)}: cut by the melds' top ${again.rects.melds[1]}`);
              }
            }
          }
          assert.ok(problems.length === 0, `${game}, ${players} players, ${vp.name}:\n  ${problems.join('\n  ')}`);
        });
      }
    });
  }
}

// A playtest on phones: Kentucky's plates at 4 to 6 players cut their last move short ("draws from
// t..."). Through a hand's first turns (draws, discards, discards let go, going down, lay-offs,
// May I calls), at each of the person's turns, no line on any plate is cut, in both orientations,
// with the usual and the larger text.
for (const vp of VIEWPORTS.filter((v) => ['390x844', '844x390'].includes(v.name))) {
  test(`Kentucky at ${vp.name}: with 4, 5 and 6 players no plate line is cut, whatever the last move, with either text size`, async () => {
    const problems = [];
    let moveLines = 0;
    const through = async (page, errors, tag) => {
      for (const players of [4, 5, 6]) {
        await command(page, { start: { game: 'kentucky', seats: ['human', ...Array(players - 1).fill('basic')], seed: 4 } });
        let plates = null;
        for (let turn = 0; turn < 14; turn++) {
          const s = await until(page, (x) => x.paused && (x.screen !== 'table' || x.my_move), 'the person\'s move', 60000);
          if (s.screen !== 'table') break;
          problems.push(...checkPlateLines(s).map((p) => `${players} players${tag}, turn ${turn}: ${p}`));
          // On a phone on its side the plates keep their size and place from turn to turn (a playtest saw them move).
          const now = entries(s, /^player:\d+$/).map(([id, r]) => `${id} ${fmt(r)}`).join(', ');
          if (vp.name === '844x390' && plates && now !== plates) problems.push(`${players} players${tag}, turn ${turn}: the plates moved: ${plates} to ${now}`);
          plates = now;
          moveLines += entries(s, /^plate-move:/).length;
          if (turn === 5) await page.screenshot({ path: path.join(shots, `kentucky-plates-${players}p-${vp.name}${tag ? '-large' : ''}.png`) });
          await playTurn(page, s);
        }
      }
      problems.push(...errors.splice(0).map((e) => `console error${tag}: ${e}`));
    };
    const { page, errors } = await pageFor(vp);
    await through(page, errors, '');
    const large = await largeTextPage(vp);
    await through(large.page, large.errors, ', larger text');
    await large.context.close();
    assert.ok(moveLines > 0, 'the plates showed last moves (plate-move lines in the hook)');
    assert.ok(problems.length === 0, problems.join('\n'));
  });
}

// The table's menu on a phone on its side ran below the screen (14 items of 44 px on a 390 px
// screen): "Leave the table" could not be reached. Every item is on the screen and a touch target
// at every size, and the last one, Leave, takes a tap.
test('the table\'s menu shows every item on the screen at every size, and its last item can be tapped', async () => {
  const problems = [];
  for (const vp of VIEWPORTS) {
    const { page } = await pageFor(vp);
    await command(page, { start: { game: 'kentucky', seats: ['human', 'basic', 'basic'], seed: 2 } });
    await until(page, (x) => x.screen === 'table' && x.paused, 'the table');
    await (vp.touch ? tap : click)(page, 'button:menu');
    const s = await until(page, (x) => x.rects['button:leave'] && x.paused, 'the menu open');
    const items = entries(s, /^(button|check):/).filter(([id]) => id !== 'button:menu' && !/^button:(draw|take|meld|discard|group|pass|mayi|kentucky|go-out|undo)$/.test(id));
    if (items.length < 10) problems.push(`${vp.name}: only ${items.length} menu items (${items.map(([id]) => id)})`);
    for (const [id, r] of items) {
      if (r[0] < -EPS || r[1] < -EPS || right(r) > vp.width + EPS || bottom(r) > vp.height + EPS) problems.push(`${vp.name}: ${id} ${fmt(r)} is off the screen`);
      if (vp.touch && r[3] < TOUCH_TARGET - EPS) problems.push(`${vp.name}: ${id} ${fmt(r)} is under ${TOUCH_TARGET} px tall`);
    }
    await page.screenshot({ path: path.join(shots, `menu-${vp.name}.png`) });
    await (vp.touch ? tap : click)(page, 'button:leave');
    const left = await until(page, (x) => x.paused, 'the tap on Leave');
    if (left.screen !== 'lobby') problems.push(`${vp.name}: a ${vp.touch ? 'tap' : 'click'} on Leave the table left ${left.screen} on the screen`);
  }
  assert.deepEqual(problems, []);
});

// The fixed slots (beyond its "Done when" list, so a test of its own): between the table
// as loaded and after drawing and selecting cards, the status line and the buttons shown both
// times kept their places.
test('within a turn the status line and the buttons keep their places (fixed slots), at every screen above', () => {
  assert.ok(moved.length === 0, `moved within a turn:\n  ${moved.join('\n  ')}`);
});

// The end of a hand: the scores scroll above "Next hand", which stays on the screen at every size
// (six players' melds and the sheet are taller than a phone on its side).
test('the next hand\'s summary opens at its top, wherever the last one was left', async () => {
  const vp = VIEWPORTS.find((v) => v.name === '390x844') ?? VIEWPORTS[0];
  const { page } = await pageFor(vp);
  await command(page, { load: record('kentucky', 6, 5, [], false) });
  const first = await until(page, (x) => x.screen === 'summary', 'a hand of Kentucky played by the computer players', 60000);
  const top = first.rects.summary;
  assert.ok(top, 'the summary\'s title');
  // Scroll the summary well down, then on to the next hand.
  const r = first.rects.summary;
  await page.mouse.move(r[0] + 20, r[1] + 200);
  for (let i = 0; i < 10; ++i) await page.mouse.wheel(0, 400);
  const scrolled = await until(page, (x) => x.rects.summary && x.rects.summary[1] < top[1] - 50, 'the summary scrolled down', 5000);
  await tap(page, 'button:next-hand');
  const second = await until(page, (x) => x.screen === 'summary' && x.hands_done > first.hands_done,
    'the next hand played by the computer players', 90000);
  await page.screenshot({ path: path.join(shots, `summary-next-hand-top-${vp.name}.png`) });
  assert.ok(Math.abs(second.rects.summary[1] - top[1]) <= EPS,
    `the title at ${second.rects.summary[1]}, not at the top ${top[1]} (the last summary was left at ${scrolled.rects.summary[1]})`);
});

test('the end-of-hand summary keeps "Next hand" on the screen at every size', async () => {
  const problems = [];
  for (const vp of VIEWPORTS) {
    const { page } = await pageFor(vp);
    await command(page, { load: record('kentucky', 6, 3, [], false) });
    const s = await until(page, (x) => x.screen === 'summary', 'a hand of Kentucky played by the computer players', 60000);
    const r = s.rects['button:next-hand'];
    if (!r) problems.push(`${vp.name}: no Next hand button`);
    else if (r[1] < -EPS || bottom(r) > vp.height + EPS) problems.push(`${vp.name}: Next hand ${fmt(r)} is off the ${vp.height} px screen`);
    await page.screenshot({ path: path.join(shots, `summary-kentucky-6p-${vp.name}.png`) });
  }
  assert.deepEqual(problems, []);
});

// A playtest on a phone: with six or more players the score sheet's headers were cut ("H…",
// "Cl…", and "Tota" in the hand column). Every header and the Total are whole inside their
// columns, for 6 and 8 players, at every size, and on the phones with the larger text too.
// Three Kings' last row is labelled "Game points": under rows of trick points, "Total" read as
// the sum of the rows above it (5, 8 and 7 over a total of 0: playtest).
test('the score sheet\'s headers, its Total and every player\'s total are whole at every size, with 6, 8 and 14 players, and Three Kings\' game points', async () => {
  const problems = [];
  const within = (a, b) => a[0] >= b[0] - EPS && right(a) <= right(b) + EPS && a[1] >= b[1] - EPS && bottom(a) <= bottom(b) + EPS;
  const check = (s, what) => {
    const cols = Object.keys(s.rects).filter((id) => id.startsWith('score-col:')).length;
    if (cols === 0) problems.push(`${what}: no score sheet`);
    for (let c = 0; c < cols; c++) {
      const col = s.rects[`score-col:${c}`], head = s.rects[`score-head:${c}`];
      if (!head || !within(head, col)) problems.push(`${what}: header ${c} ${head && fmt(head)} is cut by its column ${fmt(col)}`);
    }
    // Every total whole inside its player's column (eight players' "-135" with the larger text
    // on a phone were cut to "-13").
    for (let c = 1; c < cols; c++) {
      const v = s.rects[`score-total:${c}`], col = s.rects[`score-col:${c}`];
      if (!v || v[0] < col[0] - EPS || right(v) > right(col) + EPS) problems.push(`${what}: total ${c} ${v && fmt(v)} is cut by its column ${fmt(col)}`);
    }
    // The Total on one line (as tall as the header "Hand"), across inside its column.
    const t = s.rects['score-total'], cell = s.rects['score-total-cell'], hand = s.rects['score-head:0'];
    if (!t || t[0] < cell[0] - EPS || right(t) > right(cell) + EPS || t[3] > hand[3] + EPS) {
      problems.push(`${what}: Total ${t && fmt(t)} is cut or wrapped by its column ${cell && fmt(cell)}`);
    }
  };
  // A hand played by the computer players; the summary scrolled down to the sheet for the screenshot.
  const sheetOf = async (page, vp, game, players, tag) => {
    await command(page, { load: record(game, players, 3, [], false) });
    const s = await until(page, (x) => x.screen === 'summary', `a hand of ${game} for ${players}`, 60000);
    check(s, `${vp.name}${tag}, ${game} for ${players}`);
    const label = game === 'three-kings' ? 'Game points' : 'Total';
    if (s.sheet_total !== label) problems.push(`${vp.name}${tag}, ${game}: the last row is labelled "${s.sheet_total}", not "${label}"`);
    // Three Kings' row above it adds up the set under way (how near 15 each player is), whole in
    // each column; after this first hand it is that hand's row, unless the hand ended the first
    // set (then a game point was won and the row is not shown: the points are the next set's). No
    // other game has such a row.
    if (game === 'three-kings') {
      const set = s.sheet_running_values, first = s.sheet_hands[0];
      if (s.sheet_running === 'This set') {
        if (JSON.stringify(set) !== JSON.stringify(first)) problems.push(`${vp.name}${tag}: This set ${set} is not the first hand's ${first}`);
        for (let c = 1; c <= players; c++) {
          const v = s.rects[`score-running:${c}`], col = s.rects[`score-col:${c}`];
          if (!v || v[0] < col[0] - EPS || right(v) > right(col) + EPS) problems.push(`${vp.name}${tag}: This set ${c} ${v && fmt(v)} is cut by its column ${fmt(col)}`);
        }
      } else if (s.sheet_running !== '' || s.rects['score-running'] || s.totals.reduce((a, b) => a + b, 0) !== 1) {
        problems.push(`${vp.name}${tag}: no This set row (${s.sheet_running}) though no set ended (game points ${s.totals})`);
      }
    } else if (s.sheet_running !== '' || s.rects['score-running']) {
      problems.push(`${vp.name}${tag}, ${game}: a row above the total (${s.sheet_running})`);
    }
    const r = s.rects.summary;
    await page.mouse.move(r[0] + 20, r[1] + 200);
    let seen = s;
    for (let i = 0; i < 40 && bottom(seen.rects['score-total']) > seen.rects['button:next-hand'][1]; ++i) {
      await page.mouse.wheel(0, 400);
      seen = await until(page, (x) => x.paused, 'the scroll');
    }
    await page.screenshot({ path: path.join(shots, `score-sheet-${game}-${players}p-${vp.name}${tag}.png`) });
  };
  for (const vp of VIEWPORTS) {
    const { page } = await pageFor(vp);
    await sheetOf(page, vp, 'kentucky', 6, '');
    await sheetOf(page, vp, 'rummy', 8, '');
    await sheetOf(page, vp, 'five-crowns', 14, '');
    await sheetOf(page, vp, 'three-kings', 3, '');
  }
  for (const vp of VIEWPORTS.filter((v) => v.touch && v.dpr === 2)) {
    const { context, page } = await largeTextPage(vp);
    await sheetOf(page, vp, 'kentucky', 6, '-large');
    await sheetOf(page, vp, 'rummy', 8, '-large');
    await context.close();
  }
  assert.deepEqual(problems, []);
});

// Kentucky's claim prompts, the game's longest status lines, whole in their slot at every screen
// (a playtest at 390x844 read a smudge for the last words, clipped under the countdown): both
// claims open (May I, and Kentucky onto the person's own set of fours), and May I alone for a
// player down to one card, which says why Kentucky is not offered.
const BOTH_CLAIMS = {
  format: 'rummy-position',
  version: 1,
  game: 'kentucky',
  options: {},
  players: 4,
  seed: '1',
  hand_number: 1,
  dealer: 1,
  turn: 3,
  phase: 'draw',
  hands: [['2S', '6D', '3S', 'QS', '9D'], ['TC', '6S', '6C', 'JK', 'TD', '3D', 'JK'], ['7C', '3C', '4S', '2C', '7S', '8D', '8C', 'AC', '4C', '9S', '3S', 'QS', '2D', '5D', '4D'], ['9H', 'TS', 'TC', '6H', 'TD', '8H', '7H', 'KD', 'AD', 'QD', 'JH']],
  stock: ['QC', '7D', 'KH', 'TH', '6C', 'JD', '2H', '8S', 'AD', '6S', '2D', 'KS', '5C', '4H', 'TS', 'KD', '7D', 'QD', 'QH', '7H', '3D', 'JC', '6D', '2H', 'AH', '8C', '3H', '2C', 'QC', 'QH', '3C', 'JK', '7C', '7S', 'JK', '9C', '8D', 'AS', '3H', '5C', '5D', '6H', '5S', 'JC'],
  discard: ['KC', 'AS', 'KS', '2S', 'AH', 'KH', 'JH', 'TH', '8S', '8H', 'KC', 'AC', '4D'],
  melds: [{ owner: 1, cards: ['5H', '5H', '5S'], laid_by: [1, 1, 1] }, { owner: 1, cards: ['9C', '9D', '9S', '9H'], laid_by: [1, 1, 1, 0] }, { owner: 0, cards: ['4C', '4H', '4S'], laid_by: [0, 0, 0] }, { owner: 0, cards: ['JD', 'JS', 'JS'], laid_by: [0, 0, 0] }],
  taken: null,
  stock_turnovers: 0,
  totals: [0, 0, 0, 0],
  scores: [],
  winners: [],
  down: [true, true, false, false],
  may_i: [0, 1, 2, 0],
  discard_open: true,
  asked: 0,
  discard_dead: false,
  went_down_this_turn: false,
  extra_hand: false,
};

const ONE_CARD = {
  ...BOTH_CLAIMS,
  hands: [['9D'], ...BOTH_CLAIMS.hands.slice(1)],
  stock: [...BOTH_CLAIMS.stock, '2S', '6D', '3S', 'QS'],
};

test('Kentucky: the claim prompts (May I and Kentucky; May I alone, down to one card) are whole at every screen, with nothing overlapping', async () => {
  const problems = [];
  for (const vp of VIEWPORTS) {
    const { page } = await pageFor(vp);
    for (const [name, start] of [['both-claims', BOTH_CLAIMS], ['one-card', ONE_CARD]]) {
      const match = {
        format: 'rummy-parlor-match', version: 1,
        seats: [{ name: 'You', level: 'human' }, ...['Ada', 'Ben', 'Cleo'].map((n) => ({ name: n, level: 'basic' }))],
        save: { format: 'rummy-parlor-save', version: 2, game: 'kentucky', players: 4, options: {}, seed: '1', start, moves: [] },
      };
      const answer = await command(page, { load: match });
      assert.equal(answer.error, undefined, `the position loads: ${answer.error}`);
      const s = await until(page, (x) => x.screen === 'table' && x.asked && x.paused, 'the claim prompt');
      if (name === 'both-claims') assert.ok(s.rects['button:mayi'] && s.rects['button:kentucky'], `both claims are offered: ${s.status}`);
      else assert.match(s.status, /May I .*Kentucky needs at least 2 cards in hand/, s.status);
      // A prompt with a Kentucky call waits the full time; one with only a May I (a penalty card,
      // offered after almost every discard) holds play for less.
      assert.equal(s.claim_seconds, name === 'both-claims' ? 12 : 6, `${name}: the prompt's wait`);
      problems.push(...problemsOf(s, vp, `${name} at ${vp.name}`));
      await page.screenshot({ path: path.join(shots, `kentucky-${name}-${vp.name}.png`) });
    }
  }
  assert.deepEqual(problems, []);
});
