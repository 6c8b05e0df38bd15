package rcw

import (
	"slices"
	"testing"
)

// TestR27_1_SetUp: the five White leaders of 27.12 on their provinces'
// units, only Lenin and Trotsky of the Red leaders on the map (27.13),
// the other 28 in the pool, the Czar with the uncontrolled RU2 in EKAT,
// an Aux cup of 17 chits without AM or PM (27.2), two seats.
func TestR27_1_SetUp(t *testing.T) {
	s, err := NewSolitaire(quietData(t))
	if err != nil {
		t.Fatal(err)
	}
	checkInv(t, s)
	for id, prov := range map[int]string{266: "SARA", 267: "URAL", 268: "TIFL", 269: "KIRG", 270: "SAMA"} {
		if s.Province(id) != prov {
			t.Errorf("leader %d in %q, want %s", id, s.Province(id), prov)
		}
		st := stackOf(s, id)
		if st.Player != SoloNonRed || len(s.Attached(id)) != 1 || s.Colour(s.Attached(id)[0]) != White {
			t.Errorf("leader %d: stack %+v, attached %v", id, *st, s.Attached(id))
		}
	}
	if s.Province(Lenin) != "PETR" || s.Province(Trotsky) != "TVER" || !slices.Equal(s.Attached(Lenin), []int{101}) || !slices.Equal(s.Attached(Trotsky), []int{111}) {
		t.Errorf("Lenin in %s with %v, Trotsky in %s with %v", s.Province(Lenin), s.Attached(Lenin), s.Province(Trotsky), s.Attached(Trotsky))
	}
	if n := len(s.pool()); n != 28 {
		t.Errorf("%d Red leaders in the pool, want 28", n)
	}
	if s.Province(Czar) != "EKAT" || stackOf(s, Czar).Player != "" || !slices.Contains(stackOf(s, Czar).Pieces, 116) {
		t.Errorf("the Czar: %+v", *stackOf(s, Czar))
	}
	if len(s.Aux) != 17 {
		t.Errorf("%d chits in the Aux cup, want 17", len(s.Aux))
	}
	for _, ch := range s.Aux {
		if ch.Kind == ChitAssassin || ch.Kind == ChitPolitburo {
			t.Errorf("%v in the Aux cup (27.2)", ch)
		}
	}
	if len(s.Players) != 2 || s.Player(SoloRed) == nil || s.Player(SoloNonRed) == nil {
		t.Errorf("players %v", s.Players)
	}
}

// TestR27_31_NonRedFirst: Start plays Game-Turn 1's non-Red Player-Turn
// (every phase of 19.2 A, with events) and waits for the Red player, who
// is never asked anything for the non-Red side.
func TestR27_31_NonRedFirst(t *testing.T) {
	s, ev := newSolo(t, 3)
	if s.Turn != 1 || !slices.Equal(s.Order, []string{SoloNonRed, SoloRed}) || s.Phasing() != SoloRed {
		t.Fatalf("turn %d, order %v, phasing %s", s.Turn, s.Order, s.Phasing())
	}
	var phases []string
	for _, e := range allEvents(ev, EvPhase) {
		phases = append(phases, e.Player+" "+e.Text)
	}
	want := []string{"B random_events", "B movement", "B stacking", "B combat", "B randomizer", "A random_events", "A leaders"}
	if !slices.Equal(phases[:len(want)], want) {
		t.Fatalf("phases %v, want %v first", phases, want)
	}
	if len(allEvents(ev, EvRoute)) == 0 || len(allEvents(ev, EvMoved)) == 0 || len(allEvents(ev, EvStacked)) == 0 {
		t.Fatal("no paths, moves or stacks in the events")
	}
	if s.Pending.Player != SoloRed {
		t.Fatalf("pending %+v", s.Pending)
	}
	refused(t, s, Action{Type: ActEndPhase, Player: SoloNonRed}, "18.0")
	refused(t, s, Action{Type: ActOffer, Player: SoloRed, To: SoloNonRed, Give: &Goods{PM: 1}}, "18.0")
	refused(t, s, Action{Type: ActAssassinate, Player: SoloRed, Leader: 251, AM: 1}, "18.0")
}

// TestR21_13_RouteToNearerCapital: the paths of DATA.md d.3: Saratov's
// three rail steps to Tver, Finland's one to Petrograd, Tiflis's ten to
// Tver by one of two tied paths (21.22).
func TestR21_13_RouteToNearerCapital(t *testing.T) {
	s := soloBare(t, 1)
	for from, want := range map[string][]string{
		"SARA": {"SARA", "TAMB", "RYAZ", "TVER"},
		"FINL": {"FINL", "PETR"},
		"SAMA": {"SAMA", "SIMB", "PENZ", "TAMB", "RYAZ", "TVER"},
	} {
		if got := s.routeCandidates(from); len(got) != 1 || !slices.Equal(got[0], want) {
			t.Errorf("from %s: %v, want %v", from, got, want)
		}
	}
	tifl := s.routeCandidates("TIFL")
	if len(tifl) != 2 {
		t.Fatalf("from TIFL: %v, want two tied paths", tifl)
	}
	for _, p := range tifl {
		if len(p) != 11 || p[len(p)-1] != "TVER" {
			t.Errorf("from TIFL: %v", p)
		}
	}
	// LIVO is two steps from both: every tied path of both capitals.
	var ends []string
	for _, p := range s.routeCandidates("LIVO") {
		ends = append(ends, p[len(p)-1])
		if len(p) != 3 {
			t.Errorf("from LIVO: %v", p)
		}
	}
	if !slices.Contains(ends, "PETR") || !slices.Contains(ends, "TVER") {
		t.Errorf("from LIVO the targets %v, want both capitals", ends)
	}
}

// TestR21_21_OverlandToRail: from a province without a rail line the
// force goes overland to the nearest rail province, then by rail (the
// map has none, so a copy of it loses Saratov's rail lines).
func TestR21_21_OverlandToRail(t *testing.T) {
	s := soloBare(t, 1)
	m := *s.data.Map
	m.Provinces = slices.Clone(m.Provinces)
	for i := range m.Provinces {
		p := &m.Provinces[i]
		if p.Code == "SARA" {
			p.Rail = nil
		} else {
			p.Rail = slices.DeleteFunc(slices.Clone(p.Rail), func(q string) bool { return q == "SARA" })
		}
	}
	d := *s.data
	d.Map = &m
	s.data = &d
	for _, p := range s.routeCandidates("SARA") {
		if p[0] != "SARA" || !slices.Contains(m.Province("SARA").Adjacent, p[1]) || len(m.Province(p[1]).Rail) == 0 {
			t.Errorf("path %v does not start overland to a rail province", p)
		}
		for k := 2; k < len(p); k++ {
			if !m.RailConnected(p[k-1], p[k]) {
				t.Errorf("path %v: %s-%s is not a rail step", p, p[k-1], p[k])
			}
		}
	}
	if len(s.routeCandidates("SARA")) == 0 {
		t.Fatal("no path from SARA")
	}
}

// TestR21_12_MovesTheDie: a force moves as many provinces as its die
// along its path, and its units adopt the rest of the path (21.0 Ruling).
func TestR21_12_MovesTheDie(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		s := soloBare(t, seed)
		place(t, s, "TIFL", SoloNonRed, 268, 210)
		path := []string{"TIFL", "YELI", "BAKU", "DAGH", "TERE", "KUBA", "DCOS", "SARA", "TAMB", "RYAZ", "TVER"}
		route(s, 268, path...)
		s.nonRedMovement()
		mv := allEvents(events(s), EvMoved)
		if len(mv) != 1 {
			t.Fatalf("moves %v", mv)
		}
		die := mv[0].N
		if s.Province(268) != path[die] || s.Province(210) != path[die] || !slices.Equal(mv[0].Path, path[1:die+1]) {
			t.Fatalf("die %d: Romanovsky in %s via %v", die, s.Province(268), mv[0].Path)
		}
		if r := s.Solo.Routes[268]; !slices.Equal(r.Path, path[die:]) || r.Target != "TVER" {
			t.Fatalf("die %d: the route left is %+v", die, r)
		}
		if !s.Piece(268).Moved {
			t.Fatal("not marked as moved")
		}
		checkInv(t, s)
	}
}

// TestR21_23_StopsInCapital: a force entering Tver stops whatever its
// die.
func TestR21_23_StopsInCapital(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		s := soloBare(t, seed)
		place(t, s, "RYAZ", SoloNonRed, 266, 213)
		route(s, 266, "RYAZ", "TVER", "KALI", "NOVG")
		s.nonRedMovement()
		if s.Province(266) != "TVER" {
			t.Fatalf("seed %d: Chatilov in %s", seed, s.Province(266))
		}
		if e := hasEvent(events(s), EvStopped); e == nil || e.Rule != "21.23" {
			t.Fatalf("no stop under 21.23: %v", e)
		}
	}
}

// TestR5_27_NonRedStopsOnEnteringRed: a non-Red force stops on entering a
// province with a unit of another colour, whatever is left of its die;
// leaving its own start province is free.
func TestR5_27_NonRedStopsOnEnteringRed(t *testing.T) {
	s := soloBare(t, 2)
	place(t, s, "SARA", SoloNonRed, 266, 213)
	place(t, s, "SARA", "", 116) // a Red unit where it starts
	place(t, s, "TAMB", "", 108)
	route(s, 266, "SARA", "TAMB", "RYAZ", "TVER")
	s.nonRedMovement()
	if s.Province(266) != "TAMB" {
		t.Fatalf("Chatilov in %s, want TAMB", s.Province(266))
	}
	if e := hasEvent(events(s), EvStopped); e == nil || e.Rule != "5.27" || e.Province != "TAMB" {
		t.Fatalf("stop %+v", e)
	}
}

// TestR13_23_CzarPassesBlue: a White force with the Czar passes a
// province of Blue units only; one without stops there.
func TestR13_23_CzarPassesBlue(t *testing.T) {
	for _, czar := range []bool{true, false} {
		s := soloBare(t, 4) // die 2 or more below
		ids := []int{266, 213}
		if czar {
			ids = append(ids, Czar)
		}
		place(t, s, "SARA", SoloNonRed, ids...)
		place(t, s, "TAMB", "", 310)
		route(s, 266, "SARA", "TAMB", "RYAZ", "TVER")
		s.nonRedMovement()
		die := hasEvent(events(s), EvMoved).N
		want := "TAMB"
		if czar && die >= 2 {
			want = []string{"", "TAMB", "RYAZ", "TVER", "TVER", "TVER", "TVER"}[die]
		}
		if s.Province(266) != want {
			t.Fatalf("Czar %v, die %d: Chatilov in %s, want %s", czar, die, s.Province(266), want)
		}
	}
}

// TestR21_25_RegionBoundStaysShort: a region-bound force moves along its
// path only while it may (5.74): the Ukrainians stop at the Ukraine's
// edge.
func TestR21_25_RegionBoundStaysShort(t *testing.T) {
	s := soloBare(t, 5)
	place(t, s, "KIEV", "", 407)
	control(s, "UK")
	route(s, 407, "KIEV", "CHER", "OREL", "KALU", "TVER")
	s.nonRedMovement()
	ev := events(s)
	die := hasEvent(ev, EvMoved).N
	if die >= 1 && s.Province(407) != "CHER" {
		t.Fatalf("die %d: the Ukrainians in %s, want CHER", die, s.Province(407))
	}
	if die >= 2 {
		if e := hasEvent(ev, EvStopped); e == nil || e.Rule != "21.25" {
			t.Fatalf("stop %+v", e)
		}
	}
	checkInv(t, s)
}

// TestR21_11_WhiteThenGreenThenBlue: the forces move White first, then
// Green, then Blue, by lowest unit number within a colour; uncontrolled
// Blue and Green units and White units without a leader stay.
func TestR21_11_WhiteThenGreenThenBlue(t *testing.T) {
	s := soloBare(t, 6)
	place(t, s, "KHER", "", 310, 311)
	control(s, "FR")
	place(t, s, "KIEV", "", 407)
	control(s, "UK")
	place(t, s, "TAUR", SoloNonRed, 255, 206)
	place(t, s, "KHAR", SoloNonRed, 256, 204)
	place(t, s, "POLA", "", 401) // uncontrolled
	place(t, s, "DCOS", "", 212) // no leader
	for _, id := range []int{310, 407, 255, 256, 401} {
		route(s, id, s.routeCandidates(s.Province(id))[0]...)
	}
	s.nonRedMovement()
	var order [][]int
	for _, e := range allEvents(events(s), EvMoved) {
		order = append(order, e.Units)
	}
	want := [][]int{{256}, {255}, {407}, {310, 311}} // lowest units 204, 206
	if len(order) != len(want) {
		t.Fatalf("moved %v, want %v", order, want)
	}
	for i := range want {
		if !slices.Equal(order[i], want[i]) {
			t.Fatalf("moved %v, want %v", order, want)
		}
	}
	if s.Province(401) != "POLA" || s.Province(212) != "DCOS" {
		t.Fatal("an uncontrollable unit moved")
	}
}

// TestR22_1_WhiteStacksFewestStrongest: the exact procedure: the
// strongest stack of at most five first (Denikin LV 3 with three units),
// then the next from what is left; units no leader can carry stay apart.
func TestR22_1_WhiteStacksFewestStrongest(t *testing.T) {
	s := soloBare(t, 1)
	// Denikin (3), Krasnov (1), Kutepov (1); units 8, 6, 4, 4, 3, 2, 2.
	place(t, s, "DCOS", SoloNonRed, 254, 212)
	place(t, s, "DCOS", SoloNonRed, 255, 206)
	place(t, s, "DCOS", SoloNonRed, 251, 204, 207, 205)
	place(t, s, "DCOS", "", 209, 210)
	s.nonRedStacking()
	checkInv(t, s)
	// Denikin carries three: 3+8+6+4 = 21; with Krasnov 22 (four
	// units' room, three places left); with Kutepov too only 19.
	first := stackWith(s, 251)
	if !slices.Equal(sorted(first), []int{204, 206, 212, 251, 254}) {
		t.Fatalf("first stack %v", first)
	}
	second := stackWith(s, 255)
	if !slices.Equal(sorted(second), []int{207, 255}) {
		t.Fatalf("second stack %v (Kutepov with the strongest left)", second)
	}
	if st := stackOf(s, 205); len(st.Pieces) != 1 || st.Player != SoloNonRed || s.Piece(205).Under != 0 {
		t.Fatalf("205, carried by no one: %+v", *st)
	}
	if st := stackOf(s, 209); !slices.Equal(sorted(st.Pieces), []int{209, 210}) || st.Player != "" {
		t.Fatalf("the uncontrolled rest: %+v", *st)
	}
	for _, u := range []int{204, 206, 212} {
		if l := s.Piece(u).Under; l != 251 && l != 254 {
			t.Errorf("%d attached to %d", u, s.Piece(u).Under)
		}
	}
}

func sorted(ids []int) []int {
	c := slices.Clone(ids)
	slices.Sort(c)
	return c
}

// TestR22_1_CzarCapacityAndFreeImperial: an uncontrolled Imperial unit
// in the province goes to the strongest White stack, to its
// lowest-numbered leader, who carries two units more (13.22).
func TestR22_1_CzarCapacityAndFreeImperial(t *testing.T) {
	s := soloBare(t, 1)
	place(t, s, "SARA", SoloNonRed, 266, 213)
	place(t, s, "SARA", "", 208, 211, 215)
	place(t, s, "SARA", "", Czar)
	s.nonRedStacking()
	checkInv(t, s)
	st := stackOf(s, 266)
	if !slices.Contains(st.Pieces, Czar) || s.Piece(Czar).Under != 266 {
		t.Fatalf("the Czar: %+v", *st)
	}
	if n := len(s.Attached(266)); n != 4 { // the Czar and three units
		t.Fatalf("Chatilov carries %v", s.Attached(266))
	}
}

// TestR22_2_BlueGreenFiveToAStack: Blue and Green units of each
// nationality in a province form the fewest, strongest stacks.
func TestR22_2_BlueGreenFiveToAStack(t *testing.T) {
	s := soloBare(t, 1)
	place(t, s, "VLAD", "", 301)
	place(t, s, "VLAD", "", 302, 303)
	place(t, s, "VLAD", "", 307)
	place(t, s, "VLAD", "", 308)
	place(t, s, "VLAD", "", 314)
	place(t, s, "VLAD", "", 416)
	control(s, "JA")
	s.nonRedStacking()
	checkInv(t, s)
	ja := stackWith(s, 301)
	if !slices.Equal(sorted(ja), []int{301, 302, 303}) || stackOf(s, 301).Player != SoloNonRed {
		t.Fatalf("the Japanese: %+v", *stackOf(s, 301))
	}
	if stackOf(s, 307).ID != stackOf(s, 308).ID || stackOf(s, 307).ID == stackOf(s, 314).ID {
		t.Fatal("the Americans are not one stack of their own")
	}
}

// TestR23_11_AttackWeakestRed: the non-Red forces attack the Red stack of
// the smallest strength, all of them together; not the stronger.
func TestR23_11_AttackWeakestRed(t *testing.T) {
	s := soloBare(t, 1)
	place(t, s, "TAMB", SoloNonRed, 251, 204, 207)
	place(t, s, "TAMB", SoloNonRed, 254, 212)
	place(t, s, "TAMB", "", 101) // 8
	weak := place(t, s, "TAMB", "", 106).ID
	fightNonRed(t, s)
	c := allEvents(events(s), EvCombat)
	if len(c) != 1 || c[0].Province != "TAMB" || !slices.Equal(s.Attacked, []int{weak}) || len(c[0].Units) != 5 {
		t.Fatalf("combat %+v, attacked %v", c, s.Attacked)
	}
	checkInv(t, s)
}

// TestR23_14_NoAttackBelowOneToOne: no non-Red attack below 1:1 (23.15:
// no combat there).
func TestR23_14_NoAttackBelowOneToOne(t *testing.T) {
	s := soloBare(t, 1)
	place(t, s, "TAMB", SoloNonRed, 266, 213) // 3
	place(t, s, "TAMB", "", 106, 108)         // 6
	fightNonRed(t, s)
	if c := allEvents(events(s), EvCombat); len(c) != 0 {
		t.Fatalf("attacked at 3 against 6: %+v", c)
	}
}

// TestR23_12_WhiteAttacksGreen: with no Red unit in the province, the
// White forces (never the Blue) attack the weakest Green stack; with a
// Red unit there they do not (23.13).
func TestR23_12_WhiteAttacksGreen(t *testing.T) {
	for _, red := range []bool{false, true} {
		s := soloBare(t, 1)
		place(t, s, "KIEV", SoloNonRed, 251, 204, 207)
		place(t, s, "KIEV", "", 407)
		if red {
			place(t, s, "KIEV", "", 101, 102) // 16: too strong to attack
		}
		fightNonRed(t, s)
		c := allEvents(events(s), EvCombat)
		if !red && (len(c) != 1 || !slices.Contains(c[0].Units, 251)) {
			t.Fatalf("no White attack on the Greens: %+v", c)
		}
		if red && len(c) != 0 {
			t.Fatalf("White attacked Greens beside Red units: %+v", c)
		}
	}
}

// TestR23_0_WhiteGreenGroups: White and Green never combine (8.22): the
// stronger group with the Blue attacks the weakest Red stack, the other
// colour the weakest left.
func TestR23_0_WhiteGreenGroups(t *testing.T) {
	s := soloBare(t, 1)
	place(t, s, "KIEV", SoloNonRed, 266, 213) // White 3
	place(t, s, "KIEV", "", 401, 402)         // Polish 16
	control(s, "PO")
	place(t, s, "KIEV", "", 310) // French 2
	control(s, "FR")
	a := place(t, s, "KIEV", "", 117).ID // Red 2
	b := place(t, s, "KIEV", "", 118).ID // Red 2
	fightNonRed(t, s)
	c := allEvents(events(s), EvCombat)
	if len(c) != 2 {
		t.Fatalf("combats %+v", c)
	}
	if !slices.Contains(c[0].Units, 401) || !slices.Contains(c[0].Units, 310) || slices.Contains(c[0].Units, 266) {
		t.Fatalf("first attack by %v, want the Poles with the French", c[0].Units)
	}
	if !slices.Equal(c[1].Units, []int{266, 213}) {
		t.Fatalf("second attack by %v, want the Whites", c[1].Units)
	}
	if !slices.Contains(s.Attacked, a) || !slices.Contains(s.Attacked, b) {
		t.Fatalf("attacked %v", s.Attacked)
	}
}

// TestR23_16_ExchangeLossOrder: the exact procedure: Blue, then Green,
// then White combat units, then White leaders; in a class, the weakest
// unit that alone makes up the rest, else the strongest.
func TestR23_16_ExchangeLossOrder(t *testing.T) {
	s := soloBare(t, 1)
	place(t, s, "KIEV", SoloNonRed, 251, 204, 207, 206) // Denikin 3; 6, 4, 4
	place(t, s, "KIEV", "", 310)                        // 2
	control(s, "FR")
	cases := []struct {
		need int
		want []int
	}{
		{1, []int{310}},      // Blue first
		{3, []int{310, 206}}, // 2, then the weakest White unit making up 1 (of equals the lower number)
		{8, []int{310, 204}}, // 2, then 6 alone makes up 6
		{13, []int{310, 204, 207, 206}},
		{17, []int{310, 204, 207, 206, 251}},
	}
	for _, c := range cases {
		s2 := s.Clone()
		s2.soloLosses([]int{251, 204, 207, 206, 310}, c.need, SoloRed)
		var lost []int
		for _, e := range allEvents(events(s2), EvEliminated) {
			lost = append(lost, e.Units...)
		}
		if !slices.Equal(sorted(lost), sorted(c.want)) {
			t.Errorf("need %d: lost %v, want %v", c.need, lost, c.want)
		}
	}
}

// TestR24_12_AtMostSixRedLeaders: the die gives the leaders Red may add,
// six on the map at most with Lenin and Trotsky (five when one is dead);
// the Red player places them (a decision of his own) on units or alone.
func TestR24_12_AtMostSixRedLeaders(t *testing.T) {
	tried := 0
	for seed := uint64(1); seed <= 12; seed++ {
		s, _ := newSolo(t, seed)
		if s.Phase != PhaseLeaders {
			continue // Trotsky lost in turn 1 skips it (24.16)
		}
		tried++
		on := 0
		for _, id := range []int{Lenin, Trotsky} {
			if s.Piece(id).Status == OnMap {
				on++
			}
		}
		if s.Solo.Left > MaxRedLeaders-on || s.Solo.Left < 1 || s.Solo.Left > 6 {
			t.Fatalf("seed %d: %d leaders may be placed with %d of Lenin and Trotsky", seed, s.Solo.Left, on)
		}
		for range s.Solo.Left {
			var a Action
			for _, x := range s.Legal() {
				if x.Type == ActPlace && x.Unit != 0 {
					a = x
					break
				}
			}
			ev := mustApply(t, s, a)
			e := hasEvent(ev, EvPlaced)
			if e == nil || s.Province(a.Leader) != s.Province(a.Unit) || s.Piece(a.Unit).Under != a.Leader {
				t.Fatalf("placed %v: %+v", a, e)
			}
		}
		if s.Phase != PhaseMovement {
			t.Fatalf("after the last placement: %v", s.Phase)
		}
		red := 0
		for _, pc := range s.Pieces {
			if pc.Status == OnMap && s.Def(pc.ID).Kind == KindLeader && s.Colour(pc.ID) == Red {
				red++
			}
		}
		if red > MaxRedLeaders {
			t.Fatalf("%d Red leaders on the map", red)
		}
	}
	if tried == 0 {
		t.Fatal("no seed reached a Determination Phase with leaders to place")
	}
}

// TestR24_11_PlaceAloneNeverOnNonRed: a leader is placed alone as a stack
// of its own, never on a non-Red unit; only pool leaders are placed.
func TestR24_11_PlaceAloneNeverOnNonRed(t *testing.T) {
	s := soloBare(t, 1)
	place(t, s, "TVER", SoloRed, Trotsky, 111)
	place(t, s, "KURS", SoloNonRed, 256, 204)
	s.Current, s.Phase = 1, PhaseRandomEvent
	s.Solo.Left = 2
	s.Phase = PhaseLeaders
	s.wait(SoloRed, DecideLeaders)
	refused(t, s, Action{Type: ActPlace, Player: SoloRed, Leader: 179, Unit: 204}, "24.11")
	refused(t, s, Action{Type: ActPlace, Player: SoloRed, Leader: Trotsky, To: "KURS"}, "24.13")
	mustApply(t, s, Action{Type: ActPlace, Player: SoloRed, Leader: 179, To: "KURS"})
	st := stackOf(s, 179)
	if st.Province != "KURS" || len(st.Pieces) != 1 || st.Player != SoloRed {
		t.Fatalf("Stalin: %+v", *st)
	}
	mustApply(t, s, Action{Type: ActEndPhase, Player: SoloRed})
	if s.Phase != PhaseMovement || s.Pending != (Pending{Player: SoloRed, Kind: DecideMove}) {
		t.Fatalf("%v %+v", s.Phase, s.Pending)
	}
}

// TestR24_0_LeadersLeaveTheMap: at the Determination Phase every Red
// leader but Lenin and Trotsky leaves the map; its units stay, unattached.
func TestR24_0_LeadersLeaveTheMap(t *testing.T) {
	s := soloBare(t, 1)
	place(t, s, "PETR", SoloRed, Lenin, 101)
	place(t, s, "TULA", SoloRed, 170, 107)
	s.Current, s.Phase = 1, PhaseRandomEvent
	s.beginLeaders()
	checkInv(t, s)
	if s.Piece(170).Status != InHand || s.Province(Lenin) != "PETR" {
		t.Fatalf("leader 170 %v, Lenin in %s", s.Piece(170).Status, s.Province(Lenin))
	}
	if s.Province(107) != "TULA" || s.Piece(107).Under != 0 {
		t.Fatalf("unit 107 in %s under %d", s.Province(107), s.Piece(107).Under)
	}
	if e := hasEvent(events(s), EvLeadersOff); e == nil || !slices.Equal(e.Units, []int{170}) {
		t.Fatalf("event %+v", e)
	}
}

// TestR24_16_SkipAfterDeath: Lenin or Trotsky lost in the non-Red Combat
// Phase skips the same Game-Turn's Determination; in the Red one, the
// next; both in one Game-Turn, two (24.17). A skipped phase still removes
// the leaders and adds none.
func TestR24_16_SkipAfterDeath(t *testing.T) {
	cases := []struct {
		name           string
		lenin, trotsky string // "non-red", "red" or ""
		want           []int
	}{
		{"Lenin in non-Red combat", "non-red", "", []int{3}},
		{"Trotsky in Red combat", "", "red", []int{4}},
		{"both in non-Red combat", "non-red", "non-red", []int{3, 4}},
		{"both in Red combat", "red", "red", []int{4, 5}},
		{"one in each", "non-red", "red", []int{3, 4}},
	}
	for _, c := range cases {
		s := soloBare(t, 1)
		s.Turn = 3
		for id, when := range map[int]string{Lenin: c.lenin, Trotsky: c.trotsky} {
			if when == "non-red" {
				if id == Lenin {
					s.LeninDied = 3
				} else {
					s.TrotskyDied = 3
				}
			}
		}
		for _, id := range []int{Lenin, Trotsky} {
			if s.diedThisTurn(id) {
				s.Solo.DiedNonRed = append(s.Solo.DiedNonRed, id)
			}
		}
		s.skipAfterDeaths(true)
		if c.lenin == "red" {
			s.LeninDied = 3
		}
		if c.trotsky == "red" {
			s.TrotskyDied = 3
		}
		s.skipAfterDeaths(false)
		if !slices.Equal(s.Solo.Skip, c.want) {
			t.Errorf("%s: skipped %v, want %v", c.name, s.Solo.Skip, c.want)
		}
	}
	s := soloBare(t, 1)
	place(t, s, "TULA", SoloRed, 170, 107)
	s.Solo.Skip = []int{1}
	s.Current, s.Phase = 1, PhaseRandomEvent
	s.beginLeaders()
	if s.Piece(170).Status != InHand || s.Phase != PhaseMovement || s.Solo.Left != 0 {
		t.Fatalf("a skipped phase: leader %v, phase %v, left %d", s.Piece(170).Status, s.Phase, s.Solo.Left)
	}
}

// TestR26_0_CzarExecuted: a Red leader placed where the Czar is with a
// Red unit executes him at once: he leaves the game.
func TestR26_0_CzarExecuted(t *testing.T) {
	s := soloBare(t, 1)
	place(t, s, "PETR", SoloRed, Lenin, 101)
	place(t, s, "EKAT", "", 116, Czar)
	s.Current, s.Phase = 1, PhaseLeaders
	s.Solo.Left = 1
	s.wait(SoloRed, DecideLeaders)
	ev := mustApply(t, s, Action{Type: ActPlace, Player: SoloRed, Leader: 170, Unit: 116})
	if e := hasEvent(ev, EvExecuted); e == nil || e.Province != "EKAT" {
		t.Fatalf("no execution: %v", ev)
	}
	if s.Piece(Czar).Status != Removed || s.Piece(Czar).Section != "" {
		t.Fatalf("the Czar is %v in %q", s.Piece(Czar).Status, s.Piece(Czar).Section)
	}
}

// TestR26_0_CzarWithWhitesSpared: a Czar in a White stack is not executed
// by a Red leader in the province (he must be taken in combat first).
func TestR26_0_CzarWithWhitesSpared(t *testing.T) {
	s := soloBare(t, 1)
	place(t, s, "EKAT", SoloNonRed, 261, 218, Czar)
	place(t, s, "EKAT", SoloRed, 170, 116)
	s.executeCzar()
	if s.Piece(Czar).Status != OnMap {
		t.Fatal("the Czar was executed out of a White stack")
	}
}

// TestR23_0_CaptureAfterCombat: a non-Red attack that eliminates a Red
// stack holding the Czar captures him for the White stack.
func TestR23_0_CaptureAfterCombat(t *testing.T) {
	for seed := uint64(1); seed <= 30; seed++ {
		s := soloBare(t, seed)
		place(t, s, "EKAT", SoloNonRed, 261, 218)
		place(t, s, "EKAT", "", 116, Czar)
		fightNonRed(t, s)
		ev := events(s)
		if s.Piece(116).Status != Eliminated || s.Piece(261).Status != OnMap {
			continue
		}
		if e := hasEvent(ev, EvCaptured); e == nil || s.Piece(Czar).Under != 261 || stackOf(s, Czar) != stackOf(s, 261) {
			t.Fatalf("seed %d: the Czar not captured: %+v", seed, *stackOf(s, Czar))
		}
		checkInv(t, s)
		return
	}
	t.Fatal("no seed eliminated the Red stack")
}

// TestR20_12_ControlToNonRed: a control marker Red draws goes with its
// units to the non-Red side.
func TestR20_12_ControlToNonRed(t *testing.T) {
	s := soloBare(t, 1)
	place(t, s, "PETR", SoloRed, Lenin, 101)
	place(t, s, "KIEV", "", 407)
	s.Aux = []Chit{{Kind: ChitControl, Nat: "UK"}}
	for _, n := range s.data.Counters.Nationalities {
		if n.Code != "UK" && n.Control {
			s.Player(SoloNonRed).Controls = append(s.Player(SoloNonRed).Controls, n.Code)
		}
		if n.Withdrawal {
			s.Gone = append(s.Gone, Chit{Kind: ChitWithdrawal, Nat: n.Code})
		}
	}
	s.Current, s.Phase = 1, PhaseRandomizer
	s.wait(SoloRed, DecideDraw)
	mustApply(t, s, Action{Type: ActDraw, Player: SoloRed})
	if s.HolderOf("UK") != SoloNonRed || stackOf(s, 407).Player != SoloNonRed {
		t.Fatalf("UK held by %q", s.HolderOf("UK"))
	}
}

// TestR25_11_Replacement: only Red, Polish and Finnish units are replaced.
func TestR25_11_Replacement(t *testing.T) {
	s := soloBare(t, 1)
	place(t, s, "PETR", SoloRed, Lenin, 101)
	for _, id := range []int{107, 204, 401, 404, 407, 310} {
		pc := s.Piece(id)
		pc.Status, pc.Section = Eliminated, SoloRed
	}
	s.replacement()
	for id, want := range map[int]Status{107: OnMap, 401: OnMap, 404: OnMap, 204: Eliminated, 407: Eliminated, 310: Eliminated} {
		if s.Piece(id).Status != want {
			t.Errorf("%d is %v, want %v", id, s.Piece(id).Status, want)
		}
	}
	checkInv(t, s)
}

// TestR28_12_DecisiveByTurnFive: with no non-Red unit left in Greater
// Russia, White Russia, Ukraine and the Cossack lands at the end of a
// Game-Turn, Red wins: Decisive to 5, Substantive in 6, Marginal in 7;
// a non-Red unit in Siberia does not matter.
func TestR28_12_DecisiveByTurnFive(t *testing.T) {
	for turn, want := range map[int]string{1: "decisive red", 5: "decisive red", 6: "substantive red", 7: "marginal red"} {
		s := soloBare(t, 1)
		place(t, s, "PETR", SoloRed, Lenin, 101)
		place(t, s, "OMSK", SoloNonRed, 253, 219)
		s.Turn = turn
		if !s.soloVictory() || s.Solo.Result != want || s.Outcome.Winner != Red || !s.Over() {
			t.Errorf("turn %d: %q, want %q", turn, s.Solo.Result, want)
		}
	}
	s := soloBare(t, 1)
	place(t, s, "KIEV", "", 407) // uncontrolled, in the Ukraine
	s.Turn = 2
	if s.soloVictory() {
		t.Fatalf("a win with a Ukrainian unit in KIEV: %s", s.Solo.Result)
	}
}

// TestR28_13_NonRedInCapital: a non-Red unit in Petrograd or Tver at the
// end of a Game-Turn is a Decisive non-Red victory; the game ends (28.14).
func TestR28_13_NonRedInCapital(t *testing.T) {
	s := soloBare(t, 1)
	place(t, s, "TVER", SoloRed, Trotsky, 111)
	place(t, s, "TVER", "", 404)
	s.Turn = 2
	if !s.soloVictory() || s.Solo.Result != "decisive non-red" || s.Outcome.Winner != White {
		t.Fatalf("result %q", s.Solo.Result)
	}
}

// TestR28_15_DrawAtTurnSeven: neither side's objective by the end of
// Game-Turn 7: a draw; before it, play goes on.
func TestR28_15_DrawAtTurnSeven(t *testing.T) {
	s := soloBare(t, 1)
	place(t, s, "TVER", SoloRed, Trotsky, 111)
	place(t, s, "KURS", SoloNonRed, 256, 204)
	s.Turn = 6
	if s.soloVictory() {
		t.Fatalf("ended in Game-Turn 6: %s", s.Solo.Result)
	}
	s.Turn = 7
	if !s.soloVictory() || s.Solo.Result != "draw" || s.Outcome.Winner != NoColour {
		t.Fatalf("Game-Turn 7: %q", s.Solo.Result)
	}
}

// fightNonRed plays the non-Red Combat Phase of the position (23.0).
func fightNonRed(t testing.TB, s *State) {
	t.Helper()
	s.beginPhase(PhaseCombat)
	s.Solo.Queue = s.combatProvinces()
	if !s.nonRedCombat() {
		t.Fatal("a decision of the Red player interrupted the non-Red Combat Phase")
	}
	s.Pending = Pending{}
	checkInv(t, s)
}

// TestR19_2_GameTurnSequence: the Red Player-Turn's phases, then the
// Replacement Phase, the victory check and the next Game-Turn, whose
// non-Red Player-Turn the engine plays before Red's next decision.
func TestR19_2_GameTurnSequence(t *testing.T) {
	s, err := NewSolitaire(quietData(t))
	if err != nil {
		t.Fatal(err)
	}
	distantOnly(s)
	Start(s, 11)
	checkInv(t, s)
	if s.Over() {
		t.Fatalf("over in Game-Turn 1: %s", s.Solo.Result)
	}
	var ev []Event
	for s.Turn == 1 {
		a := s.Legal()[0] // end each phase, draw
		ev = append(ev, mustApply(t, s, a)...)
	}
	var seq []string
	for _, e := range ev {
		switch e.Kind {
		case EvPhase:
			seq = append(seq, e.Player+" "+e.Text)
		case EvTurn:
			seq = append(seq, "turn")
		}
	}
	if seq[len(seq)-1] == "A movement" {
		seq = seq[:len(seq)-1] // no leader to place (a skip, 24.16)
	}
	want := []string{"A movement", "A combat", "A randomizer", " replacement", "turn", "B random_events", "B movement",
		"B stacking", "B combat", "B randomizer", "A random_events", "A leaders"}
	if !slices.Equal(seq[len(seq)-len(want):], want) {
		t.Fatalf("phases %v, want them to end with %v", seq, want)
	}
	if s.Turn != 2 || s.Pending.Player != SoloRed {
		t.Fatalf("Game-Turn %d, pending %+v", s.Turn, s.Pending)
	}
}

// TestR20_0_RedrawMade: a Blue control marker of a nationality with no
// unit left is useless: the redraw is made at once (20.0 Ruling), and the
// withdrawal drawn then takes effect (5.67).
func TestR20_0_RedrawMade(t *testing.T) {
	s := soloBare(t, 1)
	place(t, s, "PETR", SoloRed, Lenin, 101)
	place(t, s, "KHER", "", 310, 311)
	s.Aux = []Chit{{Kind: ChitControl, Nat: "US"}, {Kind: ChitWithdrawal, Nat: "FR"}}
	for _, n := range s.data.Counters.Nationalities {
		if n.Control && n.Code != "US" {
			s.Player(SoloNonRed).Controls = append(s.Player(SoloNonRed).Controls, n.Code)
		}
		if n.Withdrawal && n.Code != "FR" {
			s.Gone = append(s.Gone, Chit{Kind: ChitWithdrawal, Nat: n.Code})
		}
	}
	s.Current, s.Phase = 1, PhaseRandomizer
	s.wait(SoloRed, DecideDraw)
	var ev []Event
	// The order of the two chits is the generator's: either way both go.
	ev = mustApply(t, s, Action{Type: ActDraw, Player: SoloRed})
	if len(allEvents(ev, EvDrawn)) == 2 {
		if len(s.Aux) != 0 || s.Piece(310).Status != Removed {
			t.Fatalf("aux %v, 310 %v", s.Aux, s.Piece(310).Status)
		}
	} else if s.Piece(310).Status != Removed {
		t.Fatalf("drawn %v", allEvents(ev, EvDrawn))
	}
	if s.Pending.Kind == DecideRedraw {
		t.Fatal("the Red player is asked to redraw")
	}
}

// TestR24_14_NoRedReplacement: Lenin eliminated in this Game-Turn's
// Combat Phases: no Red replacement in it (24.14, 9.14).
func TestR24_14_NoRedReplacement(t *testing.T) {
	s := soloBare(t, 1)
	place(t, s, "TVER", SoloRed, Trotsky, 111)
	pc := s.Piece(107)
	pc.Status, pc.Section = Eliminated, SoloNonRed
	s.Turn, s.LeninDied = 2, 2
	s.replacement()
	if s.Piece(107).Status != Eliminated {
		t.Fatal("a Red unit replaced in the Game-Turn of Lenin's death")
	}
	s.Turn = 3
	s.replacement()
	if s.Piece(107).Status != OnMap || s.Province(107) != "TULA" {
		t.Fatalf("not replaced the Game-Turn after: %v", s.Piece(107).Status)
	}
}

// TestR21_0_PathsBelongToUnits: a force follows the path of its
// lowest-numbered leader, and every leader in it adopts that path.
func TestR21_0_PathsBelongToUnits(t *testing.T) {
	s := soloBare(t, 3)
	place(t, s, "DCOS", SoloNonRed, 251, 266, 212)
	route(s, 266, "DCOS", "SARA", "TAMB", "RYAZ", "TVER")
	route(s, 251, "DCOS", "VORO", "TAMB", "RYAZ", "TVER")
	s.nonRedMovement()
	die := hasEvent(events(s), EvMoved).N
	want := []string{"DCOS", "VORO", "TAMB", "RYAZ", "TVER", "TVER", "TVER"}[die]
	if s.Province(266) != want || s.Province(251) != want {
		t.Fatalf("die %d: in %s, want %s", die, s.Province(266), want)
	}
	if !slices.Equal(s.Solo.Routes[266].Path, s.Solo.Routes[251].Path) || s.Solo.Routes[266].Path[0] != want {
		t.Fatalf("routes %v and %v", s.Solo.Routes[266], s.Solo.Routes[251])
	}
}

// TestR24_12_LeninDeadRollSix: the examples of 24.12: Lenin dead and a
// roll of 6, five leaders (six with Trotsky); both alive and a roll of 1,
// one (three in all).
func TestR24_12_LeninDeadRollSix(t *testing.T) {
	seen := map[int]bool{}
	for seed := uint64(1); seed <= 60 && len(seen) < 2; seed++ {
		for _, leninDead := range []bool{true, false} {
			s := soloBare(t, seed)
			place(t, s, "TVER", SoloRed, Trotsky, 111)
			if leninDead {
				s.Piece(Lenin).Status, s.Piece(Lenin).Section = Eliminated, SoloNonRed
			} else {
				place(t, s, "PETR", SoloRed, Lenin, 101)
			}
			s.Current, s.Phase = 1, PhaseRandomEvent
			s.beginLeaders()
			die := hasEvent(events(s), EvLeaderRoll).N
			switch {
			case leninDead && die == 6:
				if s.Solo.Left != 5 {
					t.Fatalf("Lenin dead, roll 6: %d leaders", s.Solo.Left)
				}
				seen[6] = true
			case !leninDead && die == 1:
				if s.Solo.Left != 1 {
					t.Fatalf("both alive, roll 1: %d leaders", s.Solo.Left)
				}
				seen[1] = true
			case !leninDead && s.Solo.Left != min(die, 4):
				t.Fatalf("both alive, roll %d: %d leaders", die, s.Solo.Left)
			}
		}
	}
	if len(seen) < 2 {
		t.Fatalf("the rolls seen: %v", seen)
	}
}

// TestR23_16_RedAttackExchange: when a Red attack's Exchange costs the
// non-Red defender part of its stack, the engine takes the losses by
// 23.16 at once (combat units before the leader); nothing is asked.
func TestR23_16_RedAttackExchange(t *testing.T) {
	for seed := uint64(1); seed <= 200; seed++ {
		s := soloBare(t, seed)
		red := place(t, s, "TAMB", SoloRed, Lenin, 101).ID              // 11
		white := place(t, s, "TAMB", SoloNonRed, 251, 204, 207, 206).ID // 17
		s.Current, s.Phase = 1, PhaseCombat
		s.wait(SoloRed, DecideCombat)
		ev := mustApply(t, s, Action{Type: ActAttack, Player: SoloRed, Stacks: []int{red}, Target: white})
		if c := hasEvent(ev, EvCombat); c == nil || c.Text[:2] != "Ex" {
			continue
		}
		if s.Pending != (Pending{Player: SoloRed, Kind: DecideCombat}) {
			t.Fatalf("pending %+v", s.Pending)
		}
		for id, want := range map[int]Status{Lenin: Eliminated, 101: Eliminated, 204: Eliminated, 206: Eliminated, 207: Eliminated, 251: OnMap} {
			if s.Piece(id).Status != want {
				t.Fatalf("%d is %v, want %v", id, s.Piece(id).Status, want)
			}
		}
		if e := allEvents(ev, EvEliminated); e[len(e)-1].Rule != "23.16" {
			t.Fatalf("losses %+v", e)
		}
		return
	}
	t.Fatal("no seed gave an Exchange")
}
