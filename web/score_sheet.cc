#include "score_sheet.h"

#include "imgui.h"
#include "match/describe.h"
#include "test_hook.h"
#include "widgets.h"

namespace rummy::web {

void DrawScoreSheet(const std::vector<std::string>& names, const ScoreSheet& sheet, bool total_row) {
  const int n = static_cast<int>(names.size());
  BeginPanel();
  if (!ImGui::BeginTable("sheet", n + 1, ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchSame)) {
    EndPanel();
    return;
  }
  ImGui::TableSetupColumn("Hand");
  for (const std::string& name : names) ImGui::TableSetupColumn(name.c_str());
  ImGui::TableHeadersRow();
  for (size_t h = 0; h < sheet.hands.size(); ++h) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::Text("%zu", h + 1);
    for (int v : sheet.hands[h]) {
      ImGui::TableNextColumn();
      ImGui::Text("%d", v);
    }
  }
  if (total_row) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextColored(kGoldText, "Total");
    for (int v : sheet.totals) {
      ImGui::TableNextColumn();
      ImGui::TextColored(kGoldText, "%d", v);
    }
  }
  ImGui::EndTable();
  EndPanel();
}

void DrawHandScores(const Fonts& fonts, const CardStyle& style, const std::vector<std::string>& names, const ScoreSheet& sheet,
                    const HandEnd& ended, bool over) {
  ImGui::PushFont(fonts.title);
  ImGui::PushStyleColor(ImGuiCol_Text, kGoldText);
  if (over) {
    std::string winners;
    for (size_t i = 0; i < sheet.winners.size(); ++i) winners += (i ? " and " : "") + names[sheet.winners[i]];
    const bool you = sheet.winners.size() == 1 && names[sheet.winners[0]] == "You";
    ImGui::TextWrapped("%s", you ? "You win the match!"
                                 : (winners + (sheet.winners.size() > 1 ? " share the win." : " wins the match.")).c_str());
  } else {
    ImGui::Text("Hand %zu is over", sheet.hands.size());
  }
  ImGui::PopStyleColor();
  ImGui::PopFont();
  Hook().Rect("summary");
  // Cards laid off on a player's melds by someone else carry a dot in the layer's colour (as on
  // the table): said once, when there are any.
  auto tags = [](const TableMeld& t) {
    std::vector<ImU32> out;
    for (size_t i = 0; i < t.laid_by.size(); ++i) out.push_back(t.laid_by[i] != t.owner ? SeatColour(t.laid_by[i]) : 0);
    return out;
  };
  bool dots = false;
  for (const TableMeld& t : ended.melds) {
    for (ImU32 tag : tags(t)) dots |= tag != 0;
  }
  if (dots) ImGui::TextWrapped("A coloured dot marks a card laid off on the meld by another player: it scores for them.");
  const std::vector<int>& last = sheet.hands.back();
  const float w = 40.0f, step = 22.0f;
  for (int p = 0; p < static_cast<int>(names.size()); ++p) {
    BeginPanel();  // each player's part on a panel of its own
    ImGui::PushStyleColor(ImGuiCol_Text, SeatColour(p));
    ImGui::Text("%s: %+d this hand, %d in all%s", names[p].c_str(), last[p], sheet.totals[p], ended.out == p ? ", went out" : "");
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
      DrawCardRow(fonts, style, CardRow{t.meld.cards, {}, tags(t)}, pos, w, step, "", false);
      pos.x += mw + 10;
      drew = true;
    }
    // A labelled row of cards: what they laid off on others' melds (it scores for them), what
    // they were left holding (dimmed).
    auto labelled = [&](const char* label, float label_w, const std::vector<Card>& cards, unsigned mark) {
      if (cards.empty()) return;
      const float mw = step * static_cast<float>(cards.size() - 1) + w + label_w;
      if (pos.x > x0 && pos.x + mw > x0 + avail) pos = ImVec2(x0, pos.y + w * kCardAspect + 4);
      ImGui::GetWindowDrawList()->AddText(ImVec2(pos.x, pos.y), IM_COL32(255, 190, 170, 255), label);
      DrawCardRow(fonts, style, CardRow{cards, std::vector<unsigned>(cards.size(), mark), {}}, ImVec2(pos.x + label_w, pos.y), w,
                  step, "", false);
      pos.x += mw + 10;
      drew = true;
    };
    labelled("laid off:", 62, LaidOffBy(ended, p), kMarkNone);
    if (p < static_cast<int>(ended.hands.size())) labelled("left:", 36, ended.hands[p], kMarkDim);
    if (drew) {
      ImGui::SetCursorScreenPos(ImVec2(x0, pos.y + w * kCardAspect + 6));
      ImGui::Dummy(ImVec2(1, 1));
    }
    EndPanel();
  }
}

}  // namespace rummy::web
