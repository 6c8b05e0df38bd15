package rcwui

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"tachanka/game/rcw"
	"tachanka/render/ui"
	"tachanka/scenarios"
)

// labels are the labels of a panel's buttons whose id has a prefix.
func labels(rows []row, prefix string) []string {
	var out []string
	for _, r := range rows {
		for _, bt := range r.btns {
			if len(bt.id) >= len(prefix) && bt.id[:len(prefix)] == prefix {
				out = append(out, bt.label)
			}
		}
	}
	return out
}

// Every action Legal lists for a player has a control on the board: a
// move a drag to its province, an attack a row of the attack panel, a
// pending decision a button, an attachment, detachment or merge a button
// of the force panel, politics a button of the politics panel (offers
// are written there). Checked on positions of random standard and
// solitaire games.
func TestEveryLegalActionHasAControl(t *testing.T) {
	d, err := scenarios.RCWData()
	if err != nil {
		t.Fatal(err)
	}
	a := newApp(t, ui.Options{UIScale: 1}, 1600, 1000)
	for _, solo := range []bool{false, true} {
		var s *rcw.State
		if solo {
			s, _ = rcw.NewSolitaire(d)
		} else {
			s, _ = rcw.NewState(d, 4)
		}
		rcw.Start(s, 31)
		r := rand.New(rand.NewPCG(31, 1))
		checked := 0
		for step := 0; step < 1500 && !s.Over(); step++ {
			legal := s.Legal()
			if step%9 == 0 {
				checked += checkControls(t, a, s, legal)
			}
			if _, err := rcw.Apply(s, pickRandom(s, r)); err != nil {
				t.Fatal(err)
			}
		}
		if checked == 0 {
			t.Fatalf("solitaire %v: nothing checked", solo)
		}
	}
}

// checkControls checks the controls of every legal action of every
// player on one position, and returns how many it checked.
func checkControls(t *testing.T, a *ui.App, s *rcw.State, legal []rcw.Action) int {
	t.Helper()
	b := boardFor(a, s, nil, 1)
	for l := range b.seats {
		b.seats[l] = "human"
	}
	n := 0
	for _, x := range legal {
		b.facing, b.curtain, b.target, b.spread, b.route = x.Player, "", 0, "", nil
		ok, skip := true, false
		switch {
		case x.Type == rcw.ActMove:
			st := b.stackOf(x.Units[0])
			end := x.Path[len(x.Path)-1].To
			ok = st != nil && slices.ContainsFunc(b.forcesOf(st.ID), func(u []int) bool { return slices.Equal(u, x.Units) })
			_, reached := b.reachOf(x.Units)[end]
			ok = ok && reached
		case x.Type == rcw.ActAttack || x.Type == rcw.ActSubvert:
			b.target = x.Target
			ok = slices.ContainsFunc(b.attackRows(), func(r attackRow) bool { return fmt.Sprint(r.act) == fmt.Sprint(x) })
		case x.Type == rcw.ActPlace:
			b.placing, b.spread = x.Leader, b.placeProvince(x)
			ok = slices.Contains(labels(b.decisionRows(), "rcw:do:"), b.describe(x))
		case slices.Contains(decisionTypes, x.Type):
			got := labels(b.decisionRows(), "rcw:do:")
			skip = len(got) >= maxButtons
			ok = slices.Contains(got, b.describe(x))
		case slices.Contains(forceTypes, x.Type):
			b.spread = b.actionProvince(x)
			got := labels(b.decisionRows(), "rcw:do:")
			skip = len(got) >= maxButtons
			ok = slices.Contains(got, b.describe(x))
		case slices.Contains(politicsTypes, x.Type):
			got := labels(b.politicsRows(), "pol:do:")
			skip = len(got) >= 2*maxButtons
			ok = slices.Contains(got, b.describe(x))
		case x.Type == rcw.ActAccept || x.Type == rcw.ActDecline || x.Type == rcw.ActWithdraw:
			ok = slices.Contains(labels(b.politicsRows(), "pol:"+x.Type.String()), b.describe(x))
		case x.Type == rcw.ActOffer:
			skip = true // written in the politics panel's form
		default:
			t.Fatalf("%v has no control", x)
		}
		if !ok && !skip {
			t.Fatalf("%v (pending %v) has no control on the board", x, s.Pending)
		}
		n++
	}
	return n
}
