#include "util/error.h"

namespace rummy {

const char* ErrorText(ErrorCode code) {
  switch (code) {
#define RUMMY_X(id, text) \
  case ErrorCode::id: return text;
    RUMMY_ERROR_CODES(RUMMY_X)
#undef RUMMY_X
  }
  return "Unknown error.";
}

}  // namespace rummy
