package cli_test

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"tachanka/game/redrussia"
	"tachanka/scenarios"
)

// rrClientSeed is a seed whose first turn lets Red move a stack into an
// area held by a White faction, attack it, and play a card in its action
// phase (the test still searches the position it meets).
const rrClientSeed = 1

// rrGame drives a window of Red Russia and reads the game it plays from
// its autosave, written whenever a person acts or is awaited.
type rrGame struct {
	*client
}

// state is the game of the autosave once it holds at least the window's
// actions.
func (g *rrGame) state(actions int) *redrussia.File {
	g.t.Helper()
	path := filepath.Join(g.dir, "tachanka", "autosave.json")
	d, err := scenarios.RedRussiaData()
	if err != nil {
		g.t.Fatal(err)
	}
	deadline := time.Now().Add(15 * time.Second)
	for {
		if data, err := os.ReadFile(path); err == nil {
			if f, err := redrussia.Verify(path, data, d); err == nil && len(f.Actions) >= actions {
				return f
			}
		}
		if time.Now().After(deadline) {
			g.t.Fatalf("the autosave never held %d actions", actions)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// press clicks at a window point, long enough for the window to see it.
func (g *rrGame) press(x, y int) {
	g.raise()
	g.xdo("mousemove", "--window", g.window, fmt.Sprint(x), fmt.Sprint(y))
	time.Sleep(100 * time.Millisecond)
	g.xdo("mousedown", "1")
	time.Sleep(100 * time.Millisecond)
	g.xdo("mouseup", "1")
	time.Sleep(50 * time.Millisecond)
}

// try makes a gesture until the window shows its effect (at most three
// times).
func (g *rrGame) try(what string, gesture func(), done func(probeInfo) bool) probeInfo {
	g.t.Helper()
	for k := 0; k < 3; k++ {
		gesture()
		deadline := time.Now().Add(5 * time.Second)
		for time.Now().Before(deadline) {
			if p, ok := g.read(); ok && done(p) {
				return p
			}
			time.Sleep(50 * time.Millisecond)
		}
	}
	return g.wait(what, done)
}

// hit presses a region of the window by its id.
func (g *rrGame) hit(p probeInfo, id string) {
	r, ok := p.Hits[id]
	if !ok {
		g.t.Fatalf("no %s on the screen: %v", id, p.Decision)
	}
	g.press(r[0]+r[2]/2, r[1]+r[3]/2)
}

// act presses a decision's button by the start of its label, until the
// window has one more action.
func (g *rrGame) act(label string) probeInfo {
	g.t.Helper()
	p := g.wait("a button "+label, func(p probeInfo) bool { return buttonOf(p, label) != "" })
	n := p.Actions
	return g.try("the action of "+label, func() {
		q, _ := g.read()
		if id := buttonOf(q, label); id != "" {
			g.hit(q, id)
		}
	}, func(q probeInfo) bool { return q.Actions > n })
}

// buttonOf is the id of the decision's button whose label begins so.
func buttonOf(p probeInfo, label string) string {
	for _, d := range p.Decision {
		id, l, ok := strings.Cut(d, "=")
		if ok && strings.HasPrefix(l, label) {
			if _, on := p.Hits[id]; on {
				return id
			}
		}
	}
	return ""
}

// random plays Red's waiting decision at random (the Random move
// button).
func (g *rrGame) random() {
	p, _ := g.read()
	n := p.Actions
	g.try("a random action", func() {
		q, _ := g.read()
		g.hit(q, "rr:random")
	}, func(q probeInfo) bool { return q.Actions > n || !strings.HasPrefix(q.Pending, "red:") })
}

// playable are the cards of the hand Red may play now.
func playable(p probeInfo) []int {
	var out []int
	for _, s := range p.Selected {
		if v, ok := strings.CutPrefix(s, "play:"); ok {
			if n, err := strconv.Atoi(v); err == nil {
				out = append(out, n)
			}
		}
	}
	return out
}

// playCard clicks a card of the hand, until it is played.
func (g *rrGame) playCard(p probeInfo, card int) probeInfo {
	g.t.Helper()
	n := p.Actions
	return g.try("the card played", func() {
		// The cards overlap: the left edge of each shows.
		q, _ := g.read()
		r, ok := q.Hits[fmt.Sprint("rr:card:", card)]
		if !ok {
			g.t.Fatalf("card %d is not on the screen", card)
		}
		g.press(r[0]+8, r[1]+r[3]/2)
	}, func(q probeInfo) bool { return q.Actions > n })
}

// A 4-player game, Red a person and three computer factions, through
// Red's first action phase: a purchase on its button with its cost, a
// stack dragged to a lit area, an attack there with its level chosen on
// its priced button, a card of the hand played by a click. The autosave
// replays to the window's game throughout.
func TestRRRedFirstActionPhase(t *testing.T) {
	t0 := time.Now()
	c := startWindow(t, "Red Russia's board", func(p probeInfo) bool { return p.Scene == "redrussia" },
		"play", "-scenario", "redrussia-1918", "-players", "4", "-seat", "red=human", "-seat", "siberian=normal",
		"-seat", "south=quick", "-seat", "northasian=bot", "-seed", seedOr(rrClientSeed))
	g := &rrGame{client: c}
	played := 0
	// Red's decisions before its purchases: at random; card windows passed.
	for {
		// The computer factions' placements between Red's are paced, and
		// slow under a loaded machine: minutes at most, as below.
		p := g.waitFor("Red's decision", 3*time.Minute, func(p probeInfo) bool { return strings.HasPrefix(p.Pending, "red:") })
		if p.Pending == "red:purchase" {
			break
		}
		if p.Pending == "red:card" {
			if cs := playable(p); len(cs) > 0 && played == 0 {
				g.playCard(p, cs[0])
				played = cs[0]
				continue
			}
			g.act("Pass")
			continue
		}
		g.random()
	}
	// A purchase: the infantry's button says its cost.
	p := g.act("Buy INF")
	f := g.state(p.Actions)
	last := f.Actions[len(f.Actions)-1]
	if last.Type != redrussia.ActBuy || last.Faction != redrussia.Red || last.Unit != redrussia.INF {
		t.Fatalf("the Buy button made %v", last)
	}
	g.act("End purchases")
	// On to Red's movement.
	for {
		// The computer factions before Red in the initiative play their
		// phases (paced, every card window offered them): minutes at most.
		p = g.waitFor("Red's decision", 3*time.Minute, func(p probeInfo) bool { return strings.HasPrefix(p.Pending, "red:") })
		if p.Pending == "red:move" {
			break
		}
		if p.Pending == "red:card" {
			if cs := playable(p); len(cs) > 0 && played == 0 {
				g.playCard(p, cs[0])
				played = cs[0]
				continue
			}
			g.act("Pass")
			continue
		}
		g.random()
	}
	// A move by drag: a Red counter picked up lights the areas it may
	// reach; one held by a White faction is chosen when there is one.
	p, _ = g.read()
	s := g.state(p.Actions).State
	var names []string
	for id := range p.Counters {
		if strings.HasPrefix(id, "red-") {
			names = append(names, id)
		}
	}
	slices.Sort(names)
	dest, from := "", ""
	for _, id := range names {
		x0, y0 := p.Counters[id][0], p.Counters[id][1]
		g.raise()
		g.xdo("mousemove", "--window", g.window, fmt.Sprint(x0), fmt.Sprint(y0))
		time.Sleep(100 * time.Millisecond)
		g.xdo("mousedown", "1")
		time.Sleep(100 * time.Millisecond)
		g.xdo("mousemove", "--window", g.window, fmt.Sprint(x0+12), fmt.Sprint(y0+12))
		q := g.try("a drag", func() {}, func(q probeInfo) bool { return len(q.DragLit) > 0 || time.Since(t0) > 0 })
		deadline := time.Now().Add(time.Second)
		for len(q.DragLit) == 0 && time.Now().Before(deadline) {
			time.Sleep(50 * time.Millisecond)
			q, _ = g.read()
		}
		var lit []string
		for _, l := range q.DragLit {
			if _, ok := q.Places[l]; ok {
				lit = append(lit, l)
			}
		}
		for _, l := range lit {
			for _, u := range s.UnitsAt(l, redrussia.NoFaction) {
				if u.Faction.White() && dest == "" {
					dest = l
				}
			}
		}
		if dest == "" && len(lit) > 0 && id == names[len(names)-1] {
			dest = lit[0]
		}
		if dest != "" {
			from = id
			x1, y1 := q.Places[dest][0], q.Places[dest][1]
			for k := 1; k <= 5; k++ {
				g.xdo("mousemove", "--window", g.window, fmt.Sprint(x0+(x1-x0)*k/5), fmt.Sprint(y0+(y1-y0)*k/5))
				time.Sleep(50 * time.Millisecond)
			}
			time.Sleep(150 * time.Millisecond)
			g.xdo("mouseup", "1")
			break
		}
		g.xdo("mouseup", "1")
		time.Sleep(150 * time.Millisecond)
	}
	if dest == "" {
		t.Fatal("no Red counter could be dragged anywhere")
	}
	p = g.wait("the move", func(q probeInfo) bool { return q.Actions > p.Actions })
	f = g.state(p.Actions)
	mv := f.Actions[len(f.Actions)-1]
	// At a distance the counters of an area are piled: the drag takes the
	// pile's first stack that may move.
	if mv.Type != redrussia.ActMove || mv.Path[len(mv.Path)-1] != dest || s.Piece(mv.Pieces[0]).Where != s.Piece(from).Where {
		t.Fatalf("the drag of %s to %s made %v", from, dest, mv)
	}
	// The end of the movement; card windows passed or a card played.
	g.act("End movement")
	for {
		p = g.waitFor("Red's decision", 3*time.Minute, func(p probeInfo) bool { return strings.HasPrefix(p.Pending, "red:") })
		if p.Pending == "red:battles" {
			break
		}
		if p.Pending == "red:card" {
			if cs := playable(p); len(cs) > 0 && played == 0 {
				g.playCard(p, cs[0])
				played = cs[0]
				continue
			}
			g.act("Pass")
			continue
		}
		g.random()
	}
	// An attack: the target area clicked, then the level on its button.
	if len(p.LitHexes) == 0 {
		t.Fatalf("no area Red may attack: %v", p.Decision)
	}
	target := p.LitHexes[0]
	if slices.Contains(p.LitHexes, dest) {
		target = dest
	}
	p = g.try("the target "+target, func() {
		q, _ := g.read()
		g.press(q.Places[target][0], q.Places[target][1])
	}, func(q probeInfo) bool { return slices.Contains(q.Selected, "target:"+target) })
	level := "Probe"
	if buttonOf(p, "Assault") != "" {
		level = "Assault"
	}
	p = g.act(level)
	f = g.state(p.Actions)
	decl := f.Actions[len(f.Actions)-1]
	if decl.Type != redrussia.ActDeclareBattle || decl.Where != target || redrussia.Level(decl.N).String() != strings.ToLower(level) {
		t.Fatalf("the %s button made %v", level, decl)
	}
	g.act("No (more) battles")
	// The battle and the rest of the phase: Red's decisions at random
	// but for its card windows, where a card is played if none was yet.
	for time.Since(t0) < 55*time.Second {
		p = g.wait("a decision", func(p probeInfo) bool { return true })
		f = g.state(p.Actions)
		if f.State.Active != redrussia.Red || f.State.Phase != redrussia.ActionPhase {
			break
		}
		if !strings.HasPrefix(p.Pending, "red:") {
			time.Sleep(100 * time.Millisecond)
			continue
		}
		if p.Pending == "red:card" {
			if cs := playable(p); len(cs) > 0 && played == 0 {
				g.playCard(p, cs[0])
				played = cs[0]
				continue
			}
			g.act("Pass")
			continue
		}
		if p.Pending == "red:siege" {
			g.act("End sieges")
			continue
		}
		g.random()
	}
	if played == 0 {
		t.Fatal("Red had no card to play in its first turn (the seed no longer gives one)")
	}
	p, _ = g.read()
	f = g.state(p.Actions)
	if !slices.ContainsFunc(f.Actions, func(a redrussia.Action) bool {
		return a.Type == redrussia.ActPlayCard && a.N == played && f.State.PlayerOf(a.Faction) == f.State.PlayerOf(redrussia.Red)
	}) {
		t.Fatalf("card %d was clicked but never played", played)
	}
	if err := f.Replay(); err != nil {
		t.Fatal(err)
	}
}

// seedOr is the seed of TACHANKA_RR_SEED, or seed.
func seedOr(seed int) string {
	if v := os.Getenv("TACHANKA_RR_SEED"); v != "" {
		return v
	}
	return fmt.Sprint(seed)
}
