// Draws the table layout of one test case as SVG, to look at it:
//   layout_svg 390x844t 14 contract > out.svg && rsvg-convert out.svg -o out.png
// (`t` after the size: a touch screen). Shapes: few_melds many_melds contract trick track.
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>

#include "layout.h"
#include "web/layout_cases.h"

namespace {

using rummy::web::layout::Fan;
using rummy::web::layout::Rect;

void Box(const Rect& r, const char* fill, const char* stroke, const std::string& label = "") {
  if (r.Empty()) return;
  std::printf("<rect x='%.1f' y='%.1f' width='%.1f' height='%.1f' fill='%s' stroke='%s' stroke-width='1'/>\n", r.x, r.y, r.w, r.h,
              fill, stroke);
  if (!label.empty()) {
    std::printf("<text x='%.1f' y='%.1f' font-size='11' font-family='sans-serif' fill='#fff'>%s</text>\n", r.x + 3, r.y + 12,
                label.c_str());
  }
}

void Cards(const Fan& fan, const char* fill) {
  for (const Rect& c : fan.cards) Box(c, fill, "#555");
  for (const Rect& h : fan.hits) Box(h, "none", "#e33");
}

// Everything drawn between Clip and EndClip shows only inside `r` (a scrolling region).
void Clip(const char* id, const Rect& r) {
  std::printf("<clipPath id='%s'><rect x='%.1f' y='%.1f' width='%.1f' height='%.1f'/></clipPath><g clip-path='url(#%s)'>\n", id,
              r.x, r.y, r.w, r.h, id);
}
void EndClip() { std::printf("</g>\n"); }

}  // namespace

int main(int argc, char** argv) {
  namespace lt = rummy::web::layout::testing;
  lt::Viewport v{};
  lt::Shape shape{};
  int seats = 0;
  char touch = 0;
  const int parsed = argc == 4 ? std::sscanf(argv[1], "%fx%f%c", &v.width, &v.height, &touch) : 0;
  if (parsed < 2 || (seats = std::atoi(argv[2])) < 2 || seats > 14 || !lt::ParseShape(argv[3], shape)) {
    std::cerr << "usage: layout_svg WIDTHxHEIGHT[t] SEATS(2-14) few_melds|many_melds|contract|trick|track\n";
    return 2;
  }
  v.touch = touch == 't';
  const rummy::web::layout::Layout l = rummy::web::layout::Compute(lt::MakeInput(v, seats, shape));
  std::printf("<svg xmlns='http://www.w3.org/2000/svg' width='%.0f' height='%.0f'>\n", v.width, v.height);
  Box(Rect{0, 0, v.width, v.height}, "#0d5c3d", "none");
  Box(l.table, "none", "#2a8", "");
  Box(l.centre, "#0f6a47", "#3b9", "");
  Box(l.header, "#123", "#456");
  Box(l.title, "none", "none", "title");
  Box(l.menu, "#345", "#9ab", "menu");
  for (const auto& s : l.seats) {
    Box(s.box, "#1c3b5a", "#7ad", "");
    Box(s.name, "#244", "none", "seat " + std::to_string(s.seat));
    Box(s.fan, "#2a4a8a", "none", "backs");
    Box(s.badges, "#553", "none", "badges");
    Box(s.last_move, "#333", "none", "last move");
  }
  Box(l.stock, "#236", "#fff", "stock");
  Box(l.discard, "#eee", "#888");
  Box(l.widow, "#236", "#fff", "widow");
  Clip("track", l.track_view);
  Cards(l.track, "#f4f4ee");
  EndClip();
  Box(l.track_view, "none", l.track_scrolls ? "#fc0" : "none", l.track_scrolls ? "track (scrolls)" : "");
  for (const auto& t : l.trick) Cards(t.fan, "#f4f4ee");
  Box(l.trick_caption, "#442", "none", "trick caption");
  Clip("melds", l.melds.view);
  for (const auto& m : l.melds.melds) Box(m.box, "#e8e8dd", "#555");
  for (const auto& lab : l.melds.labels) Box(lab, "none", "none", "owner");
  EndClip();
  Box(l.melds.view, "none", l.melds.scrolls ? "#fc0" : "#6c9", l.melds.scrolls ? "melds (scrolls)" : "");
  Box(l.status, "#333", "#888", "status");
  Box(l.message, "#332", "#886", "message (2 lines)");
  for (size_t i = 0; i < l.buttons.size(); ++i) Box(l.buttons[i], "#174", "#9c9", "button " + std::to_string(i));
  Box(l.hand.area, "none", "#aaa");
  Cards(l.hand.fan, "#fffff4");
  if (l.log_docked) Box(l.log, "#0a4a30", "#396", "log");
  std::printf("</svg>\n");
  return 0;
}
