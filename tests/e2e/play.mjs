// Plays a person's seat by clicking what the table shows, the way a careful beginner would:
// draw from the stock (or let a claimable discard go), then discard the first card the engine
// accepts; in Three Kings play the first card the engine accepts. Every move is a real click on
// a rectangle the game reported: a mouse click, or a finger tap when `press` is `tap`.
import assert from 'node:assert/strict';
import { click, command, state, until } from './harness.mjs';

const waitForTurn = (page, timeout = 60000) =>
  until(page, (x) => x.screen === 'summary' || x.screen === 'curtain' || (x.screen === 'table' && x.my_move), 'my move or the end of the hand', timeout);

// Tries each card of the hand with `button` until the engine accepts one (the move count grows).
export async function firstAccepted(page, button, press) {
  let s = await state(page);
  for (let k = 0; k < s.hand.length; k++) {
    const before = s.moves;
    await press(page, `card:${k}`);
    await press(page, button);
    s = await state(page);
    if (s.moves > before || s.screen !== 'table') return true;
    if (s.selected.length) await press(page, `card:${k}`);  // unselect, try the next one
    s = await state(page);
  }
  throw new Error(`no card was accepted with ${button}: ${s.message} ${JSON.stringify({ ...s, save: undefined }).slice(0, 1500)}`);
}

// A meld was led: any three cards may follow it.
async function playThree(page, press) {
  for (const k of [0, 1, 2]) await press(page, `card:${k}`);
  const before = (await state(page)).moves;
  await press(page, 'button:play');
  const s = await state(page);
  if (!(s.moves > before || s.screen !== 'table')) throw new Error(`three cards were refused: ${s.message}`);
}

// Plays until the current hand is over; returns the state showing the summary. `onTurn(s, n)` is
// called at the start of each of the person's turns (for screenshots).
export async function playOneHand(page, onTurn = async () => {}, press = click) {
  for (let turn = 0; turn < 1000; turn++) {
    const s = await waitForTurn(page);
    if (s.screen === 'summary') return s;
    if (s.screen === 'curtain') {
      await press(page, 'button:show-hand');
      continue;
    }
    await onTurn(s, turn);
    const r = s.rects;
    if (s.calling || (s.game === 'kentucky' && s.turn !== s.viewer)) {
      await press(page, 'button:pass');  // let the discard go (Kentucky's claim, Rummy's call)
    } else if (s.game === 'three-kings') {
      if (s.phase === 'exchange') await press(page, 'button:pass');
      else if (s.phase === 'widow-discard') await firstAccepted(page, 'button:discard', press);
      else if (/three cards/.test(s.status)) await playThree(page, press);
      else await firstAccepted(page, 'button:play', press);
    } else if (r['button:draw']) {
      await press(page, 'stock');  // a click on the stock itself draws
    } else if (s.game === 'rummy' && r['button:pass']) {
      await press(page, 'button:pass');  // stock gone and nothing to take: end the round
    } else {
      await firstAccepted(page, s.game === 'five-crowns' && !r['button:discard'] ? 'button:go-out' : 'button:discard', press);
    }
  }
  throw new Error('the hand did not end');
}

// A few moves into a Five Crowns hand against a computer player, ending on the person's draw.
export async function gameInProgress(page, press = click) {
  await command(page, { start: { game: 'five-crowns', seats: ['human', 'basic'], seed: 21 } });
  await until(page, (x) => x.my_move && x.phase === 'draw', 'my first draw');
  await press(page, 'stock');
  await until(page, (x) => x.phase === 'play', 'drawn');
  await press(page, 'card:0');
  await press(page, 'button:discard');
  return until(page, (x) => x.my_move && x.phase === 'draw' && x.moves >= 3, 'my next turn');
}

// After a reload: the lobby offers the unfinished game, and Continue brings its table back.
export async function resume(page, press = click) {
  const lobby = await until(page, (x) => x.screen === 'lobby' && x.rects['button:continue'], 'the lobby offering to continue');
  assert.match(lobby.saved, /^Five Crowns, hand \d+ of 11$/);
  await press(page, 'button:continue');
  return until(page, (x) => x.screen === 'table', 'the resumed table');
}

// One of the person's turns at a melding game, as playOneHand plays it: let a claimable discard
// go, draw from the stock, or discard the first card the engine accepts.
export async function playTurn(page, s) {
  if (s.calling || (s.game === 'kentucky' && s.turn !== s.viewer)) await click(page, 'button:pass');
  else if (s.rects['button:draw']) await click(page, 'stock');
  else await firstAccepted(page, s.game === 'five-crowns' && !s.rects['button:discard'] ? 'button:go-out' : 'button:discard', click);
}
