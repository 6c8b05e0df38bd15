package redrussia

import (
	"encoding/json"
	"reflect"
	"testing"
)

// roundTrip saves and loads a state and checks that the loaded game
// offers the same actions.
func roundTrip(t testing.TB, s *State) {
	t.Helper()
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var back State
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	back.Attach(s.Data())
	if !reflect.DeepEqual(back.Legal(), s.Legal()) {
		t.Fatalf("a saved and loaded fight offers %v, not %v", back.Legal(), s.Legal())
	}
}

// TestB2_ViewHidesPrivateInformation: a seat sees its own hand, the other
// hands as as many unknown cards, the deck and discards face down, no
// dice state; the view survives a save and load.
func TestB2_ViewHidesPrivateInformation(t *testing.T) {
	s := atPurchase(t, 31)
	me := s.PlayerOf(Siberian)
	v := s.View(Siberian)
	for i, p := range v.Players {
		for k, c := range p.Hand {
			if i == me && c != s.Players[i].Hand[k] {
				t.Fatal("the seat's own hand is hidden")
			}
			if i != me && c != -1 {
				t.Fatalf("player %d's card %d shows in the Siberian view", i, c)
			}
		}
		if len(p.Hand) != len(s.Players[i].Hand) {
			t.Fatal("a hand's size changed")
		}
	}
	for _, c := range append(v.Deck, v.Discard...) {
		if c != -1 {
			t.Fatal("a card of the deck or the discards shows")
		}
	}
	if v.Rand.State != 0 || len(v.Deck) != len(s.Deck) {
		t.Fatal("the dice state or the deck's size")
	}
	if s.Players[(me+1)%len(s.Players)].Hand[0] == -1 {
		t.Fatal("the view changed the game")
	}
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var back State
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
}

// TestR8_0_RandomBattlesAndSieges: seeded random positions, fought with
// random legal choices through the combat and siege steps: every action
// Legal lists is accepted and the invariants hold throughout.
func TestR8_0_RandomBattlesAndSieges(t *testing.T) {
	areas := []string{"KAZA", "SIMB", "UFA", "VLAD", "SAMA", "PENZ"}
	reds := []string{"red-inf-4-2#1", "red-inf-4-2#2", "red-inf-3-2#1", "red-cav-2-2#1", "red-cav-3-2#1", "red-inf-2-2#1", "trotsky", "stalin", "frunze"}
	whites := []string{"sib-inf-3-2#1", "sib-inf-3-2#2", "sib-cav-3-2#1", "sib-air-2-2#1", "sib-inf-2-2#1", "kolchak", "all-inf-3-2-british#1"}
	battles, sieges := 0, 0
	for seed := uint64(1); seed <= 40; seed++ {
		for _, f := range []Faction{Red, Siberian} {
			s := battleKit(t, f, seed)
			for i, id := range append(reds, whites...) {
				putID(t, s, id, areas[s.Rand.Intn(len(areas))])
				if i%3 == 0 {
					if p := s.Piece(id); p.Kind == KindUnit {
						p.Reduced = true
					}
				}
			}
			if s.Piece("all-inf-3-2-british#1").Where == s.Piece("sib-inf-3-2#1").Where {
				s.Piece("all-inf-3-2-british#1").Where = "VLAD"
			}
			if err := s.CheckInvariants(); err != nil {
				continue // 18.1 stacking of the random draw
			}
			playRandom(t, s, seed, func(s *State) bool {
				if err := s.CheckInvariants(); err != nil {
					t.Fatalf("seed %d %v: %v", seed, s.Pending, err)
				}
				for _, a := range s.Legal() {
					if _, err := Apply(s.Clone(), a); err != nil {
						t.Fatalf("seed %d: Legal lists %v, Apply refuses: %v", seed, a, err)
					}
				}
				if s.Fight != nil && s.Actions%7 == 0 {
					roundTrip(t, s)
				}
				if s.Fight != nil && s.Fight.Round > 0 {
					if s.Fight.Siege {
						sieges++
					} else {
						battles++
					}
				}
				return s.Phase == ActionPhase && s.Active == f
			})
		}
	}
	if battles == 0 || sieges == 0 {
		t.Fatalf("%d battle and %d siege decisions: the soak fought nothing", battles, sieges)
	}
	t.Logf("%d battle and %d siege decisions", battles, sieges)
}
