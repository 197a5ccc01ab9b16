// History and statistics: every finished match's score sheet, per-game statistics, and the
// backup of all saved data as one file (export, import).
#pragma once

#include <string>

#include "fonts.h"
#include "storage.h"

namespace rummy::web {

class History {
 public:
  explicit History(Storage* storage) : storage_(storage) {}
  // Reads the records again (call when the screen opens or after an import).
  void Refresh();
  // Draws the screen; returns false when the player goes back.
  bool Frame(const Fonts& fonts);
  // The text of a file the player picked to import.
  void Import(const std::string& file);
  std::string StateJson() const;

 private:
  Storage* storage_;
  Archive archive_;
  std::string message_;
  int open_ = -1;                     // the sheet shown in full
  const char* open_total_ = "Total";  // its last row's label (GamePanel::TotalLabel)
};

}  // namespace rummy::web
