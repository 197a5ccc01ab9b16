// Small pieces of UI the screens share: buttons that report their rectangle to the test hook,
// a left-to-right flow that wraps, the felt colours, rows of cards.
#pragma once

#include <string>
#include <vector>

#include "card_painter.h"
#include "fonts.h"
#include "imgui.h"

namespace rummy::web {

inline const ImU32 kFelt = IM_COL32(11, 93, 59, 255);
inline const ImU32 kFeltDark = IM_COL32(6, 64, 40, 255);
inline const ImU32 kGold = IM_COL32(232, 178, 26, 255);
inline const ImVec4 kErrorText = ImVec4(1.0f, 0.62f, 0.55f, 1.0f);
inline const ImVec4 kGoldText = ImVec4(0.95f, 0.78f, 0.30f, 1.0f);

// Touch scrolling (ImGui 1.86 has none): a drag that began on a window's empty space scrolls
// that window, or the nearest one around it that scrolls. With `from_controls` (screens without
// drag gestures of their own: the lobby, the history) a drag that began on a control scrolls too,
// and the control does not act (a tap, moving less than kDragSlop, still presses it); so it does
// in a popup (the table's menu) on any screen. Text fields keep their drags (selecting). A strip
// that scrolls only sideways (Rummy's long track) scrolls sideways. Call once a frame after the
// windows.
void DragToScroll(bool from_controls = false);
// A press that moved less than this (px) is a tap; further, a drag (DragToScroll scrolls it).
inline constexpr float kDragSlop = 6.0f;
// A card of the hand pressed becomes a drag once the pointer is this many pixels from where the
// press began; let go before, it is a tap (selected): a finger's tap often slides a little, and a
// playtest's taps that slid 9 to 10 px selected nothing at 8 (web/hand.cc).
inline constexpr float kCardDragStart = 16.0f;
// The left button was released this frame after a tap, not a drag.
bool TapReleased();

// A heading with a rule under it.
void Section(const char* title);
// A thin line across the content (not into the window's padding, where a panel's edge is).
void Rule();

// A button whose rectangle the test hook reports as `id`. A highlighted button is the screen's
// main action: the first one drawn after Enter was pressed acts as if clicked (keyboard play).
// `size` (0, 0): fitted to the label, ButtonHeight tall.
bool HookButton(const char* label, const std::string& id, bool highlighted = false, ImVec2 size = ImVec2(0, 0));
// Call once a frame, before the screen is drawn: arms the Enter key for the main action.
void ArmEnterKey();

// A screen whose main action stays pinned at the foot of the window while everything above it
// scrolls (the end-of-hand summary's "Next hand", the lobby's "Start the game"): in view at every
// size, however long the screen. BeginAboveFoot opens the scrolling region, leaving `foot_h` px
// below it (`flags`: the region's window flags); EndAboveFoot closes it; then draw the foot.
// Text in the region wraps at its edge, as in the window.
void BeginAboveFoot(const char* id, float foot_h, ImGuiWindowFlags flags = 0);
void EndAboveFoot();
// A button's height: the frame's, and at least a touch target (44 px) on a touch screen.
float ButtonHeight();
// Until PopTouchFrames, every frame drawn (buttons, lists, text fields, headers) is ButtonHeight
// tall: on a touch screen a touch target, as the lobby's controls are.
void PushTouchFrames();
void PopTouchFrames();
// A foot's button: at least 160 px wide, ButtonHeight tall.
bool FootButton(const char* label, const std::string& id);

// A choice the player can see at a glance, in daylight on a phone: a round mark (one choice
// among several) or a square one (yes or no), filled gold when chosen, a light ring when not,
// and the chosen row tinted gold. The whole row (mark and words, which wrap at the window's
// edge) takes the tap, and on a touch screen it is at least a touch target tall. Returns true
// when pressed; the caller changes the value and tells the mirror. With a `box` (width and
// height), the row is exactly that box and its words wrap inside it.
bool ChoiceMark(const char* label, bool chosen, bool round, ImVec2 box = ImVec2(0, 0));
// The width ChoiceMark takes for a one-line label.
float ChoiceMarkWidth(const char* label);

// Lays out items left to right, wrapping to a new line when the next one does not fit.
class Flow {
 public:
  Flow();
  // Places the next item of width `w` (call before drawing it).
  void Place(float w);
  bool Button(const char* label, const std::string& id, bool highlighted = false);
  bool Checkbox(const char* label, bool* v, const std::string& id);

 private:
  float avail_;
  float x_ = 0;
  bool first_ = true;
};

// Draws cards left to right from `pos`, each `w` wide, `step` apart; reports each card's visible
// part to the test hook as `id_prefix` + index. Returns the index clicked, or -1.
struct CardRow {
  std::vector<Card> cards;
  std::vector<unsigned> marks;  // CardMark per card (optional)
  std::vector<ImU32> tags;      // a coloured dot per card (0 = none): who laid it
  std::vector<StandsFor> as;    // what a joker in a meld stands for (optional)
};
int DrawCardRow(const Fonts& fonts, const CardStyle& style, const CardRow& row, ImVec2 pos, float w, float step,
                const std::string& id_prefix, bool clickable);

// A distinct colour per seat (dots on laid-off cards, names).
ImU32 SeatColour(int seat);

// The look: the ImGui colours and sizes for `style` (high contrast: black, white and yellow;
// larger cards and text: every size and the fonts scaled). Call when the settings change; the
// first call keeps the style set at start-up as the base.
void ApplyTheme(const CardStyle& style);
bool HighContrast();  // the theme last applied
// The felt under everything: lighter in the middle, darker towards the edges (drawn on the
// background draw list, once a frame). High contrast: a darker, plainer felt.
void DrawFelt();
// Whose turn it is: the colour for the words about it (the viewer's status line on their turn).
ImU32 TurnColour();
// A gold glow with a border around a rectangle on `dl`, `margin` px outside it and the glow up
// to 9 px further (leave that room unclipped): whose turn it is around their seat's plate (with
// a faint `fill`), and a new meld or lay-off fading out (`strength` 1 .. 0).
void DrawGlow(ImDrawList* dl, ImVec2 min, ImVec2 max, float margin, float strength = 1.0f, bool fill = true);
// A card-like panel behind a block of the screen (a lobby section, a player's scores): begin,
// draw the block, end (the block's last item stays the last item, for the test hook). Panels do
// not nest.
void BeginPanel();
void EndPanel();
// The look settings as toggles: larger cards and text (`check:large`), high contrast
// (`check:contrast`).
void LookToggles(CardStyle* style, Flow& f);

}  // namespace rummy::web
