// The table layout over the matrix of screens (1280x800, 1920x1080; 768x1024, 390x844 and
// 844x390 with touch) x seat counts 2..14 x five game shapes.
#include "layout.h"
#include "layout_parts.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <string>

#include "web/layout_cases.h"

namespace rummy::web::layout {
namespace {

using testing::MakeInput;
using testing::Shape;
using testing::ShapeName;
using testing::Viewport;
using testing::Viewports;

constexpr float kEpsilon = 0.01f;  // float rounding of positions, far below a pixel

std::string Str(const Rect& r) {
  return "(" + std::to_string(r.x) + "," + std::to_string(r.y) + " " + std::to_string(r.w) + "x" + std::to_string(r.h) + ")";
}

// Every card drawn, with what it belongs to.
std::vector<Named> AllCards(const Layout& l) {
  std::vector<Named> out;
  auto fan = [&](const std::string& what, const Fan& f) {
    for (const Rect& c : f.cards) out.push_back({what, c});
  };
  fan("hand", l.hand.fan);
  if (!l.track_scrolls) fan("track", l.track);
  for (const TrickSlot& t : l.trick) fan("trick:" + std::to_string(t.seat), t.fan);
  return out;
}

// The angle of a point around the centre, clockwise from straight down (where the viewer sits).
float ClockwiseFromViewer(const Rect& centre, const Rect& box) {
  const float dx = box.CentreX() - centre.CentreX(), dy = box.CentreY() - centre.CentreY();
  float a = std::atan2(-dx, dy);
  if (a <= 0) a += 2 * std::numbers::pi_v<float>;
  return a;
}

class LayoutMatrix : public ::testing::TestWithParam<testing::Case> {
 protected:
  Viewport viewport() const { return GetParam().viewport; }
  int seats() const { return GetParam().seats; }
  Input input() const { return MakeInput(viewport(), seats(), GetParam().shape); }
  Rect screen() const { return Rect{0, 0, viewport().width, viewport().height}; }
};

TEST_P(LayoutMatrix, EverySupportedScreenFindsAnArrangement) { EXPECT_TRUE(Compute(input()).fits); }

TEST_P(LayoutMatrix, NoTwoRegionsOverlap) {
  const std::vector<Named> regions = Compute(input()).Regions();
  for (size_t i = 0; i < regions.size(); ++i) {
    for (size_t j = i + 1; j < regions.size(); ++j) {
      EXPECT_FALSE(regions[i].rect.Overlaps(regions[j].rect))
          << regions[i].name << " " << Str(regions[i].rect) << " overlaps " << regions[j].name << " " << Str(regions[j].rect);
    }
  }
}

TEST_P(LayoutMatrix, EverythingIsInsideTheScreen) {
  const Layout l = Compute(input());
  for (const Named& r : l.Regions()) {
    EXPECT_FALSE(r.rect.Empty()) << r.name;
    EXPECT_TRUE(screen().Contains(r.rect)) << r.name << " " << Str(r.rect);
  }
  for (const Named& c : AllCards(l)) EXPECT_TRUE(screen().Contains(c.rect)) << c.name << " " << Str(c.rect);
  EXPECT_TRUE(screen().Contains(l.log)) << Str(l.log);
}

TEST_P(LayoutMatrix, TouchTargetsAreAtLeast44CssPixels) {
  if (!viewport().touch) GTEST_SKIP() << "not a touch screen";
  for (const Named& t : Compute(input()).Targets()) {
    EXPECT_GE(t.rect.w + kEpsilon, kTouchTarget) << t.name << " " << Str(t.rect);
    EXPECT_GE(t.rect.h + kEpsilon, kTouchTarget) << t.name << " " << Str(t.rect);
  }
}

TEST_P(LayoutMatrix, CardIndicesAreAtLeast12CssPixels) {
  const Layout l = Compute(input());
  EXPECT_GE(IndexPx(l.hand.fan.card_h), kMinIndexPx);
  EXPECT_GE(IndexPx(l.table_card_h), kMinIndexPx);
  EXPECT_GE(IndexPx(l.melds.card_h), kMinIndexPx);
  for (const Named& c : AllCards(l)) EXPECT_GE(IndexPx(c.rect.h), kMinIndexPx) << c.name;
  for (const MeldBox& m : l.melds.melds) EXPECT_GE(IndexPx(m.box.h), kMinIndexPx);
}

TEST_P(LayoutMatrix, FannedCardsShowTheirCorner) {
  const Layout l = Compute(input());
  for (const Fan* f : {&l.hand.fan, &l.track}) {
    if (f->cards.size() > 1) { EXPECT_GE(f->step + kEpsilon, kCornerFraction * f->card_w); }
  }
  EXPECT_GE(l.melds.step + kEpsilon, kCornerFraction * l.melds.card_w);
}

TEST_P(LayoutMatrix, TapAreasOfCardsAndMeldsNeverOverlap) {
  const Layout l = Compute(input());
  std::vector<Named> hits;
  for (const Named& t : l.Targets()) {
    if (t.name.rfind("card:", 0) == 0 || t.name.rfind("meld:", 0) == 0 || t.name.rfind("track:", 0) == 0) { hits.push_back(t); }
  }
  for (size_t i = 0; i < hits.size(); ++i) {
    for (size_t j = i + 1; j < hits.size(); ++j) {
      // Melds are in the scrolling region's own coordinates: compared among themselves.
      const bool same_kind = hits[i].name.substr(0, 4) == hits[j].name.substr(0, 4);
      if (same_kind) { EXPECT_FALSE(hits[i].rect.Overlaps(hits[j].rect)) << hits[i].name << " overlaps " << hits[j].name; }
    }
  }
}

TEST_P(LayoutMatrix, TheHandFitsTheWidthWithRoomToLiftACard) {
  const Layout l = Compute(input());
  ASSERT_EQ(static_cast<int>(l.hand.fan.cards.size()), input().hand_cards);
  for (const Rect& c : l.hand.fan.cards) {
    Rect lifted = c;
    lifted.y -= l.hand.lift;
    EXPECT_TRUE(l.hand.area.Contains(lifted)) << Str(lifted) << " outside " << Str(l.hand.area);
  }
  EXPECT_GT(l.hand.lift, 0);
}

TEST_P(LayoutMatrix, OpponentsSitAroundTheTableClockwise) {
  const Input in = input();
  const Layout l = Compute(in);
  ASSERT_EQ(static_cast<int>(l.seats.size()), seats() - 1);
  float last = 0;
  for (size_t i = 0; i < l.seats.size(); ++i) {
    const SeatBox& s = l.seats[i];
    EXPECT_EQ(s.seat, static_cast<int>(i + 1)) << "seats are listed in play order after the viewer";
    EXPECT_FALSE(s.box.Overlaps(l.centre)) << "seat " << s.seat;
    EXPECT_TRUE(l.table.Contains(s.box)) << "seat " << s.seat;
    switch (s.edge) {
      case Edge::kLeft: EXPECT_LE(s.box.Right(), l.centre.x) << "seat " << s.seat; break;
      case Edge::kTop: EXPECT_LE(s.box.Bottom(), l.centre.y) << "seat " << s.seat; break;
      case Edge::kRight: EXPECT_GE(s.box.x, l.centre.Right()) << "seat " << s.seat; break;
    }
    const float angle = ClockwiseFromViewer(l.centre, s.box);
    EXPECT_GT(angle, last) << "seat " << s.seat << " is not clockwise after the one before";
    last = angle;
  }
}

TEST_P(LayoutMatrix, EachSeatsPartsLieInsideItsPlate) {
  for (const SeatBox& s : Compute(input()).seats) {
    for (const Rect* part : {&s.name, &s.fan, &s.badges, &s.last_move}) {
      if (!part->Empty()) { EXPECT_TRUE(s.box.Contains(*part)) << "seat " << s.seat; }
    }
    EXPECT_FALSE(s.name.Overlaps(s.fan));
    EXPECT_FALSE(s.name.Overlaps(s.badges));
    EXPECT_FALSE(s.fan.Overlaps(s.badges));
    EXPECT_FALSE(s.badges.Overlaps(s.last_move));
    EXPECT_EQ(s.last_move.Empty(), s.fan.Empty()) << "full plates say the last move";
  }
}

// A lay-off dot lies in the part of its card the next card of the fan leaves in view, under the
// corner index, and big enough to see.
void ExpectDotInView(float w, float step) {
  const Rect card{10, 20, w, w * kCardAspect};
  const Rect dot = LaidOffDot(card, step);
  const Rect strip{card.x, card.y, std::min(w, step), card.h};
  EXPECT_TRUE(strip.Contains(dot)) << "card " << Str(card) << " step " << step << " dot " << Str(dot);
  EXPECT_GE(dot.y, card.y + IndexPx(card.h)) << "under the rank";
  EXPECT_GE(dot.w, 6.0f) << "card " << Str(card) << " step " << step;
  // A joker laid off by another player shows its dot and its WILD tag, one above the other.
  EXPECT_FALSE(dot.Overlaps(WildTag(card))) << "dot " << Str(dot) << " tag " << Str(WildTag(card));
  EXPECT_TRUE(strip.Contains(WildTag(card))) << "tag " << Str(WildTag(card));
}

TEST_P(LayoutMatrix, LayOffDotsShowOnEveryCardOfAFannedMeld) {
  const Layout l = Compute(input());
  if (!l.melds.melds.empty()) ExpectDotInView(l.melds.card_w, l.melds.step);
}

TEST(LayOffDots, ShowOnEveryCardOfTheSummarysMelds) {
  ExpectDotInView(40, 22);  // web/score_sheet.cc's card size and step
}

TEST_P(LayoutMatrix, MeldsStayInTheirRegionAndScrollOnlyWhenTheyMust) {
  const Layout l = Compute(input());
  const MeldArea& m = l.melds;
  // In the centre, or (side columns packed at the top) across the table under them.
  EXPECT_TRUE(l.table.Contains(m.view)) << Str(m.view);
  for (const SeatBox& s : l.seats) EXPECT_FALSE(s.box.Overlaps(m.view)) << "seat " << s.seat;
  EXPECT_GE(m.view.h, MinMeldCardHeight() + input().line_height);
  for (const MeldBox& b : m.melds) {
    EXPECT_GE(b.box.x, m.view.x - kEpsilon);
    EXPECT_LE(b.box.Right(), m.view.Right() + kEpsilon);
    EXPECT_GE(b.box.y, m.view.y - kEpsilon);
    EXPECT_LE(b.box.Bottom(), m.view.y + m.content_height + kEpsilon);
  }
  EXPECT_EQ(m.scrolls, m.content_height > m.view.h);
  if (m.scrolls) { EXPECT_EQ(m.card_h, MinMeldCardHeight()) << "scrolls only at the smallest cards"; }
  int expected = 0;
  for (const MeldOwnerInput& o : input().melds) expected += static_cast<int>(o.melds.size());
  EXPECT_EQ(static_cast<int>(m.melds.size()), expected);
}

// A run of four wrapped two over two in a narrow column read as two melds (Rummy, eight players,
// a phone on its side). Where every meld fits unbroken in one column of the whole meld area at
// the smallest meld cards without scrolling, no meld may be broken into rows.
TEST_P(LayoutMatrix, NoMeldIsBrokenIntoRowsWhereOneColumnOfTheAreaHoldsThemWhole) {
  const Input in = input();
  const Layout l = Compute(in);
  const MeldArea& m = l.melds;
  // One column of the whole width: each owner's label, then their melds left to right in lines.
  using detail::kGap;
  const float h = MinMeldCardHeight(), w = detail::CardWidth(h), step = w * kCornerFraction;
  float height = 0;
  bool whole = true;
  for (const MeldOwnerInput& o : in.melds) {
    if (o.melds.empty()) continue;
    height += in.line_height + 2 + h;
    float x = 0;
    for (int cards : o.melds) {
      const float mw = w + (cards - 1) * step;
      whole = whole && mw <= m.view.w;
      if (x > 0 && x + mw > m.view.w) {
        height += kGap + h;
        x = 0;
      }
      x += mw + kGap;
    }
    height += kGap;
  }
  if (!whole || height - kGap > m.view.h) GTEST_SKIP() << "the melds need rows or scrolling here";
  size_t k = 0;
  for (const MeldOwnerInput& o : in.melds) {
    for (int cards : o.melds) {
      ASSERT_LT(k, m.melds.size());
      EXPECT_LT(m.melds[k++].box.h, 1.5f * m.card_h) << "seat " << o.seat << "'s meld of " << cards << " in rows";
    }
  }
}

// Owners' melds in columns: one owner's long list does not push the next row of owners down under
// every column; each goes under the column that ends highest.
TEST(LayoutParts, AnOwnersMeldsGoUnderTheColumnThatEndsHighest) {
  Input in = MakeInput(Viewport{1280, 800, false}, 4, Shape::kFewMelds);
  in.melds = {{0, {3, 3, 3, 3, 3, 3}}, {1, {3}}, {2, {3}}};
  const Layout l = Compute(in);
  const MeldArea& m = l.melds;
  ASSERT_EQ(m.labels.size(), 3u);
  // Two columns: the third owner stands under the second, not under the first's last meld.
  ASSERT_GT(m.labels[1].x, m.labels[0].x);
  ASSERT_GT(m.labels[2].y, m.labels[0].y);
  EXPECT_EQ(m.labels[2].x, m.labels[1].x);
}

TEST_P(LayoutMatrix, TheTrackScrollsSidewaysOnlyWhenItMust) {
  const Input in = input();
  const Layout l = Compute(in);
  ASSERT_EQ(static_cast<int>(l.track.cards.size()), in.centre.track_cards);
  if (in.centre.track_cards == 0) return;
  EXPECT_TRUE(l.centre.Contains(l.track_view));
  EXPECT_LE(l.track.rows, 2);
  if (l.track_scrolls) {
    EXPECT_GT(l.track.Bounds().w, l.track_view.w);
    EXPECT_GE(l.track_view.w, 3 * l.track.card_w) << "at least three cards show";
    EXPECT_EQ(l.track.step, MinStep(l.track.card_w, viewport().touch));
  } else {
    for (const Rect& c : l.track.cards) EXPECT_TRUE(l.track_view.Contains(c));
  }
}

TEST_P(LayoutMatrix, TrickCardsLieInFrontOfWhoPlayedThem) {
  const Input in = input();
  const Layout l = Compute(in);
  ASSERT_EQ(l.trick.size(), in.centre.trick_seats.size());
  auto seat_x = [&](int seat) {
    for (const SeatBox& s : l.seats) {
      if (s.seat == seat) return s.box.CentreX();
    }
    return l.table.CentreX();  // the viewer
  };
  // Side by side in the order the players sit; when they take two rows, the viewer's is the
  // lower one, nearer the viewer.
  for (size_t i = 0; i < l.trick.size(); ++i) {
    for (size_t j = i + 1; j < l.trick.size(); ++j) {
      const Rect a = l.trick[i].fan.Bounds(), b = l.trick[j].fan.Bounds();
      if (a.y == b.y) {
        EXPECT_LT(a.x, b.x);
        EXPECT_LE(seat_x(l.trick[i].seat), seat_x(l.trick[j].seat));
      } else {
        EXPECT_EQ((a.y > b.y ? l.trick[i] : l.trick[j]).seat, in.viewer);
      }
      EXPECT_FALSE(a.Overlaps(b));
    }
  }
  if (l.trick.empty()) {
    EXPECT_TRUE(l.trick_caption.Empty());
  } else if (l.trick_caption.Empty()) {
    EXPECT_LT(l.melds.view.h, MinMeldCardHeight() + 2 + 2 * in.line_height)
        << "a trick has a line for who won it unless the melds would lose their least room";
  }
  if (!l.trick_caption.Empty()) {
    EXPECT_TRUE(l.centre.Contains(l.trick_caption));
    EXPECT_GE(l.trick_caption.h, in.line_height);
  }
  for (const TrickSlot& t : l.trick) {
    EXPECT_EQ(static_cast<int>(t.fan.cards.size()), in.centre.trick_cards);
    EXPECT_TRUE(l.centre.Contains(t.fan.Bounds()));
  }
}

TEST_P(LayoutMatrix, StatusMessageAndButtonsNeverMoveWithWhatIsOnTheTable) {
  Input in = input();
  const Layout before = Compute(in);
  in.hand_cards = 2;
  in.staged.clear();
  in.melds.clear();
  in.centre.track_cards = in.centre.track_cards > 0 ? 1 : 0;
  const Layout after = Compute(in);
  EXPECT_EQ(before.status, after.status);
  EXPECT_EQ(before.message, after.message);
  EXPECT_EQ(before.buttons, after.buttons);
  EXPECT_EQ(before.hand.area, after.hand.area);
  EXPECT_EQ(before.menu, after.menu);
  EXPECT_GE(before.message.h, 2 * in.line_height) << "the message slot holds two lines";
}

TEST_P(LayoutMatrix, ButtonsHoldTheirLongestLabel) {
  const Input in = input();
  const Layout l = Compute(in);
  ASSERT_EQ(static_cast<int>(l.buttons.size()), in.buttons);
  for (const Rect& b : l.buttons) EXPECT_GE(b.w, in.button_label_width + 20);
}

std::string CaseName(const ::testing::TestParamInfo<LayoutMatrix::ParamType>& info) {
  return "v" + info.param.viewport.Name() + "_" + std::to_string(info.param.seats) + "seats_" + ShapeName(info.param.shape);
}

INSTANTIATE_TEST_SUITE_P(Screens, LayoutMatrix, ::testing::ValuesIn(testing::Cases()), CaseName);

// ---- the degradation where everything cannot fit ----

TEST(LayoutDegrades, FourteenPlayersOnAPhoneGetNameAndCountPlates) {
  for (const Viewport v : {Viewport{390, 844, true}, Viewport{844, 390, true}}) {
    const Layout l = Compute(MakeInput(v, 14, Shape::kContract));
    EXPECT_EQ(l.plate, Plate::kMini) << v.Name();
    for (const SeatBox& s : l.seats) {
      EXPECT_TRUE(s.fan.Empty() && s.badges.Empty()) << "a mini plate shows only the name and count";
    }
  }
}

// Kentucky's longest status (its claim prompt, about 800 px on one line at the usual text size)
// gets three lines on a phone upright and two on a tablet upright; every table it can have (3 to
// 6 players) still fits, and a wide screen keeps one line.
TEST(LayoutDegrades, AGamesLongestStatusGetsTheLinesItNeedsAndEveryTableStillFits) {
  for (const auto& [v, lines] : {std::pair{Viewport{390, 844, true}, 3}, std::pair{Viewport{768, 1024, true}, 2},
                                 std::pair{Viewport{1920, 1080, false}, 1}}) {
    for (int seats = 3; seats <= 6; ++seats) {
      for (Shape shape : {Shape::kFewMelds, Shape::kManyMelds, Shape::kContract}) {
        Input in = MakeInput(v, seats, shape);
        in.longest_status_width = 800;
        const Layout l = Compute(in);
        EXPECT_TRUE(l.fits) << v.Name() << ", " << seats << " seats, " << ShapeName(shape);
        EXPECT_FLOAT_EQ(l.status.h, lines * in.line_height + 4) << v.Name() << ", " << seats << " seats, " << ShapeName(shape);
      }
    }
  }
}

TEST(LayoutDegrades, TwoPlayersOnADesktopGetFullPlates) {
  const Layout l = Compute(MakeInput(Viewport{1280, 800, false}, 2, Shape::kFewMelds));
  EXPECT_EQ(l.plate, Plate::kFull);
  ASSERT_EQ(l.seats.size(), 1u);
  EXPECT_EQ(l.seats[0].edge, Edge::kTop);
  EXPECT_GE(l.seats[0].back_h, 40);
}

TEST(LayoutDegrades, PlatesOnlyShrinkAsSeatsAreAdded) {
  for (const Viewport& v : Viewports()) {
    int last = 0;
    for (int n = 2; n <= 14; ++n) {
      const int plate = static_cast<int>(Compute(MakeInput(v, n, Shape::kFewMelds)).plate);
      EXPECT_GE(plate, last) << v.Name() << " " << n << " seats";
      last = plate;
    }
  }
}

TEST(LayoutDegrades, PileCountsMoveOntoThePilesOnlyWhenTheLineIsMissing) {
  EXPECT_TRUE(Compute(MakeInput(Viewport{1280, 800, false}, 14, Shape::kTrack)).pile_counts_below);
  EXPECT_TRUE(Compute(MakeInput(Viewport{844, 390, true}, 4, Shape::kTrack)).pile_counts_below);
  EXPECT_FALSE(Compute(MakeInput(Viewport{844, 390, true}, 14, Shape::kTrack)).pile_counts_below);
}

TEST(LayoutDegrades, ManyMeldsOnAPhoneScrollAsOneRegionWithAMinimumVisibleSize) {
  const Input in = MakeInput(Viewport{390, 844, true}, 6, Shape::kManyMelds);
  const Layout l = Compute(in);
  EXPECT_TRUE(l.melds.scrolls);
  EXPECT_GE(l.melds.view.h, MinMeldCardHeight() + in.line_height);
  // Only the melds' region scrolls: everything else lies outside it.
  for (const Named& r : l.Regions()) {
    if (r.name != "melds") { EXPECT_FALSE(r.rect.Overlaps(l.melds.view)) << r.name; }
  }
}

// At the foot of melds that scroll, the dots' note showed half a line (playtest, Kentucky at
// 390x844 and Rummy at 844x390): it now stands in brief under their region, whole, where the
// region keeps its least height beside it.
TEST(LayoutDegrades, MeldsThatScrollKeepTheDotsNoteWholeUnderTheirRegion) {
  Input in = MakeInput(Viewport{390, 844, true}, 6, Shape::kManyMelds);
  in.meld_note_width = 900;
  in.meld_brief_width = 400;
  const Layout l = Compute(in);
  ASSERT_TRUE(l.melds.scrolls);
  const Rect& note = l.melds.brief;
  ASSERT_FALSE(note.Empty());
  EXPECT_GE(note.y, l.melds.view.Bottom());
  EXPECT_GE(l.melds.view.h, MinMeldCardHeight() + in.line_height);
  for (const Named& r : l.Regions()) {
    if (r.name != "melds-note") { EXPECT_FALSE(r.rect.Overlaps(note)) << r.name; }
  }
  // Wherever the melds scroll, the note is under their region or in the message slot, never at
  // the foot of what scrolls.
  int scrolling = 0;
  for (const Viewport vp : {Viewport{1280, 800, false}, Viewport{768, 1024, true}, Viewport{844, 390, true}}) {
    for (int seats : {2, 6}) {
      Input many = MakeInput(vp, seats, Shape::kManyMelds);
      many.meld_note_width = 900;
      many.meld_brief_width = 400;
      const MeldArea& m = Compute(many).melds;
      if (!m.scrolls) continue;
      ++scrolling;
      const std::string where = std::to_string(static_cast<int>(vp.width)) + "x" + std::to_string(static_cast<int>(vp.height)) +
                                ", " + std::to_string(seats) + " seats";
      EXPECT_NE(m.brief.Empty(), !m.note_in_message) << where;
      EXPECT_GE(m.view.h, detail::MeldViewLeast(many)) << where;
      if (m.brief.Empty()) continue;
      EXPECT_GE(m.brief.y, m.view.Bottom()) << where;
      for (const Named& r : Compute(many).Regions()) {
        if (r.name != "melds-note" && r.name != "melds") { EXPECT_FALSE(r.rect.Overlaps(m.brief)) << where << " " << r.name; }
      }
    }
  }
  EXPECT_GT(scrolling, 0);
  // Without a note, no room is kept for one.
  EXPECT_TRUE(Compute(MakeInput(Viewport{390, 844, true}, 6, Shape::kManyMelds)).melds.brief.Empty());
}

TEST(LayoutDegrades, ManyMeldsOnAPhoneGetTheTablesWidthUnderSideSeatsPackedAtTheTop) {
  const Layout l = Compute(MakeInput(Viewport{390, 844, true}, 6, Shape::kManyMelds));
  EXPECT_EQ(l.melds.view.x, l.table.x);
  EXPECT_EQ(l.melds.view.w, l.table.w);
  for (const SeatBox& s : l.seats) EXPECT_LE(s.box.Bottom(), l.melds.view.y) << "seat " << s.seat;
}

TEST(LayoutDegrades, FewMeldsOnADesktopKeepTheSideSeatsSpreadDownTheSides) {
  const Layout l = Compute(MakeInput(Viewport{1280, 800, false}, 4, Shape::kFewMelds));
  ASSERT_EQ(l.seats.size(), 3u);
  EXPECT_EQ(l.seats[0].edge, Edge::kLeft);
  EXPECT_GT(l.seats[0].box.y, l.seats[1].box.Bottom()) << "the left seat sits below the top one, at the side";
  EXPECT_TRUE(l.centre.Contains(l.melds.view));
}

TEST(LayoutDegrades, FewMeldsOnADesktopDoNotScroll) {
  const Layout l = Compute(MakeInput(Viewport{1280, 800, false}, 4, Shape::kFewMelds));
  EXPECT_FALSE(l.melds.scrolls);
  EXPECT_GT(l.melds.card_h, MinCardHeight(false));
}

TEST(LayoutDegrades, ATallDesktopWithRoomGrowsTheCardsPastTheUsualCap) {
  const Layout l = Compute(MakeInput(Viewport{1920, 1080, false}, 2, Shape::kFewMelds));
  EXPECT_GT(l.table_card_h, 130);
  EXPECT_GT(l.hand.fan.card_h, 150);
  EXPECT_FALSE(l.melds.scrolls);
}

TEST(LayoutDegrades, TwentyCardsOnAPhoneTakeRowsOfTouchableCards) {
  const Layout l = Compute(MakeInput(Viewport{390, 844, true}, 4, Shape::kContract));
  EXPECT_GT(l.hand.fan.rows, 1);
  EXPECT_GE(l.hand.fan.step, kTouchTarget);
}

TEST(LayoutDegrades, WithTheLargerTextAPhonesButtonsHoldTwoLinesOfTheirLabels) {
  // "Let all go this hand" takes two lines on a phone; with 20 px text two lines and a little
  // room need 48 px, more than a touch target.
  for (const Viewport v : {Viewport{390, 844, true}, Viewport{844, 390, true}, Viewport{500, 700, false}}) {
    Input in = MakeInput(v, 4, Shape::kContract);
    in.line_height = 22;
    const Layout l = Compute(in);
    ASSERT_FALSE(l.buttons.empty()) << v.Name();
    for (const Rect& b : l.buttons) EXPECT_GE(b.h, 2 * 20 + 8) << v.Name() << " " << Str(b);
  }
  // The usual text on a phone: a touch target, as before.
  const Layout usual = Compute(MakeInput(Viewport{390, 844, true}, 4, Shape::kContract));
  for (const Rect& b : usual.buttons) EXPECT_EQ(b.h, kTouchTarget);
}

TEST(LayoutDegrades, AScreenTooSmallForAnyArrangementStillGetsALayoutAndSaysSo) {
  for (const Viewport v : {Viewport{120, 160, true}, Viewport{0, 0, false}}) {
    const Layout l = Compute(MakeInput(v, 6, Shape::kContract));
    EXPECT_FALSE(l.fits) << v.Name();
    EXPECT_EQ(l.seats.size(), 5u) << "every opponent still has a plate";
  }
}

TEST(LayoutDegrades, AnEmptyTableLaysOutWithoutOverlaps) {
  Input in = MakeInput(Viewport{390, 844, true}, 4, Shape::kFewMelds);
  in.melds.clear();
  in.hand_cards = 0;
  in.buttons = 0;
  const Layout l = Compute(in);
  EXPECT_TRUE(l.fits);
  EXPECT_TRUE(l.hand.fan.cards.empty());
  const std::vector<Named> regions = l.Regions();
  for (size_t i = 0; i < regions.size(); ++i) {
    for (size_t j = i + 1; j < regions.size(); ++j) EXPECT_FALSE(regions[i].rect.Overlaps(regions[j].rect));
  }
}

// ---- the parts ----

TEST(LayoutParts, TheMinimumCardHasAReadableIndexAndOnTouchIsATarget) {
  EXPECT_GE(IndexPx(MinCardHeight(false)), kMinIndexPx);
  EXPECT_GE(MinCardHeight(true) / kCardAspect, kTouchTarget);
  EXPECT_LT(IndexPx(MinCardHeight(false) - 2), kMinIndexPx) << "the minimum is not needlessly large";
}

TEST(LayoutParts, RectanglesThatOnlyTouchDoNotOverlap) {
  EXPECT_FALSE((Rect{0, 0, 10, 10}).Overlaps(Rect{10, 0, 10, 10}));
  EXPECT_TRUE((Rect{0, 0, 10, 10}).Overlaps(Rect{9, 9, 10, 10}));
  EXPECT_FALSE((Rect{0, 0, 0, 10}).Overlaps(Rect{0, 0, 10, 10})) << "an empty rectangle overlaps nothing";
  EXPECT_TRUE((Rect{0, 0, 10, 10}).Contains(Rect{0, 0, 10, 10}));
  EXPECT_FALSE((Rect{0, 0, 10, 10}).Contains(Rect{1, 1, 10, 10}));
}

TEST(LayoutParts, TheViewerCanSitInAnySeat) {
  Input in = MakeInput(Viewport{1280, 800, false}, 5, Shape::kFewMelds);
  in.viewer = 3;
  const Layout l = Compute(in);
  ASSERT_EQ(l.seats.size(), 4u);
  const int expected[] = {4, 0, 1, 2};
  for (int i = 0; i < 4; ++i) EXPECT_EQ(l.seats[i].seat, expected[i]);
}

TEST(LayoutParts, AViewerOutOfRangeSitsInTheNearestSeat) {
  Input in = MakeInput(Viewport{1280, 800, false}, 4, Shape::kFewMelds);
  in.viewer = 9;
  const Layout l = Compute(in);
  ASSERT_EQ(l.seats.size(), 3u);
  EXPECT_EQ(l.seats[0].seat, 0) << "the viewer is seat 3, so seat 0 plays next";
}

TEST(LayoutParts, ThreePlayersTrickSitsLeftRightAndTheViewersInFront) {
  const Input in = MakeInput(Viewport{1280, 800, false}, 3, Shape::kTrick);
  const Layout l = Compute(in);
  ASSERT_EQ(l.trick.size(), 3u);
  const Rect left = l.trick[0].fan.Bounds(), right = l.trick[1].fan.Bounds(), mine = l.trick[2].fan.Bounds();
  EXPECT_EQ(l.trick[0].seat, 1);
  EXPECT_EQ(l.trick[1].seat, 2);
  EXPECT_EQ(l.trick[2].seat, 0);
  EXPECT_LT(left.Right(), mine.CentreX());
  EXPECT_GT(right.x, mine.CentreX());
  EXPECT_GE(mine.y, left.Bottom()) << "the viewer's cards lie nearer the viewer";
  EXPECT_FALSE(l.widow.Empty());
}

TEST(LayoutParts, TheTrickTakesOneRowWhenItFitsThere) {
  Input in = MakeInput(Viewport{1920, 1080, false}, 3, Shape::kTrick);
  in.centre.trick_cards = 1;
  const Layout l = Compute(in);
  ASSERT_EQ(l.trick.size(), 3u);
  EXPECT_EQ(l.trick[0].fan.Bounds().y, l.trick[2].fan.Bounds().y);
  EXPECT_EQ(l.trick[1].seat, 0) << "the viewer's card between the two opponents'";
}

TEST(LayoutDegrades, MeldsOnAPhoneOnItsSideGetTheTablesWidth) {
  // 844x390 with four players: the seats stand along the top rather than down the sides when
  // that shows the melds clearly better, so they show without scrolling (two owners) or with
  // less than a card's height hidden (four owners).
  for (int owners : {1, 2, 3, 4}) {
    Input in = MakeInput(Viewport{844, 390, true}, 4, Shape::kFewMelds);
    in.button_label_width = 844 * 0.16f - 28;  // as web/table_frame.cc sets it
    in.melds.resize(owners);
    for (MeldOwnerInput& o : in.melds) o.melds = {4, 3};
    const Layout l = Compute(in);
    const MeldArea& m = l.melds;
    if (owners <= 2) { EXPECT_FALSE(m.scrolls) << owners << " owners"; }
    // Most of the table's width, or (meld cards may be smaller than hand cards) every meld in view
    // beside the side columns.
    if (owners >= 2) { EXPECT_TRUE(m.view.w >= 0.75f * l.table.w || !m.scrolls) << owners << " owners, " << m.view.w; }
    EXPECT_LT(m.content_height - m.view.h, m.card_h) << owners << " owners";
  }
  // Six players: narrower plates of the same kind let all five opponents stand along the top.
  Input in = MakeInput(Viewport{844, 390, true}, 6, Shape::kFewMelds);
  in.button_label_width = 844 * 0.16f - 28;
  in.melds.resize(3);
  for (MeldOwnerInput& o : in.melds) o.melds = {4, 6};
  const Layout l = Compute(in);
  EXPECT_GE(l.melds.view.w, 0.75f * l.table.w);
  for (const SeatBox& s : l.seats) EXPECT_EQ(s.edge, Edge::kTop) << "seat " << s.seat;
}

// A playtest at 844x390: the opponents' plates moved and shrank between turns as melds came. The
// seats stand where they show the melds at their most, whatever the melds now.
TEST(LayoutDegrades, PlatesOnAPhoneOnItsSideStayPutAsMeldsCome) {
  for (int seats = 2; seats <= 6; ++seats) {
    Input in = MakeInput(Viewport{844, 390, true}, seats, Shape::kFewMelds);
    in.button_label_width = 844 * 0.16f - 28;  // as web/table_frame.cc sets it
    in.melds.clear();
    const Layout none = Compute(in);
    for (int owners = 1; owners <= seats; ++owners) {
      in.melds.resize(owners);
      for (int o = 0; o < owners; ++o) in.melds[o] = MeldOwnerInput{o, std::vector<int>(1 + o % 3, 4)};
      const Layout l = Compute(in);
      ASSERT_EQ(l.seats.size(), none.seats.size());
      EXPECT_EQ(l.plate, none.plate) << seats << " seats, " << owners << " owners";
      for (size_t i = 0; i < l.seats.size(); ++i) {
        EXPECT_EQ(l.seats[i].box, none.seats[i].box) << seats << " seats, " << owners << " owners, plate " << i;
      }
    }
  }
}


// On a phone on its side the dock's column is narrow and a refusal or hint often takes three
// lines ("10♦ comes with the 2 cards after it and must be played this turn. Tap it again to take
// them all."): the message slot holds three where the buttons still fit in as many columns (a
// two-line slot grew over the status line's last words).
TEST(LayoutDegrades, OnAPhoneOnItsSideTheMessageSlotHoldsThreeLinesWhereTheButtonsStillFit) {
  Input in = MakeInput(Viewport{844, 390, true}, 3, Shape::kFewMelds);
  in.buttons = 5;
  in.button_label_width = 107;  // web/table_frame.cc caps the labels at 16% of the width there
  const Layout l = Compute(in);
  EXPECT_GE(l.message.h, 3 * in.line_height) << Str(l.message);
  ASSERT_EQ(l.buttons.size(), 5u);
  for (const Rect& b : l.buttons) {
    EXPECT_FALSE(b.Overlaps(l.message)) << Str(b);
    EXPECT_LE(b.Bottom(), l.you.y) << Str(b);
    EXPECT_LE(b.Bottom(), 390.0f) << Str(b);
  }
  // With the larger text three rows of buttons no longer fit under three lines: two lines it is,
  // and the buttons keep their columns.
  in.line_height = 22;
  const Layout large = Compute(in);
  for (const Rect& b : large.buttons) EXPECT_LE(b.Bottom(), large.you.y) << Str(b);
}

}  // namespace
}  // namespace rummy::web::layout
