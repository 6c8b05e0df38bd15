package redrussia

import (
	"slices"
	"strings"
	"sync"
	"testing"

	"tachanka/game/dice"
)

var (
	engineOnce sync.Once
	engineData *Data
	engineErr  error
)

// loadData is the map and the components joined, once for every test.
func loadData(t testing.TB) *Data {
	t.Helper()
	engineOnce.Do(func() {
		var m *Map
		if m, engineErr = LoadMap(testMapFile); engineErr != nil {
			return
		}
		engineData, engineErr = NewData(m, loadTestComponents(t))
	})
	if engineErr != nil {
		t.Fatal(engineErr)
	}
	return engineData
}

// newGame is a game of n players at the Czech Legion choice.
func newGame(t testing.TB, n int, seed uint64) *State {
	t.Helper()
	s, err := NewGame(loadData(t), n, seed, Options{})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func mustApply(t testing.TB, s *State, a Action) []Event {
	t.Helper()
	ev, err := Apply(s, a)
	if err != nil {
		t.Fatalf("%v refused: %v", a, err)
	}
	return ev
}

func refused(t testing.TB, s *State, a Action, rule string) {
	t.Helper()
	before := s.Clone()
	_, err := Apply(s, a)
	r, ok := err.(*Refusal)
	if !ok || r.Rule != rule {
		t.Fatalf("%v: %v, want a refusal under %s", a, err, rule)
	}
	if s.Actions != before.Actions || len(s.Pieces) != len(before.Pieces) {
		t.Fatal("a refusal changed the state")
	}
}

// playRandom plays seeded random legal actions while keep holds, checking
// that Legal lists only what Apply takes.
func playRandom(t testing.TB, s *State, seed uint64, keep func(*State) bool) {
	t.Helper()
	r := dice.New(seed)
	for k := 0; keep(s) && !s.Over(); k++ {
		if k > 5000 {
			t.Fatalf("no end after %d actions (%v)", k, s.Pending)
		}
		legal := s.Legal()
		if len(legal) == 0 {
			t.Fatalf("nothing is legal at %v", s.Pending)
		}
		mustApply(t, s, legal[r.Intn(len(legal))])
	}
}

func inSetup(s *State) bool { return s.Setup != nil }

// countWaiting counts the pieces waiting to be placed, by faction, type
// and place ("inf t:great_russia").
func countWaiting(s *State, f Faction) map[string]int {
	out := map[string]int{}
	for _, p := range s.Pieces {
		if p.Status == ToPlace && p.Faction == f {
			k := p.Type.String()
			if p.Kind == KindLeader {
				k = "leader"
			}
			out[k+" "+p.Place]++
		}
	}
	return out
}

// TestR20_StartingForcesDrawn: after the Czech choice every faction's
// starting forces of 20.1-20.4 wait to be placed, by type and territory;
// the named pieces stand where 20.0 puts them; the withheld Red units and
// the tanks are out of the pool (3.0 step 5).
func TestR20_StartingForcesDrawn(t *testing.T) {
	s := newGame(t, 4, 1)
	mustApply(t, s, Action{Type: ActCzech, Faction: Siberian})
	want := map[Faction]map[string]int{
		NorthAsian: {"inf t:central_asia": 2, "inf t:great_russia": 3, "cav t:central_asia": 2, "leader t:central_asia": 1},
		Siberian:   {"inf t:siberia": 2, "inf t:great_russia": 4, "cav t:siberia": 1, "cav t:great_russia": 1, "air t:great_russia": 1, "leader home": 2},
		South:      {"inf t:great_russia": 5, "cav t:great_russia": 3, "leader t:great_russia": 2},
		Red:        {"inf t:central_asia": 2, "inf t:great_russia": 11, "inf t:siberia": 1, "cav t:central_asia": 1, "cav t:great_russia": 3, "cav t:siberia": 1, "leader t:great_russia": 2, "leader home": 3},
	}
	for f, w := range want {
		got := countWaiting(s, f)
		for k, n := range w {
			if got[k] != n {
				t.Errorf("%s: %d %s waiting, want %d (all: %v)", f, got[k], k, n, got)
			}
		}
		if len(got) != len(w) {
			t.Errorf("%s waits with %v, want %v", f, got, w)
		}
	}
	if p := s.Piece("sou-fleet-black-sea#1"); p.Status != OnMap || p.Where != "sea:black" {
		t.Errorf("the South fleet is %v at %s, want at sea in the Black Sea (20.3)", p.Status, p.Where)
	}
	if p := s.Piece("red-fleet-baltic#1"); p.Status != OnMap || p.Where != "PETR" {
		t.Errorf("the Red fleet is at %s, want Petrograd (20.4)", p.Where)
	}
	if p := s.Piece(GoldID); p.Where != "KAZA" || p.Faction != Red {
		t.Errorf("the Gold is %s's at %s, want Red's at Kazan (20.4)", p.Faction, p.Where)
	}
	for _, p := range s.Pieces {
		l := s.data.Line(p.ID)
		if l != nil && (l.SetAside == Withheld || l.SetAside == TanksCard) && p.Status != NotInPool {
			t.Errorf("%s is %v, want out of the pool until its card", p.ID, p.Status)
		}
		if p.ID == "wrangel" && p.Status != InPool {
			t.Error("Wrangel was drawn; he enters only by his card (10.92)")
		}
		if p.Kind == KindLeader && slices.Contains([]string{"lenin", "trotsky", "kolchak", "denikin", "said-alim"}, p.ID) && p.Status != ToPlace {
			t.Errorf("%s is not among the pieces to place", p.ID)
		}
	}
}

// TestR19_3_CzechChoice: with the option the two Czech 4-2s are set aside
// and "Czech Legion Formed" stays in the deck; without it the card leaves
// the game and the Czechs are among the Siberian starting infantry, one in
// Siberia and one in Great Russia (3.0 steps 4 and 6).
func TestR19_3_CzechChoice(t *testing.T) {
	formed := loadData(t).Cards.ByTitle("Czech Legion Formed").ID
	for _, yes := range []bool{true, false} {
		s := newGame(t, 4, 2)
		refused(t, s, Action{Type: ActCzech, Faction: Red, Yes: yes}, "1.2")
		mustApply(t, s, Action{Type: ActCzech, Faction: Siberian, Yes: yes})
		var czech []*Piece
		for i := range s.Pieces {
			if strings.HasPrefix(s.Pieces[i].ID, "sib-inf-4-2-czech") {
				czech = append(czech, &s.Pieces[i])
			}
		}
		if yes {
			for _, p := range czech {
				if p.Status != NotInPool {
					t.Errorf("with the option %s is %v", p.ID, p.Status)
				}
			}
			if slices.Contains(s.Gone, formed) {
				t.Error("with the option the Czech Legion Formed card left the game")
			}
			continue
		}
		if !slices.Contains(s.Gone, formed) {
			t.Error("without the option the Czech Legion Formed card is still in the game")
		}
		places := []string{czech[0].Place, czech[1].Place}
		slices.Sort(places)
		if !slices.Equal(places, []string{"t:great_russia", "t:siberia"}) {
			t.Errorf("without the option the Czechs wait for %v", places)
		}
	}
}

// TestR3_0_Step8_WhitesInTurnThenRed: the Whites place one piece at a time
// in turn, North/Asian, Siberian, South, a faction done being skipped;
// then Red places all of its pieces.
func TestR3_0_Step8_WhitesInTurnThenRed(t *testing.T) {
	s := newGame(t, 4, 3)
	mustApply(t, s, Action{Type: ActCzech, Faction: Siberian})
	var order []Faction
	r := dice.New(9)
	for s.Step == StepPlace {
		order = append(order, s.Pending.Faction)
		legal := s.Legal()
		mustApply(t, s, legal[r.Intn(len(legal))])
	}
	// North/Asian has 8 pieces, Siberian 11, South 10, Red 24.
	want := []Faction{}
	left := map[Faction]int{NorthAsian: 8, Siberian: 11, South: 10}
	for left[NorthAsian]+left[Siberian]+left[South] > 0 {
		for _, f := range whiteFactions {
			if left[f] > 0 {
				want = append(want, f)
				left[f]--
			}
		}
	}
	for range 24 {
		want = append(want, Red)
	}
	if !slices.Equal(order, want) {
		t.Fatalf("placement order\n%v\nwant\n%v", order, want)
	}
}

// waitingPiece is a faction's first waiting piece of a kind and place.
func waitingPiece(s *State, f Faction, kind Kind, place string) *Piece {
	for _, p := range s.waiting(f) {
		if p.Kind == kind && p.Place == place {
			return p
		}
	}
	return nil
}

// TestR3_0_Step8_PlacementLimits: a piece goes to an area its faction
// controls, in its territory, never an iron-cross area, never with
// another White faction's units (18.1); North/Asian units never in Reval.
func TestR3_0_Step8_PlacementLimits(t *testing.T) {
	s := newGame(t, 4, 4)
	mustApply(t, s, Action{Type: ActCzech, Faction: Siberian})
	p := waitingPiece(s, NorthAsian, KindUnit, "t:great_russia")
	refused(t, s, Action{Type: ActPlace, Faction: NorthAsian, Piece: p.ID, Where: "MOSC"}, "3.0")  // Red's
	refused(t, s, Action{Type: ActPlace, Faction: NorthAsian, Piece: p.ID, Where: "MERV"}, "20.0") // Central Asia
	refused(t, s, Action{Type: ActPlace, Faction: NorthAsian, Piece: p.ID, Where: "REVA"}, "3.0")  // iron cross, not yet his
	refused(t, s, Action{Type: ActPlace, Faction: Siberian, Piece: p.ID, Where: "ARCH"}, "1.2")    // not his decision
	mustApply(t, s, Action{Type: ActPlace, Faction: NorthAsian, Piece: p.ID, Where: "ARCH"})
	for _, w := range s.PlaceTargets(p) {
		if s.Area(w).Control != NorthAsian {
			t.Fatalf("%s lit for a North/Asian piece", w)
		}
	}
	// The Siberian may not place with the North/Asian units (18.1): Siberian
	// Great Russia areas are its own anyway; try Archangel directly.
	q := waitingPiece(s, Siberian, KindUnit, "t:great_russia")
	if err := s.placeOK(q, "ARCH"); err == nil {
		t.Fatal("a Siberian unit may be placed in a North/Asian area")
	}
}

// TestR10_82_StalinAndTrotskyApart: Stalin and Trotsky are never placed
// in the same area.
func TestR10_82_StalinAndTrotskyApart(t *testing.T) {
	s := newGame(t, 4, 5)
	mustApply(t, s, Action{Type: ActCzech, Faction: Siberian})
	st := s.Piece("stalin")
	st.Status, st.Place, st.Placer = ToPlace, placeHome, Red
	tr := s.Piece("trotsky")
	tr.Status, tr.Where = OnMap, "MOSC"
	if err := s.placeOK(st, "MOSC"); err == nil || err.(*Refusal).Rule != "10.82" {
		t.Fatalf("Stalin placed with Trotsky: %v", err)
	}
	if err := s.placeOK(st, "PETR"); err != nil {
		t.Fatalf("Stalin refused in Petrograd: %v", err)
	}
}

// TestR3_0_Step9_InitialReductions: each faction flips one of its own
// units in set-up order; a White faction drawn at random flips a Red one;
// Red flips one of each White faction: every major starts with exactly
// two reduced units.
func TestR3_0_Step9_InitialReductions(t *testing.T) {
	s := newGame(t, 4, 6)
	mustApply(t, s, Action{Type: ActCzech, Faction: Siberian})
	playRandom(t, s, 6, func(s *State) bool { return s.Step == StepPlace })
	var deciders []string
	for s.Step == StepReduce {
		deciders = append(deciders, s.Pending.Faction.String()+">"+s.Pending.Of.String())
		if s.Pending.Faction != s.Pending.Of && s.Pending.Of != Red {
			refused(t, s, Action{Type: ActReduce, Faction: s.Pending.Faction, Piece: s.reducible(s.Pending.Faction)[0].ID}, "3.0")
		}
		mustApply(t, s, s.Legal()[0])
	}
	if len(deciders) != 8 || deciders[4][len(deciders[4])-3:] != "red" || !s.Pending.Faction.Minor() && s.Step != StepMinors {
		t.Fatalf("reductions %v", deciders)
	}
	if !slices.Equal(deciders[:4], []string{"northasian>northasian", "siberian>siberian", "south>south", "red>red"}) ||
		!slices.Equal(deciders[5:], []string{"red>northasian", "red>siberian", "red>south"}) {
		t.Fatalf("reductions %v", deciders)
	}
	for _, f := range seatOrder {
		n := 0
		for _, p := range s.Pieces {
			if p.Faction == f && p.Reduced {
				n++
			}
		}
		if n != 2 {
			t.Errorf("%s starts with %d reduced units, want 2", f, n)
		}
	}
}

// TestR3_0_Steps10_11_MinorsAndAllies: the minors' pieces go to their
// home areas, placed by the factions 20.5 names (iron-cross areas
// allowed); the fixed Allied fleets stand in their boxes, the Siberian
// places the Sea of Japan fleet; the cup's eight pieces are drawn 5, 2 and
// 1 and placed by the South, the Siberian and the North/Asian players.
func TestR3_0_Steps10_11_MinorsAndAllies(t *testing.T) {
	s := newGame(t, 4, 7)
	mustApply(t, s, Action{Type: ActCzech, Faction: Siberian})
	playRandom(t, s, 7, func(s *State) bool { return s.Step != StepMinors })
	placers := map[Faction]Faction{Anarchist: Red, Baltic: South, Finland: South, Poland: Siberian, Ukraine: NorthAsian}
	for s.Step == StepMinors {
		f := s.Pending.Faction
		for _, p := range s.waiting(f) {
			if placers[p.Faction] != f {
				t.Fatalf("%s places %s's %s", f, p.Faction, p.ID)
			}
		}
		mustApply(t, s, s.Legal()[0])
	}
	for _, p := range s.Pieces {
		if p.Faction.Minor() && p.Status == OnMap && s.Area(p.Where).Home != p.Faction {
			t.Errorf("%s stands in %s, not a %s home area", p.ID, p.Where, p.Faction)
		}
	}
	if p := s.Piece("all-fleet-black-sea#1"); p.Where != "box:black_box" {
		t.Errorf("the Allied Black Sea fleet is at %s", p.Where)
	}
	if s.Pending.Faction != Siberian || s.waiting(Siberian)[0].ID != "all-fleet-japan#1" {
		t.Fatalf("the first Allied placement is %v", s.Pending)
	}
	drawn := map[Faction]int{}
	for _, p := range s.Pieces {
		if p.Faction == Allies && p.Status == ToPlace && p.Place != placeJapan {
			drawn[p.Placer]++
		}
	}
	if drawn[NorthAsian] != 5 || drawn[Siberian] != 2 || drawn[South] != 1 {
		t.Fatalf("cup draws %v, want North/Asian 5, Siberian 2, South 1", drawn)
	}
	mustApply(t, s, Action{Type: ActPlace, Faction: Siberian, Piece: "all-fleet-japan#1", Where: "sea:japan"})
	var order []Faction
	for s.Step == StepAllies {
		order = append(order, s.Pending.Faction)
		mustApply(t, s, s.Legal()[len(s.Legal())-1])
	}
	want := []Faction{South, Siberian, Siberian, NorthAsian, NorthAsian, NorthAsian, NorthAsian, NorthAsian}
	if !slices.Equal(order, want) {
		t.Fatalf("Allied placements %v, want %v", order, want)
	}
}

// TestR18_1_OneAlliedLandUnitWithWhites: an area holding White units takes
// at most one Western Allied land unit.
func TestR18_1_OneAlliedLandUnitWithWhites(t *testing.T) {
	s := newGame(t, 4, 8)
	mustApply(t, s, Action{Type: ActCzech, Faction: Siberian})
	playRandom(t, s, 8, func(s *State) bool { return s.Step != StepAllies })
	for _, p := range s.Pieces {
		if p.Faction == NorthAsian && p.Kind == KindUnit && p.Status == OnMap {
			q := s.Piece(p.ID)
			q.Where = "ARCH"
		}
	}
	var land []*Piece
	for i := range s.Pieces {
		if p := &s.Pieces[i]; p.Faction == Allies && p.Status == ToPlace && p.Kind == KindUnit && p.Type != FLEET {
			land = append(land, p)
		}
	}
	if len(land) < 2 {
		t.Skip("the cup gave fewer than two land units")
	}
	land[0].Status, land[0].Where = OnMap, "ARCH"
	if err := s.placeOK(land[1], "ARCH"); err == nil || err.(*Refusal).Rule != "18.1" {
		t.Fatalf("a second Allied land unit with White units: %v", err)
	}
	if err := s.placeOK(land[1], "box:white_box"); err != nil {
		t.Fatalf("the White Sea box refused: %v", err)
	}
}

// TestR3_0_Step12_TheDeal: Red deals 6 to himself and 5, 5 and 4 to the
// Siberian, South and North/Asian players; with three players 6 to the
// South + North/Asian player and 5 to the Siberian; with two, 7 to the
// White player. Play begins with the purchase phase of turn 1.
func TestR3_0_Step12_TheDeal(t *testing.T) {
	for n, want := range map[int][]int{4: {6, 4, 5, 5}, 3: {6, 6, 5}, 2: {6, 7}} {
		s := newGame(t, n, 10)
		playRandom(t, s, 10, inSetup)
		got := []int{}
		total := 0
		for _, p := range s.Players {
			got = append(got, len(p.Hand))
			total += len(p.Hand)
		}
		if !slices.Equal(got, want) {
			t.Errorf("%d players: hands %v, want %v", n, got, want)
		}
		if len(s.Deck)+total+len(s.Gone) != 54 {
			t.Errorf("%d players: %d in the deck, %d dealt, %d gone: not 54", n, len(s.Deck), total, len(s.Gone))
		}
		if s.Turn != 1 || s.Phase != PurchasePhase || s.Pending.Kind != DecidePurchase || s.Pending.Faction != NorthAsian {
			t.Errorf("%d players: after the deal %d %v %v", n, s.Turn, s.Phase, s.Pending)
		}
	}
}

// TestR3_0_WholeSetUp: seeded random set-ups for 2, 3 and 4 players end
// with every starting piece on the map where the rules allow it.
func TestR3_0_WholeSetUp(t *testing.T) {
	for _, n := range []int{2, 3, 4} {
		for seed := uint64(1); seed <= 20; seed++ {
			s := newGame(t, n, seed)
			playRandom(t, s, seed*7, inSetup)
			for _, p := range s.Pieces {
				if p.Status == ToPlace {
					t.Fatalf("%d players seed %d: %s never placed", n, seed, p.ID)
				}
				if p.Status != OnMap || p.Kind == KindGold {
					continue
				}
				if p.Faction.Major() && s.data.Map.Area(p.Where) != nil {
					if s.Area(p.Where).Control != p.Faction || s.OutOfPlay(p.Where) {
						t.Fatalf("%d players seed %d: %s in %s", n, seed, p.ID, p.Where)
					}
				}
			}
			if err := s.CheckInvariants(); err != nil {
				t.Fatalf("%d players seed %d: %v", n, seed, err)
			}
		}
	}
}
