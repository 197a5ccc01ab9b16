// Plays a person's seat by clicking what the table shows, the way a careful beginner would:
// draw from the stock (or let a claimable discard go), then discard the first card the engine
// accepts; in Three Kings play the first card the engine accepts. Every move is a real click on
// a rectangle the game reported.
import { click, state, until } from './harness.mjs';

const waitForTurn = (page, timeout = 60000) =>
  until(page, (x) => x.screen === 'summary' || x.screen === 'curtain' || (x.screen === 'table' && x.my_move), 'my move or the end of the hand', timeout);

// Tries each card of the hand with `button` until the engine accepts one (the move count grows).
async function firstAccepted(page, button) {
  let s = await state(page);
  for (let k = 0; k < s.hand.length; k++) {
    const before = s.moves;
    await click(page, `card:${k}`);
    await click(page, button);
    s = await state(page);
    if (s.moves > before || s.screen !== 'table') return true;
    if (s.selected.length) await click(page, `card:${k}`);  // unselect, try the next one
    s = await state(page);
  }
  throw new Error(`no card was accepted with ${button}: ${s.message} ${JSON.stringify({ ...s, save: undefined }).slice(0, 1500)}`);
}

// A meld was led: any three cards may follow it.
async function playThree(page) {
  for (const k of [0, 1, 2]) await click(page, `card:${k}`);
  const before = (await state(page)).moves;
  await click(page, 'button:play');
  const s = await state(page);
  if (!(s.moves > before || s.screen !== 'table')) throw new Error(`three cards were refused: ${s.message}`);
}

// Plays until the current hand is over; returns the state showing the summary. `onTurn(s, n)` is
// called at the start of each of the person's turns (for screenshots).
export async function playOneHand(page, onTurn = async () => {}) {
  for (let turn = 0; turn < 1000; turn++) {
    const s = await waitForTurn(page);
    if (s.screen === 'summary') return s;
    if (s.screen === 'curtain') {
      await click(page, 'button:show-hand');
      continue;
    }
    await onTurn(s, turn);
    const r = s.rects;
    if (s.calling || (s.game === 'kentucky' && s.turn !== s.viewer)) {
      await click(page, 'button:pass');  // let the discard go (Kentucky's claim, Rummy's call)
    } else if (s.game === 'three-kings') {
      if (s.phase === 'exchange') await click(page, 'button:pass');
      else if (s.phase === 'widow-discard') await firstAccepted(page, 'button:discard');
      else if (/three cards/.test(s.status)) await playThree(page);
      else await firstAccepted(page, 'button:play');
    } else if (r['button:draw']) {
      await click(page, 'stock');  // a click on the stock itself draws
    } else if (s.game === 'rummy' && r['button:pass']) {
      await click(page, 'button:pass');  // stock gone and nothing to take: end the round
    } else {
      await firstAccepted(page, s.game === 'five-crowns' && !r['button:discard'] ? 'button:go-out' : 'button:discard');
    }
  }
  throw new Error('the hand did not end');
}

// One of the person's turns at a melding game, as playOneHand plays it: let a claimable discard
// go, draw from the stock, or discard the first card the engine accepts.
export async function playTurn(page, s) {
  if (s.calling || (s.game === 'kentucky' && s.turn !== s.viewer)) await click(page, 'button:pass');
  else if (s.rects['button:draw']) await click(page, 'stock');
  else await firstAccepted(page, s.game === 'five-crowns' && !s.rects['button:discard'] ? 'button:go-out' : 'button:discard');
}
