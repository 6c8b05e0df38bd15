package reds

import (
	"strings"
	"testing"

	"tachanka/game/hex"
)

func TestR4_5_AfterTurn24RedMustMeet4_2(t *testing.T) {
	res := func(c *CityRecord) { c.Resource = true }
	for _, tc := range []struct {
		name   string
		tula   Control
		winner Side
	}{
		{"Red holds every city", RedControl, Red},
		{"White holds Tula", WhiteControl, White},
	} {
		p := newPos(t).city("1510", "Moscow", res).city("1512", "Tula", res).city("1514", "Petrograd", res).
			control("1510", RedControl).control("1512", tc.tula).control("1514", RedControl)
		s := p.startAt(len(p.build(NoChit, NoFront).Data.Tables.Turns), StepActionEnd)
		if s.Data.Tables.Turn(s.Turn).Strategic != "" {
			t.Fatalf("turn %d is followed by a strategic turn", s.Turn)
		}
		s.advance()
		if s.Step != StepGameOver || s.Winner != tc.winner || !strings.Contains(s.WinReason, "(4.5)") {
			t.Fatalf("%s: step %v, winner %v (%s)", tc.name, s.Step, s.Winner, s.WinReason)
		}
	}
}

// Red lacks Moscow: at a victory check White would win by 4.3a, but after
// turn 24 only 4.2 is checked (4.5), and the verdict says so.
func TestR4_5_WhitesConditionsAreNotCheckedAtTheEnd(t *testing.T) {
	res := func(c *CityRecord) { c.Resource = true }
	p := newPos(t).city("1510", "Moscow", res).city("1512", "Tula", res).
		control("1510", WhiteControl).control("1512", RedControl)
	s := p.startAt(len(p.build(NoChit, NoFront).Data.Tables.Turns), StepActionEnd)
	s.advance()
	if s.Winner != White || !strings.Contains(s.WinReason, "(4.5)") || strings.Contains(s.WinReason, "4.3") {
		t.Fatalf("winner %v (%s)", s.Winner, s.WinReason)
	}
}

// The strategic turn runs its phases in order (5.2): the victory check,
// the Allied withdrawal (from C), White's reinforcements, then Red's.
func TestR5_2_StrategicTurnPhasesInOrder(t *testing.T) {
	res := func(c *CityRecord) { c.Resource = true }
	// White holds Odessa, so Red has not won (4.2a), and no resource city,
	// so the withdrawal check at C withdraws the AIF (18.3).
	p := newPos(t).city("1510", "Moscow", res).city("1512", "Tula", res).city("1514", "Petrograd", res).city("1520", "Odessa").
		control("1510", RedControl).control("1512", RedControl).control("1514", RedControl).control("1520", WhiteControl).
		unit("w", White, 2, "").unit("r", Red, 2, "").unit("aif", White, 1, "1520", faction(AIF), func(d *UnitDef) { d.Withdraw = "minor" }).
		with(func(s *State) {
			for _, k := range []int{0, 1} {
				s.Units[k].Where, s.Units[k].Box = Arriving, 2
			}
		})
	p.defs[0].Setup = hex.MustParse("1618")
	p.defs[1].Setup = hex.MustParse("1506")
	s := p.startAt(6, StepStrategicTurn)
	s.Strategic, s.Sub, s.WWIOver = 2, stStart, true
	s.out = nil
	s.advance()
	ev := s.out
	first := func(match func(Event) bool) int {
		for k, e := range ev {
			if match(e) {
				return k
			}
		}
		return -1
	}
	has := func(id string) func(Event) bool {
		return func(e Event) bool {
			for _, u := range e.Units {
				if u == id {
					return true
				}
			}
			return false
		}
	}
	phase := first(func(e Event) bool { return e.Type == EvPhase && e.Rule == "5.2" })
	withdrawal := first(func(e Event) bool { return strings.HasPrefix(e.Rule, "18.") })
	white, red := first(has("w")), first(has("r"))
	if phase < 0 || withdrawal < 0 || white < 0 || red < 0 {
		t.Fatalf("phase %d withdrawal %d white %d red %d in %v", phase, withdrawal, white, red, kinds(ev))
	}
	if !(phase < withdrawal && withdrawal < white && white < red) {
		t.Fatalf("out of order: phase %d, withdrawal %d, White's arrival %d, Red's %d", phase, withdrawal, white, red)
	}
	if at(t, s, "w") != hex.MustParse("1618") || at(t, s, "r") != hex.MustParse("1506") {
		t.Fatal("the reinforcements did not arrive on their printed hexes")
	}
}

// White's die at set-up rescues the Tsar on a 1 only (3.3).
func TestR3_3_TheTsarIsRescuedOnAOne(t *testing.T) {
	seen := map[TsarFate]bool{}
	for seed := uint64(1); seed <= 60; seed++ {
		s := newPos(t).unit("w", White, 2, "1510").unit("r", Red, 4, "2015").startAt(1, StepSetup)
		s.Tsar = TsarUnknown
		ev := Start(s, seed)
		die := -1
		for _, e := range ev {
			if e.Rule == "3.3" && e.Type == EvDice {
				die = e.Dice[0]
			}
		}
		if die < 1 || die > 6 {
			t.Fatalf("seed %d: no die for the Tsar in %v", seed, kinds(ev))
		}
		want := TsarDead
		if die == 1 {
			want = TsarAlive
		}
		if s.Tsar != want {
			t.Fatalf("seed %d: die %d, Tsar %v", seed, die, s.Tsar)
		}
		seen[s.Tsar] = true
	}
	if !seen[TsarAlive] || !seen[TsarDead] {
		t.Fatalf("60 set-ups gave only %v", seen)
	}
}

// When both players meet an automatic victory condition in the same
// Victory Check Phase, White wins (4.1): here Red holds every city (4.2a)
// while Poland is conquered with no Red unit inside it (4.3b).
func TestR4_1_WhiteWinsWhenBothMeetAConditionAtOnce(t *testing.T) {
	res := func(c *CityRecord) { c.Resource = true }
	p := newPos(t).city("1510", "Moscow", res).city("1512", "Tula", res).city("1514", "Petrograd", res).
		control("1510", RedControl).control("1512", RedControl).control("1514", RedControl).
		with(func(s *State) { s.WWIOver = true })
	s := p.startAt(6, StepStrategicTurn)
	s.Strategic, s.Sub = 2, stVictory
	s.advance()
	if s.Winner != Red {
		t.Fatalf("Red alone meets 4.2a: winner %v (%s)", s.Winner, s.WinReason)
	}
	s = p.startAt(6, StepStrategicTurn)
	s.Strategic, s.Sub, s.Poland = 2, stVictory, PolandConquered
	s.advance()
	if s.Winner != White || !strings.Contains(s.WinReason, "4.3b") {
		t.Fatalf("both meet a condition: winner %v (%s)", s.Winner, s.WinReason)
	}
}
