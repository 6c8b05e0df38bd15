package cli_test

import (
	"fmt"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"tachanka/game/hex"
	"tachanka/game/reds"
	"tachanka/game/scenario"
	"tachanka/scenarios"
)

// Issue 22 (REDS! 1): a retreat dragged across a hex in an enemy ZOC to an
// end that a free route also reaches goes by the free route. Seed 5 of the
// campaign: the 11th Army retreats from 3224; the drag crosses 3223, in
// the ZOC of the attackers in 3123, and ends on 3322, which 3323 reaches
// free. The army must arrive without the extra disorder of the EZOC route.
func TestRetreatDragTakesTheFreeRoute(t *testing.T) {
	needX(t)
	f, err := scenarios.Open("reds-1918-1921")
	if err != nil {
		t.Skip(err)
	}
	g, _ := f.NewGame(5)
	mh := hex.MustParse
	for _, x := range []reds.Action{
		{Type: reds.ActLeader, Side: reds.Red, Chit: reds.ChitFieldStaff},
		{Type: reds.ActFronts, Side: reds.Red, Fronts: []reds.Front{reds.NorthFront, reds.WestFront}},
		{Type: reds.ActFirstChit, Side: reds.White, Chit: reds.ChitAFSR},
		{Type: reds.ActMove, Side: reds.White, Units: []string{"afsr-markov", "afsr-drozdov", "afsr-kornilov", "afsr-1-kuban-corps"},
			Path: []hex.Hex{mh("2924"), mh("3024"), mh("3123")}},
		{Type: reds.ActEndStep, Side: reds.White},
		{Type: reds.ActAttack, Side: reds.White, Units: []string{"afsr-markov", "afsr-drozdov", "afsr-kornilov", "afsr-1-kuban-corps"}, Hex: mh("3224")},
	} {
		if _, err := g.Do(x); err != nil {
			t.Fatalf("%v: %v", x, err)
		}
	}
	s := g.State
	if s.Pending.Kind != reds.DecideRetreat || !slices.Equal(s.Pending.Units, []string{"red-11-army"}) {
		t.Fatalf("the opening ends in %v %v, not the 11th Army's retreat", s.Pending.Kind, s.Pending.Units)
	}
	var free, costly bool
	for _, o := range s.RetreatOptions("red-11-army") {
		free = free || o.Path == [3]hex.Hex{mh("3224"), mh("3323"), mh("3322")} && o.EZOC == 0
		costly = costly || o.Path == [3]hex.Hex{mh("3224"), mh("3223"), mh("3322")} && o.EZOC == 1
	}
	if !free || !costly {
		t.Fatalf("the position is not the one tested: %v", s.RetreatOptions("red-11-army"))
	}
	save := filepath.Join(t.TempDir(), "retreat.json")
	if err := scenario.SaveOf(f, g).Save(save); err != nil {
		t.Fatal(err)
	}
	c := startClient(t, "play", "-scenario", save, "-red", "human", "-white", "human")
	p0 := c.wait("the retreat", func(p probeInfo) bool { return p.Pending == "red:retreat" })
	wasDis := slices.Contains(p0.Disordered, "red-11-army")
	// Let the first frames paint the map's tiles: a frame that takes long
	// would see the pointer only before and after the hex it crosses.
	time.Sleep(3 * time.Second)

	// Press on 3224, go through 3223, release on 3322.
	pts := [][2]int{}
	for _, h := range []string{"3224", "3223", "3322"} {
		x, y := c.screen(h)
		pts = append(pts, [2]int{x, y})
	}
	c.raise()
	c.xdo("mousemove", "--window", c.window, fmt.Sprint(pts[0][0]), fmt.Sprint(pts[0][1]))
	time.Sleep(150 * time.Millisecond)
	c.xdo("mousedown", "1")
	time.Sleep(150 * time.Millisecond)
	for k := 1; k < len(pts); k++ {
		for j := 1; j <= 4; j++ {
			x := pts[k-1][0] + (pts[k][0]-pts[k-1][0])*j/4
			y := pts[k-1][1] + (pts[k][1]-pts[k-1][1])*j/4
			c.xdo("mousemove", "--window", c.window, fmt.Sprint(x), fmt.Sprint(y))
			time.Sleep(80 * time.Millisecond)
		}
		// Rest on each hex long enough for frames to see it there.
		time.Sleep(time.Second)
	}
	time.Sleep(150 * time.Millisecond)
	c.xdo("mouseup", "1")

	p := c.wait("the retreat made", func(p probeInfo) bool {
		return p.Pending != "red:retreat" || slices.Contains(p.Eliminated, "red-11-army")
	})
	if slices.Contains(p.Eliminated, "red-11-army") {
		t.Fatalf("the 11th Army was eliminated: the drag went through the enemy ZOC (log %v)", p.LogTail)
	}
	if p.Units["red-11-army"] != "3322" {
		t.Fatalf("the 11th Army is in %q, want 3322 (log %v)", p.Units["red-11-army"], p.LogTail)
	}
	if isDis := slices.Contains(p.Disordered, "red-11-army"); isDis != wasDis {
		t.Errorf("the 11th Army took a disorder on the way (disordered before %v, after %v): the EZOC route; log %v", wasDis, isDis, p.LogTail)
	}
}
