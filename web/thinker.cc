#include "thinker.h"

#include <cstdio>
#include <map>

#include <nlohmann/json.hpp>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

#include "match/hint.h"
#include "platform.h"

namespace rummy::web {

namespace {

enum class Worker { kStarting, kReady, kFailed, kNone };

// The page's side of the worker: the questions out and the answers in, by ticket.
struct Page {
  Worker worker = Worker::kStarting;
  uint64_t next_ticket = 1;
  std::map<uint64_t, int64_t> waiting;  // ticket -> when it was asked (ms)
  std::map<uint64_t, std::string> answers;
  std::string failure;  // why the worker failed
  bool noted = false;   // the failure was said
  int asked = 0, answered = 0, dropped = 0;
};

Page& ThePage() {
  static Page page;
  return page;
}

void Fail(const std::string& why) {
  Page& p = ThePage();
  if (p.worker == Worker::kFailed) return;
  p.worker = Worker::kFailed;
  p.failure = why;
  p.waiting.clear();
  p.answers.clear();
  RequestFrames();
}

// A ticket for `question`, or 0 when there is no worker to ask.
uint64_t Ask(const nlohmann::json& question) {
  Page& p = ThePage();
  if (p.worker == Worker::kFailed || p.worker == Worker::kNone) return 0;
  const uint64_t ticket = p.next_ticket++;
  if (!PostToThinker(ticket, question.dump())) {
    p.worker = Worker::kNone;
    return 0;
  }
  p.waiting[ticket] = NowMs();
  ++p.asked;
  return ticket;
}

enum class Poll { kPending, kAnswered, kFailed };

Poll Answer(uint64_t ticket, nlohmann::json* answer) {
  Page& p = ThePage();
  if (p.worker == Worker::kFailed) return Poll::kFailed;
  if (auto it = p.answers.find(ticket); it != p.answers.end()) {
    *answer = nlohmann::json::parse(it->second, nullptr, false);
    p.answers.erase(it);
    return answer->is_object() && !answer->contains("error") ? Poll::kAnswered : Poll::kFailed;
  }
  auto it = p.waiting.find(ticket);
  if (it == p.waiting.end()) return Poll::kFailed;
  if (NowMs() - it->second > kThinkTimeoutMs) {
    Fail("it gave no answer for " + std::to_string(kThinkTimeoutMs / 1000) + " seconds");
    return Poll::kFailed;
  }
  return Poll::kPending;
}

void Forget(uint64_t ticket) {
  Page& p = ThePage();
  if (p.waiting.erase(ticket) + p.answers.erase(ticket) > 0) ++p.dropped;
}

std::string Hex(uint64_t w) {
  char s[17];
  std::snprintf(s, sizeof s, "%016llx", static_cast<unsigned long long>(w));
  return s;
}

nlohmann::json StreamJson(const Match::Stream& stream) {
  nlohmann::json words = nlohmann::json::array();
  for (uint64_t w : stream) words.push_back(Hex(w));
  return words;
}

std::optional<Match::Stream> ReadStream(const nlohmann::json& j) {
  if (!j.is_array() || j.size() != 4) return std::nullopt;
  Match::Stream stream{};
  for (size_t i = 0; i < 4; ++i) {
    if (!j[i].is_string()) return std::nullopt;
    stream[i] = std::strtoull(j[i].get<std::string>().c_str(), nullptr, 16);
  }
  return stream;
}

// The worker's answer to a decision, read back into moves; empty when it is not one.
std::vector<BotThought> ReadMoves(const nlohmann::json& answer) {
  std::vector<BotThought> moves;
  if (!answer.contains("moves") || !answer["moves"].is_array()) return {};
  for (const nlohmann::json& m : answer["moves"]) {
    if (!m.is_object() || !m.contains("move") || !m["move"].is_string()) return {};
    Result<Move> move = ParseMove(m["move"].get<std::string>());
    std::optional<Match::Stream> stream = m.contains("stream") ? ReadStream(m["stream"]) : std::nullopt;
    if (!move || !stream) return {};
    moves.push_back({*move, m["move"].get<std::string>(), *stream});
  }
  return moves;
}

// The worker's side: one question answered.
nlohmann::json Think(const nlohmann::json& q) {
  const std::string kind = q.value("kind", "");
  const std::string save = q.value("save", "");
  if (kind == "hint") {
    Result<Match> m = Match::Load(save);
    if (!m) return {{"error", m.error().Message()}};
    if (!m->HumanToMove()) return {{"error", "It is not a person's move."}};
    const TableHint h = HintOf(*m);
    nlohmann::json cards = nlohmann::json::array();
    for (Card c : h.cards) cards.push_back(c.code());
    return {{"hint", h.text}, {"cards", cards}};
  }
  if (kind != "move") return {{"error", "The question is neither a move nor a hint."}};
  std::optional<Match::Stream> stream = q.contains("stream") ? ReadStream(q["stream"]) : std::nullopt;
  if (!stream) return {{"error", "The question has no random stream."}};
  Result<std::vector<BotThought>> moves = ThinkBotMoves(save, *stream, q.value("until_person", false));
  if (!moves) return {{"error", moves.error().Message()}};
  nlohmann::json out = nlohmann::json::array();
  for (const BotThought& t : *moves) out.push_back({{"move", t.text}, {"stream", StreamJson(t.stream)}});
  return {{"moves", out}, {"level", q.value("level", "")}};
}


// The worker's answer to a hint, read back; nullopt when it is not one.
std::optional<TableHint> ReadHint(const nlohmann::json& answer) {
  if (!answer.contains("hint") || !answer["hint"].is_string()) return std::nullopt;
  TableHint h{answer["hint"].get<std::string>(), {}};
  if (answer.contains("cards") && answer["cards"].is_array()) {
    for (const nlohmann::json& c : answer["cards"]) {
      if (c.is_number_unsigned() && c.get<unsigned>() < Card::kNumCodes) h.cards.push_back(Card::FromCode(c.get<uint16_t>()));
    }
  }
  return h;
}

}  // namespace

TableHint HintOf(const Match& match) {
  // The strong player's move with its reason; seeded by the position so asking twice agrees.
  Rng rng(match.state().History().size() + 17);
  Hint h = HintFor(match.state(), rng, kTableBudget, match.Names());
  return {std::move(h.text), std::move(h.cards)};
}

TableThinker::~TableThinker() {
  Drop();
  Forget(hint_ticket_);
}

void TableThinker::Drop() {
  Forget(ticket_);
  ticket_ = 0;
  decided_.clear();
  next_ = 0;
  on_page_ = false;
}

bool TableThinker::DecisionReady(const Match& match, uint64_t position, bool until_person) {
  if (position != position_) {  // a move was made or taken back since: what was asked is stale
    Drop();
    position_ = position;
  }
  if (next_ < decided_.size() || on_page_) return true;
  if (ticket_ == 0) {
    ticket_ = Ask({{"kind", "move"},
                   {"save", match.Save()},
                   {"stream", StreamJson(match.BotStream())},
                   {"until_person", until_person},
                   {"level", match.seats()[match.ToMove()].level}});  // for the timings only
    on_page_ = ticket_ == 0;
    return on_page_;
  }
  nlohmann::json answer;
  const Poll poll = Answer(ticket_, &answer);
  if (poll == Poll::kPending) return false;
  ticket_ = 0;
  decided_ = poll == Poll::kAnswered ? ReadMoves(answer) : std::vector<BotThought>{};
  next_ = 0;
  on_page_ = decided_.empty();
  return true;
}

Move TableThinker::PlayDecided(Match& match) {
  ++position_;  // the table counts the move this plays
  if (next_ < decided_.size()) {
    const BotThought& t = decided_[next_++];
    if (!match.PlayThought(t.move, t.stream)) return t.move;
    decided_.clear();  // an answer for another position (not expected): decide here instead
    next_ = 0;
  }
  // The next decision asks the worker again, if there is one; without one (the desktop build)
  // the seat's own level decides here, as the table always did.
  on_page_ = false;
  if (ThePage().worker == Worker::kNone) return match.StepBot();
  // The worker failed: a cheap move on the page, so the table never waits.
  return match.StepBotAs(match.seats()[match.ToMove()].level == "easy" ? "easy" : "basic");
}

void TableThinker::AskHint(const Match& match, uint64_t position) {
  Forget(hint_ticket_);
  hint_position_ = position;
  hint_.reset();
  hint_ticket_ = Ask({{"kind", "hint"}, {"save", match.Save()}});
  if (hint_ticket_ == 0) hint_ = HintOf(match);
}

std::optional<TableHint> TableThinker::HintReady(const Match& match, uint64_t position) {
  if (position != hint_position_) {
    Forget(hint_ticket_);
    hint_ticket_ = 0;
    hint_.reset();
    return std::nullopt;
  }
  if (hint_) {
    std::optional<TableHint> h = std::move(hint_);
    hint_.reset();
    return h;
  }
  if (hint_ticket_ == 0) return std::nullopt;
  nlohmann::json answer;
  const Poll poll = Answer(hint_ticket_, &answer);
  if (poll == Poll::kPending) return std::nullopt;
  hint_ticket_ = 0;
  if (std::optional<TableHint> h = poll == Poll::kAnswered ? ReadHint(answer) : std::nullopt) return h;
  return HintOf(match);  // the worker failed: the hint is worked out here
}

std::string TableThinker::TakeNote() {
  Page& p = ThePage();
  if (p.worker != Worker::kFailed || p.noted) return "";
  p.noted = true;
  return "The computer players can no longer think in the background, so from now on they play simpler moves.";
}

void BreakThinkerForTest() { BreakThinker(); }

std::string ThinkerJson() {
  const Page& p = ThePage();
  const char* states[] = {"starting", "ready", "failed", "none"};
  return nlohmann::json{{"worker", states[static_cast<int>(p.worker)]},
                        {"asked", p.asked},
                        {"answered", p.answered},
                        {"dropped", p.dropped},
                        {"waiting", p.waiting.size()},
                        {"failure", p.failure}}
      .dump();
}

}  // namespace rummy::web

extern "C" {

#ifdef __EMSCRIPTEN__
EMSCRIPTEN_KEEPALIVE
#endif
const char* rummy_think(const char* question) {
  static std::string answer;
  const nlohmann::json q = nlohmann::json::parse(question ? question : "", nullptr, false);
  answer = (q.is_object() ? rummy::web::Think(q) : nlohmann::json{{"error", "The question is not JSON."}})
               .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  return answer.c_str();
}

#ifdef __EMSCRIPTEN__
EMSCRIPTEN_KEEPALIVE
#endif
void rummy_thought(double ticket, const char* answer) {
  using namespace rummy::web;
  Page& p = ThePage();
  auto it = p.waiting.find(static_cast<uint64_t>(ticket));
  if (it == p.waiting.end()) return;  // nobody waits for it any more: dropped
  p.waiting.erase(it);
  p.answers[static_cast<uint64_t>(ticket)] = answer ? answer : "";
  ++p.answered;
  RequestFrames();
}

#ifdef __EMSCRIPTEN__
EMSCRIPTEN_KEEPALIVE
#endif
void rummy_thinker_failed(const char* why) { rummy::web::Fail(why && *why ? why : "it stopped"); }

#ifdef __EMSCRIPTEN__
EMSCRIPTEN_KEEPALIVE
#endif
void rummy_thinker_ready() {
  using namespace rummy::web;
  if (ThePage().worker == Worker::kStarting) ThePage().worker = Worker::kReady;
}
}
