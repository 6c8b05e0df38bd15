package redrussia

import (
	"maps"
	"slices"
	"testing"
)

// A test per card (the cards with no test of their own elsewhere): each
// puts the card in a hand, brings the game to its window, plays it
// through the engine's play-card action and checks its effect against
// the state before, and where the card goes (the discard pile, or out of
// the game when it is removed after play, 14.72).

// wentTo checks that a played card left the hands for the discard pile,
// or out of the game when removed after play (14.6, 14.72).
func wentTo(t testing.TB, s *State, id int) {
	t.Helper()
	for i := range s.Players {
		if slices.Contains(s.Players[i].Hand, id) {
			t.Fatalf("card %d still in a hand", id)
		}
	}
	c := s.data.Cards.Card(id)
	gone, discard := slices.Contains(s.Gone, id), slices.Contains(s.Discard, id)
	if c.Remove && (!gone || discard) || !c.Remove && (gone || !discard) {
		t.Fatalf("%q (remove after play %v): gone %v, discard %v", c.Title.EN, c.Remove, gone, discard)
	}
}

// resolved checks that the card's resolution is over (no choice left).
func resolved(t testing.TB, s *State) {
	t.Helper()
	if s.Resolving != nil || s.Pending.Kind == DecideCardTarget {
		t.Fatalf("the card is still resolving: %v", s.Pending)
	}
}

// leaderPicks are the distinct leaders offered by the pending effect.
func leaderPicks(s *State) []string {
	var out []string
	for _, a := range s.Legal() {
		if a.Type == ActCardTarget && a.Piece != "" && !slices.Contains(out, a.Piece) {
			out = append(out, a.Piece)
		}
	}
	return out
}

// firstPick is the first offered placement of a leader.
func firstPick(t testing.TB, s *State, leader string) Action {
	t.Helper()
	for _, a := range s.Legal() {
		if a.Type == ActCardTarget && a.Piece == leader {
			return a
		}
	}
	t.Fatalf("%s not offered", leader)
	return Action{}
}

// inPoolLeaders counts a faction's leaders in its unused pool.
func inPoolLeaders(s *State, f Faction) int {
	n := 0
	for _, p := range s.Pieces {
		if p.Kind == KindLeader && p.Faction == f && p.Status == InPool {
			n++
		}
	}
	return n
}

// partisansOf are a faction's partisans on the map, by area.
func partisansOf(s *State, f Faction) []string {
	var out []string
	for _, p := range s.Pieces {
		if p.Type == PARTISAN && p.Status == OnMap && p.Faction == f {
			out = append(out, p.Where)
		}
	}
	slices.Sort(out)
	return out
}

// TestCard_UniversalConscription: Red gains 2d6 manpower; the card leaves
// the game.
func TestCard_UniversalConscription(t *testing.T) {
	var id int
	s := atPurchaseWindow(t, 2, Red, func(s *State) { id = give(t, s, Red, "Universal Conscription") })
	before := s.F(Red).Manpower
	money := s.F(Red).Money
	rigDice(t, s, 3, 5)
	playCard(t, s, Red, id)
	if s.F(Red).Manpower != before+8 || s.F(Red).Money != money {
		t.Fatalf("manpower %d (was %d), money %d (was %d)", s.F(Red).Manpower, before, s.F(Red).Money, money)
	}
	resolved(t, s)
	wentTo(t, s, id)
}

// TestCard_WarCommunism: Red gains 1d6 + 2 money and -1 on its next ORI
// roll; the card goes to the discard pile.
func TestCard_WarCommunism(t *testing.T) {
	var id int
	s := atPurchaseWindow(t, 9, Red, func(s *State) { id = give(t, s, Red, "War Communism") })
	money, once, mod := s.F(Red).Money, s.F(Red).ORIOnce, s.ORIModifier(Red)
	rigDice(t, s, 4)
	playCard(t, s, Red, id)
	if s.F(Red).Money != money+6 {
		t.Fatalf("money %d, want %d", s.F(Red).Money, money+6)
	}
	if s.F(Red).ORIOnce != once-1 || s.ORIModifier(Red) != mod-1 {
		t.Fatalf("ORI once %d (was %d), modifier %d (was %d)", s.F(Red).ORIOnce, once, s.ORIModifier(Red), mod)
	}
	resolved(t, s)
	wentTo(t, s, id)
}

// TestCard_RedCommanders: Red takes up to two leaders from its unused
// pool into areas it controls, then the card is done.
func TestCard_RedCommanders(t *testing.T) {
	var id int
	s := atPurchaseWindow(t, 5, Red, func(s *State) { id = give(t, s, Red, "Red Commanders") })
	pool := inPoolLeaders(s, Red)
	if pool < 2 {
		t.Fatalf("Red has %d leaders in its pool", pool)
	}
	playCard(t, s, Red, id)
	var took []Action
	for range 2 {
		if s.Pending != (Pending{Kind: DecideCardTarget, Faction: Red}) {
			t.Fatalf("pending %v, want Red's choice of leader", s.Pending)
		}
		picks := leaderPicks(s)
		if len(took) > 0 && slices.Contains(picks, took[0].Piece) {
			t.Fatalf("%s offered again", took[0].Piece)
		}
		a := firstPick(t, s, picks[0])
		mustApply(t, s, a)
		took = append(took, a)
	}
	for _, a := range took {
		p := s.Piece(a.Piece)
		if p.Faction != Red || p.Status != OnMap || p.Where != a.Where || s.Area(a.Where).Control != Red {
			t.Fatalf("%s: %+v", a.Piece, *p)
		}
	}
	if inPoolLeaders(s, Red) != pool-2 {
		t.Fatalf("pool %d, want %d", inPoolLeaders(s, Red), pool-2)
	}
	resolved(t, s)
	wentTo(t, s, id)
}

// TestCard_RedCommandersStopEarly: "up to two": Red may stop after one.
func TestCard_RedCommandersStopEarly(t *testing.T) {
	var id int
	s := atPurchaseWindow(t, 5, Red, func(s *State) { id = give(t, s, Red, "Red Commanders") })
	pool := inPoolLeaders(s, Red)
	playCard(t, s, Red, id)
	mustApply(t, s, firstPick(t, s, leaderPicks(s)[0]))
	mustApply(t, s, Action{Type: ActCardTarget, Faction: Red, N: -1})
	if inPoolLeaders(s, Red) != pool-1 {
		t.Fatalf("pool %d, want %d", inPoolLeaders(s, Red), pool-1)
	}
	resolved(t, s)
	wentTo(t, s, id)
}

// TestCard_WhiteCommanders: the South takes one leader (never Wrangel)
// from its unused pool into an area it controls; one only.
func TestCard_WhiteCommanders(t *testing.T) {
	var id int
	s := atPurchaseWindow(t, 5, South, func(s *State) { id = give(t, s, South, "White Commanders") })
	pool := inPoolLeaders(s, South)
	playCard(t, s, South, id)
	picks := leaderPicks(s)
	if len(picks) == 0 || slices.Contains(picks, "wrangel") {
		t.Fatalf("leaders offered %v", picks)
	}
	a := firstPick(t, s, picks[0])
	mustApply(t, s, a)
	if p := s.Piece(a.Piece); p.Faction != South || p.Status != OnMap || p.Where != a.Where || s.Area(a.Where).Control != South {
		t.Fatalf("%s: %+v", a.Piece, *p)
	}
	if inPoolLeaders(s, South) != pool-1 {
		t.Fatalf("pool %d, want %d", inPoolLeaders(s, South), pool-1)
	}
	resolved(t, s)
	wentTo(t, s, id)
}

// TestCard_RisingStar: any faction (here the Siberian) takes one leader
// from its unused pool; one only.
func TestCard_RisingStar(t *testing.T) {
	var id int
	s := atPurchaseWindow(t, 5, Siberian, func(s *State) { id = give(t, s, Siberian, "Rising Star") })
	pool := inPoolLeaders(s, Siberian)
	playCard(t, s, Siberian, id)
	if s.Pending != (Pending{Kind: DecideCardTarget, Faction: Siberian}) {
		t.Fatalf("pending %v", s.Pending)
	}
	for _, l := range leaderPicks(s) {
		if p := s.Piece(l); p.Faction != Siberian || p.Status != InPool {
			t.Fatalf("%s offered: %+v", l, *p)
		}
	}
	a := firstPick(t, s, leaderPicks(s)[0])
	mustApply(t, s, a)
	if p := s.Piece(a.Piece); p.Status != OnMap || p.Where != a.Where || s.Area(a.Where).Control != Siberian {
		t.Fatalf("%s: %+v", a.Piece, *p)
	}
	if inPoolLeaders(s, Siberian) != pool-1 {
		t.Fatalf("pool %d, want %d", inPoolLeaders(s, Siberian), pool-1)
	}
	resolved(t, s)
	wentTo(t, s, id)
}

// TestCard_AlliedSupplies: the player gains 6 money in 1918, 4 in 1919,
// 2 in 1920.
func TestCard_AlliedSupplies(t *testing.T) {
	for _, c := range []struct{ turn, gain int }{{2, 6}, {5, 4}, {9, 2}} {
		var id int
		s := atPurchaseWindow(t, c.turn, South, func(s *State) { id = give(t, s, South, "Allied Supplies") })
		money, sib := s.F(South).Money, s.F(Siberian).Money
		playCard(t, s, South, id)
		if s.F(South).Money != money+c.gain || s.F(Siberian).Money != sib {
			t.Fatalf("turn %d: South money %d (was %d), Siberian %d (was %d)", c.turn, s.F(South).Money, money, s.F(Siberian).Money, sib)
		}
		resolved(t, s)
		wentTo(t, s, id)
	}
}

// TestCard_NorthernGovernment: controlling Archangel, the North/Asian
// faction gains 4 money and 2 manpower; without it the card is refused.
func TestCard_NorthernGovernment(t *testing.T) {
	var id int
	s := atPurchaseWindow(t, 5, NorthAsian, func(s *State) {
		id = give(t, s, NorthAsian, "Northern Government")
		s.Area("ARCH").Control = Red
	})
	refused(t, s, Action{Type: ActPlayCard, Faction: NorthAsian, N: id}, "14.2")
	s = atPurchaseWindow(t, 5, NorthAsian, func(s *State) {
		id = give(t, s, NorthAsian, "Northern Government")
		s.Area("ARCH").Control = NorthAsian
	})
	money, man := s.F(NorthAsian).Money, s.F(NorthAsian).Manpower
	playCard(t, s, NorthAsian, id)
	if s.F(NorthAsian).Money != money+4 || s.F(NorthAsian).Manpower != man+2 {
		t.Fatalf("money %d (was %d), manpower %d (was %d)", s.F(NorthAsian).Money, money, s.F(NorthAsian).Manpower, man)
	}
	resolved(t, s)
	wentTo(t, s, id)
}

// TestCard_KolchakCoup: with Kolchak on the map, he becomes Supreme
// Ruler: +1 on the Siberian's next ORI roll and foreign rolls; the card
// leaves the game.
func TestCard_KolchakCoup(t *testing.T) {
	var id int
	s := atPolitical(t, 2, Siberian, func(s *State) {
		id = give(t, s, Siberian, "Kolchak Coup")
		putLeader(t, s, "kolchak", controlled(t, s, Siberian))
	})
	once, foreign := s.F(Siberian).ORIOnce, s.ForeignModifier(Siberian, 0)
	if s.SupremeRuler() {
		t.Fatal("Kolchak rules before the card")
	}
	playCard(t, s, Siberian, id)
	if !s.SupremeRuler() || s.F(Siberian).ORIOnce != once+1 || s.ForeignModifier(Siberian, 0) != foreign+1 {
		t.Fatalf("ruler %v, ORI once %d (was %d), foreign %d (was %d)", s.SupremeRuler(), s.F(Siberian).ORIOnce, once, s.ForeignModifier(Siberian, 0), foreign)
	}
	resolved(t, s)
	wentTo(t, s, id)
}

// TestCard_RedPartisans: Red places one partisan in a White-controlled
// area, in the political phase or at W1 of its own action phase.
func TestCard_RedPartisans(t *testing.T) {
	check := func(s *State, id int) {
		t.Helper()
		playCard(t, s, Red, id)
		if s.Pending != (Pending{Kind: DecideCardTarget, Faction: Red}) {
			t.Fatalf("pending %v", s.Pending)
		}
		areas := targetsOf(s)
		for _, a := range areas {
			if !s.Area(a).Control.White() {
				t.Fatalf("%s offered, controlled by %s", a, s.Area(a).Control)
			}
		}
		refused(t, s, Action{Type: ActCardTarget, Faction: Red, Where: controlled(t, s, Red)}, "15.2")
		target(t, s, Action{Where: areas[0]})
		if got := partisansOf(s, Red); !slices.Equal(got, []string{areas[0]}) {
			t.Fatalf("Red partisans %v, want one in %s", got, areas[0])
		}
		resolved(t, s)
		wentTo(t, s, id)
	}
	var id int
	s := atPolitical(t, 5, Red, func(s *State) { id = give(t, s, Red, "Red Partisans") })
	check(s, id)
	s = atW1(t, Red, 5, func(s *State) { id = give(t, s, Red, "Red Partisans") })
	priorityTo(t, s, Red)
	check(s, id)
	// W1 of another faction's action phase is not its time.
	s = atW1(t, South, 5, func(s *State) { id = give(t, s, Red, "Red Partisans") })
	priorityTo(t, s, Red)
	refused(t, s, Action{Type: ActPlayCard, Faction: Red, N: id}, "14.2")
}

// TestCard_SiberianPartisans: Red places two partisans in
// Siberian-controlled areas of Siberia.
func TestCard_SiberianPartisans(t *testing.T) {
	var id int
	s := atPolitical(t, 5, Red, func(s *State) { id = give(t, s, Red, "Siberian Partisans") })
	playCard(t, s, Red, id)
	areas := targetsOf(s)
	if len(areas) < 2 {
		t.Fatalf("targets %v", areas)
	}
	for _, a := range areas {
		if s.Area(a).Control != Siberian || s.data.Map.Area(a).Territory != Siberia {
			t.Fatalf("%s offered", a)
		}
	}
	target(t, s, Action{Where: areas[0]})
	if s.Pending != (Pending{Kind: DecideCardTarget, Faction: Red}) {
		t.Fatalf("pending %v after one partisan", s.Pending)
	}
	target(t, s, Action{Where: areas[1]})
	want := []string{areas[0], areas[1]}
	slices.Sort(want)
	if got := partisansOf(s, Red); !slices.Equal(got, want) {
		t.Fatalf("Red partisans %v, want %v", got, want)
	}
	resolved(t, s)
	wentTo(t, s, id)
}

// TestCard_GreenArmies: a White player places one partisan in a
// Red-controlled area, one only.
func TestCard_GreenArmies(t *testing.T) {
	var id int
	s := atPolitical(t, 5, Siberian, func(s *State) { id = give(t, s, Siberian, "Green Armies") })
	playCard(t, s, Siberian, id)
	areas := targetsOf(s)
	for _, a := range areas {
		if s.Area(a).Control != Red {
			t.Fatalf("%s offered", a)
		}
	}
	target(t, s, Action{Where: areas[0]})
	if got := partisansOf(s, Siberian); !slices.Equal(got, []string{areas[0]}) {
		t.Fatalf("Siberian partisans %v, want one in %s", got, areas[0])
	}
	resolved(t, s)
	wentTo(t, s, id)
}

// TestCard_BasmachiRevolt: the North/Asian faction places one partisan
// in a Red-controlled area of Central Asia.
func TestCard_BasmachiRevolt(t *testing.T) {
	var id int
	var area string
	s := atPolitical(t, 5, NorthAsian, func(s *State) {
		id = give(t, s, NorthAsian, "Basmachi Revolt")
		for _, a := range s.data.Map.Areas {
			if a.Territory == CentralAsia && !s.OutOfPlay(a.Code) {
				if area == "" {
					area = a.Code
					s.Area(a.Code).Control = Red
				} else if s.Area(a.Code).Control == Red {
					s.Area(a.Code).Control = NorthAsian
				}
			}
		}
	})
	playCard(t, s, NorthAsian, id)
	if got := targetsOf(s); !slices.Equal(got, []string{area}) {
		t.Fatalf("targets %v, want %s", got, area)
	}
	target(t, s, Action{Where: area})
	if got := partisansOf(s, NorthAsian); !slices.Equal(got, []string{area}) {
		t.Fatalf("North/Asian partisans %v", got)
	}
	resolved(t, s)
	wentTo(t, s, id)
}

// TestCard_FinlandIntervenes: a neutral Finland becomes active for the
// player; refused for the Siberian while Kolchak is Supreme Ruler.
func TestCard_FinlandIntervenes(t *testing.T) {
	var id int
	s := atPolitical(t, 5, South, func(s *State) {
		id = give(t, s, South, "Finland Intervenes")
		s.F(Finland).Status, s.F(Finland).Controller = Neutral, NoFaction
	})
	playCard(t, s, South, id)
	if st := s.F(Finland); st.Status != Active || st.Controller != South {
		t.Fatalf("Finland %v %v", st.Status, st.Controller)
	}
	resolved(t, s)
	wentTo(t, s, id)
	s = atPolitical(t, 5, Siberian, func(s *State) {
		id = give(t, s, Siberian, "Finland Intervenes")
		s.F(Finland).Status, s.F(Finland).Controller = Neutral, NoFaction
		putLeader(t, s, "kolchak", controlled(t, s, Siberian))
		s.KolchakRuler = true
	})
	refused(t, s, Action{Type: ActPlayCard, Faction: Siberian, N: id}, "14.2")
}

// TestCard_BalticIndependence: neutral Baltic States with a unit on the
// map become active for the player.
func TestCard_BalticIndependence(t *testing.T) {
	var id int
	s := atPolitical(t, 5, NorthAsian, func(s *State) {
		id = give(t, s, NorthAsian, "Baltic Independence")
		s.F(Baltic).Status, s.F(Baltic).Controller = Neutral, NoFaction
	})
	refused(t, s, Action{Type: ActPlayCard, Faction: NorthAsian, N: id}, "14.2") // no Baltic unit on the map
	s = atPolitical(t, 5, NorthAsian, func(s *State) {
		id = give(t, s, NorthAsian, "Baltic Independence")
		s.F(Baltic).Status, s.F(Baltic).Controller = Neutral, NoFaction
		putN(t, s, Baltic, INF, 1, s.data.Map.HomeAreas(Baltic.String())[0])
	})
	playCard(t, s, NorthAsian, id)
	if st := s.F(Baltic); st.Status != Active || st.Controller != NorthAsian {
		t.Fatalf("Baltic States %v %v", st.Status, st.Controller)
	}
	resolved(t, s)
	wentTo(t, s, id)
}

// infightingDie is the die that gives the modified roll want on the
// infighting table for f with the extra modifier mod.
func infightingDie(t testing.TB, s *State, f Faction, mod, want int) int {
	t.Helper()
	d := want - s.ORILevel(f)*s.data.Tables.Infighting.PerORILevel - mod
	if d < 1 || d > 6 {
		t.Fatalf("no die gives %d (ORI level %d, modifier %d)", want, s.ORILevel(f), mod)
	}
	return d
}

// TestCard_PolitburoInfighting: played by any player at the political
// phase's start, Red rolls on the infighting table, +1 while Lenin is
// not in Moscow: with Lenin in Moscow a modified 2 costs Red 2 money; the
// same die without him is a 3, 1d6 money.
func TestCard_PolitburoInfighting(t *testing.T) {
	for _, lenin := range []bool{true, false} {
		var id int
		s := atPolitical(t, 5, South, func(s *State) {
			id = give(t, s, South, "Politburo Infighting")
			if lenin {
				putLeader(t, s, "lenin", "MOSC")
			}
		})
		s.F(Red).Money = 20
		d := infightingDie(t, s, Red, 0, 2)
		rigDice(t, s, d, 5)
		ev := playCard(t, s, South, id)
		want, roll := 18, 2
		if !lenin {
			want, roll = 15, 3
		}
		if s.F(Red).Money != want || !slices.ContainsFunc(ev, func(e Event) bool { return e.Rule == "10.81" && e.Faction == Red && e.N == roll }) {
			t.Fatalf("Lenin in Moscow %v: Red money %d, want %d; events %v", lenin, s.F(Red).Money, want, ev)
		}
		resolved(t, s)
		wentTo(t, s, id)
	}
}

// TestCard_SiberianAtamans: the Siberian rolls on the infighting table,
// +1 while Kolchak is not Supreme Ruler.
func TestCard_SiberianAtamans(t *testing.T) {
	for _, ruler := range []bool{true, false} {
		var id int
		s := atPolitical(t, 5, Red, func(s *State) {
			id = give(t, s, Red, "Siberian Atamans")
			if ruler {
				putLeader(t, s, "kolchak", controlled(t, s, Siberian))
				s.KolchakRuler = true
			}
		})
		s.F(Siberian).Money = 20
		rigDice(t, s, infightingDie(t, s, Siberian, 0, 2), 5)
		ev := playCard(t, s, Red, id)
		want, roll := 18, 2 // Supreme Ruler: no +1, 2 money
		if !ruler {
			want, roll = 15, 3 // +1: 1d6 money
		}
		if s.F(Siberian).Money != want || !slices.ContainsFunc(ev, func(e Event) bool { return e.Rule == "10.81" && e.Faction == Siberian && e.N == roll }) {
			t.Fatalf("Supreme Ruler %v: Siberian money %d, want %d", ruler, s.F(Siberian).Money, want)
		}
		resolved(t, s)
		wentTo(t, s, id)
	}
}

// TestCard_KubanSeparatists: the South rolls on the infighting table, +1
// while Denikin is in command (on the map with a South unit).
func TestCard_KubanSeparatists(t *testing.T) {
	for _, denikin := range []bool{true, false} {
		var id int
		s := atPolitical(t, 5, Red, func(s *State) {
			id = give(t, s, Red, "Kuban Separatists")
			if denikin {
				area := controlled(t, s, South)
				putLeader(t, s, "denikin", area)
				putN(t, s, South, INF, 1, area)
			}
		})
		s.F(South).Money = 20
		rigDice(t, s, infightingDie(t, s, South, 0, 2), 5)
		ev := playCard(t, s, Red, id)
		want, roll := 18, 2
		if denikin {
			want, roll = 15, 3
		}
		if s.F(South).Money != want || !slices.ContainsFunc(ev, func(e Event) bool { return e.Rule == "10.81" && e.Faction == South && e.N == roll }) {
			t.Fatalf("Denikin commands %v: South money %d, want %d", denikin, s.F(South).Money, want)
		}
		resolved(t, s)
		wentTo(t, s, id)
	}
}

// TestCard_MutinyInTheNorth: the North/Asian faction rolls on the
// infighting table with +1, then the holder removes from the game one
// Allied land unit of the north (not one elsewhere); the card leaves the
// game.
func TestCard_MutinyInTheNorth(t *testing.T) {
	var id int
	var north, south *Piece
	s := atPolitical(t, 5, Red, func(s *State) {
		id = give(t, s, Red, "Mutiny in the North")
		north = put(t, s, Allies, INF, "ARCH")
		south = put(t, s, Allies, INF, "ODES")
	})
	s.F(NorthAsian).Money = 20
	rigDice(t, s, infightingDie(t, s, NorthAsian, 1, 2))
	ev := playCard(t, s, Red, id)
	if s.F(NorthAsian).Money != 18 || !slices.ContainsFunc(ev, func(e Event) bool { return e.Rule == "10.81" && e.Faction == NorthAsian && e.N == 2 }) {
		t.Fatalf("North/Asian money %d, want 18", s.F(NorthAsian).Money)
	}
	if s.Pending != (Pending{Kind: DecideCardTarget, Faction: Red}) || !slices.Equal(targetsOf(s), []string{north.ID}) {
		t.Fatalf("pending %v, targets %v, want %s", s.Pending, targetsOf(s), north.ID)
	}
	target(t, s, Action{Piece: north.ID})
	if now(s, north).Status != Removed || now(s, south).Status != OnMap {
		t.Fatalf("north %v, south %v", now(s, north).Status, now(s, south).Status)
	}
	resolved(t, s)
	wentTo(t, s, id)
	// With no Allied unit in the north, only the roll.
	s = atPolitical(t, 5, Red, func(s *State) {
		id = give(t, s, Red, "Mutiny in the North")
		south = put(t, s, Allies, INF, "ODES")
	})
	playCard(t, s, Red, id)
	resolved(t, s)
	if now(s, south).Status != OnMap {
		t.Fatal("an Allied unit outside the north removed")
	}
	wentTo(t, s, id)
}

// TestCard_CapturedRollingStock: +2 rail moves for the White player at
// W1 of its own action phase: a South unit, with no rail move of its own
// (7.6 Ruling), then moves by rail.
func TestCard_CapturedRollingStock(t *testing.T) {
	var id int
	var u *Piece
	s := atW1(t, South, 5, func(s *State) {
		id = give(t, s, South, "Captured Rolling Stock")
		u = put(t, s, South, INF, controlled(t, s, South))
	})
	priorityTo(t, s, South)
	rail, red := s.F(South).RailLeft, s.F(Red).RailLeft
	before := s.Clone() // the card not played
	passWindows(t, before)
	playCard(t, s, South, id)
	if s.F(South).RailLeft != rail+2 || s.F(Red).RailLeft != red {
		t.Fatalf("South rail %d (was %d), Red %d (was %d)", s.F(South).RailLeft, rail, s.F(Red).RailLeft, red)
	}
	resolved(t, s)
	wentTo(t, s, id)
	passWindows(t, s)
	var move Action
	reach := s.Reach([]string{u.ID}, true)
	dests := slices.Sorted(maps.Keys(reach))
	for _, dest := range dests {
		if path := reach[dest]; dest != u.Where && len(path) > 0 {
			move = Action{Type: ActMove, Faction: South, Pieces: []string{u.ID}, Path: path, Rail: true}
			break
		}
	}
	if move.Path == nil {
		t.Fatal("no rail destination for the South unit")
	}
	refused(t, before, move, "7.6")
	mustApply(t, s, move)
	if where(s, u) != move.Path[len(move.Path)-1] || s.F(South).RailLeft != rail+1 {
		t.Fatalf("after the rail move: %s, %d rail left", where(s, u), s.F(South).RailLeft)
	}
}

// battleAtW4 is attacker's Assault with the pieces placed by units (the
// attacking ids returned) in area, controlled by control, every stop on,
// run until the battle's W4 is open (the defence's leaders, if any,
// leading).
func battleAtW4(t testing.TB, seed uint64, turn int, attacker Faction, area string, control Faction, units func(*State) []string) *State {
	t.Helper()
	s := battleKit(t, attacker, seed)
	s.Turn = turn
	for i := range s.Players {
		s.SetStops(i, AllStops)
	}
	att := units(s)
	s.Area(area).Control = control
	mustApply(t, s, Action{Type: ActDeclareBattle, Faction: attacker, Where: area, N: int(LevelAssault), Pieces: att})
	mustApply(t, s, Action{Type: ActEndCombat, Faction: attacker})
	if s.Pending.Kind == DecideRetreat {
		mustApply(t, s, Action{Type: ActStand, Faction: s.Pending.Faction})
	}
	if s.Pending.Kind == DecideLeaders { // the defence's leaders lead
		legal := s.Legal()
		mustApply(t, s, legal[len(legal)-1])
	}
	if s.Window == nil || s.Window.Window != W4 {
		t.Fatalf("window %+v, pending %v: want W4", s.Window, s.Pending)
	}
	return s
}

// playedInForce checks the card's one effect of kind k in force for f
// until the battle's end.
func playedInForce(t testing.TB, s *State, id int, k EffectKind, f Faction) {
	t.Helper()
	for _, in := range s.InForce {
		if in.Card == id && s.data.Cards.Card(id).Effects[in.Effect].Kind == k && in.Faction == f && in.Until == UntilBattleEnd {
			return
		}
	}
	t.Fatalf("no %v of card %d in force for %s: %+v", k, id, f, s.InForce)
}

// diceOf counts the dice a faction rolled in a round's events.
func diceOf(ev []Event, f Faction) int {
	_, faces := rollsOf(ev, f)
	return len(faces)
}

// TestCard_ArmouredTrains: played at W4 by the attacker, its side adds 2
// dice in every round of the battle, and the effect ends with it.
func TestCard_ArmouredTrains(t *testing.T) {
	var id int
	setup := func(seed uint64) (*State, []Event) {
		s := windowBattle(t, seed, func(s *State) { id = give(t, s, Red, "Armoured Trains") })
		priorityTo(t, s, Red)
		playCard(t, s, Red, id)
		playedInForce(t, s, id, BattleDice, Red)
		return s, finishFight(t, s)
	}
	s, ev := seekSeed(t, setup, func(s *State, ev []Event) bool {
		r := byRound(ev)
		return len(r) >= 2 && !hasEvent(r[0], EvStepLost, "red-inf-4-2#1")
	})
	r := byRound(ev)
	attack := s.data.Line("red-inf-4-2#1").Full.Attack
	for i := range 2 {
		if n := diceOf(r[i], Red); n != attack+2 {
			t.Fatalf("round %d: Red rolled %d dice, want %d", i+1, n, attack+2)
		}
	}
	if len(s.EffectsInForce(BattleDice)) != 0 {
		t.Fatalf("Armoured Trains outlives the battle: %+v", s.InForce)
	}
	wentTo(t, s, id)
}

// TestCard_RedVerdun: played at W4 of a battle in which Red defends
// Moscow, Red adds 3 dice in every round (its siege effect not in
// force); played at W8 of a siege of Red's Moscow, the fortification's
// defence adds 2 dice (its battle effect not in force).
func TestCard_RedVerdun(t *testing.T) {
	var id int
	setup := func(seed uint64) (*State, []Event) {
		s := battleAtW4(t, seed, 5, Siberian, "MOSC", Red, func(s *State) []string {
			id = give(t, s, Red, "Red Verdun")
			putID(t, s, "red-inf-4-2#1", "MOSC")
			return []string{putID(t, s, "sib-inf-3-2#1", "MOSC")}
		})
		priorityTo(t, s, Red)
		playCard(t, s, Red, id)
		playedInForce(t, s, id, BattleDice, Red)
		if len(s.EffectsInForce(SiegeDefenceDice)) != 0 {
			t.Fatal("the siege effect is in force in a battle")
		}
		return s, finishFight(t, s)
	}
	s, ev := seekSeed(t, setup, func(s *State, ev []Event) bool {
		r := byRound(ev)
		return len(r) >= 2 && !hasEvent(r[0], EvStepLost, "red-inf-4-2#1")
	})
	r := byRound(ev)
	want := s.data.Line("red-inf-4-2#1").Full.Attack + s.CurrentFort("MOSC") + 3
	for i := range 2 {
		if n := diceOf(r[i], Red); n != want {
			t.Fatalf("round %d: Red rolled %d dice, want %d", i+1, n, want)
		}
	}
	if len(s.EffectsInForce(BattleDice)) != 0 {
		t.Fatal("Red Verdun outlives the battle")
	}
	wentTo(t, s, id)

	// The siege.
	s = siegeKit(t, Siberian, 1)
	s.Turn = 5
	for i := range s.Players {
		s.SetStops(i, AllStops)
	}
	id = give(t, s, Red, "Red Verdun")
	inf := putID(t, s, "sib-inf-3-2#1", "MOSC")
	s.Area("MOSC").Control = Red
	fort := s.CurrentFort("MOSC")
	mustApply(t, s, Action{Type: ActBesiege, Faction: Siberian, Where: "MOSC", N: 1, Pieces: []string{inf}})
	if s.Window == nil || s.Window.Window != W8 {
		t.Fatalf("window %+v: want W8", s.Window)
	}
	priorityTo(t, s, Red)
	playCard(t, s, Red, id)
	playedInForce(t, s, id, SiegeDefenceDice, Red)
	if len(s.EffectsInForce(BattleDice)) != 0 {
		t.Fatal("the battle effect is in force in a siege")
	}
	ev = finishFight(t, s)
	r = byRound(ev)
	if len(r) == 0 {
		t.Fatal("no siege round fought")
	}
	n := 0
	for _, e := range r[0] {
		if e.Kind == EvRoll && e.Rule == "9.3" {
			_, faces := rollsOf([]Event{e}, e.Faction)
			n += len(faces)
		}
	}
	if n != fort+2 {
		t.Fatalf("the defence rolled %d dice, want %d", n, fort+2)
	}
	if len(s.EffectsInForce(SiegeDefenceDice)) != 0 {
		t.Fatal("Red Verdun outlives the siege")
	}
	wentTo(t, s, id)
}

// TestCard_VolunteerVeteransPlayed: played at W4 of a battle with South
// units, the South units' dice hit on 5 or 6 in the first round, on 6
// after; a South leader's rating dice (Denikin's) still hit on 6 only.
func TestCard_VolunteerVeteransPlayed(t *testing.T) {
	for _, denikin := range []bool{false, true} {
		var id, rating int
		setup := func(seed uint64) (*State, []Event) {
			s := battleAtW4(t, seed, 5, South, "SIMB", South, func(s *State) []string {
				id = give(t, s, South, "Volunteer Veterans")
				put(t, s, Red, INF, "SIMB")
				put(t, s, Red, INF, "SIMB")
				att := []string{put(t, s, South, INF, "SIMB").ID}
				if denikin {
					att = append(att, putLeader(t, s, "denikin", "SIMB").ID)
					rating = s.CombatRating("denikin", "SIMB")
				}
				return att
			})
			priorityTo(t, s, South)
			playCard(t, s, South, id)
			playedInForce(t, s, id, HitsOn, South)
			return s, finishFight(t, s)
		}
		// The leader's dice hit on 6 and are rolled first (fire.go).
		s, ev := seekSeed(t, setup, func(s *State, ev []Event) bool {
			r := byRound(ev)
			if len(r) < 2 {
				return false
			}
			_, f1 := rollsOf(r[0], South)
			_, f2 := rollsOf(r[1], South)
			if len(f1) <= rating {
				return false
			}
			lead, units := f1[:rating], f1[rating:]
			return count(units, 5) > count(units, 6) && count(f2, 5) > count(f2, 6) && (!denikin || count(lead, 5) > count(lead, 6))
		})
		r := byRound(ev)
		if denikin && rating == 0 {
			t.Fatal("Denikin has no rating dice here")
		}
		if hits, faces := rollsOf(r[0], South); hits != count(faces[:rating], 6)+count(faces[rating:], 5) {
			t.Fatalf("Denikin %v, first round: %d hits from %v, want the units' 5s and 6s and the leader's 6s (%d leader dice)", denikin, hits, faces, rating)
		}
		if hits, faces := rollsOf(r[1], South); hits != count(faces, 6) {
			t.Fatalf("Denikin %v, second round: %d hits from %v, want the sixes", denikin, hits, faces)
		}
		if len(s.EffectsInForce(HitsOn)) != 0 {
			t.Fatal("Volunteer Veterans outlives the battle")
		}
		wentTo(t, s, id)
	}
}

// TestCard_MiracleOnTheVistulaPlayed: played at W4 of a battle in a
// Polish home area with Polish defenders, the Polish units' dice hit on
// 5 or 6 in every round, Piłsudski in the battle or not, and so do his
// rating dice when he leads; the card leaves the game and its effect
// ends with the battle.
func TestCard_MiracleOnTheVistulaPlayed(t *testing.T) {
	var id int
	home := loadData(t).Map.HomeAreas(Poland.String())[0]
	// Red controls the area it attacks (the Poles hold no fortification
	// there), so every die of the defence is a Polish unit's.
	var pilsudski bool
	var dice int // the Polish units' attack and Piłsudski's rating
	setup := func(seed uint64) (*State, []Event) {
		s := battleAtW4(t, seed, 9, Red, home, Red, func(s *State) []string {
			id = give(t, s, South, "Miracle on the Vistula")
			s.F(Poland).Status, s.F(Poland).Controller = Active, South
			dice = 0
			for _, p := range putN(t, s, Poland, INF, 2, home) {
				dice += s.Values(p).Attack
			}
			if pilsudski {
				putLeader(t, s, "pilsudski", home)
				dice += s.CombatRating("pilsudski", home)
			} else {
				s.Piece("pilsudski").Status, s.Piece("pilsudski").Where = InPool, ""
			}
			return []string{put(t, s, Red, INF, home).ID}
		})
		priorityTo(t, s, South)
		playCard(t, s, South, id)
		playedInForce(t, s, id, HitsOn, South)
		return s, finishFight(t, s)
	}
	polish := func(ev []Event) (hits int, faces []int) {
		for _, e := range ev {
			if e.Kind == EvRoll && e.Faction != Red {
				h, f := rollsOf([]Event{e}, e.Faction)
				hits, faces = hits+h, append(faces, f...)
			}
		}
		return
	}
	for _, pilsudski = range []bool{false, true} {
		s, ev := seekSeed(t, setup, func(s *State, ev []Event) bool {
			r := byRound(ev)
			if len(r) < 2 {
				return false
			}
			_, f1 := polish(r[0])
			_, f2 := polish(r[1])
			return count(f1, 5) > count(f1, 6) && count(f2, 5) > count(f2, 6)
		})
		r := byRound(ev)
		if _, faces := polish(r[0]); len(faces) != dice {
			t.Fatalf("Piłsudski %v: the Poles rolled %d dice, want %d", pilsudski, len(faces), dice)
		}
		for i, round := range r[:2] {
			if hits, faces := polish(round); hits != count(faces, 5) {
				t.Fatalf("Piłsudski %v, round %d: %d Polish hits from %v, want those of 5 or more", pilsudski, i+1, hits, faces)
			}
		}
		if len(s.EffectsInForce(HitsOn)) != 0 {
			t.Fatal("the Miracle outlives the battle")
		}
		wentTo(t, s, id)
	}
}
