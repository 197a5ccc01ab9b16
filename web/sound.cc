#include "sound.h"

#include "platform.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>

// clang-format off
// Once: the audio context is made (or resumed) on the first tap, click or key, as browsers ask;
// it is suspended while the page is hidden.
EM_JS(void, rummy_js_sound_setup, (), {
  if (window.rummyAudio) return;
  const a = window.rummyAudio = { ctx: null, out: null, noise: null, last: 0 };
  const unlock = () => {
    try {
      if (!a.ctx) {
        const C = window.AudioContext || window.webkitAudioContext;
        if (!C) return;
        const c = a.ctx = new C();
        const n = (c.sampleRate * 0.3) | 0;
        a.noise = c.createBuffer(1, n, c.sampleRate);
        const d = a.noise.getChannelData(0);
        for (let i = 0; i < n; i++) d[i] = Math.random() * 2 - 1;
        a.out = c.createGain();
        a.out.gain.value = 0.5;
        a.out.connect(c.destination);
      }
      if (a.ctx.state === 'suspended' && !document.hidden) a.ctx.resume();
    } catch (e) { }
  };
  for (const t of ['pointerdown', 'keydown', 'touchend']) window.addEventListener(t, unlock, true);
  document.addEventListener('visibilitychange', () => {
    if (a.ctx) document.hidden ? a.ctx.suspend() : a.ctx.resume();
  });
});
// A cue: filtered noise for a card's swish and snap, soft sine tones for melds, tricks and turns.
EM_JS(void, rummy_js_sound_play, (int cue, const char* name, int test), {
  const a = window.rummyAudio;
  if (!a || !a.ctx || document.hidden) return;
  const ms = performance.now();
  if (cue !== 5 && ms - a.last < 80) return;
  a.last = ms;
  if (test) (window.rummySounds = window.rummySounds || []).push(UTF8ToString(name));
  const c = a.ctx, now = c.currentTime;
  const env = (t, peak, dur) => {
    const g = c.createGain();
    g.gain.setValueAtTime(0.0001, t);
    g.gain.exponentialRampToValueAtTime(peak, t + 0.008);
    g.gain.exponentialRampToValueAtTime(0.0001, t + dur);
    g.connect(a.out);
    return g;
  };
  const swish = (t, f, dur, peak) => {
    const s = c.createBufferSource(), b = c.createBiquadFilter();
    s.buffer = a.noise;
    b.type = 'bandpass';
    b.Q.value = 1.2;
    b.frequency.setValueAtTime(f, t);
    b.frequency.exponentialRampToValueAtTime(f * 0.6, t + dur);
    s.connect(b);
    b.connect(env(t, peak, dur));
    s.start(t);
    s.stop(t + dur + 0.02);
  };
  const tone = (t, f, dur, peak) => {
    const o = c.createOscillator();
    o.frequency.value = f;
    o.connect(env(t, peak, dur));
    o.start(t);
    o.stop(t + dur + 0.02);
  };
  if (cue === 0) for (let i = 0; i < 6; i++) swish(now + i * 0.07, 3200 + i * 120, 0.05, 0.16);
  if (cue === 1) swish(now, 2400, 0.12, 0.2);
  if (cue === 2) { swish(now, 1500, 0.07, 0.28); tone(now, 180, 0.05, 0.08); }
  if (cue === 3) { swish(now, 2000, 0.08, 0.18); tone(now + 0.03, 523, 0.22, 0.05); tone(now + 0.1, 659, 0.26, 0.04); }
  if (cue === 4) [523, 659, 784].forEach((f, i) => tone(now + i * 0.08, f, 0.3, 0.05));
  if (cue === 5) { tone(now, 880, 0.35, 0.045); tone(now + 0.12, 1320, 0.3, 0.03); }
});
// clang-format on
#endif

namespace rummy::web::sound {

namespace {
bool g_enabled = true;
bool g_setup = false;
}  // namespace

const char* Name(Cue cue) {
  switch (cue) {
    case Cue::kDeal: return "deal";
    case Cue::kDraw: return "draw";
    case Cue::kDiscard: return "discard";
    case Cue::kMeld: return "meld";
    case Cue::kTrick: return "trick";
    case Cue::kTurn: return "turn";
  }
  return "";
}

bool Enabled() { return g_enabled; }

void SetEnabled(bool on) {
  g_enabled = on;
#ifdef __EMSCRIPTEN__
  if (!g_setup) rummy_js_sound_setup();
#endif
  g_setup = true;
}

void Play(Cue cue) {
  if (!g_enabled) return;
#ifdef __EMSCRIPTEN__
  static const bool test = TestMode();
  rummy_js_sound_play(static_cast<int>(cue), Name(cue), test ? 1 : 0);
#endif
}

bool ForMove(const Move& m, const TableView& before, const TableView& after, Cue* cue) {
  switch (m.kind) {
    case MoveKind::kDrawStock:
    case MoveKind::kTakeDiscard:
    case MoveKind::kMayI:
    case MoveKind::kWidow: *cue = Cue::kDraw; return true;
    case MoveKind::kDiscard: *cue = Cue::kDiscard; return true;
    case MoveKind::kMeld:
    case MoveKind::kLayDown:
    case MoveKind::kLayOff:
    case MoveKind::kExchange:
    case MoveKind::kKentucky:
    case MoveKind::kRummy: *cue = Cue::kMeld; return true;
    case MoveKind::kPlay:
      // The card that completes a trick takes it: the trick is gathered (or a new one begins).
      if (const Game* game = FindGame(before.game)) {
        *cue = !game->PlayLeads(before) && game->PlayLeads(after) ? Cue::kTrick : Cue::kDiscard;
      } else {
        *cue = Cue::kDiscard;
      }
      return true;
    case MoveKind::kPredict:
    case MoveKind::kPass: return false;
  }
  return false;
}

void AfterMove(const Match& match, int viewer, int seat, const Move& m, const TableView& before) {
  if (!g_enabled) return;
  const TableView after = match.state().ViewFor(viewer);
  Cue cue;
  if (ForMove(m, before, after, &cue)) Play(cue);
  if (seat != viewer && match.HumanToMove() && match.ToMove() == viewer) Play(Cue::kTurn);
}

}  // namespace rummy::web::sound
