// A match at a table: the engine's State plus who sits in each seat (a person or a computer
// player of some level), the computer players themselves, and a log of what everyone did in
// words. Hosts (the web table, `rummy play`) own one Match; they ask it whose move it is, let a
// bot move, or submit a person's move, which the engine checks (a refusal changes nothing).
//
// Saving: `Save()` is the engine's save (core/game/save.h) wrapped with the seats, so a match
// resumes with the same players; `Load()` replays it and verifies the check value.
//
//   {"format":"rummy-parlor-match","version":1,"seats":[{"name":"You","level":"human"},...],
//    "save":{...the engine save...}}
#pragma once

#include <array>
#include <memory>
#include <string>
#include <vector>

#include "bots/bot.h"
#include "game/state.h"

namespace rummy {

inline constexpr int kMatchSaveVersion = 1;

struct Seat {
  std::string name;
  std::string level;  // "human", or a bot level: "easy", "basic"
  bool human() const { return level == "human"; }
  friend bool operator==(const Seat&, const Seat&) = default;
};

struct LogEntry {
  int hand = 0;   // 1-based hand number the move was made in
  int seat = -1;  // -1: the table itself (a hand ended, the match ended)
  std::string text;
  std::string brief;  // a seat's move in a few words, without the name, for its plate (BriefMove)
};

// The levels a game's seats may take ("human" first, then the bot levels it has).
std::vector<std::string> SeatLevels(const std::string& game);

class Match {
 public:
  static Result<Match> New(const std::string& game, std::vector<Seat> seats, const Options& options, uint64_t seed);
  static Result<Match> Load(std::string_view text);
  std::string Save() const;

  const State& state() const { return *state_; }
  const std::vector<Seat>& seats() const { return seats_; }
  const std::vector<LogEntry>& log() const { return log_; }
  // A line of the table's own in the log (seat -1): something the host tells every player.
  void Note(std::string text);
  // The seats' names in seat order (for sentences: hints, meld names).
  std::vector<std::string> Names() const;
  // Whose move it is (-1 when the match is over), and whether that is a person.
  int ToMove() const { return state_->CurrentPlayer(); }
  bool HumanToMove() const { return ToMove() >= 0 && seats_[ToMove()].human(); }
  bool BotToMove() const { return ToMove() >= 0 && !seats_[ToMove()].human(); }
  // The only seat a person plays, or -1 when two or more people share the device (pass and play)
  // or nobody does.
  int SoleHuman() const;
  // The computer player to move makes its move (it sees only its seat's view).
  Move StepBot();
  // The same with another level's player for that seat ("basic": a cheap move on the spot when
  // thinking elsewhere failed).
  Move StepBotAs(const std::string& level);
  // Thinking elsewhere (the web page's worker, ThinkBotMoves): the computer players' random
  // stream, which each decision draws from, is handed over with the match's save, and the move
  // decided comes back with the stream after it. PlayThought plays such a move as StepBot would
  // have (the engine checks it; a refusal changes nothing).
  using Stream = std::array<uint64_t, 4>;
  Stream BotStream() const { return rng_.Words(); }
  void SetBotStream(const Stream& words) { rng_.SetWords(words); }
  std::optional<Error> PlayThought(const Move& move, const Stream& stream_after);
  // A person's move for the seat to move; the engine's refusal, or nullopt once applied.
  std::optional<Error> Play(const Move& move);
  // Takes back the person's last meld, lay-off or joker exchange of this turn (nothing that
  // showed a hidden card or passed the turn). Undo() says why not when it cannot.
  bool CanUndo() const;
  std::optional<Error> Undo();

 private:
  Match() = default;
  // What Record needs from before a move.
  struct Before {
    int seat;
    TableView view;
    Rules rules;
    size_t hands;
  };
  Before Snapshot() const;
  void Record(const Before& before, const Move& move);

  std::unique_ptr<State> state_;
  std::vector<Seat> seats_;
  std::vector<std::unique_ptr<Bot>> bots_;
  Rng rng_{0};
  std::vector<LogEntry> log_;
};

// A computer player's moves worked out away from the host, on a copy of the match rebuilt from
// its save (`Match::Save`) with the bots' stream: the bot to move decides (seeing only its
// seat's view, like StepBot), and with `until_person` the bots after it too, until a person is
// to move, a hand ends or the match does, or a searching level (strong, expert) has decided: an
// answer never holds more than one search, so it comes within that level's clock (four experts
// would otherwise think a whole hand, minutes, in one answer). Each move comes with the stream
// after it, so the host replays exactly what StepBot would have played.
struct BotThought {
  Move move;
  std::string text;  // the move as the match's history writes it (ParseMove reads it back)
  Match::Stream stream;
};
Result<std::vector<BotThought>> ThinkBotMoves(std::string_view save, const Match::Stream& stream, bool until_person);

// Default seat names: "You" for a lone person, "Player N" for people sharing the device, and
// the computer players' names.
std::vector<Seat> NameSeats(const std::vector<std::string>& levels);

}  // namespace rummy
