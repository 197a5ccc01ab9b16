#include "match/match.h"

#include <iterator>

#include <nlohmann/json.hpp>

#include "bots/strong_bot.h"
#include "game/position.h"
#include "game/save.h"
#include "match/describe.h"

namespace rummy {

namespace {

// One name for each computer player of the largest table (Five Crowns seats 14), so no two match.
constexpr const char* kBotNames[] = {"Ada", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus",
                                     "Hal", "Ivy", "Jo",   "Kim", "Lou", "Max", "Ned"};

Error Damaged(const std::string& why) { return Error{ErrorCode::kParse, "This saved game cannot be loaded: " + why + "."}; }

}  // namespace

std::vector<std::string> SeatLevels(const std::string& game) {
  std::vector<std::string> levels = {"human"};
  for (const std::string& level : BotLevels()) {
    if (MakeBot(level, game)) levels.push_back(level);
  }
  return levels;
}

std::vector<Seat> NameSeats(const std::vector<std::string>& levels) {
  int people = 0;
  for (const std::string& l : levels) people += l == "human" ? 1 : 0;
  std::vector<Seat> seats;
  int bot = 0;
  for (size_t i = 0; i < levels.size(); ++i) {
    std::string name;
    if (levels[i] == "human") {
      name = people == 1 ? "You" : "Player " + std::to_string(i + 1);
    } else {
      name = kBotNames[bot++ % std::size(kBotNames)];
    }
    seats.push_back({name, levels[i]});
  }
  return seats;
}

Result<Match> Match::New(const std::string& game_name, std::vector<Seat> seats, const Options& options, uint64_t seed) {
  const Game* game = FindGame(game_name);
  if (!game) return Error{ErrorCode::kParse, "There is no game called '" + game_name + "'."};
  Match m;
  m.seats_ = std::move(seats);
  for (const Seat& s : m.seats_) {
    if (s.human()) {
      m.bots_.push_back(nullptr);
      continue;
    }
    m.bots_.push_back(MakeBot(s.level, game_name, TableBudget(s.level)));
    if (!m.bots_.back()) {
      return Error{ErrorCode::kParse, "'" + s.level + "' is not a computer player level for " + game->Title() + "."};
    }
  }
  Result<std::unique_ptr<State>> made = game->NewMatch(static_cast<int>(m.seats_.size()), options, seed);
  if (!made) return made.error();
  m.state_ = std::move(made).value();
  m.rng_ = Rng(seed ^ 0xB07B07ULL);
  return m;
}

std::vector<std::string> Match::Names() const {
  std::vector<std::string> names;
  for (const Seat& s : seats_) names.push_back(s.name);
  return names;
}

int Match::SoleHuman() const {
  int found = -1;
  for (size_t i = 0; i < seats_.size(); ++i) {
    if (!seats_[i].human()) continue;
    if (found >= 0) return -1;
    found = static_cast<int>(i);
  }
  return found;
}

void Match::Note(std::string text) { log_.push_back({state_->ViewFor(0).hand_number, -1, std::move(text), ""}); }

Match::Before Match::Snapshot() const {
  const int seat = ToMove();
  return {seat, state_->ViewFor(seat), state_->CurrentRules(), state_->Sheet().hands.size()};
}

void Match::Record(const Before& b, const Move& move) {
  const int seat = b.seat;
  const TableView& before = b.view;
  const bool you = seats_[seat].name == "You";
  const bool over = state_->IsTerminal() || state_->Sheet().hands.size() > b.hands;
  const TableView after = over ? TableView{} : state_->ViewFor(ToMove());
  // The next player's draw that lets the discard go to the others' claims (Kentucky) is told as
  // letting it go: they draw when the claims are over (a playtest read "Ben draws from the stock"
  // and was then asked about the card it had thought dead).
  const bool declines = !over && move.kind == MoveKind::kDrawStock && after.asked && after.seat != seat;
  TableView asked = before;
  asked.asked = asked.asked || declines;
  const Move said = declines ? Move::Of(MoveKind::kPass) : move;
  log_.push_back({before.hand_number, seat, seats_[seat].name + " " + Sentence(DescribeMove(said, b.rules, asked, Names(), you)),
                  BriefMove(said, asked)});
  // A trick game's finished trick: who took it (a playtest could not tell from the plays).
  if (const int won = FindGame(before.game)->TrickWonBy(before, move, *state_); won >= 0 && won < static_cast<int>(seats_.size()))
    log_.push_back({before.hand_number, -1, Sentence(SubjectVerb(seats_[won].name, "win") + " the trick"), ""});
  // The claims over, the player whose turn it is draws.
  const int owner = before.turn;
  if (!over && before.asked && !after.asked && owner >= 0 && owner != seat && owner < static_cast<int>(after.hand_sizes.size()) &&
      after.hand_sizes[owner] > before.hand_sizes[owner]) {
    const bool owner_you = seats_[owner].name == "You";
    log_.push_back(
        {before.hand_number, owner,
         seats_[owner].name + " " + Sentence(DescribeMove(Move::Of(MoveKind::kDrawStock), b.rules, before, Names(), owner_you)),
         BriefMove(Move::Of(MoveKind::kDrawStock), before)});
  }
  const ScoreSheet& sheet = state_->Sheet();
  if (sheet.hands.size() > b.hands) {
    const std::shared_ptr<const HandEnd> end = state_->ViewFor(seat).last_hand;
    log_.push_back({before.hand_number, -1,
                    "Hand " + std::to_string(sheet.hands.size()) + " is over" + HowHandEnded(end.get(), Names()) + ".", ""});
  }
  if (state_->IsTerminal()) {
    std::vector<std::string> names;
    for (int w : sheet.winners) names.push_back(seats_[w].name);
    log_.push_back({before.hand_number, -1, WinnersSentence(names), ""});
  }
}

Move Match::StepBot() {
  RUMMY_CHECK(BotToMove() && bots_[ToMove()]);
  const Before before = Snapshot();
  const Move m = PlayBotMove(*bots_[before.seat], *state_, rng_);
  Record(before, m);
  return m;
}

Move Match::StepBotAs(const std::string& level) {
  RUMMY_CHECK(BotToMove());
  std::unique_ptr<Bot> bot = MakeBot(level, state_->GameName());
  RUMMY_CHECK(bot != nullptr);
  const Before before = Snapshot();
  const Move m = PlayBotMove(*bot, *state_, rng_);
  Record(before, m);
  return m;
}

std::optional<Error> Match::PlayThought(const Move& move, const Stream& stream_after) {
  if (!BotToMove()) return Error{ErrorCode::kParse, "It is not a computer player's move."};
  const Before before = Snapshot();
  if (std::optional<Error> e = state_->Apply(move)) return e;
  rng_.SetWords(stream_after);
  Record(before, move);
  return std::nullopt;
}

std::optional<Error> Match::Play(const Move& move) {
  const int seat = ToMove();
  if (seat < 0) return Error{ErrorCode::kParse, "The match is over."};
  if (!seats_[seat].human()) return Error{ErrorCode::kParse, "It is " + seats_[seat].name + "'s move, not yours."};
  const Before before = Snapshot();
  if (std::optional<Error> e = state_->Apply(move)) return e;
  Record(before, move);
  return std::nullopt;
}

bool Match::CanUndo() const {
  const std::vector<std::string>& h = state_->History();
  if (h.empty() || !HumanToMove() || log_.empty() || log_.back().seat != ToMove()) return false;
  Result<Move> last = ParseMove(h.back());
  return last && (last->kind == MoveKind::kMeld || last->kind == MoveKind::kLayOff || last->kind == MoveKind::kExchange);
}

std::optional<Error> Match::Undo() {
  if (!CanUndo()) return Error{ErrorCode::kParse, "Only a meld, lay-off or joker exchange of this turn can be taken back."};
  // Replay the match without its last move (the deal comes from the seed, so it is the same).
  const std::vector<std::string> moves(state_->History().begin(), state_->History().end() - 1);
  std::unique_ptr<State> fresh = StartOf(*state_);  // the seed's deal, or the position the match started from
  for (const std::string& text : moves) RUMMY_CHECK(!fresh->Apply(*ParseMove(text)).has_value());
  state_ = std::move(fresh);
  const LogEntry undone = log_.back();
  log_.pop_back();
  log_.push_back({undone.hand, undone.seat, seats_[undone.seat].name + " took back a move.", "undoes a move"});
  return std::nullopt;
}

std::string Match::Save() const {
  nlohmann::ordered_json j;
  j["format"] = "rummy-parlor-match";
  j["version"] = kMatchSaveVersion;
  nlohmann::ordered_json seats = nlohmann::ordered_json::array();
  for (const Seat& s : seats_) seats.push_back({{"name", s.name}, {"level", s.level}});
  j["seats"] = seats;
  j["save"] = nlohmann::ordered_json::parse(SaveMatch(*state_));
  return j.dump();
}

Result<Match> Match::Load(std::string_view text) {
  const nlohmann::json j = nlohmann::json::parse(text.begin(), text.end(), nullptr, false);
  if (j.is_discarded() || !j.is_object()) return Damaged("it is not valid JSON");
  if (j.value("format", "") != "rummy-parlor-match") return Damaged("it is not a Rummy Parlor game");
  if (!j.contains("version") || !j["version"].is_number_integer()) return Damaged("it has no version");
  if (j["version"].get<int>() > kMatchSaveVersion) return Damaged("it was made by a newer version of the game");
  if (!j.contains("seats") || !j["seats"].is_array() || !j.contains("save") || !j["save"].is_object()) {
    return Damaged("its seats or its moves are missing");
  }
  std::vector<Seat> seats;
  for (const nlohmann::json& s : j["seats"]) {
    if (!s.is_object() || !s.contains("name") || !s["name"].is_string() || !s.contains("level") || !s["level"].is_string()) {
      return Damaged("a seat has no name or level");
    }
    seats.push_back({s["name"].get<std::string>(), s["level"].get<std::string>()});
  }
  Result<std::unique_ptr<State>> state = LoadMatch(j["save"].dump());
  if (!state) return state.error();
  if (static_cast<int>(seats.size()) != (*state)->NumPlayers()) return Damaged("its seats do not match its players");
  Result<Match> m = New((*state)->GameName(), seats, (*state)->options(), (*state)->seed());
  if (!m) return Damaged(m.error().Message());
  Match& match = m.value();
  match.state_ = std::move(state).value();
  match.log_.push_back({match.state_->ViewFor(0).hand_number, -1, "The game was resumed where it stopped.", ""});
  return m;
}

Result<std::vector<BotThought>> ThinkBotMoves(std::string_view save, const Match::Stream& stream, bool until_person) {
  Result<Match> loaded = Match::Load(save);
  if (!loaded) return loaded.error();
  Match& m = loaded.value();
  if (!m.BotToMove()) return Error{ErrorCode::kParse, "It is not a computer player's move."};
  m.SetBotStream(stream);
  const size_t hands = m.state().Sheet().hands.size();
  std::vector<BotThought> moves;
  bool searched = false;
  do {
    searched = Searches(m.seats()[m.ToMove()].level);
    const Move move = m.StepBot();
    moves.push_back({move, m.state().History().back(), m.BotStream()});
  } while (until_person && !searched && m.BotToMove() && m.state().Sheet().hands.size() == hands && moves.size() < 400);
  return moves;
}

}  // namespace rummy
