// The thinking worker: the computer players' decisions and the hint, off the page's thread.
// It starts the same game module as the page (game.js and the page's own game.wasm bytes, so
// nothing more is downloaded) without running main(): no window, no SDL, no canvas. Each
// question (JSON, see web/thinker.h) goes to the exported rummy_think(); the answer goes back
// with its ticket. Anything that goes wrong is reported, so the page can play on without it.
import createGame from './game.js';

let game = null;
let broken = false;  // test mode: throw at the next question
let delay = 0;  // test mode: hold each answer back this many ms (a long thought)
const queue = [];

function ask(text) {
  const n = game.lengthBytesUTF8(text) + 1;
  const p = game._malloc(n);
  game.stringToUTF8(text, p, n);
  try {
    return game.UTF8ToString(game._rummy_think(p));
  } finally {
    game._free(p);
  }
}

function answer(m) {
  if (broken) throw new Error('the worker was told to fail (a test)');
  const started = performance.now();
  const text = ask(m.question);
  const ms = performance.now() - started;
  const a = JSON.parse(text);
  const reply = { ticket: m.ticket, answer: text, ms, kind: a.hint !== undefined ? 'hint' : 'move', level: a.level, moves: a.moves ? a.moves.length : 0 };
  if (delay > 0) setTimeout(() => postMessage(reply), delay);
  else postMessage(reply);
}

self.onmessage = (event) => {
  const m = event.data;
  if (m.wasm) {
    createGame({
      wasmBinary: m.wasm,
      noInitialRun: true,
      print: (s) => console.log(s),
      printErr: (s) => console.warn(s),
      onAbort: (what) => postMessage({ failed: `it stopped (${what})` }),
    }).then((g) => {
      game = g;
      postMessage({ ready: true });
      try {
        for (const q of queue.splice(0)) answer(q);
      } catch (e) {
        postMessage({ failed: `it stopped (${e.message || e})` });
      }
    }, (e) => postMessage({ failed: `it could not start (${e.message || e})` }));
    return;
  }
  if (m.break) {
    broken = true;
    return;
  }
  if (m.delay !== undefined) {
    delay = m.delay;
    return;
  }
  if (!game) {
    queue.push(m);
    return;
  }
  answer(m);  // an exception here reaches the page as the worker's error event
};
