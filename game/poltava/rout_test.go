package poltava

import (
	"testing"
)

func TestR10_1_ADivisionRoutsAtItsThreshold(t *testing.T) {
	k := newKit(t).unit("sw", Sweden, Infantry, "1010").unit("sw2", Sweden, Infantry, "1110")
	k.unit("a", Russia, Infantry, "1012", div("Rp"), oneStep).unit("b", Russia, Infantry, "1030", div("Rp")).unit("c", Russia, Infantry, "1032", div("Gn"))
	k.leader("repnin", Russia, "b")
	k.with(func(s *State) { s.Box["Rp"] = 2 })
	s := k.build(Sweden, PhaseFire)
	loadDice(t, s, 6)
	ev := apply(t, s, fire("sw", "a"))
	if !s.Gone["Rp"] || len(events(ev, EvDivisionRouted)) != 1 {
		t.Fatalf("Rp not routed: box %d", s.Box["Rp"])
	}
	if u := s.Unit("b"); u.Status != Routed || u.Hex.Valid() {
		t.Fatalf("b %v at %v: a routed division's counters leave the map", u.Status, u.Hex)
	}
	// Repnin lost his unit: he joins the nearest friendly unit (9.5).
	if l := s.Leader("repnin"); l.With != "c" {
		t.Fatalf("repnin with %q", l.With)
	}
}

func TestR10_2_TheArmyRoutsWhenOneDivisionRemains(t *testing.T) {
	k := newKit(t).unit("sw", Sweden, Infantry, "1010").unit("a", Russia, Infantry, "1012", div("Rp"), oneStep).unit("b", Russia, Infantry, "1030", div("Gn"))
	k.with(func(s *State) {
		s.Box["Rp"] = 2
		for _, d := range []string{"Al", "Mn", "Bm", "Sb", Camp} {
			s.Gone[d] = true
		}
	})
	s := k.build(Sweden, PhaseFire)
	loadDice(t, s, 6)
	apply(t, s, fire("sw", "a"))
	if s.Result == nil || s.Result.Winner != Sweden || s.Phase != PhaseOver {
		t.Fatalf("result %+v", s.Result)
	}
	if _, err := Apply(s, Action{Type: ActEndPhase}); err == nil {
		t.Fatal("an action after the end of the game is accepted")
	}
}

func TestR10_2_RentzelNeverCountsForArmyRout(t *testing.T) {
	k := newKit(t).whole(8).unit("sw", Sweden, Infantry, "1010").unit("a", Russia, Infantry, "1012", div("Rp"), oneStep).unit("r", Russia, Infantry, "1030", div(Rentzel))
	k.with(func(s *State) {
		s.Box["Rp"] = 2
		for _, d := range []string{"Al", "Mn", "Bm", "Sb", Camp} {
			s.Gone[d] = true
		}
	})
	s := k.build(Sweden, PhaseFire)
	loadDice(t, s, 6)
	apply(t, s, fire("sw", "a"))
	// Gn stands; Rp routs; Rentzel does not count: one division left.
	if s.Result == nil || s.Result.Winner != Sweden {
		t.Fatalf("result %+v (standing %v)", s.Result, s.Standing(Russia))
	}
}

func TestR10_2_BothArmiesAtOnceIsARussianVictory(t *testing.T) {
	k := newKit(t)
	s := k.unit("x", Sweden, Infantry, "1010").unit("y", Russia, Infantry, "1030").build(Sweden, PhaseMovement)
	for _, d := range []string{"Creutz", "Hamilton", "Al", "Mn", "Bm", "Sb", Camp, "Rp"} {
		s.Gone[d] = true
	}
	s.checkArmies()
	if s.Result == nil || s.Result.Winner != Russia || s.Result.Rule != "10.2" {
		t.Fatalf("result %+v", s.Result)
	}
}

func TestS1_7_TheRussiansWinAfterTurn12(t *testing.T) {
	k := newKit(t).unit("x", Sweden, Cavalry, "1010").unit("y", Russia, Cavalry, "1030")
	k.turn = 12
	s := k.build(Russia, PhaseMovement)
	apply(t, s, Action{Type: ActEndPhase}) // movement; fire and melee have nothing and pass
	if s.Result == nil || s.Result.Winner != Russia || s.Result.Rule != "S1.7" {
		t.Fatalf("result %+v, phase %v", s.Result, s.Phase)
	}
}

func TestG2_TheCossacksGoOverAtThreeLossesAndLeaveAtFive(t *testing.T) {
	k := newKit(t).unit("sw", Sweden, Infantry, "1010").unit("c1", Russia, Cossack, "1012").unit("c2", Russia, Cossack, "1040").unit("ru", Russia, Infantry, "1044")
	k.with(func(s *State) { s.CossackLosses = 2 })
	s := k.build(Sweden, PhaseFire)
	loadDice(t, s, 6)
	ev := apply(t, s, fire("sw", "c1"))
	if len(events(ev, EvDefected)) != 1 || s.Unit("c2").Side != Sweden || !s.Defected {
		t.Fatalf("no defection: c2 side %v", s.Unit("c2").Side)
	}
	if s.Box["Mn"] != 0 || s.CossackLosses != 3 {
		t.Fatalf("a Cossack loss went to a rout box: %v, losses %d", s.Box, s.CossackLosses)
	}
	s.CossackLosses = 5
	s.checkCossacks()
	if s.Unit("c2").Status != Removed {
		t.Fatalf("c2 %v after five losses", s.Unit("c2").Status)
	}
}

func TestR9_5_ALeaderWithNoUnitLeftIsRemoved(t *testing.T) {
	k := newKit(t).unit("sw", Sweden, Infantry, "1010").unit("a", Russia, Infantry, "1012", oneStep).unit("gun", Russia, Artillery, "1030")
	k.leader("peter", Russia, "a")
	s := k.build(Sweden, PhaseFire)
	loadDice(t, s, 6)
	apply(t, s, fire("sw", "a"))
	if l := s.Leader("peter"); l.Status != Removed {
		t.Fatalf("peter %v with %q", l.Status, l.With)
	}
}

func TestR9_5_TheOwnerChoosesAmongEquallyNearUnits(t *testing.T) {
	k := newKit(t).unit("sw", Sweden, Infantry, "1010").unit("a", Russia, Infantry, "1012", oneStep)
	k.unit("b", Russia, Infantry, "1014").unit("c", Russia, Infantry, "0813")
	k.leader("peter", Russia, "a")
	s := k.build(Sweden, PhaseFire)
	loadDice(t, s, 6)
	apply(t, s, fire("sw", "a"))
	if s.Pending.Kind != DecidePlaceLeader || s.Pending.Side != Russia {
		t.Fatalf("pending %+v", s.Pending)
	}
	refused(t, s, Action{Type: ActPlaceLeader, Leader: "peter", Unit: "sw"}, "9.5")
	apply(t, s, Action{Type: ActPlaceLeader, Leader: "peter", Unit: "c"})
	if s.Leader("peter").With != "c" || s.Pending.Kind != DecideFire || s.Pending.Side != Sweden {
		t.Fatalf("peter with %s, pending %+v", s.Leader("peter").With, s.Pending)
	}
}
