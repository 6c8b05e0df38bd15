package bot

import (
	"testing"

	"tachanka/game/reds"
	"tachanka/scenarios"
)

// redSouthPosition is the campaign at Red's first movement step on the
// South front (seed 1), played by the quick bot: a real position to change
// by hand.
func redSouthPosition(t *testing.T) *reds.State {
	return openingMovement(t, reds.Red, reds.ChitSouth)
}

// openingMovement is the campaign (seed 1), played by the quick bot, at
// side's first movement step in the segment of chit.
func openingMovement(t *testing.T, side reds.Side, chit reds.Chit) *reds.State {
	t.Helper()
	scn, err := scenarios.Open("reds-1918-1921")
	if err != nil {
		t.Fatal(err)
	}
	g, _ := scn.NewGame(1)
	m := Match{Red: New(Quick, 1), White: New(Quick, 2), MaxActions: 400, Until: func(s *reds.State) bool {
		return s.Pending.Side == side && s.Pending.Kind == reds.DecideMovement && s.Segment != nil && s.Segment.Chit == chit
	}}
	if _, err := m.Play(g, nil); err != nil {
		t.Fatal(err)
	}
	if g.State.Pending.Kind != reds.DecideMovement {
		t.Fatalf("no %v movement step in the %v segment of the opening", side, chit)
	}
	return g.State
}

// 4.2b, 4.5: in the campaign's end game Red needs every resource city by
// the end of turn 24, Baku among them (only Red may attack its garrison,
// 17.1). Once Poland is conquered, the Red units nearest Baku march on it,
// though the fighting is elsewhere; in 1918, or while the Poles fight, the
// same units are not sent. (The position is turn 1's with the calendar
// moved on, Poland conquered, White's Caucasus emptied and the other
// resource cities Red's.)
func TestR4_2b_RedMarchesOnBakuInTheEndGame(t *testing.T) {
	s := redSouthPosition(t)
	b := s.Data.Board
	baku, _ := b.FindCity("Baku")
	dist := reds.SeaDistances(b, []int32{b.Index(baku)})
	nearest := func(w *reds.State) (int, int) {
		best, bestD := -1, int16(reds.Far)
		for _, i := range active(w) {
			d := w.Def(i)
			if d.Type.Special() || d.Type == reds.Partisan {
				continue
			}
			if k := dist[b.Index(w.Units[i].Hex)]; k < bestD {
				best, bestD = i, k
			}
		}
		return best, int(bestD)
	}
	late := s.Clone()
	late.Turn = 16
	late.Poland = reds.PolandConquered
	// White's Caucasus is empty by now: nobody holds the Red units there.
	for j := range late.Units {
		if u := &late.Units[j]; u.Where == reds.OnMap && late.SideOf(j) == reds.White && dist[b.Index(u.Hex)] <= 12 {
			u.Where = reds.Eliminated
		}
	}
	// Every other resource city without a unit in it is Red's: Baku is
	// the one missing, as in six of the games White won by 4.5.
	for _, c := range b.CityCells() {
		if city := b.Cells[c].City; city.Resource && city.Name != "Baku" && len(late.StackAt(b.Cells[c].Hex)) == 0 {
			late.Control[c] = reds.RedControl
		}
	}
	i, d0 := nearest(late)
	if i < 0 {
		t.Fatal("no active Red unit")
	}
	if task, ok := newPull(late, reds.Red).march[i]; !ok || task[b.Index(baku)] != 0 {
		t.Fatalf("turn 16: %s, the active unit nearest Baku (%d hexes), is not sent there", late.Def(i).ID, d0)
	}
	if _, ok := newPull(s, reds.Red).march[i]; ok {
		t.Fatalf("turn 1: %s is sent to Baku already", s.Def(i).ID)
	}
	war := late.Clone()
	war.Poland = reds.PolandAtWar
	if n := len(newPull(war, reds.Red).march); n > 0 {
		t.Fatalf("turn 16, Poland at war: %d units are sent away from the war", n)
	}
	bt := New(Normal, 1)
	for _, a := range bt.planMovement(late, balanced) {
		if _, err := reds.Apply(late, a); err != nil {
			t.Fatal(err)
		}
	}
	if d1 := int(dist[b.Index(late.Units[i].Hex)]); d1 >= d0 {
		t.Errorf("turn 16: %s stays %d hexes from Baku (was %d)", late.Def(i).ID, d1, d0)
	}
}

// 7.7, 7.11: a front whose units march on Baku is busy, though a garrison
// is no enemy unit. With Baku the only resource city Red lacks, the Field
// Staff activates the South front, where the 11th and 12th Armies are on
// their way; in 1918 the same position activates the East front, which
// has more SP.
func TestR7_11_FieldStaffActivatesTheFrontMarchingOnBaku(t *testing.T) {
	s := redSouthPosition(t)
	b := s.Data.Board
	s = s.Clone()
	// Nobody is left but Red and the Azerbaijani garrison; every other
	// resource city is Red's and Poland is conquered.
	for j := range s.Units {
		if u := &s.Units[j]; u.Where == reds.OnMap && s.SideOf(j) != reds.Red && s.Def(j).ID != "nat-azerbaijani-garrison" {
			u.Where = reds.Eliminated
		}
	}
	for _, c := range b.CityCells() {
		if city := b.Cells[c].City; city.Resource && city.Name != "Baku" {
			s.Control[c] = reds.RedControl
		}
	}
	s.Poland = reds.PolandConquered
	s.Pending = reds.Pending{Side: reds.Red, Kind: reds.DecideFieldStaff,
		Fronts: []reds.Front{reds.WestFront, reds.SouthFront, reds.EastFront, reds.TurkestanFront}}
	for _, c := range []struct {
		turn int
		want reds.Front
	}{{16, reds.SouthFront}, {1, reds.EastFront}} {
		s.Turn = c.turn
		if a := New(Normal, 1).chooseFieldStaff(s); a.Front != c.want {
			t.Errorf("turn %d: the Field Staff activates the %v front, want %v", c.turn, a.Front, c.want)
		}
	}
}
