package redrussia

import "testing"

// rulesSetUp is a 4-player game of the seed at the end of its set-up,
// before any purchase, the Czech option (19.3) taken or not.
func rulesSetUp(t *testing.T, seed uint64, czech bool) *State {
	t.Helper()
	s := newGame(t, 4, seed)
	mustApply(t, s, Action{Type: ActCzech, Faction: Siberian, Yes: czech})
	playRandom(t, s, seed, inSetup)
	return s
}

// rulesOnMapIn counts f's units of a type on the map in a territory.
func rulesOnMapIn(s *State, f Faction, typ UnitType, tr Territory) int {
	n := 0
	for _, p := range s.Pieces {
		if p.Faction == f && p.Kind == KindUnit && p.Type == typ && p.Status == OnMap {
			if a := s.data.Map.Area(p.Where); a != nil && a.Territory == tr {
				n++
			}
		}
	}
	return n
}

// rulesTerritoryOf is the territory of a piece's area ("" off the map).
func rulesTerritoryOf(s *State, id string) Territory {
	p := s.Piece(id)
	if a := s.data.Map.Area(p.Where); p.Status == OnMap && a != nil {
		return a.Territory
	}
	return ""
}

// TestR20_1_NorthAsianStart: after the set-up the North/Asian faction has
// 12 money and 18 manpower, controls Murmansk, and has 2 cavalry, 2
// infantry and Said-Alim in Central Asia and 3 infantry in Great Russia.
func TestR20_1_NorthAsianStart(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		s := rulesSetUp(t, seed, false)
		st := s.F(NorthAsian)
		if st.Money != 12 || st.Manpower != 18 || s.Area("MURM").Control != NorthAsian {
			t.Fatalf("seed %d: money %d manpower %d, Murmansk %s", seed, st.Money, st.Manpower, s.Area("MURM").Control)
		}
		if rulesOnMapIn(s, NorthAsian, CAV, CentralAsia) != 2 || rulesOnMapIn(s, NorthAsian, INF, CentralAsia) != 2 ||
			rulesOnMapIn(s, NorthAsian, INF, GreatRussia) != 3 || rulesTerritoryOf(s, "said-alim") != CentralAsia {
			t.Fatalf("seed %d: North/Asian forces misplaced", seed)
		}
	}
}

// TestR20_2_SiberianStart: 23 money, 26 manpower; 1 cavalry and 2
// infantry in Siberia, 1 aircraft, 1 cavalry and 4 infantry in Great
// Russia; Kolchak in a Siberian home area; without the Czech option one
// Czech 4-2 infantry on each side of the Urals; with it the Czechs are
// set aside and 1 infantry stands in Siberia, 3 in Great Russia.
func TestR20_2_SiberianStart(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		czech := seed%2 == 0
		s := rulesSetUp(t, seed, czech)
		st := s.F(Siberian)
		if st.Money != 23 || st.Manpower != 26 {
			t.Fatalf("seed %d: money %d manpower %d", seed, st.Money, st.Manpower)
		}
		infSib, infGR := 2, 4
		if czech {
			infSib, infGR = 1, 3
		}
		if rulesOnMapIn(s, Siberian, CAV, Siberia) != 1 || rulesOnMapIn(s, Siberian, INF, Siberia) != infSib || rulesOnMapIn(s, Siberian, AIR, GreatRussia) != 1 ||
			rulesOnMapIn(s, Siberian, CAV, GreatRussia) != 1 || rulesOnMapIn(s, Siberian, INF, GreatRussia) != infGR {
			t.Fatalf("seed %d (option %v): Siberian forces misplaced", seed, czech)
		}
		if k := s.Piece("kolchak"); k.Status != OnMap || s.Area(k.Where).Home != Siberian {
			t.Fatalf("seed %d: Kolchak at %s", seed, k.Where)
		}
		onMap := map[Territory]int{}
		for _, p := range s.Pieces {
			if l := s.data.Line(p.ID); l != nil && l.SetAside == CzechOption && p.Status == OnMap {
				onMap[rulesTerritoryOf(s, p.ID)]++
			}
		}
		if want := (map[Territory]int{Siberia: 1, GreatRussia: 1}); !czech && (onMap[Siberia] != 1 || onMap[GreatRussia] != 1) {
			t.Fatalf("seed %d: Czech infantry %v, want %v", seed, onMap, want)
		}
		if czech && len(onMap) != 0 {
			t.Fatalf("seed %d: Czech infantry on the map under the option: %v", seed, onMap)
		}
	}
}

// TestR20_3_SouthStart: 15 money, 21 manpower; the fleet at sea in the
// Black Sea; 3 cavalry, 5 infantry and Denikin in Great Russia; Wrangel
// not in play.
func TestR20_3_SouthStart(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		s := rulesSetUp(t, seed, false)
		st := s.F(South)
		if st.Money != 15 || st.Manpower != 21 {
			t.Fatalf("seed %d: money %d manpower %d", seed, st.Money, st.Manpower)
		}
		if rulesOnMapIn(s, South, CAV, GreatRussia) != 3 || rulesOnMapIn(s, South, INF, GreatRussia) != 5 || rulesTerritoryOf(s, "denikin") != GreatRussia {
			t.Fatalf("seed %d: South forces misplaced", seed)
		}
		if f := s.Piece("sou-fleet-black-sea#1"); f.Where != "sea:black" {
			t.Fatalf("seed %d: the fleet at %s", seed, f.Where)
		}
		if s.Piece("wrangel").Status == OnMap {
			t.Fatalf("seed %d: Wrangel on the map", seed)
		}
	}
}

// TestR20_5_MinorsAndAlliesAtTheStart: each minor has its units and
// leader in its home areas (Anarchists 1 CAV and Makhno, Baltic 1 INF and
// Čakste, Finland 2 INF and Mannerheim, Poland 1 INF and Piłsudski,
// Ukraine 1 INF, 1 CAV and Petliura), all neutral; the Allied Black Sea
// and Baltic fleets wait in their boxes.
func TestR20_5_MinorsAndAlliesAtTheStart(t *testing.T) {
	type force struct{ inf, cav int }
	want := map[Faction]force{Anarchist: {0, 1}, Baltic: {1, 0}, Finland: {2, 0}, Poland: {1, 0}, Ukraine: {1, 1}}
	leaders := map[Faction]string{Anarchist: "makhno", Baltic: "cakste", Finland: "mannerheim", Poland: "pilsudski", Ukraine: "petliura"}
	for seed := uint64(1); seed <= 3; seed++ {
		s := rulesSetUp(t, seed, false)
		for m, w := range want {
			got := force{}
			for _, p := range s.Pieces {
				if p.Faction != m || p.Status != OnMap {
					continue
				}
				if s.data.Map.Area(p.Where) == nil || s.Area(p.Where).Home != m {
					t.Fatalf("seed %d: %s at %s, not a %s home area", seed, p.ID, p.Where, m)
				}
				switch {
				case p.Kind == KindUnit && p.Type == INF:
					got.inf++
				case p.Kind == KindUnit && p.Type == CAV:
					got.cav++
				}
			}
			if got != w || s.Piece(leaders[m]).Status != OnMap || s.F(m).Status != Neutral {
				t.Fatalf("seed %d: %s has %+v, want %+v, leader %v, status %v", seed, m, got, w, s.Piece(leaders[m]).Status, s.F(m).Status)
			}
		}
		if s.Piece("all-fleet-black-sea#1").Where != "box:black_box" || s.Piece("all-fleet-baltic#1").Where != "box:baltic_box" {
			t.Fatalf("seed %d: Allied fleets at %s and %s", seed, s.Piece("all-fleet-black-sea#1").Where, s.Piece("all-fleet-baltic#1").Where)
		}
	}
}
