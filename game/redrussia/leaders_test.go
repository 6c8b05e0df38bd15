package redrussia

import (
	"slices"
	"testing"
)

// TestO1_LeaderRatings: every rating is 0-3 and Stalin's at least 1
// (10.1, 10.82, o.1); the Fixed ratings are Lenin 2, Trotsky 3, Makhno 1;
// rating 3 is kept for Trotsky, Wrangel and Piłsudski (l).
func TestO1_LeaderRatings(t *testing.T) {
	l := loadTestComponents(t).Leaders
	threes := map[string]bool{}
	for _, x := range l.Leaders {
		if x.Rating < 0 || x.Rating > 3 {
			t.Errorf("%s: rating %d outside 0-3", x.ID, x.Rating)
		}
		if x.Rating == 3 {
			threes[x.ID] = true
		}
	}
	if len(threes) != 3 || !threes["trotsky"] || !threes["wrangel"] || !threes["pilsudski"] {
		t.Errorf("rating 3: %v, want Trotsky, Wrangel and Piłsudski (l)", threes)
	}
	for id, r := range map[string]int{"lenin": 2, "trotsky": 3, "makhno": 1, "stalin": 1, "kolchak": 1, "denikin": 2,
		"said-alim": 1, "cakste": 0, "mannerheim": 2, "petliura": 1, "maynard": 1, "graves": 0, "desperey": 1, "yudenich": 2} {
		if got := l.Leader(id).Rating; got != r {
			t.Errorf("%s: rating %d, want %d (l)", id, got, r)
		}
	}
	if s := l.BySpecial(SpecialStalin); s.Rating < 1 {
		t.Errorf("Stalin's rating %d; at least 1 (10.82)", s.Rating)
	}
	if tr := l.Leader("trotsky"); tr.MP != 3 {
		t.Errorf("Trotsky has %d MP, want 3 (10.83)", tr.MP)
	}
}

// TestL_RandomPoolsCoverSetupAndCards: each random pool holds at least the
// set-up draw (Red 3, Siberian 1, South 1 besides Wrangel) plus the
// new-leader cards (Red Commanders 2, White Commanders 1, Rising Star 1;
// l Derived); the North/Asian pool feeds the cards and "North-Western
// Army" (Yudenich).
func TestL_RandomPoolsCoverSetupAndCards(t *testing.T) {
	d := loadTestComponents(t)
	cardLeaders := map[Faction]int{}
	for _, c := range d.Cards.Cards {
		for _, e := range c.Effects {
			if e.Kind != TakeLeaders {
				continue
			}
			for _, f := range Majors {
				if slices.Contains(c.PlayableBy, f) {
					cardLeaders[f] += e.Count
				}
			}
		}
	}
	// Red: Red Commanders 2 + Rising Star 1; a White: White Commanders 1 + Rising Star 1.
	if cardLeaders[Red] != 3 || cardLeaders[Siberian] != 2 {
		t.Errorf("new-leader cards give Red %d and a White %d; want 3 and 2 (m.4)", cardLeaders[Red], cardLeaders[Siberian])
	}
	for f, draw := range map[Faction]int{Red: 3, Siberian: 1, South: 1, NorthAsian: 0} {
		pool := len(d.Leaders.Of(f, ArriveRandom)) + len(d.Leaders.Of(f, ArrivePool))
		if pool < draw+cardLeaders[f] {
			t.Errorf("%s: %d leaders in the pool for %d drawn and %d by cards", f, pool, draw, cardLeaders[f])
		}
	}
	for f, n := range map[Faction]int{Red: 12, Siberian: 9, South: 10} {
		if got := len(d.Leaders.Of(f, ArriveRandom)); got != n {
			t.Errorf("%s: %d leaders in the random pool, want %d (l)", f, got, n)
		}
	}
	if got := len(d.Leaders.Of(NorthAsian, ArrivePool)); got != 7 {
		t.Errorf("North/Asian: %d pool leaders, want 7 (l)", got)
	}
	per := map[Faction]int{}
	for _, x := range d.Leaders.Leaders {
		per[x.Faction]++
	}
	for f, n := range map[Faction]int{Red: 14, Siberian: 10, South: 12, NorthAsian: 8, Allies: 3} {
		if per[f] != n {
			t.Errorf("%s: %d leaders, want %d (l)", f, per[f], n)
		}
	}
	if len(d.Leaders.Leaders) != 52 {
		t.Errorf("%d leaders, want the 52 of l", len(d.Leaders.Leaders))
	}
	if y := d.Leaders.Leader("yudenich"); y.Arrival != ArrivePool || y.Card != 43 {
		t.Errorf("Yudenich: in the North/Asian pool and named by card 43")
	}
}

// TestL_NamedLeadersAndSpecialRules: the leaders the rules name at set-up
// and their special rules (10.7-10.93, 20.0): Lenin and Trotsky (Red),
// Kolchak, Denikin, Said-Alim; Wrangel only by "Wrangel Takes Over"; the
// five minor leaders; Maynard in the Allied cup, Graves and d'Espèrey in
// the reserve.
func TestL_NamedLeadersAndSpecialRules(t *testing.T) {
	l := loadTestComponents(t).Leaders
	want := map[Faction][]string{Red: {"lenin", "trotsky"}, Siberian: {"kolchak"}, South: {"denikin"}, NorthAsian: {"said-alim"}}
	for f, ids := range want {
		var got []string
		for _, x := range l.Of(f, ArriveSetup) {
			got = append(got, x.ID)
		}
		if !slices.Equal(got, ids) {
			t.Errorf("%s named at set-up: %v, want %v (20.1-20.4)", f, got, ids)
		}
	}
	if w := l.Leader("wrangel"); w.Arrival != ArriveCard || w.Card != 5 || !w.Special.Competitor() {
		t.Errorf("Wrangel enters only by card 5, a White competitor (10.92)")
	}
	for id, m := range map[string]Faction{"makhno": Anarchist, "cakste": Baltic, "mannerheim": Finland, "pilsudski": Poland, "petliura": Ukraine} {
		if x := l.Leader(id); x.Faction != m || x.Arrival != ArriveWithMinor {
			t.Errorf("%s: the leader of %s, with his minor (10.7)", id, m)
		}
	}
	for id, a := range map[string]Arrival{"maynard": ArriveAlliedCup, "graves": ArriveAlliedReserve, "desperey": ArriveAlliedReserve} {
		if x := l.Leader(id); x.Faction != Allies || x.Arrival != a {
			t.Errorf("%s: Allied, arriving %s (20.5, 13.61)", id, a)
		}
	}
	rev, comp := 0, 0
	for _, x := range l.Leaders {
		if x.Special.Revolutionary() {
			rev++
		}
		if x.Special.Competitor() {
			comp++
		}
	}
	if rev != 3 || comp != 3 {
		t.Errorf("%d of the three who made the revolution and %d White competitors; want 3 and 3 (10.8, 10.9)", rev, comp)
	}
}
