package redsui

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/game/hex"
	"tachanka/game/reds"
	"tachanka/render/lang"
	"tachanka/scenarios"
)

// A retreat dropped on a hex takes the cheapest route to it even when the
// drag crossed the first hex of a dearer one (issue 22: 3012-3011-3110
// through an enemy ZOC while 3012-3111-3110 was free), and the lit hex says
// what the retreat there costs.
func TestRetreatDropTakesTheCheapestRoute(t *testing.T) {
	f, err := scenarios.Open("reds-1918-1921")
	if err != nil {
		t.Skip(err)
	}
	a, b := newTestApp(t, "reds-1918-1921")
	g := retreatOpening(t, f)
	s := g.State
	ids := s.Pending.Units
	// An end with two routes: a White unit is put where its ZOC covers the
	// first hex of one and not the other (and stays two hexes from the end).
	// The opening's routes to 3322: through 3223, in the ZOC of the
	// attackers in 3123, or through 3323, free.
	var end, free, costly hex.Hex
	opts := s.RetreatOptions(ids...)
	for _, x := range opts {
		for _, y := range opts {
			if !end.Valid() && x.Path[2] == y.Path[2] && x.EZOC == 0 && y.EZOC > 0 {
				end, free, costly = x.Path[2], x.Path[1], y.Path[1]
			}
		}
	}
	var list []reds.RetreatOption
	if end.Valid() {
		list = s.RetreatRoutes(ids, ids)[end]
	}
	if len(list) < 2 || list[0].Path[1] != free || list[len(list)-1].Path[1] != costly || list[len(list)-1].EZOC == 0 {
		t.Fatalf("no end with a free and an EZOC route (end %v via %v or %v): %v", end, free, costly, list)
	}
	before := len(g.Actions)
	frame(func() error {
		b.game, b.ver = g, b.ver+1
		a.CloseModals()
		b.sel = nil
		if l := b.litNow().hexes[end]; l.label != lang.T("lit.retreat") && l.label != lang.T("lit.retreat")+" "+lang.T("lit.oos") {
			t.Errorf("%v lit %q, want a plain retreat (its cheapest route is free)", end, l.label)
		}
		b.doRetreat(ids, end, costly)
		return nil
	}, func(*ebiten.Image) {})
	if len(g.Actions) != before+1 {
		t.Fatalf("%d actions sent, want one", len(g.Actions)-before)
	}
	if x := g.Actions[before]; x.Type != reds.ActRetreat || x.Path[1] != free {
		t.Fatalf("the drop through %v sent %v; %v was free", costly, x.Path, free)
	}
}
