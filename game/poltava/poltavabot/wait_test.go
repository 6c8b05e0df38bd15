package poltavabot

import (
	"testing"

	"tachanka/game/hex"
	"tachanka/game/poltava"
)

// secondTurnSwedishMove plays Scenario 2 with the bot up to the Swedish
// Movement phase of turn 2 (every Swede on the map, nobody formed).
func secondTurnSwedishMove(t *testing.T) *poltava.State {
	t.Helper()
	return playBot(t, "poltava-whole", 2000, "Swedish Movement phase on turn 2", func(s *poltava.State) bool {
		return s.Turn == 2 && s.Pending.Kind == poltava.DecideMove && s.Phasing == poltava.Sweden
	})
}

// SR1.4: the Swedish horse leaves the Russian line infantry to the
// battalions. Set up: a Swedish cavalry regiment two hexes from a Russian
// line regiment standing in the field, nobody else near. Before the
// Swedish army has formed the bot does not ride into contact with it,
// scores every hex in contact as one it must not stand on, and declares no
// charge on it; once formed, the same holds while no Swedish battalion
// stands next to the Russian regiment, and with one there contact is
// priced as any other and the charge may be made. From turn 10 the horse
// is free.
func TestSR1_4_TheSwedishHorseLeavesTheRussianLineToTheInfantry(t *testing.T) {
	s0 := secondTurnSwedishMove(t)
	cavID, infID, batID := "sw-drabants", "ru-kiev", "sw-skaraborg"
	cavAt, infAt, batAt := hex.Hex{Col: 26, Row: 16}, hex.Hex{Col: 29, Row: 16}, hex.Hex{Col: 29, Row: 17}
	for _, h := range []hex.Hex{cavAt, infAt, batAt} {
		if x := s0.CombatAt(h); x != nil {
			t.Fatalf("%s holds %s", h, x.ID)
		}
	}
	s0.Unit(cavID).Hex = cavAt
	s0.Unit(infID).Hex = infAt
	s := s0.Clone() // the occupation caches are rebuilt
	cav, inf := s.Unit(cavID), s.Unit(infID)
	if !cav.Kind().Mounted() || inf.Kind() != poltava.Infantry || inf.Division != "Al" && inf.Division != "Rp" && inf.Division != "Gn" {
		t.Fatalf("%s is %v, %s is %v of %s", cavID, cav.Kind(), infID, inf.Kind(), inf.Division)
	}
	for _, x := range s.UnitsOf(poltava.Russia) {
		if x != inf && hex.Distance(x.Hex, cavAt) <= 6 && x.Kind() != poltava.Artillery {
			t.Fatalf("%s stands at %s, near the set-up", x.ID, x.Hex)
		}
	}
	p, _ := New("normal", 1)
	contactScores := func(s *poltava.State) map[hex.Hex]float64 {
		t.Helper()
		m := &mover{p: p, s: s, side: poltava.Sweden}
		m.fixGoals()
		c := s.Unit(cavID)
		out := map[hex.Hex]float64{}
		for h, path := range s.Reach(c) {
			if hex.Adjacent(h, infAt) {
				out[h] = m.score(c, h, path)
			}
		}
		if len(out) == 0 {
			t.Fatalf("%s cannot reach contact with %s from %s", cavID, infID, cavAt)
		}
		return out
	}
	charge := poltava.Declaration{Units: []string{cavID}, Hexes: []hex.Hex{infAt}}

	for h, v := range contactScores(s) {
		if v != -50 {
			t.Errorf("unformed: %s at %s, next to %s, scores %.2f; want -50", cavID, h, infID, v)
		}
	}
	if a, ok := p.bestMove(s, poltava.Sweden, cav); ok && a.Type == poltava.ActMove && hex.Adjacent(a.Path[len(a.Path)-1], infAt) {
		t.Errorf("unformed: the bot moved %s into contact with %s: %v", cavID, infID, a.Path)
	}
	if !cavalryCharge(s, charge) {
		t.Error("unformed: a charge on the Russian line infantry is not held back")
	}

	f := s.Clone()
	f.Formed[poltava.Sweden] = true
	for h, v := range contactScores(f) {
		if v != -50 {
			t.Errorf("formed, no battalion engaged: %s at %s scores %.2f; want -50", cavID, h, v)
		}
	}
	if !cavalryCharge(f, charge) {
		t.Error("formed, no battalion engaged: the charge is not held back")
	}

	f.Unit(batID).Hex = batAt
	e := f.Clone()
	if b := e.Unit(batID); b.Kind() != poltava.Infantry || !hex.Adjacent(b.Hex, infAt) {
		t.Fatalf("%s at %s", batID, b.Hex)
	}
	for h, v := range contactScores(e) {
		if v == -50 {
			t.Errorf("formed, %s engaged at %s: %s at %s still scores -50", batID, batAt, cavID, h)
		}
	}
	if cavalryCharge(e, charge) {
		t.Error("formed, a battalion engaged: the charge is still held back")
	}

	// From turn 10 the horse is loose again, formed or not (the Swedes
	// must rout the Russian army by 13:00).
	late := s.Clone()
	late.Turn = 10
	if cavalryCharge(late, charge) {
		t.Error("turn 10: the charge is still held back")
	}
}
