// Quiet card sounds, synthesized in the browser (WebAudio; no sound files): the deal, a draw, a
// discard, a meld or lay-off, a trick won, and "your turn". Nothing sounds before the player's
// first tap or key (browsers' autoplay rules) or while the page is hidden, and a cue is dropped
// when another one sounded a moment ago (computer players at the instant pace move many times
// a frame). The desktop build is silent. With ?test=1 each cue that sounds is also appended to
// window.rummySounds, for the browser tests.
#pragma once

#include "game/state.h"
#include "match/match.h"

namespace rummy::web::sound {

enum class Cue { kDeal, kDraw, kDiscard, kMeld, kTrick, kTurn };

// The cue's name in window.rummySounds: "deal", "draw", "discard", "meld", "trick", "turn".
const char* Name(Cue cue);

// The player's Sound setting (on unless they turned it off; App keeps it in the settings).
bool Enabled();
void SetEnabled(bool on);

// Plays `cue` if sound is on (and the page allows it).
void Play(Cue cue);

// The sound of move `m`, just made by `seat`: `before` is the viewer's view before it, `after`
// the same after it. Most moves have one cue; a pass or a prediction has none (false).
bool ForMove(const Move& m, const TableView& before, const TableView& after, Cue* cue);

// The table's one call after every move: the move's cue, or "your turn" when the move handed
// the turn from another seat to the person at this screen (the viewer).
void AfterMove(const Match& match, int viewer, int seat, const Move& m, const TableView& before);

}  // namespace rummy::web::sound
