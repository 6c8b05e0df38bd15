package redrussia

import "testing"

// TestR1_1_EachFactionItsOwnTracks: in a two-player game the White player
// commands three factions, each with its own money and manpower: a unit
// bought for the North/Asian is paid from the North/Asian tracks only, and
// a purchase named for another of his factions is refused while it is not
// that faction's turn to buy.
func TestR1_1_EachFactionItsOwnTracks(t *testing.T) {
	s := newGame(t, 2, 11)
	playRandom(t, s, 11, inSetup)
	passWindows(t, s)
	if s.Pending.Kind != DecidePurchase || s.Pending.Faction != NorthAsian {
		t.Fatalf("pending %v, want the North/Asian purchase", s.Pending)
	}
	if s.PlayerOf(NorthAsian) != s.PlayerOf(South) || s.PlayerOf(South) != s.PlayerOf(Siberian) {
		t.Fatal("the three White factions are not one player's")
	}
	type tracks struct{ money, men int }
	before := map[Faction]tracks{}
	for _, f := range Majors {
		before[f] = tracks{s.F(f).Money, s.F(f).Manpower}
	}
	refused(t, s, Action{Type: ActBuy, Faction: South, Unit: INF}, "1.2")
	mustApply(t, s, Action{Type: ActBuy, Faction: NorthAsian, Unit: INF})
	c := s.data.Tables.Costs.Of(INF)
	for _, f := range Majors {
		want := before[f]
		if f == NorthAsian {
			want = tracks{want.money - c.Money, want.men - c.Manpower}
		}
		if got := (tracks{s.F(f).Money, s.F(f).Manpower}); got != want {
			t.Errorf("%s tracks %v, want %v", f, got, want)
		}
	}
}

// TestR1_3_TwelveTurns: the game runs from Summer 1918 (turn 1) to Spring
// 1921 (turn 12), winters 3, 7 and 11 counting in the year they begin;
// the victory phase of turn 11 leads on to turn 12, that of turn 12 ends
// the game with the final result (16.1).
func TestR1_3_TwelveTurns(t *testing.T) {
	s := atAction(t, 13)
	cal := &s.data.Tables.Calendar
	if len(cal.Turns) != 12 {
		t.Fatalf("%d turns", len(cal.Turns))
	}
	first, last := cal.Turn(1), cal.Turn(12)
	if first.Season != Summer || first.Year != 1918 || last.Season != Spring || last.Year != 1921 {
		t.Fatalf("turn 1 %v %d, turn 12 %v %d", first.Season, first.Year, last.Season, last.Year)
	}
	for n := 1; n <= 12; n++ {
		s.Turn = n
		if winter := n == 3 || n == 7 || n == 11; s.Winter() != winter || cal.Turn(n).Winter() != winter {
			t.Errorf("turn %d: winter %v", n, s.Winter())
		}
	}
	if cal.YearOf(3) != 1918 || cal.YearOf(7) != 1919 || cal.YearOf(11) != 1920 {
		t.Fatalf("winter years %d %d %d", cal.YearOf(3), cal.YearOf(7), cal.YearOf(11))
	}
	s.Turn = 10
	s.beginVictory()
	passWindows(t, s)
	if s.Over() || s.Turn != 11 {
		t.Fatalf("after turn 10: turn %d, over %v", s.Turn, s.Over())
	}
	s = atAction(t, 13)
	s.Turn = 12
	s.beginVictory()
	passWindows(t, s)
	if !s.Over() || s.Outcome == nil || s.Outcome.Turn != 12 {
		t.Fatalf("after turn 12: over %v, outcome %+v", s.Over(), s.Outcome)
	}
}
