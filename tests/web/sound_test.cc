// Which card sound each move makes (web/sound.h): the choice is plain C++, tested over real
// matches; the synthesis itself is the browser's (tests/e2e/feel.test.mjs hears the cues).
#include "sound.h"

#include <gtest/gtest.h>

#include "games/three_kings/three_kings_view.h"
#include "match/match.h"

namespace rummy::web::sound {
namespace {

Cue CueOf(const Move& m, const TableView& before, const TableView& after) {
  Cue cue = Cue::kTurn;
  EXPECT_TRUE(ForMove(m, before, after, &cue)) << static_cast<int>(m.kind);
  return cue;
}

TEST(SoundTest, DrawingAndTakingSoundAsADrawDiscardingAsADiscard) {
  const TableView v;
  EXPECT_EQ(CueOf(Move::Draw(), v, v), Cue::kDraw);
  EXPECT_EQ(CueOf(Move::Take(), v, v), Cue::kDraw);
  EXPECT_EQ(CueOf(Move::Of(MoveKind::kMayI), v, v), Cue::kDraw);
  EXPECT_EQ(CueOf(Move::Discard(Card()), v, v), Cue::kDiscard);
}

TEST(SoundTest, MeldsLayOffsAndClaimsLaidOffSoundAsAMeld) {
  const TableView v;
  for (MoveKind k :
       {MoveKind::kMeld, MoveKind::kLayDown, MoveKind::kLayOff, MoveKind::kExchange, MoveKind::kKentucky, MoveKind::kRummy}) {
    EXPECT_EQ(CueOf(Move::Of(k), v, v), Cue::kMeld);
  }
}

TEST(SoundTest, PassesAndPredictionsAreSilent) {
  const TableView v;
  Cue cue = Cue::kTurn;
  EXPECT_FALSE(ForMove(Move::Of(MoveKind::kPass), v, v, &cue));
  EXPECT_FALSE(ForMove(Move::Of(MoveKind::kPredict), v, v, &cue));
}

// Over a whole Three Kings match of computer players: the card that completes a trick (every
// other player has played to it) sounds as a trick won, every other card played as a card laid
// down.
TEST(SoundTest, TheCardThatCompletesATrickSoundsAsATrickWon) {
  Result<Match> made = Match::New("three-kings", NameSeats({"basic", "basic", "basic"}), {}, 5);
  ASSERT_TRUE(made);
  Match* m = &made.value();
  int tricks = 0, leads = 0;
  for (int step = 0; step < 3000 && m->BotToMove(); ++step) {
    const TableView before = m->state().ViewFor(0);
    const Move move = m->StepBot();
    if (move.kind != MoveKind::kPlay) continue;
    const TableView after = m->state().ViewFor(0);
    const bool completes = static_cast<int>(before.Part<three_kings::ThreeKingsView>().trick.size()) + 1 == before.players;
    EXPECT_EQ(CueOf(move, before, after), completes ? Cue::kTrick : Cue::kDiscard) << "step " << step;
    (completes ? tricks : leads) += 1;
  }
  EXPECT_GT(tricks, 10);
  EXPECT_GT(leads, 10);
}

}  // namespace
}  // namespace rummy::web::sound
