package poltava

import (
	"fmt"
	"slices"
	"testing"
)

// 2.1.1: one combat unit a hex; one artillery counter; no unit stops in a
// garrisoned redoubt.
func TestR2_1_1_Stacking(t *testing.T) {
	k := newKit(t).whole(6).redoubt("1012", false, false).unit("a", Russia, Infantry, "1010", div("Mn")).unit("b", Russia, Infantry, "1011", div("Mn"))
	k.unit("sw", Sweden, Infantry, "1030")
	s := k.build(Russia, PhaseMovement)
	refused(t, s, move("a", "1011"), "2.1.1")
	refused(t, s, move("b", "1012"), "2.1.1")
	// Through the redoubt is fine for its own side.
	apply(t, s, move("b", "1012", "1013"))
	if at(t, s, "b") != hx("1013") {
		t.Fatal("b did not pass through its own redoubt")
	}
}

// 4.1: a path goes hex by adjacent hex.
func TestR4_1_AMoveGoesFromHexToAdjacentHex(t *testing.T) {
	k := newKit(t).unit("sw", Sweden, Infantry, "1010").unit("ru", Russia, Infantry, "1030")
	s := k.build(Sweden, PhaseMovement)
	refused(t, s, move("sw", "1012"), "4.1")
	refused(t, s, Action{Type: ActMove, Unit: "sw"}, "4.1")
}

// G3: no unit leaves the battlefield.
func TestG3_NoLeavingTheMap(t *testing.T) {
	k := newKit(t).unit("sw", Sweden, Infantry, "0110").unit("ru", Russia, Infantry, "1030")
	s := k.build(Sweden, PhaseMovement)
	refused(t, s, Action{Type: ActMove, Unit: "sw", Path: hexes("0010")}, "G3")
}

// SR2.7: redoubts exert no ZOC; a Swede may move on past a garrisoned
// redoubt's neighbours.
func TestSR2_7_RedoubtsHaveNoZOC(t *testing.T) {
	k := newKit(t).whole(6).redoubt("1012", false, false).unit("sw", Sweden, Infantry, "1010").unit("ru", Russia, Infantry, "1040", div("Mn"))
	s := k.build(Sweden, PhaseMovement)
	if s.InEnemyZOC(Sweden, hx("1011")) {
		t.Fatal("a redoubt exerts a ZOC")
	}
	apply(t, s, move("sw", "1110", "1111", "1112"))
}

// SR2.2: the unfinished redoubts have lower values than the finished ones,
// with the same terrain effects.
func TestSR2_2_UnfinishedRedoubtsAreWeaker(t *testing.T) {
	for _, c := range []struct {
		unfinished bool
		defence    int
	}{{false, 6}, {true, 4}} {
		k := newKit(t).whole(6).redoubt("1011", false, c.unfinished).unit("sw", Sweden, Infantry, "1010").unit("ru", Russia, Infantry, "1040", div("Mn"))
		s := k.build(Sweden, PhaseMelee)
		o, err := s.Odds([]string{"sw"}, hexes("1011"))
		if err != nil {
			t.Fatal(err)
		}
		if o.Defence != c.defence || o.Terrain != 2 || o.DRM != -1 {
			t.Errorf("unfinished %v: defence %d terrain %d DRM %d", c.unfinished, o.Defence, o.Terrain, o.DRM)
		}
	}
}

// 3: the Swedish player is first; each player moves, fires, then
// melees; then the turn marker advances.
func TestR3_SequenceOfPlay(t *testing.T) {
	k := newKit(t).unit("sw", Sweden, Infantry, "1010").unit("ru", Russia, Infantry, "1012")
	s := k.build(Sweden, PhaseMovement)
	var got []string
	for len(got) < 6 {
		for _, e := range events(apply(t, s, Action{Type: ActEndPhase}), EvPhase) {
			got = append(got, fmt.Sprintf("%d %v %s", e.N, e.Side, e.Text))
		}
	}
	want := []string{"8 sweden fire", "8 sweden melee", "8 russia movement", "8 russia fire", "8 russia melee", "9 sweden movement"}
	if !slices.Equal(got[:6], want) {
		t.Fatalf("phases %q, want %q", got, want)
	}
}

// S1.1 and S2.2: Scenario 1 plays turns 8 to 12, Scenario 2 turns 1 to 12.
func TestS1_1_AndS2_2_TheLengthOfTheScenarios(t *testing.T) {
	k := newKit(t).unit("sw", Sweden, Cavalry, "1010").unit("ru", Russia, Cavalry, "1030")
	if s := k.build(Sweden, PhaseMovement); s.Turn != 8 || s.Data.Scenario.LastTurn != 12 {
		t.Fatalf("Scenario 1: turn %d to %d", s.Turn, s.Data.Scenario.LastTurn)
	}
	k2 := newKit(t).whole(1).unit("sw", Sweden, Cavalry, "1010").unit("ru", Russia, Cavalry, "1030", div("Mn"))
	k2.sc.LastTurn = 12
	s := k2.build(Sweden, PhaseMovement)
	turns := 0
	for s.Result == nil && turns < 100 {
		apply(t, s, Action{Type: ActEndPhase})
		turns++
	}
	if s.Result == nil || s.Turn != 12 || s.Result.Rule != "S2.4" {
		t.Fatalf("Scenario 2 ended on turn %d with %+v", s.Turn, s.Result)
	}
}

// 8.11: attacks are made one after another: no declaration while one is
// being resolved.
func TestR8_11_AttacksAreSequential(t *testing.T) {
	k := newKit(t).unit("a", Sweden, Infantry, "1010").unit("b", Sweden, Infantry, "1410").unit("x", Russia, Infantry, "1011").unit("y", Russia, Infantry, "1411")
	k.leader("charles", Sweden, "a")
	s := k.build(Sweden, PhaseMelee)
	apply(t, s, attack([]string{"a"}, "1011"))
	if s.Pending.Kind == DecideMelee {
		t.Skip("the attack resolved at once; nothing to check")
	}
	if _, err := Apply(s, attack([]string{"b"}, "1411")); err == nil {
		t.Fatal("a second attack was declared while the first was being resolved")
	}
}

// S2.1's ruling: "only Mn and Rc may move" binds the Movement phase; a
// frozen Russian dragoon regiment in a ZOC it may not fight in still
// withdraws under 9.2 in its Melee phase.
func TestS2_1_TheFreezeDoesNotStopAWithdrawal(t *testing.T) {
	k := newKit(t).whole(3).unit("dr", Russia, Cavalry, "1010", div("Sb")).unit("sw", Sweden, Infantry, "1011")
	k.terrain(Village, "1011")
	s := k.build(Russia, PhaseMelee)
	if s.Pending.Kind != DecideWithdraw {
		t.Fatalf("pending %+v", s.Pending)
	}
	opts := s.WithdrawOptions(s.Unit("dr"))
	if len(opts) == 0 {
		t.Fatal("no way out for a frozen regiment")
	}
	for _, p := range opts {
		apply(t, s, Action{Type: ActMove, Unit: "dr", Path: p})
		break
	}
	if u := s.Unit("dr"); u.Status != OnMap || s.InEnemyZOC(Russia, u.Hex) {
		t.Fatalf("dr %v at %v", u.Status, u.Hex)
	}
}
