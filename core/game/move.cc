#include "game/move.h"

#include <cctype>

namespace rummy {

namespace {

std::vector<std::string> Words(std::string_view text) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : text) {
    if (c == ' ' || c == '\t' || c == ',' || c == '\n' || c == '\r') {
      if (!cur.empty()) out.push_back(cur);
      cur.clear();
      if (c == ',') out.push_back(",");
    } else {
      cur += c;
    }
  }
  if (!cur.empty()) out.push_back(cur);
  return out;
}

std::string Lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

Error Bad(std::string_view text, const std::string& why) {
  return Error{ErrorCode::kParse, "'" + std::string(text) + "' is not a move: " + why};
}

// Cards of one meld, with optional "(4H)"/"(7)" annotations on wild cards.
Result<MeldSpec> ParseSpec(const std::vector<std::string>& tokens) {
  MeldSpec spec;
  for (size_t i = 0; i < tokens.size(); ++i) {
    std::string tok = tokens[i];
    std::string note;
    const size_t open = tok.find('(');
    if (open != std::string::npos) {
      if (tok.back() != ')') return Error{ErrorCode::kParse, "'" + tok + "': the bracket is not closed"};
      note = tok.substr(open + 1, tok.size() - open - 2);
      tok = tok.substr(0, open);
    }
    Result<Card> c = ParseCard(tok);
    if (!c) return c.error();
    spec.cards.push_back(*c);
    if (note.empty()) continue;
    Result<Card> rep = ParseCard(note);
    if (rep) {
      int pos = rep->rank();
      if (pos == kAce && i > 0) pos = 14;  // an ace after other cards sits above the king
      spec.hint.kind = MeldKind::kRun;
      spec.hint.low = pos - static_cast<int>(i);
    } else {
      Result<Card> rank_only = ParseCard(note + "C");
      if (!rank_only) return Error{ErrorCode::kParse, "'(" + note + ")' must name a card (4H) or a rank (7)"};
      spec.hint.kind = MeldKind::kSet;
      spec.hint.rank = rank_only->rank();
    }
  }
  if (spec.cards.empty()) return Error{ErrorCode::kParse, "a meld needs cards"};
  return spec;
}

// Splits tokens at "," into melds.
Result<std::vector<MeldSpec>> ParseSpecs(const std::vector<std::string>& tokens) {
  std::vector<MeldSpec> specs;
  std::vector<std::string> cur;
  auto flush = [&]() -> std::optional<Error> {
    if (cur.empty()) return Error{ErrorCode::kParse, "an empty meld"};
    Result<MeldSpec> s = ParseSpec(cur);
    if (!s) return s.error();
    specs.push_back(*s);
    cur.clear();
    return std::nullopt;
  };
  for (const std::string& t : tokens) {
    if (t == ",") {
      if (auto e = flush()) return *e;
    } else {
      cur.push_back(t);
    }
  }
  if (auto e = flush()) return *e;
  return specs;
}

std::string SpecText(const MeldSpec& spec, const Rules& rules) {
  Result<Meld> m = CheckMeld(rules, spec.cards, spec.hint);
  if (m) return m->ToString(rules);
  return CardsToString(spec.cards);
}

// The specs' text added to `out`. `checked`, when given, holds the melds the specs make (in
// order): their text needs no check.
void AppendSpecsText(std::string& out, const std::vector<MeldSpec>& specs, const Rules& rules, const std::vector<Meld>* checked) {
  RUMMY_CHECK(!checked || checked->size() == specs.size());
  for (size_t i = 0; i < specs.size(); ++i) {
    if (i) out += ", ";
    if (checked) {
      (*checked)[i].AppendText(out, rules);
    } else {
      out += SpecText(specs[i], rules);
    }
  }
}

// `words`, then the specs' text.
std::string SpecsText(const char* words, const std::vector<MeldSpec>& specs, const Rules& rules,
                      const std::vector<Meld>* checked) {
  std::string out = words;
  AppendSpecsText(out, specs, rules, checked);
  return out;
}

}  // namespace

MeldSpec SpecOf(const Meld& meld) {
  MeldSpec s;
  s.cards.assign(meld.cards.begin(), meld.cards.end());
  s.hint.kind = meld.kind;
  if (meld.kind == MeldKind::kRun) s.hint.low = meld.low;
  if (meld.kind == MeldKind::kSet && meld.rank != 0) s.hint.rank = meld.rank;
  return s;
}

std::string MoveToString(const Move& m, const Rules& rules, const std::vector<Meld>* checked) {
  switch (m.kind) {
    case MoveKind::kDrawStock: return "draw";
    case MoveKind::kTakeDiscard: return m.target >= 0 ? "take " + m.card.ToString() : "take";
    case MoveKind::kDiscard: return "discard " + m.card.ToString();
    case MoveKind::kMeld: return SpecsText("meld ", m.melds, rules, checked);
    case MoveKind::kLayDown: {
      // One string, each part added in place (a bot's every going out is written into the history).
      std::string out = SpecsText(m.melds.empty() ? "down" : "down ", m.melds, rules, checked);
      out += " discard ";
      AppendFaceText(out, m.card.face());
      return out;
    }
    case MoveKind::kLayOff:
      return "layoff " + m.card.ToString() + " on " + std::to_string(m.target) +
             (m.end == End::kLow    ? " low"
              : m.end == End::kHigh ? " high"
                                    : "");
    case MoveKind::kExchange:
      return "exchange " + m.card.ToString() + " on " + std::to_string(m.target) +
             (m.melds.empty() ? "" : SpecsText(" meld ", m.melds, rules, checked));
    case MoveKind::kPlay: return "play " + (m.melds.empty() ? std::string() : CardsToString(m.melds[0].cards));
    case MoveKind::kPredict: return m.target == 1 ? "predict ace" : "predict last";
    case MoveKind::kWidow: return "widow " + m.card.ToString();
    case MoveKind::kPass: return "pass";
    case MoveKind::kMayI: return "mayi";
    case MoveKind::kKentucky:
    case MoveKind::kRummy:
      return std::string(m.kind == MoveKind::kRummy ? "rummy " : "kentucky ") + m.card.ToString() + " on " +
             std::to_string(m.target) +
             (m.end == End::kLow    ? " low"
              : m.end == End::kHigh ? " high"
                                    : "");
  }
  return "?";
}

Result<Move> ParseMove(std::string_view text) {
  const std::vector<std::string> w = Words(text);
  if (w.empty()) return Bad(text, "it is empty");
  const std::string verb = Lower(w[0]);
  Move m;
  auto card_at = [&](size_t i) -> Result<Card> {
    if (i >= w.size()) return Bad(text, "a card is missing");
    return ParseCard(w[i]);
  };
  auto index_at = [&](size_t i) -> Result<int> {
    if (i >= w.size() || w[i].empty() || w[i].size() > 3) return Bad(text, "a meld number is missing");
    int n = 0;
    for (char c : w[i]) {
      if (c < '0' || c > '9') return Bad(text, "'" + w[i] + "' is not a meld number");
      n = n * 10 + (c - '0');
    }
    return n;
  };
  if (verb == "draw" && w.size() == 1) return Move::Draw();
  if (verb == "take" && w.size() == 1) return Move::Take();
  if (verb == "take" && w.size() == 2) {  // Rummy's track: this card and every card above it
    Result<Card> c = card_at(1);
    if (!c) return c.error();
    return Move::Of(MoveKind::kTakeDiscard, *c, 0);
  }
  if (verb == "discard") {
    if (w.size() != 2) return Bad(text, "say which one card to discard");
    Result<Card> c = card_at(1);
    if (!c) return c.error();
    return Move::Discard(*c);
  }
  if (verb == "meld") {
    Result<std::vector<MeldSpec>> specs = ParseSpecs({w.begin() + 1, w.end()});
    if (!specs) return specs.error();
    m.kind = MoveKind::kMeld;
    m.melds = *specs;
    return m;
  }
  if (verb == "down") {
    size_t d = 1;
    while (d < w.size() && Lower(w[d]) != "discard") ++d;
    if (d + 2 != w.size()) return Bad(text, "end it with 'discard' and one card");
    Result<Card> c = card_at(d + 1);
    if (!c) return c.error();
    m.kind = MoveKind::kLayDown;
    m.card = *c;
    if (d > 1) {
      Result<std::vector<MeldSpec>> specs = ParseSpecs({w.begin() + 1, w.begin() + static_cast<long>(d)});
      if (!specs) return specs.error();
      m.melds = *specs;
    }
    return m;
  }
  if (verb == "layoff" || verb == "exchange" || verb == "kentucky" || verb == "rummy") {
    Result<Card> c = card_at(1);
    if (!c) return c.error();
    if (w.size() < 4 || Lower(w[2]) != "on") return Bad(text, "write '" + verb + " <card> on <meld number>'");
    Result<int> t = index_at(3);
    if (!t) return t.error();
    m.card = *c;
    m.target = *t;
    if (verb == "layoff" || verb == "kentucky" || verb == "rummy") {
      m.kind = verb == "layoff" ? MoveKind::kLayOff : verb == "rummy" ? MoveKind::kRummy : MoveKind::kKentucky;
      if (w.size() == 5 && Lower(w[4]) == "low")
        m.end = End::kLow;
      else if (w.size() == 5 && Lower(w[4]) == "high")
        m.end = End::kHigh;
      else if (w.size() != 4)
        return Bad(text, "only 'low' or 'high' may follow the meld number");
      return m;
    }
    m.kind = MoveKind::kExchange;
    if (w.size() > 4) {
      if (Lower(w[4]) != "meld") return Bad(text, "the new meld starts with 'meld'");
      Result<std::vector<MeldSpec>> specs = ParseSpecs({w.begin() + 5, w.end()});
      if (!specs) return specs.error();
      m.melds = *specs;
    }
    return m;
  }
  if (verb == "play") {
    if (w.size() != 2 && w.size() != 4) return Bad(text, "play one card or three");
    MeldSpec spec;
    for (size_t i = 1; i < w.size(); ++i) {
      Result<Card> c = ParseCard(w[i]);
      if (!c) return c.error();
      spec.cards.push_back(*c);
    }
    m.kind = MoveKind::kPlay;
    m.melds.push_back(spec);
    return m;
  }
  if (verb == "predict") {
    if (w.size() == 2 && Lower(w[1]) == "last") return Move::Of(MoveKind::kPredict, Card(), 0);
    if (w.size() == 2 && Lower(w[1]) == "ace") return Move::Of(MoveKind::kPredict, Card(), 1);
    return Bad(text, "predict 'last' (the last trick) or 'ace' (the last trick with a led ace)");
  }
  if (verb == "widow") {
    if (w.size() != 2) return Bad(text, "say which card to lay out for the widow card");
    Result<Card> c = card_at(1);
    if (!c) return c.error();
    return Move::Of(MoveKind::kWidow, *c);
  }
  if (verb == "pass" && w.size() == 1) return Move::Of(MoveKind::kPass);
  if ((verb == "mayi" && w.size() == 1) || (verb == "may" && w.size() == 2 && Lower(w[1]) == "i")) {
    return Move::Of(MoveKind::kMayI);
  }
  return Bad(text,
             "it starts with draw, take, discard, meld, down, layoff, exchange, play, predict, widow, pass, "
             "mayi or kentucky");
}

}  // namespace rummy
