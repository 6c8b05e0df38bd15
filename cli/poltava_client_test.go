package cli_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"tachanka/game/hex"
	"tachanka/game/poltava"
	"tachanka/render/launch"
	"tachanka/scenarios"
)

// poltavaSeed is a seed whose first Swedish turn, played as below, fires
// with a hit and wins its melee: the Russian Life Dragoons must retreat
// (their owner choosing the path) and the Småland horse may advance
// (found by playing the same turn in the engine for seeds 1 to 60).
const poltavaSeed = 10

// poltavaGame drives a window of Poltava 1709 and keeps the same game in
// the engine beside it: each gesture's action is applied to both, and the
// window must reach the same number of actions.
type poltavaGame struct {
	*client
	rec *poltava.Record
}

func (g *poltavaGame) s() *poltava.State { return g.rec.State }

// did applies what the gesture just made to the engine's game and waits
// for the window to have done it too; a hand-over screen is answered.
func (g *poltavaGame) did(a poltava.Action) {
	g.t.Helper()
	before := g.s().Pending.Side
	if _, err := g.rec.Do(a); err != nil {
		g.t.Fatalf("the engine refuses %v: %v", a, err)
	}
	n := len(g.rec.Actions)
	g.wait(fmt.Sprintf("action %d (%v)", n, a), func(p probeInfo) bool { return p.Actions == n && p.Busy == "" })
	if after := g.s().Pending.Side; after != before {
		time.Sleep(hold) // the other army's player takes the mouse
	}
}

// try makes a gesture until the window shows its effect: under Xvfb's
// software rendering a frame may take longer than a click, and a click the
// window did not see is made again (at most three times).
func (g *poltavaGame) try(what string, gesture func(), done func(probeInfo) bool) {
	g.t.Helper()
	for k := 0; k < 3; k++ {
		gesture()
		deadline := time.Now().Add(5 * time.Second)
		for time.Now().Before(deadline) {
			if p, ok := g.read(); ok && done(p) {
				return
			}
			time.Sleep(100 * time.Millisecond)
		}
	}
	g.wait(what, done)
}

// gesture makes a gesture that makes action a, until the window has done
// it, and applies a to the engine's game.
func (g *poltavaGame) gesture(a poltava.Action, gesture func()) {
	g.t.Helper()
	n := len(g.rec.Actions) + 1
	g.try(fmt.Sprintf("action %d (%v)", n, a), gesture, func(p probeInfo) bool { return p.Actions >= n })
	g.did(a)
}

// button presses a button of the bar (or of a dialog).
func (g *poltavaGame) button(id string) {
	g.t.Helper()
	p := g.wait("the region "+id, func(p probeInfo) bool { _, ok := p.Hits[id]; return ok && p.Busy == "" })
	r := p.Hits[id]
	g.press(r[0]+r[2]/2, r[1]+r[3]/2)
}

// hold is how long a button stays down: under Xvfb's software rendering a
// frame may take half a second, and the window sees the buttons once a
// frame.
const hold = time.Second

// press clicks at a window point, holding the button long enough for the
// window to see it.
func (g *poltavaGame) press(x, y int) {
	g.raise()
	g.xdo("mousemove", "--window", g.window, fmt.Sprint(x+5), fmt.Sprint(y+3))
	time.Sleep(hold / 4)
	g.xdo("mousemove", "--window", g.window, fmt.Sprint(x), fmt.Sprint(y))
	time.Sleep(hold)
	g.xdo("mousedown", "1")
	time.Sleep(hold)
	g.xdo("mouseup", "1")
	time.Sleep(hold / 2)
}

// slowDrag drags between two window points as slowly as the window needs.
func (g *poltavaGame) slowDrag(x0, y0, x1, y1 int) {
	g.raise()
	g.xdo("mousemove", "--window", g.window, fmt.Sprint(x0), fmt.Sprint(y0))
	time.Sleep(hold)
	g.xdo("mousedown", "1")
	time.Sleep(hold)
	for k := 1; k <= 4; k++ {
		g.xdo("mousemove", "--window", g.window, fmt.Sprint(x0+(x1-x0)*k/4), fmt.Sprint(y0+(y1-y0)*k/4))
		time.Sleep(hold / 2)
	}
	time.Sleep(hold)
	g.xdo("mouseup", "1")
	time.Sleep(hold / 2)
}

// counter is the screen point of a counter.
func (g *poltavaGame) counter(id string) (int, int) {
	g.t.Helper()
	p := g.wait("counter "+id, func(p probeInfo) bool { _, ok := p.Counters[id]; return ok && p.Busy == "" })
	xy := p.Counters[id]
	if offView(p, xy[0], xy[1]) {
		g.showAll()
		p = g.wait("counter "+id, func(p probeInfo) bool { _, ok := p.Counters[id]; return ok && p.Busy == "" })
		xy = p.Counters[id]
	}
	if xy[0] < 0 || xy[1] < 0 || xy[0] > p.Width || xy[1] > p.Height {
		g.t.Fatalf("counter %s is off the screen at %v", id, xy)
	}
	return xy[0], xy[1]
}

func (g *poltavaGame) clickCounter(id string) { x, y := g.counter(id); g.press(x, y) }

func (g *poltavaGame) dragCounter(id string, to hex.Hex) {
	g.visible(to.String())
	x0, y0 := g.counter(id)
	x1, y1 := g.screen(to.String())
	if p, _ := g.read(); x1 < 0 || y1 < 0 || x1 > p.Width || y1 > p.Height {
		g.t.Fatalf("hex %v is off the screen at %d,%d", to, x1, y1)
	}
	g.slowDrag(x0, y0, x1, y1)
}

// The first Swedish turn of Scenario 1 played by mouse in a real window,
// both armies at this screen: the set-up (Ready, the loss rolls and the
// flips by clicking counters), a move by drag, a fire by clicks, a melee
// with its odds, the dragoons' retreat and the advance by drag; then the
// autosave holds what the engine's own game holds, and the log names the
// retreat.
func TestPoltavaFirstSwedishTurn(t *testing.T) {
	// The window opens on the ground of the first turn, as `tachanka play
	// -scenario poltava-main -seat sweden=human -seat russia=human` would
	// open it with -zoom and -center.
	o, _ := json.Marshal(launch.Options{Scenario: "poltava-main", Seed: poltavaSeed, Zoom: 0.5, Center: hex.MustParse("2615"),
		Seats: map[string]string{"sweden": "human", "russia": "human"}})
	// Both armies are played here without the hand-over screen between them.
	old := windowSettings
	windowSettings = `{"lang":"en","ui_scale":1,"anim_speed":4,"no_handover":true}`
	defer func() { windowSettings = old }()
	c := startProgram(t, "the Poltava board", func(p probeInfo) bool { return p.Scene == "poltava" && p.Busy == "" },
		"tachanka-window", "-options", string(o))
	f, err := scenarios.OpenPoltava("poltava-main")
	if err != nil {
		t.Fatal(err)
	}
	rec, _ := f.NewGame(poltavaSeed)
	g := &poltavaGame{client: c, rec: rec}
	// Set-up: both arrange (Ready), then each loss roll and its flips.
	for g.s().Phase == poltava.PhaseSetup {
		p := g.s().Pending
		switch p.Kind {
		case poltava.DecideArrange:
			g.gesture(poltava.Action{Type: poltava.ActReady}, func() { g.button("pv:ready") })
		case poltava.DecideRoll:
			g.gesture(poltava.Action{Type: poltava.ActRoll}, func() { g.button("pv:roll") })
		case poltava.DecideFlip:
			pick := slices.Clone(p.Units[len(p.Units)-p.Count:])
			for k, id := range pick {
				g.try("the flip picked", func() { g.clickCounter(id) }, func(q probeInfo) bool { return len(q.Selected) == k+1 })
			}
			g.gesture(poltava.Action{Type: poltava.ActFlip, Units: pick}, func() { g.button("pv:confirm") })
		default:
			t.Fatalf("unexpected set-up decision %v", p.Kind)
		}
	}
	s := g.s()
	if s.Phase != poltava.PhaseMovement || s.Pending.Side != poltava.Sweden {
		t.Fatalf("after set-up the game waits for %v %v", s.Pending.Side, s.Pending.Kind)
	}

	// Movement: the Småland horse next to the Russian Life Dragoons,
	// a Guards battalion within musket range of the Russian line.
	tver, ny := s.Unit("ru-dr-life"), s.Unit("sw-smaland")
	reach := s.Reach(ny)
	dest := hex.None
	for _, h := range sortedHexes(reach) {
		if hex.Adjacent(h, tver.Hex) && h.Col < tver.Hex.Col {
			dest = h
			break
		}
	}
	g.gesture(poltava.Action{Type: poltava.ActMove, Unit: ny.ID, Path: reach[dest]}, func() { g.dragCounter(ny.ID, dest) })
	inf := s.Unit("sw-lg-3")
	reach = s.Reach(inf)
	fdest, target := hex.None, ""
	for _, h := range sortedHexes(reach) {
		c := s.Clone()
		if _, err := poltava.Apply(c, poltava.Action{Type: poltava.ActMove, Unit: inf.ID, Path: reach[h]}); err != nil || c.InEnemyZOC(poltava.Sweden, h) {
			continue
		}
		if _, err := poltava.Apply(c, poltava.Action{Type: poltava.ActEndPhase}); err != nil || c.Phase != poltava.PhaseFire {
			continue
		}
		if ts := c.Targets(poltava.Firer{Unit: inf.ID, Hex: h}); len(ts) > 0 {
			fdest, target = h, ts[0]
			break
		}
	}
	g.gesture(poltava.Action{Type: poltava.ActMove, Unit: inf.ID, Path: reach[fdest]}, func() { g.dragCounter(inf.ID, fdest) })
	g.gesture(poltava.Action{Type: poltava.ActEndPhase}, func() { g.button("pv:end") })

	// Fire: the battalion, then its target.
	g.try("the targets lit", func() { g.clickCounter(inf.ID) }, func(p probeInfo) bool { return slices.Contains(p.LitHexes, s.Unit(target).Hex.String()) })
	g.gesture(poltava.Action{Type: poltava.ActFire, Unit: inf.ID, Target: target}, func() { g.clickCounter(target) })
	if g.s().Pending.Kind == poltava.DecideFire {
		g.gesture(poltava.Action{Type: poltava.ActEndPhase}, func() { g.button("pv:end") })
	}

	// Melee: the horse that must attack, the dragoons' hex, the odds, Attack.
	if k := g.s().Pending.Kind; k != poltava.DecideMelee {
		t.Fatalf("the Melee phase does not begin: %v", k)
	}
	from := tver.Hex
	g.try("the attacker chosen", func() { g.clickCounter(ny.ID) }, func(p probeInfo) bool { return len(p.Selected) == 1 })
	g.try("the defender chosen", func() { g.clickCounter(tver.ID) }, func(p probeInfo) bool { return hasHit(p, "pv:attack") })
	g.gesture(poltava.Action{Type: poltava.ActAttack, Units: []string{ny.ID}, Hexes: []hex.Hex{from}}, func() { g.button("pv:attack") })
	advanced, retreated := false, false
	for k := 0; k < 10 && g.s().Pending.Kind != poltava.DecideMelee; k++ {
		p := g.s().Pending
		switch p.Kind {
		case poltava.DecideReroll:
			g.wait("the re-roll dialog", func(q probeInfo) bool { return q.Modal == "reroll" })
			g.gesture(poltava.Action{Type: poltava.ActNoReroll}, func() { g.button("btn:keep") })
		case poltava.DecidePlaceLeader:
			g.gesture(poltava.Action{Type: poltava.ActPlaceLeader, Leader: p.Leader, Unit: p.Units[0]}, func() { g.clickCounter(p.Units[0]) })
		case poltava.DecideRetreat:
			path := g.s().RetreatOptions(p.Units[0])[0]
			g.gesture(poltava.Action{Type: poltava.ActRetreat, Unit: p.Units[0], Path: path}, func() { g.dragCounter(p.Units[0], path[len(path)-1]) })
			retreated = true
		case poltava.DecideAdvance:
			path := g.s().AdvanceOptions(p.Units[0])[0]
			g.gesture(poltava.Action{Type: poltava.ActAdvance, Unit: p.Units[0], Path: path}, func() { g.dragCounter(p.Units[0], path[len(path)-1]) })
			advanced = true
		default:
			t.Fatalf("unexpected decision in the melee: %v %v", p.Side, p.Kind)
		}
	}
	if !advanced || !retreated {
		t.Fatalf("the melee ended with retreat %v, advance %v (the seed no longer gives both)", retreated, advanced)
	}
	if got := g.s().Unit(tver.ID).Hex; got == from {
		t.Fatalf("the Life Dragoons did not retreat from %v", from)
	}

	// The window's game is the engine's: its autosave replays to the same
	// state, and the log names the fire, the melee and the retreat.
	p := g.wait("the melee over", func(p probeInfo) bool { return p.Pending == "sweden:melee" && p.Busy == "" })
	for id, h := range map[string]hex.Hex{ny.ID: g.s().Unit(ny.ID).Hex, inf.ID: fdest, tver.ID: g.s().Unit(tver.ID).Hex} {
		if p.Units[id] != h.String() {
			t.Fatalf("the window has %s in %s, the engine in %v", id, p.Units[id], h)
		}
	}
	log := strings.Join(p.LogTail, "\n")
	for _, want := range []string{"fires at", "Melee:", "retreats to", "advances to"} {
		if !strings.Contains(log, want) {
			t.Fatalf("the log does not say %q:\n%s", want, log)
		}
	}
	// The end of the Swedish turn autosaves.
	g.gesture(poltava.Action{Type: poltava.ActEndPhase}, func() { g.button("pv:end") })
	auto := filepath.Join(c.dir, "tachanka", "autosave.json")
	data, err := os.ReadFile(auto)
	if err != nil {
		t.Fatal(err)
	}
	saved, err := poltava.Verify(auto, data, scenarios.Poltava)
	if err != nil {
		t.Fatal(err)
	}
	if _, n := saved.Progress(); n != len(g.rec.Actions) {
		t.Fatalf("the autosave holds %d actions, the game %d", n, len(g.rec.Actions))
	}
	for i, a := range saved.Actions {
		if a.String() != g.rec.Actions[i].String() {
			t.Fatalf("action %d: saved %v, played %v", i, a, g.rec.Actions[i])
		}
	}
}

func sortedHexes(m map[hex.Hex][]hex.Hex) []hex.Hex {
	var out []hex.Hex
	for h := range m {
		out = append(out, h)
	}
	hex.Sort(out)
	return out
}
