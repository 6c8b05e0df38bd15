package redrussia

import (
	"fmt"
	"testing"
)

// TestR17_1_LevelsBetween0And3: every marker starts in the starting box,
// level 0; a card that lowers the level at 0 leaves it at 0 (never below)
// and from level 2 moves the marker to the nearest box of level 1; a
// level asked above 3 is 3.
func TestR17_1_LevelsBetween0And3(t *testing.T) {
	s := atPurchase(t, 171)
	for _, f := range Majors {
		if s.F(f).ORIBox != s.data.Tables.ORI.StartBox || s.ORILevel(f) != 0 {
			t.Fatalf("%s starts in box %d, level %d", f, s.F(f).ORIBox, s.ORILevel(f))
		}
	}
	for _, from := range []int{0, 2} {
		var id int
		s := atPhaseWindow(t, 12, PoliticalPhase, "political", func(s *State) {
			id = give(t, s, Red, "Kronstadt Mutiny") // Red loses one ORI level
		})
		s.SetORILevel(Red, from)
		box := s.F(Red).ORIBox
		playCard(t, s, Red, id)
		want := max(from-1, 0)
		if s.ORILevel(Red) != want {
			t.Fatalf("from level %d: level %d, want %d", from, s.ORILevel(Red), want)
		}
		ori := &s.data.Tables.ORI
		for b := 1; b <= len(ori.Levels); b++ {
			if ori.Level(b) == want && rulesAbs(b-box) < rulesAbs(s.F(Red).ORIBox-box) {
				t.Fatalf("from box %d: box %d, but box %d of level %d is nearer", box, s.F(Red).ORIBox, b, want)
			}
		}
	}
	s.SetORILevel(Red, 5)
	if s.ORILevel(Red) != 3 {
		t.Fatalf("level %d, want 3 at most", s.ORILevel(Red))
	}
}

func rulesAbs(n int) int { return max(n, -n) }

// TestR17_2_ORIRollsInThePoliticalPhase: when the purchases end, each
// major in initiative order rolls 1d6, adds its modifier and moves its
// marker as the ORI table says.
func TestR17_2_ORIRollsInThePoliticalPhase(t *testing.T) {
	s := atPurchase(t, 172)
	for s.Pending.Kind == DecidePurchase && len(s.Queue) > 1 {
		mustApply(t, s, Action{Type: ActEndPurchase, Faction: s.Pending.Faction})
	}
	s.F(South).NextORI = 2
	boxes, mods := map[Faction]int{}, map[Faction]int{}
	for _, f := range Majors {
		boxes[f], mods[f] = s.F(f).ORIBox, s.ORIModifier(f)
	}
	order := s.majorsIn(s.Initiative)
	ev := mustApply(t, s, Action{Type: ActEndPurchase, Faction: s.Pending.Faction})
	for s.Pending.Kind == DecideCard || s.Pending.Kind == DecideCardTarget {
		ev = append(ev, mustApply(t, s, s.Legal()[0])...)
	}
	var rolled []Faction
	for _, e := range ev {
		if e.Kind != EvORI || e.Rule != "17.2" {
			continue
		}
		rolled = append(rolled, e.Faction)
		var die, mod int
		if _, err := fmt.Sscanf(e.Text, "%d%d", &die, &mod); err != nil {
			t.Fatalf("roll text %q: %v", e.Text, err)
		}
		if mod != mods[e.Faction] || die < 1 || die > 6 {
			t.Errorf("%s rolled %d%+d, its modifier is %d", e.Faction, die, mod, mods[e.Faction])
		}
		if want := s.data.Tables.ORI.After(boxes[e.Faction], die+mod); s.F(e.Faction).ORIBox != want {
			t.Errorf("%s box %d, want %d", e.Faction, s.F(e.Faction).ORIBox, want)
		}
	}
	if fmt.Sprint(rolled) != fmt.Sprint(order) {
		t.Fatalf("ORI rolls %v, want %v", rolled, order)
	}
	if s.F(South).NextORI != 0 {
		t.Fatal("the modifier outlived its roll")
	}
}

// TestR17_3_ORIActsOnHandAndTables: Red at ORI 3 draws to 9 cards, at 0
// to 6; the minor intervention table reads differently at ORI 3 than at
// 0 for some die.
func TestR17_3_ORIActsOnHandAndTables(t *testing.T) {
	for _, level := range []int{0, 3} {
		s := rulesCardPhase(t, 2, func(s *State) { rulesSetHand(s, Red, 0) })
		s.SetORILevel(Red, level)
		mustApply(t, s, Action{Type: ActDiscard, Faction: Red})
		if n := len(rulesHand(s, Red)); n != 6+level {
			t.Fatalf("Red at ORI %d holds %d", level, n)
		}
	}
	mt := &loadData(t).Tables.MinorTable
	differ := false
	for die := 1; die <= 6; die++ {
		if mt.Result(die, 0, Finland, false) != mt.Result(die, 3, Finland, false) {
			differ = true
		}
	}
	if !differ {
		t.Fatal("the ORI changes no minor intervention result")
	}
}
