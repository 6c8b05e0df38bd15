package bot

import (
	"testing"

	"tachanka/game/hex"
	"tachanka/game/reds"
)

// afsrMassedPosition is the campaign's first AFSR movement step with the
// Volunteer Army's divisions and the Kuban corps stood by Novorossiysk, the
// AFSR's supply source (12.8), and four Red armies (16 SP) massed within 5
// hexes of it (as in the short scenario's seed 3, turns 4-6, where Red held
// Rostov and the AFSR stood by its source for three turns).
func afsrMassedPosition(t *testing.T) *reds.State {
	t.Helper()
	s := openingMovement(t, reds.White, reds.ChitAFSR)
	place := func(id, at string) {
		i, ok := s.UnitByID(id)
		if !ok {
			t.Fatalf("no unit %s", id)
		}
		h, err := hex.Parse(at)
		if err != nil {
			t.Fatal(err)
		}
		s.Units[i].Where, s.Units[i].Hex = reds.OnMap, h
	}
	for _, id := range []string{"afsr-markov", "afsr-drozdov", "afsr-kornilov", "afsr-alekseev", "afsr-1-kuban-corps"} {
		place(id, "2824")
	}
	place("afsr-1-cav-div", "2924")
	for _, id := range []string{"red-8-army", "red-9-army"} {
		place(id, "2922")
	}
	for _, id := range []string{"red-10-army", "red-11-army"} {
		place(id, "3022")
	}
	return s
}

// 12.7, 12.8: an enemy next to a supply source cuts every line out of it,
// so the bot keeps units by a threatened source. The normal level asks for
// as many SP as the enemy brings within 5 hexes: 16 here against 7 by the
// source, so every unit by it scores the full bonus and none goes out. Hard
// White asks for at most 8 SP (hardGuardCap): its guard's bonus is one SP's
// worth, and its plan sends a division out while the rest stand by the
// source.
func TestR12_7_HardGuardsASourceWithoutPinningEveryUnit(t *testing.T) {
	s := afsrMassedPosition(t)
	b := s.Data.Board
	at := func(h string) int32 {
		x, err := hex.Parse(h)
		if err != nil {
			t.Fatal(err)
		}
		return b.Index(x)
	}
	if n := budgets[Normal].guardCap[reds.White]; n != 0 {
		t.Fatalf("the normal level caps the guard at %d", n)
	}
	uncapped := newBoard(s, reds.White, newPull(s, reds.White), balanced, 0)
	capped := newBoard(s, reds.White, newPull(s, reds.White), balanced, hardGuardCap[reds.White])
	// 16 enemy SP against 7 by the source: uncapped, 9 SP short (the bonus
	// counts 8 at most); capped, 8 - 7 = 1.
	if g := uncapped.guard[at("2824")]; g != 24 {
		t.Errorf("uncapped guard by Novorossiysk = %v, want 24", g)
	}
	if g := capped.guard[at("2824")]; g != 3 {
		t.Errorf("capped guard by Novorossiysk = %v, want 3", g)
	}
	novorossiysk, ok := b.FindCity("Novorossiysk")
	if !ok {
		t.Fatal("no Novorossiysk")
	}
	guards := []string{"afsr-markov", "afsr-drozdov", "afsr-kornilov", "afsr-alekseev", "afsr-1-kuban-corps", "afsr-1-cav-div"}
	leftBy := func(plan []reds.Action) (left, stayed []string) {
		c := s.Clone()
		for _, a := range plan {
			if _, err := reds.Apply(c, a); err != nil {
				t.Fatalf("%v: %v", a, err)
			}
		}
		for _, id := range guards {
			i, _ := c.UnitByID(id)
			if hex.Distance(c.Units[i].Hex, novorossiysk) <= 1 {
				stayed = append(stayed, id)
			} else {
				left = append(left, id)
			}
		}
		return left, stayed
	}
	if left, _ := leftBy(New(Normal, 5).planMovement(s, balanced)); len(left) != 0 {
		t.Errorf("normal sent %v away from the source; the uncapped guard holds them all", left)
	}
	left, stayed := leftBy(New(Hard, 5).planMovement(s, balanced))
	if len(left) == 0 {
		t.Error("hard kept every unit by the source")
	}
	if len(stayed) == 0 {
		t.Error("hard left the threatened source unguarded")
	}
	t.Logf("hard sent %v out; %v stayed by Novorossiysk", left, stayed)
}
