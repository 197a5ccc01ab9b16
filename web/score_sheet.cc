#include "score_sheet.h"

#include <algorithm>
#include <cmath>

#include "imgui.h"
#include "imgui_internal.h"
#include "match/describe.h"
#include "meld_area.h"
#include "test_hook.h"
#include "widgets.h"

namespace rummy::web {

namespace {

// Scores are never written smaller than this share of the text's size.
constexpr float kSmallestScoreScale = 0.6f;

// `text` written upward (read from the bottom, its tops to the left), its first letter at the
// bottom of `cell` and its line centred across it.
void TextUpward(const ImRect& cell, const char* text, const std::string& hook_id) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 size = ImGui::CalcTextSize(text);
  const ImVec2 pivot(std::floor(cell.GetCenter().x - size.y / 2), std::floor(cell.Max.y - ImGui::GetStyle().CellPadding.y));
  // Drawn across at the pivot, then turned a quarter round it: (x, y) -> (y, -x). Across, the
  // letters reach past the cell, where AddText would leave them out: they are drawn under a clip
  // rectangle around them, which then becomes the cell's again.
  const ImVec4 cell_clip = dl->_CmdHeader.ClipRect;
  dl->PushClipRect(ImVec2(pivot.x - 1, pivot.y - 1), ImVec2(pivot.x + size.x + 1, pivot.y + size.y + 1), false);
  const int first = dl->VtxBuffer.Size;
  dl->AddText(pivot, ImGui::GetColorU32(ImGuiCol_Text), text);
  for (int i = first; i < dl->VtxBuffer.Size; ++i) {
    ImVec2& v = dl->VtxBuffer[i].pos;
    v = ImVec2(pivot.x + (v.y - pivot.y), pivot.y - (v.x - pivot.x));
  }
  dl->CmdBuffer.back().ClipRect = cell_clip;
  dl->PopClipRect();
  Hook().Rect(hook_id, ImVec2(pivot.x, pivot.y - size.x), ImVec2(pivot.x + size.y, pivot.y));
}

}  // namespace

void DrawScoreSheet(const std::vector<std::string>& names, const ScoreSheet& sheet, bool total_row, const char* total_label,
                    const SheetRow* running) {
  const int n = static_cast<int>(names.size());
  const ImGuiStyle& st = ImGui::GetStyle();
  BeginPanel();
  // The hand column fits its words ("Hand", the total row's label); the players share the rest. When their
  // names do not fit across their columns (six or more players on a phone) they are written
  // upward, as on a paper score sheet, rather than cut.
  const float hand_w = std::max({ImGui::CalcTextSize("Hand").x, ImGui::CalcTextSize(total_row ? total_label : "").x,
                                 ImGui::CalcTextSize(running ? running->label.c_str() : "").x});
  float name_w = 0;
  for (const std::string& name : names) name_w = std::max(name_w, ImGui::CalcTextSize(name.c_str()).x);
  float score_w = 0;
  auto widest = [&](const std::vector<int>& row) {
    for (int v : row) score_w = std::max(score_w, ImGui::CalcTextSize(std::to_string(v).c_str()).x);
  };
  for (const std::vector<int>& row : sheet.hands) widest(row);
  if (total_row) widest(sheet.totals);
  if (running) widest(running->values);
  // A player's column, inside its padding and border. With many players on a phone (Five Crowns
  // for 14) the cells' padding shrinks to a pixel, so that every column still holds a line of text
  // written upward and the scores at their smallest.
  auto column = [&](float pad) {
    const float extra = 2 * pad + 1;
    return (ImGui::GetContentRegionAvail().x - hand_w - extra) / static_cast<float>(n) - extra;
  };
  const float pad =
      column(st.CellPadding.x) < std::max(ImGui::GetTextLineHeight(), score_w * kSmallestScoreScale) ? 1.0f : st.CellPadding.x;
  const float per_column = column(pad);
  const bool upward = name_w > per_column;
  // The scores are written smaller when the widest of them ("-135") is wider than a column (eight
  // players on a phone with the larger text): every row alike, so the sheet still reads as one.
  const float score_scale = score_w > per_column ? std::max(per_column / score_w, kSmallestScoreScale) : 1.0f;
  ImGui::PushStyleVar(ImGuiStyleVar_CellPadding, ImVec2(pad, st.CellPadding.y));
  if (!ImGui::BeginTable("sheet", n + 1, ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchSame)) {
    ImGui::PopStyleVar();
    EndPanel();
    return;
  }
  ImGui::PushTextWrapPos(-1);  // a score never wraps ("-13" over "5" would read as two)
  ImGui::TableSetupColumn("Hand", ImGuiTableColumnFlags_WidthFixed, hand_w);
  for (const std::string& name : names) ImGui::TableSetupColumn(name.c_str());
  ImGuiTable* table = ImGui::GetCurrentTable();
  if (!upward) {
    ImGui::TableHeadersRow();
    for (int c = 1; c <= n; ++c) {
      const ImRect cell = ImGui::TableGetCellBgRect(table, c);
      const ImVec2 at(cell.Min.x + pad, cell.Min.y + st.CellPadding.y);
      const ImVec2 size = ImGui::CalcTextSize(names[c - 1].c_str());
      Hook().Rect("score-head:" + std::to_string(c), at, ImVec2(at.x + size.x, at.y + size.y));
    }
  } else {
    ImGui::TableNextRow(ImGuiTableRowFlags_Headers, name_w + 2 * st.CellPadding.y);
    ImGui::TableSetColumnIndex(0);
    ImGui::TableHeader("Hand");
    for (int c = 1; c <= n; ++c) {
      ImGui::TableSetColumnIndex(c);
      ImGui::PushID(c);
      ImGui::TableHeader("##name");  // the header's background; the name is drawn upward over it
      ImGui::PopID();
      TextUpward(ImGui::TableGetCellBgRect(table, c), names[c - 1].c_str(), "score-head:" + std::to_string(c));
    }
  }
  // The test hook: each header's column (the names' words are checked against them).
  for (int c = 0; c <= n; ++c) {
    const ImRect cell = ImGui::TableGetCellBgRect(table, c);
    Hook().Rect("score-col:" + std::to_string(c), cell.Min, cell.Max);
  }
  const ImRect hand_cell = ImGui::TableGetCellBgRect(table, 0);
  const ImVec2 hand_at(hand_cell.Min.x + pad, hand_cell.Min.y + st.CellPadding.y);
  Hook().Rect("score-head:0", hand_at, ImVec2(hand_at.x + ImGui::CalcTextSize("Hand").x, hand_at.y + ImGui::GetTextLineHeight()));
  ImGui::SetWindowFontScale(score_scale);
  for (size_t h = 0; h < sheet.hands.size(); ++h) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::Text("%zu", h + 1);
    for (int v : sheet.hands[h]) {
      ImGui::TableNextColumn();
      ImGui::Text("%d", v);
    }
  }
  if (running) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(running->label.c_str());
    Hook().Rect("score-running");
    for (size_t c = 0; c < running->values.size(); ++c) {
      ImGui::TableNextColumn();
      ImGui::Text("%d", running->values[c]);
      Hook().Rect("score-running:" + std::to_string(c + 1));
    }
  }
  if (total_row) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextColored(kGoldText, "%s", total_label);
    Hook().Rect("score-total");
    const ImRect cell = ImGui::TableGetCellBgRect(table, 0);
    Hook().Rect("score-total-cell", cell.Min, cell.Max);
    for (size_t c = 0; c < sheet.totals.size(); ++c) {
      ImGui::TableNextColumn();
      ImGui::TextColored(kGoldText, "%d", sheet.totals[c]);
      Hook().Rect("score-total:" + std::to_string(c + 1));
    }
  }
  ImGui::SetWindowFontScale(1.0f);
  ImGui::PopTextWrapPos();
  ImGui::EndTable();
  ImGui::PopStyleVar();
  EndPanel();
}

Rules RulesOfHand(const Rules& now, const HandEnd& ended) {
  Rules r = now;
  r.wild_rank = ended.wild_rank;
  return r;
}

std::vector<Card> LeftHolding(const HandEnd& ended, int seat, const Rules& hand_rules) {
  if (seat >= static_cast<int>(ended.hands.size())) return {};
  std::vector<Card> left = ended.hands[seat];
  auto key = [&](Card c) { return ShowOrder(c, false, hand_rules.IsWild(c)); };
  std::stable_sort(left.begin(), left.end(), [&](Card a, Card b) { return key(a) < key(b); });
  return left;
}

void DrawHandScores(const Fonts& fonts, const CardStyle& style, const Game& game, const Rules& rules,
                    const std::vector<std::string>& names, const ScoreSheet& sheet, const HandEnd& ended, bool over,
                    const std::string& game_line) {
  ImGui::PushFont(fonts.title);
  ImGui::PushStyleColor(ImGuiCol_Text, kGoldText);
  if (over) {
    std::vector<std::string> winners;
    for (int w : sheet.winners) winners.push_back(names[w]);
    const bool you = winners.size() == 1 && winners[0] == "You";
    ImGui::TextWrapped("%s", you ? "You win the match!" : WinnersSentence(winners).c_str());
  } else {
    ImGui::Text("Hand %zu is over", sheet.hands.size());
  }
  ImGui::PopStyleColor();
  ImGui::PopFont();
  Hook().Rect("summary");
  // How the hand ended ("Ben went out.", "The stock ran out."): a hand that stopped with no word
  // of why puzzled a playtest.
  if (const std::string how = HandEndedSentence(&ended, names); !how.empty()) {
    ImGui::TextWrapped("%s", how.c_str());
    Hook().Rect("summary-ended");
  }
  if (!game_line.empty()) {
    ImGui::TextWrapped("%s", game_line.c_str());
    Hook().Rect("summary-game-line");
  }
  // Wild cards tagged as on the table, by the wild rank of the hand that ended.
  const Rules hand_rules = RulesOfHand(rules, ended);
  // What the cards counted (a playtester could not tell where the points came from).
  if (const std::string values = game.CardValuesWords(hand_rules); !values.empty()) {
    ImGui::TextWrapped("%s", values.c_str());
    Hook().Rect("summary-values");
  }
  // Cards laid off on a player's melds by someone else carry a dot in the layer's colour (as on
  // the table): said once, when there are any.
  if (AnyLaidOffByOthers(ended.melds)) ImGui::TextWrapped("%s", kLaidOffNote.full);
  auto wild_marks = [&](std::span<const Card> cards, unsigned mark) {
    std::vector<unsigned> marks;
    for (Card c : cards) marks.push_back(mark | WildMark(hand_rules, c));
    return marks;
  };
  const std::vector<int>& last = sheet.hands.back();
  const float w = 40.0f, step = 22.0f;
  for (int p = 0; p < static_cast<int>(names.size()); ++p) {
    BeginPanel();  // each player's part on a panel of its own
    ImGui::PushStyleColor(ImGuiCol_Text, SeatColour(p));
    const std::string line =
        names[p] + ": " + game.HandScoreWords(last[p], sheet.totals[p]) + (ended.out == p ? ", went out" : "");
    ImGui::TextWrapped("%s", line.c_str());
    ImGui::PopStyleColor();
    if (p < static_cast<int>(ended.parts.size()) && !ended.parts[p].empty()) {
      ImGui::TextWrapped("%s", ScorePartsText(ended.parts[p]).c_str());
    }
    // What they had on the table and what they were left holding.
    ImVec2 pos = ImGui::GetCursorScreenPos();
    const float x0 = pos.x, avail = ImGui::GetContentRegionAvail().x;
    bool drew = false;
    for (const TableMeld& t : ended.melds) {
      if (t.owner != p) continue;
      const float mw = step * static_cast<float>(t.meld.cards.size() - 1) + w;
      if (pos.x > x0 && pos.x + mw > x0 + avail) pos = ImVec2(x0, pos.y + w * kCardAspect + 4);
      CardRow row{t.meld.cards.ToVector(), wild_marks(t.meld.cards, kMarkNone), LaidOffDots(t), {}};
      for (int k = 0; k < t.meld.size(); ++k) row.as.push_back(StandsForIn(t.meld, k, rules));
      DrawCardRow(fonts, style, row, pos, w, step, "", false);
      pos.x += mw + 10;
      drew = true;
    }
    // A labelled row of cards: what they laid off on others' melds (it scores for them), what
    // they were left holding (dimmed). Too many for the width (Kaluki's 15 on a phone ran off
    // the screen), the rest goes on under the first, as many a line as fit.
    auto labelled = [&](const std::string& id, const char* label, float label_w, const std::vector<Card>& cards,
                        const std::vector<unsigned>& marks) {
      const size_t per_line = static_cast<size_t>(std::max(1.0f, std::floor((avail - label_w - w) / step) + 1));
      for (size_t from = 0; from < cards.size(); from += per_line) {
        const size_t n = std::min(per_line, cards.size() - from);
        const float mw = step * static_cast<float>(n - 1) + w + label_w;
        if (pos.x > x0 && pos.x + mw > x0 + avail) pos = ImVec2(x0, pos.y + w * kCardAspect + 4);
        if (from == 0) ImGui::GetWindowDrawList()->AddText(ImVec2(pos.x, pos.y), ImGui::GetColorU32(ImGuiCol_Text), label);
        const auto part = [&](const auto& all) { return std::vector(all.begin() + from, all.begin() + from + n); };
        DrawCardRow(fonts, style, CardRow{part(cards), part(marks), {}}, ImVec2(pos.x + label_w, pos.y), w, step, "", false);
        Hook().Rect(id + ":" + std::to_string(p) + ":" + std::to_string(from), ImVec2(pos.x + label_w, pos.y),
                    ImVec2(pos.x + mw, pos.y + w * kCardAspect));
        pos.x += mw + 10;
        drew = true;
      }
    };
    const std::vector<Card> laid_off = LaidOffBy(ended, p);
    labelled("summary-laid-off", "laid off:", 62, laid_off, wild_marks(laid_off, kMarkNone));
    const std::vector<Card> left = LeftHolding(ended, p, hand_rules);
    labelled("summary-left", "left:", 36, left, wild_marks(left, kMarkDim));
    if (drew) {
      ImGui::SetCursorScreenPos(ImVec2(x0, pos.y + w * kCardAspect + 6));
      ImGui::Dummy(ImVec2(1, 1));
    }
    EndPanel();
  }
}

}  // namespace rummy::web
