// The DOM mirror of the screen for screen readers and the keyboard (docs/ACCESSIBILITY.md).
// Dear ImGui draws into a canvas that assistive technology cannot read, so each frame the screen
// also says what it shows: every control the canvas offers, under its test-hook id, with its
// name as a person says it, its role and its pressed or checked state (widgets.cc, the hand, the
// meld area and the piles register them where they are drawn), and the screen's text in groups
// (the heading, the players, the melds, the log: Table::Mirror, App::Frame). At the end of the
// frame the whole is sent to the page as JSON only when it changed; web/mirror.js keeps a visually
// hidden copy of it in the DOM beside the canvas. A control activated there (click, Enter, Space)
// comes back as its id: the next frame, the widget registered under that id acts exactly as if it
// had been tapped (Take), so the mirror and the canvas share one code path.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace rummy::web {

enum class MirrorRole : char { kButton = 'b', kToggle = 't', kCheckbox = 'c', kTextField = 'x' };

class Mirror {
 public:
  // Call once a frame before the screen is drawn, and after it (publishes a change).
  void BeginFrame();
  void EndFrame();

  // A control the canvas shows this frame, under its test-hook id. `state` is the pressed (toggle)
  // or checked (checkbox) state, -1 for a plain button. An empty name takes the words of the text
  // registered under the same id (a meld, a pile).
  void Control(const std::string& id, const std::string& name, MirrorRole role = MirrorRole::kButton, int state = -1);
  // True (once) when the mirrored control `id` was activated on the page since the last frame:
  // the caller then acts as if it had been tapped.
  bool Take(const std::string& id);
  // Both: registers `id` as a control when `clickable`, and says whether it was activated.
  bool Tap(const std::string& id, bool clickable, const std::string& name = "", int state = -1);

  // A text field the canvas shows, with its value; true (once) when the page typed into the
  // mirror's copy since the last frame, with what it holds now in `*typed`.
  bool Field(const std::string& id, const std::string& name, const std::string& value, std::string* typed);

  // Text the screen shows, in a group ("heading", "players", "melds", "centre", "actions",
  // "summary", "lobby"); `list` names the list it belongs to within the group ("Ben's melds"),
  // `id` lets a control of that id take its place and words.
  void Text(const std::string& group, const std::string& text, const std::string& id = "", const std::string& list = "");
  // The log: entry `index` (counted from the start of the match) of what happened, in words. New
  // entries are spoken by the page's live region.
  void Log(size_t index, const std::string& text);

  // The page activated the control `id` (rummy_mirror_activate).
  void Queue(std::string id) { queued_ = std::move(id); }
  // The page typed `value` into the mirror's text field `id` (rummy_mirror_input).
  void QueueText(std::string id, std::string value) { typed_ = {std::move(id), std::move(value)}; }
  // This frame's mirror as JSON (also what the page was last sent when unchanged).
  const std::string& json() const { return json_; }

 private:
  struct Item {
    std::string group, list, id, name;
    char role = 0;  // 0: text; else MirrorRole
    int state = -1;
    std::string value;  // a text field's
  };
  std::vector<Item> texts_, controls_;
  std::vector<std::pair<size_t, std::string>> log_;
  std::string queued_;
  std::pair<std::string, std::string> typed_;  // a text field's id and what was typed in it
  bool took_ = false;                          // a control acted for the mirror this frame: the screen is mid-change
  std::string json_;
  size_t sent_ = 0;  // hash of the JSON last sent
};

Mirror& TheMirror();

}  // namespace rummy::web
