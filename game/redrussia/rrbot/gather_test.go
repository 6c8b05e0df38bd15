package rrbot

import (
	"slices"
	"testing"

	"tachanka/game/redrussia"
)

// gatherPosition is the Siberian's movement step (turn 3) with only the
// given Siberian infantry on the map (id: area), Kazan held by Red at its
// printed fortification, the areas within two of Kazan, Simbirsk and
// Samara the Siberian's, and no other unit or leader within four areas
// of Kazan: a target two 3-2 units take in three siege rounds about two
// times in three (9.2), one alone about one time in six.
func gatherPosition(t *testing.T, at map[string]string) *redrussia.State {
	t.Helper()
	s := advance(t, 3, func(s *redrussia.State) bool {
		return s.Turn == 3 && s.Pending.Kind == redrussia.DecideMove && s.Pending.Faction == redrussia.Siberian
	})
	m := s.Data().Map
	if !adjacent(m, "SIMB", "KAZA") || !adjacent(m, "SAMA", "SIMB") || adjacent(m, "SAMA", "KAZA") {
		t.Fatal("the map no longer has Samara next to Simbirsk next to Kazan")
	}
	// Nobody within four areas of Kazan threatens the areas (no guard
	// is needed).
	near := map[string]bool{}
	for a := range hopsFrom(m, "KAZA") {
		for b := range hopsFrom(m, a) {
			near[b] = true
		}
	}
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.Status != redrussia.OnMap || p.Kind == redrussia.KindGold {
			continue
		}
		if near[p.Where] || p.Faction == redrussia.Siberian {
			p.Status, p.Where = redrussia.InPool, ""
		}
	}
	// The Gold out of the way (15.1: the first enemy unit in takes it).
	s.Piece(redrussia.GoldID).Status = redrussia.Removed
	for id, area := range at {
		p := s.Piece(id)
		if p == nil {
			t.Fatalf("no piece %s", id)
		}
		p.Status, p.Where, p.Reduced = redrussia.OnMap, area, false
	}
	// Kazan the only target in reach: the areas around it the Siberian's.
	for _, c := range []string{"KAZA", "SIMB", "SAMA"} {
		for a := range hopsFrom(m, c) {
			if ar := s.Area(a); ar != nil && !s.OutOfPlay(a) {
				ar.Control, ar.Siege = redrussia.Siberian, 0
			}
		}
	}
	s.Area("KAZA").Control = redrussia.Red
	s.Moved, s.Entries, s.InForce = nil, nil, nil
	s.F(redrussia.Siberian).Money = 30
	return s
}

func adjacent(m *redrussia.Map, a, b string) bool {
	return slices.ContainsFunc(m.Neighbours(a), func(nb redrussia.Neighbour) bool { return nb.To == b })
}

// playSiberian lets the bot play the Siberian's decisions in its action
// phase (the others pass in the card windows) until the decision stop,
// and returns the actions it chose.
func playSiberian(t *testing.T, s *redrussia.State, stop redrussia.Decision) []redrussia.Action {
	t.Helper()
	b := newBot(t, "normal")
	var out []redrussia.Action
	for i := 0; i < 80 && s.Active == redrussia.Siberian && s.Pending.Kind != stop; i++ {
		if s.Pending.Faction != redrussia.Siberian {
			// The others' card windows: no card (the position is the bot's).
			if s.Pending.Kind != redrussia.DecideCard {
				break
			}
			if _, err := redrussia.Apply(s, redrussia.Action{Type: redrussia.ActPass, Faction: s.Pending.Faction}); err != nil {
				t.Fatal(err)
			}
			continue
		}
		a, ok := b.Choose(s, redrussia.Siberian)
		if !ok {
			break
		}
		if _, err := redrussia.Apply(s, a); err != nil {
			t.Fatal(err)
		}
		out = append(out, a)
	}
	if b.Fallbacks > 0 {
		t.Errorf("%d fallbacks", b.Fallbacks)
	}
	return out
}

// Appendix C (every die hits on its own; a siege is paid by the round,
// 9.2): a Siberian 3-2 next to Kazan does not go in alone while the
// second 3-2 it needs is two areas away; the second comes up next to
// Kazan to go in with it on the next turn.
func TestB_SiberianGathersBeforeItBesieges(t *testing.T) {
	s := gatherPosition(t, map[string]string{"sib-inf-3-2#1": "SIMB", "sib-inf-3-2#2": "SAMA"})
	g := newPlan(s.View(redrussia.Siberian), redrussia.Siberian).gather()
	if g == nil || g.target != "KAZA" || len(g.units) != 2 {
		t.Fatalf("gathering %+v, want both units for Kazan", g)
	}
	playSiberian(t, s, redrussia.DecideBattles)
	if w := s.Piece("sib-inf-3-2#1").Where; w != "SIMB" {
		t.Errorf("the unit next to Kazan went to %s alone; it should wait in Simbirsk", w)
	}
	if w := s.Piece("sib-inf-3-2#2").Where; !adjacent(s.Data().Map, w, "KAZA") {
		t.Errorf("the unit two areas away went to %s, not next to Kazan", w)
	}
}

// Appendix C and 9.2: two Siberian 3-2s next to Kazan, both free to move,
// go in together and besiege it with both.
func TestB_SiberianBesiegesWithTheGatheredStack(t *testing.T) {
	s := gatherPosition(t, map[string]string{"sib-inf-3-2#1": "SIMB", "sib-inf-3-2#2": "SIMB"})
	acts := playSiberian(t, s, redrussia.DecideNone)
	for _, id := range []string{"sib-inf-3-2#1", "sib-inf-3-2#2"} {
		if p := s.Piece(id); p.Status == redrussia.OnMap && p.Where != "KAZA" && s.Area("KAZA").Control != redrussia.Siberian {
			t.Errorf("%s is in %s, not in Kazan", id, p.Where)
		}
	}
	i := slices.IndexFunc(acts, func(a redrussia.Action) bool { return a.Type == redrussia.ActBesiege && a.Where == "KAZA" })
	if i < 0 {
		t.Fatalf("no siege of Kazan: %v", acts)
	}
	if u, _ := split(s, acts[i].Pieces); len(u) != 2 {
		t.Errorf("the siege of Kazan took %d units, want the 2 gathered", len(u))
	}
}

// The gathering counts as near only the units within two areas and leaves
// a target one unit takes alone to the ordinary plan: a single 3-2 next to
// Kazan and none within reach to join it makes no gathering.
func TestB_NoGatheringWithoutASecondUnit(t *testing.T) {
	s := gatherPosition(t, map[string]string{"sib-inf-3-2#1": "SIMB", "sib-inf-3-2#2": "VLAD"})
	if g := newPlan(s.View(redrussia.Siberian), redrussia.Siberian).gather(); g != nil && g.target == "KAZA" {
		t.Fatalf("gathering for Kazan with one unit in reach: %+v", g)
	}
}
