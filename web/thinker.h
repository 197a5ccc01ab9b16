// Thinking off the page's thread: the computer players' decisions and the hint are worked out in
// a Web Worker (web/worker.js) that starts this same module without its main() (no window, no
// SDL) and answers through rummy_think() below. The page sends the match's save with the
// bots' random stream (match/match.h, ThinkBotMoves) and never waits: the table asks, keeps
// drawing, and plays the move when the answer has come.
//
// A question is a ticket. An answer to a ticket nobody holds any more (the table was left, the
// position changed, the page reloaded) is dropped. When the worker fails (it threw, it could not
// start, or an answer is later than kThinkTimeoutMs), every table plays on with moves worked out
// on the page (the basic level for the searching levels) and says so once. The desktop build has
// no worker: it decides on the spot, as the table always did.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "match/match.h"

namespace rummy::web {

inline constexpr int64_t kThinkTimeoutMs = 15000;

// What the table's hint slot shows: a sentence, and the cards of the viewer's hand it names
// (marked in the hand while the sentence shows; none for a draw or a take).
struct TableHint {
  std::string text;
  std::vector<Card> cards;
  bool waiting = false;  // the words say a hint is being worked out: its answer takes their place
  bool empty() const { return text.empty(); }
  void clear() { text.clear(), cards.clear(), waiting = false; }
};

// One table's questions: at most one decision and one hint pending, each for one position.
class TableThinker {
 public:
  TableThinker() = default;
  TableThinker(const TableThinker&) = delete;
  TableThinker& operator=(const TableThinker&) = delete;
  ~TableThinker();  // leaving the table drops what it asked

  // Call while a computer player is to move, at position `position` (a number that changes with
  // every move and undo). Asks for the decision once (with `until_person`, for every computer
  // move up to a person's); returns true once the move(s) can be played: then PlayDecided plays
  // the next one.
  bool DecisionReady(const Match& match, uint64_t position, bool until_person);
  // Plays the next decided move (or, when thinking failed, a move worked out on the page) and
  // returns it. After the last of a batch, DecisionReady asks again.
  Move PlayDecided(Match& match);
  // The hint for the person to move at `position`: asks the worker (or works it out here when
  // there is none) and returns the hint's sentence and the cards it names once it is there.
  void AskHint(const Match& match, uint64_t position);
  std::optional<TableHint> HintReady(const Match& match, uint64_t position);
  bool HintPending() const { return hint_ticket_ != 0; }
  // The sentence saying the worker failed, once per page (empty otherwise).
  std::string TakeNote();

 private:
  void Drop();
  uint64_t ticket_ = 0, hint_ticket_ = 0;
  uint64_t position_ = 0, hint_position_ = 0;
  std::vector<BotThought> decided_;  // moves decided, not yet played
  size_t next_ = 0;
  bool on_page_ = false;           // decide the next move here (no worker, or it failed)
  std::optional<TableHint> hint_;  // a hint worked out on the page
};

// The hint the table shows ("Hint: " goes before it), for the person to move, with the cards of
// their hand it names (core's HandCardsOf); what the worker and the page (without a worker) both call.
TableHint HintOf(const Match& match);

// Test mode: the worker throws at its next question (the table must play on without it).
void BreakThinkerForTest();
// The page's thinker for the test hook: {"worker":"starting|ready|failed|none","asked":N,...}.
std::string ThinkerJson();

}  // namespace rummy::web

extern "C" {
// The worker's entry: a question as JSON ({"kind":"move","save":...,"stream":[4 hex words],
// "until_person":bool} or {"kind":"hint","save":...}); the answer as JSON ({"moves":[{"move":
// text,"stream":[...]}...]}, {"hint":sentence,"cards":[card codes]} or {"error":sentence}).
const char* rummy_think(const char* question);
// The page's side: an answer arrived from the worker for `ticket`, or the worker failed.
void rummy_thought(double ticket, const char* answer);
void rummy_thinker_failed(const char* why);
void rummy_thinker_ready();
}
