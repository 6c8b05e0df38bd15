package redrussia

import "testing"

// rulesRoutes counts the routes between two areas (breadth first).
func rulesRoutes(s *State, from, to string) int {
	dist := map[string]int{from: 0}
	queue := []string{from}
	for len(queue) > 0 {
		a := queue[0]
		queue = queue[1:]
		if a == to {
			return dist[a]
		}
		for _, n := range s.data.Map.Neighbours(a) {
			if _, ok := dist[n.To]; !ok {
				dist[n.To] = dist[a] + 1
				queue = append(queue, n.To)
			}
		}
	}
	return -1
}

// TestR13_4_AnarchistsJoinTheFarthestWhite: attacked by Red, the
// Anarchists join the White faction whose nearest unit is farthest from
// Gulai Polye; attacked by a White faction, they become active for Red.
func TestR13_4_AnarchistsJoinTheFarthestWhite(t *testing.T) {
	s := battleKit(t, Red, 134)
	s.Area("GULA").Control = Anarchist
	red := putID(t, s, "red-inf-4-2#1", "GULA")
	an := putN(t, s, Anarchist, CAV, 1, "GULA")[0]
	near := s.data.Map.Neighbours("GULA")[0].To
	put(t, s, South, INF, near)
	put(t, s, Siberian, INF, "OMSK")
	put(t, s, NorthAsian, INF, "ARCH")
	var far Faction
	best := -1
	for _, f := range []Faction{South, Siberian, NorthAsian} {
		var at string
		for _, p := range s.Pieces {
			if p.Faction == f && p.Status == OnMap && p.Kind == KindUnit {
				at = p.Where
			}
		}
		if d := rulesRoutes(s, "GULA", at); d > best {
			far, best = f, d
		}
	}
	mustApply(t, s, Action{Type: ActDeclareBattle, Faction: Red, Where: "GULA", N: int(LevelProbe), Pieces: []string{red}})
	mustApply(t, s, Action{Type: ActEndCombat, Faction: Red})
	if st := s.F(Anarchist); st.Status != Active || st.Controller != far {
		t.Fatalf("Anarchists %v for %s, want active for %s", st.Status, st.Controller, far)
	}

	s = battleKit(t, South, 134)
	s.Area("GULA").Control = Anarchist
	sou := put(t, s, South, INF, "GULA")
	putID(t, s, an.ID, "GULA")
	mustApply(t, s, Action{Type: ActDeclareBattle, Faction: South, Where: "GULA", N: int(LevelProbe), Pieces: []string{sou.ID}})
	mustApply(t, s, Action{Type: ActEndCombat, Faction: South})
	if st := s.F(Anarchist); st.Status != Active || st.Controller != Red {
		t.Fatalf("Anarchists %v for %s after a White attack, want active for Red", st.Status, st.Controller)
	}
}

// TestR13_55_WithoutPilsudskiOnlyLimited: a Red attack on neutral Poland
// makes it active for a White faction; once Piłsudski has been removed
// from the game, only limited.
func TestR13_55_WithoutPilsudskiOnlyLimited(t *testing.T) {
	for _, gone := range []bool{false, true} {
		s := battleKit(t, Red, 155)
		if gone {
			s.Piece("pilsudski").Status = Removed
		}
		red := putID(t, s, "red-inf-4-2#1", "BIAL")
		put(t, s, Poland, INF, "BIAL")
		mustApply(t, s, Action{Type: ActDeclareBattle, Faction: Red, Where: "BIAL", N: int(LevelProbe), Pieces: []string{red}})
		mustApply(t, s, Action{Type: ActEndCombat, Faction: Red})
		st := s.F(Poland)
		want := Active
		if gone {
			want = Limited
		}
		if st.Status != want || !st.Controller.White() {
			t.Fatalf("Piłsudski gone %v: Poland %v for %s, want %v for a White", gone, st.Status, st.Controller, want)
		}
	}
}

// TestR13_64_AlliesCrossTerritories: a Western Allied unit controlled by
// the South crosses a very difficult route into another territory, which
// no minor's unit may do (12.6).
func TestR13_64_AlliesCrossTerritories(t *testing.T) {
	s := atMovement(t, South, 5)
	m := s.data.Map
	for _, a := range m.Areas {
		if !s.Area(a.Code).Control.White() || s.OutOfPlay(a.Code) {
			continue
		}
		for _, n := range m.Neighbours(a.Code) {
			b := m.Area(n.To)
			if n.Grade != VeryDifficult || b.Territory == a.Territory || s.OutOfPlay(b.Code) || len(s.PiecesAt(b.Code)) > 0 {
				continue
			}
			al := put(t, s, Allies, INF, a.Code)
			al.ControlledBy = South
			mustApply(t, s, mv(South, ps(al), b.Code))
			if where(s, al) != b.Code {
				t.Fatalf("the Allied unit is in %s", where(s, al))
			}
			s.F(Ukraine).Status, s.F(Ukraine).Controller = Active, South
			uk := put(t, s, Ukraine, INF, a.Code)
			if _, err := Apply(s, mv(South, ps(uk), b.Code)); err == nil {
				t.Fatal("a Ukrainian unit left its territory")
			}
			return
		}
	}
	t.Fatal("no very difficult route out of White territory")
}
