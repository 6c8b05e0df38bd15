package rcw

import (
	"math/rand/v2"
	"testing"
)

// Odds is checkAttack's reading (8.0 Procedure, 8.47, 12.12): for every
// attack Legal lists in random games it gives a column, and the chances
// of the CRT over the die's six faces sum to one, a subversive attack's
// holding only De (8.33); an attack Apply refuses is refused alike.
func TestOddsAndChances(t *testing.T) {
	d := loadTestData(t)
	for col := Odds12; col <= Odds61; col++ {
		for _, sub := range []bool{false, true} {
			sum := 0.0
			for r, p := range d.Tables.Chances(col, sub) {
				if sub && r != De && r != "" {
					t.Fatalf("a subversive attack with %s", r)
				}
				sum += p
			}
			if sum < 0.9999 || sum > 1.0001 {
				t.Fatalf("column %s: the chances sum to %v", CRTColumns[col], sum)
			}
		}
	}
	s, err := NewState(d, 4)
	if err != nil {
		t.Fatal(err)
	}
	Start(s, 5)
	r := rand.New(rand.NewPCG(5, 5))
	seen := 0
	for k := 0; k < 3000 && !s.Over() && seen < 20; k++ {
		legal := s.Legal()
		for _, x := range legal {
			if x.Type == ActAttack || x.Type == ActSubvert {
				a, def, col, err := s.Odds(x)
				if err != nil || col < Odds12 || col > Odds61 || OddsColumn(a, def) != col {
					t.Fatalf("%v: %d against %d, column %d, %v", x, a, def, col, err)
				}
				seen++
			}
		}
		if _, _, _, err := s.Odds(Action{Type: ActAttack, Player: s.Phasing(), Target: -1}); err == nil {
			t.Fatal("an attack on no stack has odds")
		}
		var next []Action
		for _, x := range legal {
			if x.Type != ActQuit && x.Type != ActOffer {
				next = append(next, x)
			}
		}
		if _, err := Apply(s, next[r.IntN(len(next))]); err != nil {
			t.Fatal(err)
		}
	}
	if seen == 0 {
		t.Fatal("no attack was offered")
	}
}
