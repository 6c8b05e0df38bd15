package poltava

import (
	"math/rand/v2"
	"testing"
)

// Random melee phases on a crowded field: every option the queries offer
// is accepted, and every decision has a way forward.
func TestR8_RandomMeleePhasesNeverStick(t *testing.T) {
	kinds := map[ActionType]int{}
	defer func() { t.Log(kinds) }()
	for seed := uint64(1); seed <= 40; seed++ {
		k := newKit(t).redoubt("1709", false, false).whole(8).terrain(Village, "1215").terrain(Retrenchment, "1614").stream("1315", "1316")
		for i, h := range []string{"1010", "1110", "1210", "1310", "1410", "1510", "1610", "1711"} {
			kind := Infantry
			if i%3 == 2 {
				kind = Cavalry
			}
			k.unit("s"+string(rune('a'+i)), Sweden, kind, h, melee(3+i%3, 2, i%3))
		}
		for i, h := range []string{"1011", "1111", "1211", "1312", "1412", "1511", "1612", "1215", "1614"} {
			kind := Infantry
			if i%4 == 3 {
				kind = Cavalry
			}
			k.unit("r"+string(rune('a'+i)), Russia, kind, h)
		}
		k.unit("gun", Russia, Artillery, "1211").unit("gun2", Russia, Artillery, "1712").unit("cos", Russia, Cossack, "0911")
		k.leader("charles", Sweden, "sa").leader("rehnskiold", Sweden, "sd").leader("peter", Russia, "ra").leader("menshikov", Russia, "rd")
		s := k.build(Sweden, PhaseMelee)
		r := rand.New(rand.NewPCG(seed, 7))
		s.Rand.State = seed
		for n := 0; n < 400 && !s.Over() && s.Turn < 10; n++ {
			a, ok := randomMeleeAction(s, r)
			if !ok {
				t.Fatalf("seed %d: no way forward from %s by %s (%v)", seed, s.Pending.Kind, s.Pending.Side, s.Pending.Units)
			}
			kinds[a.Type]++
			if _, err := Apply(s, a); err != nil {
				t.Fatalf("seed %d: offered %v, refused: %v", seed, a, err)
			}
		}
	}
}

func randomMeleeAction(s *State, r *rand.Rand) (Action, bool) {
	p := s.Pending
	pick := func(xs []string) string { return xs[r.IntN(len(xs))] }
	switch p.Kind {
	case DecideMove, DecideFire:
		return Action{Type: ActEndPhase}, true
	case DecideWithdraw:
		u := s.Unit(pick(p.Units))
		for _, path := range s.WithdrawOptions(u) {
			return Action{Type: ActMove, Unit: u.ID, Path: path}, true
		}
	case DecideMelee:
		opts := s.AttackOptions()
		if s.checkMeleeEnd() == nil && (len(opts) == 0 || r.IntN(3) == 0) {
			return Action{Type: ActEndPhase}, true
		}
		if len(opts) > 0 {
			d := opts[r.IntN(len(opts))]
			return Action{Type: ActAttack, Units: d.Units, Hexes: d.Hexes}, true
		}
	case DecideReroll:
		if r.IntN(2) == 0 {
			return Action{Type: ActNoReroll}, true
		}
		return Action{Type: ActReroll, Leader: pick(p.Units)}, true
	case DecideLosses:
		atk := s.Melee.Attack
		_, steps := s.lossPool(atk, atk.Losers[0])
		var ids []string
		for len(ids) < p.Count {
			id := pick(p.Units)
			n := 0
			for _, x := range ids {
				if x == id {
					n++
				}
			}
			if n < steps[id] {
				ids = append(ids, id)
			}
		}
		return Action{Type: ActLosses, Units: ids}, true
	case DecideRoos:
		return Action{Type: ActRoos, Unit: pick(p.Units)}, true
	case DecideRetreat:
		u := pick(p.Units)
		opts := s.RetreatOptions(u)
		if len(opts) > 0 {
			return Action{Type: ActRetreat, Unit: u, Path: opts[r.IntN(len(opts))]}, true
		}
	case DecideAdvance:
		if r.IntN(3) == 0 {
			return Action{Type: ActStop}, true
		}
		u := pick(p.Units)
		opts := s.AdvanceOptions(u)
		if len(opts) > 0 {
			return Action{Type: ActAdvance, Unit: u, Path: opts[r.IntN(len(opts))]}, true
		}
	case DecidePlaceLeader:
		return Action{Type: ActPlaceLeader, Leader: p.Leader, Unit: pick(p.Units)}, true
	}
	return Action{}, false
}
