#include "app.h"

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

#include <SDL_scancode.h>

#include "imgui.h"
#include "platform.h"
#include "test_hook.h"

namespace rummy::web {

namespace {

const GameChoice kGames[] = {
    {"Kentucky", "kentucky", 11}, {"Rummy", "rummy", 8}, {"Three Kings", "three-kings", 9},
    {"Five Crowns", "five-crowns", 7}, {"Kaluki", "kaluki", 15},
};
constexpr int kNumGames = 5;

std::string RulesSpec(int game, int five_crowns_cards) {
  if (std::string(kGames[game].id) == "five-crowns") return "five-crowns:" + std::to_string(five_crowns_cards);
  return kGames[game].id;
}

const ImU32 kFelt = IM_COL32(11, 93, 59, 255);

// Lays out items left to right, wrapping to a new line when the next one does not fit.
class Flow {
 public:
  Flow() : avail_(ImGui::GetContentRegionAvail().x) {}
  bool Button(const char* label) {
    Place(ImGui::CalcTextSize(label).x + ImGui::GetStyle().FramePadding.x * 2);
    return ImGui::Button(label);
  }
  bool Checkbox(const char* label, bool* v) {
    Place(ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x + ImGui::CalcTextSize(label).x);
    return ImGui::Checkbox(label, v);
  }

 private:
  void Place(float w) {
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    if (!first_ && x_ + gap + w <= avail_) {
      ImGui::SameLine();
      x_ += gap + w;
    } else {
      x_ = w;
    }
    first_ = false;
  }
  float avail_;
  float x_ = 0;
  bool first_ = true;
};

}  // namespace

App::App() {
  SelectGame(game_);
}

void App::SelectGame(int index) {
  game_ = std::clamp(index, 0, kNumGames - 1);
  rules_ = *MakeRules(RulesSpec(game_, five_crowns_cards_));
  Deal(TestMode() ? 1 : RandomSeed() % 1000000);
}

void App::Deal(uint64_t seed) {
  seed_ = seed;
  Rng rng(seed);
  const std::vector<Card> deck = rules_.pack.Shuffled(rng);
  const int n = std::string(kGames[game_].id) == "five-crowns" ? five_crowns_cards_ : kGames[game_].cards;
  hand_.assign(deck.begin(), deck.begin() + n);
  selected_.assign(hand_.size(), false);
  group_.assign(hand_.size(), -1);
  arrangement_.reset();
  focus_ = 0;
  SortBy(false);
  status_ = "Dealt " + std::to_string(n) + " cards of " + kGames[game_].name + " (deal #" + std::to_string(seed_) + ").";
  Announce(status_ + " " + CardsPretty(hand_));
}

void App::SortBy(bool by_rank) {
  std::vector<size_t> idx(hand_.size());
  for (size_t i = 0; i < idx.size(); ++i) idx[i] = i;
  auto key = [&](Card c) {
    const int wild = rules_.IsWild(c) ? 1 : 0;  // wild cards last
    const int rank = c.is_joker() ? 99 : c.rank();
    const int suit = static_cast<int>(c.suit());
    return by_rank ? wild * 10000 + rank * 10 + suit : wild * 10000 + suit * 100 + rank;
  };
  std::stable_sort(idx.begin(), idx.end(), [&](size_t a, size_t b) { return key(hand_[a]) < key(hand_[b]); });
  std::vector<Card> h;
  std::vector<bool> s;
  for (size_t i : idx) {
    h.push_back(hand_[i]);
    s.push_back(selected_[i]);
  }
  hand_ = h;
  selected_ = s;
  group_.assign(hand_.size(), -1);
  arrangement_.reset();
}

void App::ArrangeHand() {
  Arrangement a = SharedSolver(rules_).Arrange(hand_);
  std::vector<Card> order;
  std::vector<int> group;
  for (size_t m = 0; m < a.melds.size(); ++m) {
    for (Card c : a.melds[m].cards) {
      order.push_back(c);
      group.push_back(static_cast<int>(m));
    }
  }
  for (Card c : a.deadwood) {
    order.push_back(c);
    group.push_back(-1);
  }
  hand_ = order;
  group_ = group;
  selected_.assign(hand_.size(), false);
  std::string text;
  for (const Meld& m : a.melds) {
    text += (text.empty() ? "" : " \u00b7 ") + std::string(m.kind == MeldKind::kRun ? "run " : "set ") + m.Pretty(rules_);
  }
  if (text.empty()) text = "No meld in this hand";
  text += a.deadwood.empty() ? " \u00b7 nothing left over." : " \u00b7 left over " + std::to_string(a.deadwood_value) + " points.";
  status_ = "Best arrangement: " + text;
  arrangement_ = std::move(a);
  Announce(status_);
}

std::string App::SelectionVerdict() const {
  std::vector<Card> sel;
  for (size_t i = 0; i < hand_.size(); ++i) {
    if (selected_[i]) sel.push_back(hand_[i]);
  }
  if (sel.empty()) return "Tap cards to select them; the table says whether they make a meld.";
  std::vector<Meld> readings = MeldReadings(rules_, sel);
  if (!readings.empty()) {
    const Meld& m = readings[0];
    std::string s = CardsPretty(sel) + ": a " + (m.kind == MeldKind::kRun ? "run" : "set");
    if (readings.size() > 1) s += " (the wild card can stand for more than one card)";
    return s + ".";
  }
  Result<Meld> m = CheckMeld(rules_, sel);
  return m.ok() ? CardsPretty(sel) + ": a meld." : m.error().Message() + ".";
}

void App::HandleKeys() {
  if (ImGui::GetIO().WantTextInput || hand_.empty()) return;
  // ImGui 1.86 indexes keys by SDL scancode (named keys through GetKeyIndex).
  for (int g = 0; g < kNumGames; ++g) {
    if (ImGui::IsKeyPressed(SDL_SCANCODE_1 + g)) SelectGame(g);
  }
  if (ImGui::IsKeyPressed(SDL_SCANCODE_D)) Deal(RandomSeed() % 1000000);
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_A))) ArrangeHand();
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_LeftArrow))) focus_ = std::max(0, focus_ - 1);
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_RightArrow))) {
    focus_ = std::min(static_cast<int>(hand_.size()) - 1, focus_ + 1);
  }
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter)) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Space))) {
    selected_[focus_] = !selected_[focus_];
  }
}

void App::DrawControls(const Fonts& fonts) {
  ImGui::PushFont(fonts.title);
  ImGui::TextUnformatted("Rummy Parlor");
  ImGui::PopFont();
  ImGui::TextWrapped("Five rummy games. Pick one, deal a hand, and see how it melds.");
  ImGui::Spacing();
  Flow games;
  for (int g = 0; g < kNumGames; ++g) {
    const bool active = g == game_;
    if (active) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyle().Colors[ImGuiCol_ButtonActive]);
    if (games.Button(kGames[g].name)) SelectGame(g);
    if (active) ImGui::PopStyleColor();
    Hook().Rect(std::string("game:") + kGames[g].id);
  }
  if (std::string(kGames[game_].id) == "five-crowns") {
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Cards dealt");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(std::min(ImGui::GetContentRegionAvail().x, 240.0f));
    if (ImGui::SliderInt("##cards", &five_crowns_cards_, 3, 13)) {
      rules_ = *MakeRules(RulesSpec(game_, five_crowns_cards_));
      Deal(seed_);
    }
    Hook().Rect("slider:cards");
  }
  Flow actions;
  if (actions.Button("Deal")) Deal(RandomSeed() % 1000000);
  Hook().Rect("button:deal");
  if (actions.Button("Sort by suit")) SortBy(false);
  Hook().Rect("button:sort-suit");
  if (actions.Button("Sort by rank")) SortBy(true);
  Hook().Rect("button:sort-rank");
  if (actions.Button("Arrange")) ArrangeHand();
  Hook().Rect("button:arrange");
  actions.Checkbox("Four-colour deck", &style_.four_colour);
  Hook().Rect("check:four-colour");
  if (rules_.wild_rank != 0) {
    ImGui::TextDisabled("Wild this hand: jokers and every %s", RankText(rules_.wild_rank).c_str());
  }
}

void App::DrawHand(const Fonts& fonts) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const float width = ImGui::GetContentRegionAvail().x;
  const int n = static_cast<int>(hand_.size());
  // Cards overlap by 30%; wrap into more rows when they would get smaller than 56 px.
  int rows = 1, per_row = n;
  float w = 0, step = 0;
  const float gap_between_groups = 10.0f;
  while (true) {
    per_row = (n + rows - 1) / rows;
    w = std::min(110.0f, width / (0.7f * static_cast<float>(per_row - 1) + 1.0f));
    if (w >= 56.0f || rows >= 3) break;
    ++rows;
  }
  if (arrangement_) w = std::min(w, (width - gap_between_groups * 4) / (0.7f * static_cast<float>(per_row - 1) + 1.0f));
  // Spread the cards out when the row has room; overlap them by up to 30% when it has not.
  step = per_row > 1 ? std::clamp((width - w - (arrangement_ ? gap_between_groups * 4 : 0.0f)) / (per_row - 1),
                                  w * 0.7f, w * 1.06f)
                     : w;
  const float h = w * kCardAspect;
  const float lift = std::max(8.0f, h * 0.12f);
  std::vector<ImVec2> pos(n);
  for (int i = 0; i < n; ++i) {
    const int row = i / per_row, col = i % per_row;
    float x = origin.x + col * step;
    if (arrangement_) {
      for (int k = row * per_row + 1; k <= i; ++k) {
        if (group_[k] != group_[k - 1]) x += gap_between_groups;
      }
    }
    pos[i] = ImVec2(x, origin.y + lift + row * (h + 12.0f) - (selected_[i] ? lift : 0.0f));
  }
  const float total_h = lift + rows * (h + 12.0f);
  ImGui::InvisibleButton("hand", ImVec2(width, total_h));
  // Topmost card under the pointer gets the click.
  if (ImGui::IsItemClicked(ImGuiMouseButton_Left)) {
    const ImVec2 m = ImGui::GetIO().MousePos;
    for (int i = n - 1; i >= 0; --i) {
      if (m.x >= pos[i].x && m.x <= pos[i].x + w && m.y >= pos[i].y && m.y <= pos[i].y + h) {
        selected_[i] = !selected_[i];
        focus_ = i;
        Announce(std::string(selected_[i] ? "Selected " : "Unselected ") + hand_[i].Pretty());
        break;
      }
    }
  }
  for (int i = 0; i < n; ++i) {
    unsigned marks = kMarkNone;
    if (selected_[i]) marks |= kMarkSelected;
    if (rules_.IsWild(hand_[i]) && !hand_[i].is_joker()) marks |= kMarkWild;
    if (arrangement_ && group_[i] < 0) marks |= kMarkDim;
    DrawCardFace(dl, fonts, pos[i], w, hand_[i], style_, marks);
    // The visible strip of an overlapped card (the whole card for the last in its row).
    const bool last_in_row = i == n - 1 || (i + 1) % per_row == 0;
    const float visible = last_in_row ? w : std::min(w, pos[i + 1].x - pos[i].x);
    Hook().Rect("card:" + std::to_string(i), pos[i], ImVec2(pos[i].x + visible, pos[i].y + h));
  }
  if (ImGui::IsWindowFocused() && n > 0 && ImGui::GetIO().NavVisible) {
    dl->AddRect(ImVec2(pos[focus_].x - 3, pos[focus_].y - 3), ImVec2(pos[focus_].x + w + 3, pos[focus_].y + h + 3),
                IM_COL32(255, 255, 255, 200), 6.0f, 0, 2.0f);
  }
}

void App::Frame(const Fonts& fonts) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(vp->Pos);
  ImGui::SetNextWindowSize(vp->Size);
  ImGui::PushStyleColor(ImGuiCol_WindowBg, kFelt);
  ImGui::Begin("table", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoBringToFrontOnFocus);
  HandleKeys();
  DrawControls(fonts);
  ImGui::Spacing();
  ImGui::TextWrapped("%s", status_.c_str());
  ImGui::Spacing();
  DrawHand(fonts);
  ImGui::Spacing();
  ImGui::TextWrapped("%s", SelectionVerdict().c_str());
  // A card back, so the deck's back design is on the table too.
  const ImVec2 p = ImGui::GetCursorScreenPos();
  if (vp->Size.y - (p.y - vp->Pos.y) > 110) {
    ImGui::Spacing();
    DrawCardBack(ImGui::GetWindowDrawList(), ImVec2(p.x, p.y + 8), 60.0f);
    Hook().Rect("stock", ImVec2(p.x, p.y + 8), ImVec2(p.x + 60, p.y + 8 + 60 * kCardAspect));
    ImGui::SetCursorScreenPos(ImVec2(p.x + 72, p.y + 8));
    ImGui::TextDisabled("Stock: %d cards", rules_.pack.Size() - static_cast<int>(hand_.size()));
  }
  ImGui::End();
  ImGui::PopStyleColor();
}

std::string App::StateJson() const {
  nlohmann::json j;
  j["screen"] = "deal";
  j["game"] = kGames[game_].id;
  j["rules"] = rules_.name;
  j["seed"] = seed_;
  std::vector<std::string> hand, selected;
  for (size_t i = 0; i < hand_.size(); ++i) {
    hand.push_back(hand_[i].ToString());
    if (selected_[i]) selected.push_back(hand_[i].ToString());
  }
  j["hand"] = hand;
  j["selected"] = selected;
  j["verdict"] = SelectionVerdict();
  j["status"] = status_;
  j["four_colour"] = style_.four_colour;
  if (arrangement_) j["deadwood"] = arrangement_->deadwood_value;
  const ImGuiIO& io = ImGui::GetIO();
  j["display"] = {io.DisplaySize.x, io.DisplaySize.y};
  j["framebuffer_scale"] = io.DisplayFramebufferScale.x;
  j["font_scale"] = io.FontGlobalScale;
  const std::string s = j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  return s.substr(1, s.size() - 2);  // the fields, for TestHook::Json
}

std::string App::Command(const std::string& text) {
  const nlohmann::json j = nlohmann::json::parse(text, nullptr, false);
  if (j.is_discarded() || !j.is_object()) return "{\"error\":\"not a JSON object\"}";
  if (j.contains("cards") && j["cards"].is_number_integer()) five_crowns_cards_ = std::clamp(j["cards"].get<int>(), 3, 13);
  if (j.contains("game") && j["game"].is_string()) {
    int found = -1;
    for (int g = 0; g < kNumGames; ++g) {
      if (j["game"].get<std::string>() == kGames[g].id) found = g;
    }
    if (found < 0) return "{\"error\":\"unknown game\"}";
    game_ = found;
    rules_ = *MakeRules(RulesSpec(game_, five_crowns_cards_));
  }
  if (j.contains("seed") && j["seed"].is_number_unsigned()) {
    rules_ = *MakeRules(RulesSpec(game_, five_crowns_cards_));
    Deal(j["seed"].get<uint64_t>());
  }
  return "{\"ok\":true}";
}

}  // namespace rummy::web
