#include "games/kaluki.h"

namespace rummy::web {

std::string KalukiPanel::PlayerWords(const TableView& v, int p) const {
  std::string s = GamePanel::PlayerWords(v, p);
  if (!v.opened.empty() && v.opened[p]) s += ", opened";
  return s;
}

}  // namespace rummy::web
