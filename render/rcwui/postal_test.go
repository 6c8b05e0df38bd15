package rcwui

import (
	"slices"
	"testing"
	"time"

	"tachanka/game/rcw"
	"tachanka/game/rcw/rcwcmd"
	"tachanka/render/ui"
)

// postalBoard is a board of the postal scenario, seats A and B people and
// C and D computer players, in the First Negotiation Period of
// Game-Turn 1.
func postalBoard(t *testing.T) *boardScene {
	t.Helper()
	f, err := rcwcmd.Open("rcw-postal")
	if err != nil {
		t.Fatal(err)
	}
	a := newApp(t, ui.Options{UIScale: 1, Zoom: 1.4}, 1600, 1000)
	seats := map[string]string{"A": "human", "B": "human", "C": "table", "D": "table"}
	var b *boardScene
	frame(func() { b, err = startBoard(a, f, seats, 3) }, nil)
	if err != nil {
		t.Fatal(err)
	}
	a.SetScene(b)
	b.random.pace, b.random.wait = 0, true
	for k := 0; b.game().Pending.Kind != rcw.DecideOrders; k++ {
		g := b.game()
		if k > 500 {
			t.Fatalf("no negotiation period: %v", g.Pending)
		}
		if b.random.step(b, time.Now()) {
			continue
		}
		var x rcw.Action
		for _, l := range g.Legal() {
			if b.human(l.Player) && (l.Type == rcw.ActDeal || l.Type == rcw.ActDone) {
				x = l
				break
			}
		}
		if !b.act(x) {
			t.Fatalf("%v refused: %s", x, b.msg)
		}
	}
	b.curtain, b.facing = "", "A"
	b.syncForm()
	return b
}

// The postal game in the window (RULES, "Postal mode"): the seat at the
// screen writes on its order form (a force dragged moves on the form,
// the game unmoved, the order on file); the computer seats seal at once;
// Seal brings the curtain down for the other person, whose form does not
// show the first one's move; when he seals the phase is carried out and
// the report shows it.
func TestR17_0_PostalOrdersByMouse(t *testing.T) {
	b := postalBoard(t)
	if b.real == nil || b.st.Postal.Form != "A" {
		t.Fatal("Player A at the screen has no order form")
	}
	var stack int
	for _, st := range b.st.Stacks {
		if st.Player == "A" && len(b.forcesOf(st.ID)) > 0 {
			stack = st.ID
			break
		}
	}
	if !b.startDrag(stack) {
		t.Fatalf("stack %d of Player A cannot be dragged on the form", stack)
	}
	units := slices.Clone(b.drag.units)
	from := b.game().Province(units[0])
	lit := b.dragLit()
	to := lit[len(lit)-1]
	b.drag.live = true
	b.drop(to)
	o := b.game().Postal.Orders["A"]
	if o == nil || len(o.Moves) != 1 || !slices.Equal(o.Moves[0].Units, units) {
		t.Fatalf("orders on file %+v after a drop on %s (%s)", o, to, b.msg)
	}
	if b.st.Province(units[0]) != to || b.game().Province(units[0]) != from {
		t.Fatalf("the form shows the force in %s and the game in %s; want %s and %s", b.st.Province(units[0]), b.game().Province(units[0]), to, from)
	}
	// The computer seats write and seal.
	for k := 0; k < 8; k++ {
		b.random.step(b, time.Now())
	}
	if w := b.game().Waiting(); !slices.Equal(w, []string{"A", "B"}) {
		t.Fatalf("waiting for %v after the computer seats' turn", w)
	}
	press(t, b, "rcw:order:move:0") // removed ...
	if o := b.game().Postal.Orders["A"]; len(o.Moves) != 0 || b.st.Province(units[0]) != from {
		t.Fatalf("the move was not removed: %+v", o)
	}
	b.startDrag(stack)
	b.drag.live = true
	b.drop(to) // ... and written again
	// A collective purge typed by A, offered to B.
	press(t, b, "rcw:cpurge")
	press(t, b, "rcw:cpurge:target:C")
	press(t, b, "rcw:cpurge:with:B")
	press(t, b, "rcw:cpurge:write")
	if p := b.game().Postal.Orders["A"].Purges; len(p) != 1 || p[0].Target != "C" || len(b.proposals) != 1 {
		t.Fatalf("A's purge orders %+v (%s)", p, b.msg)
	}
	press(t, b, "rcw:seal")
	b.checkCurtain()
	if b.curtain != "B" {
		t.Fatalf("after A sealed the curtain is %q", b.curtain)
	}
	b.lift()
	b.syncForm()
	if b.real == nil || b.st.Postal.Form != "B" || b.st.Province(units[0]) != from {
		t.Fatal("Player B's form shows Player A's order")
	}
	press(t, b, "rcw:order:join:0")
	if p := b.game().Postal.Orders["B"].Purges; len(p) != 1 || !slices.Equal(p[0].Members, []string{"A", "B"}) || p[0].Target != "C" {
		t.Fatalf("B's purge orders %+v (%s)", p, b.msg)
	}
	press(t, b, "rcw:seal")
	if g := b.game(); g.Phase != rcw.PhaseSecondOrders {
		t.Fatalf("the First Phase was not carried out: %v %v", g.Phase, g.Pending)
	}
	if b.game().Province(units[0]) == from && len(b.report) == 0 {
		t.Fatal("no report of the phase")
	}
	drawOnce(b)
	if _, ok := b.handlers["rcw:report:close"]; !ok {
		t.Fatal("the report panel is not shown")
	}
}
