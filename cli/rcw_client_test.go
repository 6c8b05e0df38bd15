package cli_test

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"tachanka/game/rcw"
	"tachanka/scenarios"
)

// rcwClientSeed is a seed whose first Player-Turn is Player A's, where
// Player A holds PM after the deal and has forces that can move next to
// an enemy stack they may attack (found by playing the same opening in
// the engine; the test still searches the position it meets).
const rcwClientSeed = 2

// rcwGame drives a window of the Russian Civil War and reads the game
// it plays from its autosave, written whenever a person acts or is
// awaited.
type rcwGame struct {
	*client
}

// state is the game of the autosave once it holds the window's actions
// (or more: a random seat may have acted since).
func (g *rcwGame) state(actions int) *rcw.State {
	g.t.Helper()
	path := filepath.Join(g.dir, "tachanka", "autosave.json")
	d, err := scenarios.RCWData()
	if err != nil {
		g.t.Fatal(err)
	}
	deadline := time.Now().Add(15 * time.Second)
	for {
		data, err := os.ReadFile(path)
		if err == nil {
			if f, err := rcw.Verify(path, data, d); err == nil && len(f.Actions) >= actions {
				return f.State
			}
		}
		if time.Now().After(deadline) {
			g.t.Fatalf("the autosave never held %d actions", actions)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// press clicks at a window point, holding the button long enough for the
// window to see it under Xvfb's software rendering.
func (g *rcwGame) press(x, y int) {
	g.raise()
	g.xdo("mousemove", "--window", g.window, fmt.Sprint(x+4), fmt.Sprint(y+3))
	time.Sleep(hold / 4)
	g.xdo("mousemove", "--window", g.window, fmt.Sprint(x), fmt.Sprint(y))
	time.Sleep(hold / 2)
	g.xdo("mousedown", "1")
	time.Sleep(hold / 2)
	g.xdo("mouseup", "1")
	time.Sleep(hold / 4)
}

// slowDrag drags between two window points as slowly as the window
// needs under load: it sees the press where the pointer is when its
// frame comes.
func (g *rcwGame) slowDrag(x0, y0, x1, y1 int) {
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

// try makes a gesture until the window shows its effect: a click the
// window did not see is made again (at most three times).
func (g *rcwGame) try(what string, gesture func(), done func(probeInfo) bool) probeInfo {
	g.t.Helper()
	for k := 0; k < 3; k++ {
		gesture()
		deadline := time.Now().Add(8 * time.Second)
		for time.Now().Before(deadline) {
			if p, ok := g.read(); ok && done(p) {
				return p
			}
			time.Sleep(100 * time.Millisecond)
		}
	}
	return g.wait(what, done)
}

// button presses a button by its id once it is there.
func (g *rcwGame) button(id string) {
	g.t.Helper()
	p := g.wait("the button "+id, func(p probeInfo) bool { _, ok := p.Hits[id]; return ok })
	r := p.Hits[id]
	g.press(r[0]+r[2]/2, r[1]+r[3]/2)
}

// tryButton presses the button id until the window shows done. A press
// made again does not wait for a button that is gone: on a loaded machine
// the window may show the first press only after try has given up on it,
// and the button went with it.
func (g *rcwGame) tryButton(what, id string, done func(probeInfo) bool) probeInfo {
	g.t.Helper()
	return g.try(what, func() {
		p := g.wait("the button "+id, func(p probeInfo) bool { _, ok := p.Hits[id]; return ok || done(p) })
		if r, ok := p.Hits[id]; ok && !done(p) {
			g.press(r[0]+r[2]/2, r[1]+r[3]/2)
		}
	}, done)
}

// act presses a button that applies an action, until the window has one
// more action.
func (g *rcwGame) act(id string) probeInfo {
	g.t.Helper()
	p, _ := g.read()
	n := p.Actions
	return g.tryButton("the action of "+id, id, func(q probeInfo) bool { return q.Actions > n })
}

// politics opens the politics panel unless it is open (the button
// toggles it).
func (g *rcwGame) politics() {
	if p, _ := g.read(); p.Panel != "politics" {
		g.button("rcw:politics")
	}
}

// quick clicks a button as a hurried player does (press and release at
// once), until the window has one more action.
func (g *rcwGame) quick(id string) probeInfo {
	g.t.Helper()
	p := g.wait("the button "+id, func(p probeInfo) bool { _, ok := p.Hits[id]; return ok })
	n := p.Actions
	return g.try("the quick click on "+id, func() {
		q, _ := g.read()
		r := q.Hits[id]
		g.raise()
		g.xdo("mousemove", "--window", g.window, fmt.Sprint(r[0]+r[2]/2), fmt.Sprint(r[1]+r[3]/2))
		g.xdo("click", "1")
	}, func(q probeInfo) bool { return q.Actions > n })
}

// hand passes the screen to a seat: the curtain comes down, and is lifted
// by a click.
func (g *rcwGame) hand(l string) {
	g.t.Helper()
	g.tryButton("the curtain for "+l, "rcw:hand:"+l, func(p probeInfo) bool { return p.Panel == "curtain:"+l })
	g.lift(l)
}

func (g *rcwGame) lift(l string) {
	g.t.Helper()
	g.tryButton("Player "+l+" at the screen", "rcw:curtain", func(p probeInfo) bool { return p.Step == l && p.Panel == "" })
}

// humanPending reports the decision of a person (A or B) waited for.
func humanPending(p probeInfo) bool {
	return strings.HasPrefix(p.Pending, "A:") || strings.HasPrefix(p.Pending, "B:")
}

// decisionButton is the one button of the pending decision.
func decisionButton(t *testing.T, p probeInfo) string {
	var ids []string
	for id := range p.Hits {
		if strings.HasPrefix(id, "rcw:do:") {
			ids = append(ids, id)
		}
	}
	slices.Sort(ids)
	if len(ids) == 0 {
		t.Fatalf("no decision button for %s: %v", p.Pending, p.Decision)
	}
	return ids[0]
}

// A 4-seat game, two people (A and B) and two random seats, through the
// first Player-Turn of a person: the deal; a trade offer written in the
// politics panel by A and accepted by B behind the curtain; the end of
// the trading session and the sequencing draw by their buttons; a force
// dragged to a lit province; an attack on an enemy stack there with its
// odds and chances shown, then rolled; the end of the Player-Turn. The
// autosave replays to the window's game throughout.
func TestRCWFirstHumanPlayerTurn(t *testing.T) {
	c := startWindow(t, "the Russian Civil War's board", func(p probeInfo) bool { return p.Scene == "rcw" && p.Pending == "A:deal" },
		"play", "-scenario", "rcw-standard", "-seat", "a=human", "-seat", "b=human", "-seat", "c=random", "-seat", "d=random",
		"-seed", fmt.Sprint(rcwClientSeed))
	g := &rcwGame{client: c}
	p := g.act("rcw:do:0")
	s := g.state(p.Actions)
	if s.Phase != rcw.PhaseTrading {
		t.Fatalf("after the deal: %v", s.Phase)
	}
	pmA, pmB := s.Player("A").PM, s.Player("B").PM
	if pmA == 0 {
		t.Fatal("Player A holds no PM (the seed no longer deals him one)")
	}

	// A trade: A offers B one PM for nothing; B accepts.
	g.try("the politics panel", g.politics, func(p probeInfo) bool { _, ok := p.Hits["pol:to:B"]; return ok })
	g.tryButton("B addressed", "pol:to:B", func(p probeInfo) bool { _, ok := p.Hits["pol:give:pm+"]; return ok })
	g.tryButton("one PM given", "pol:give:pm+", func(p probeInfo) bool { return slices.Contains(p.Decision, "You give: 1 PM") })
	p = g.act("pol:offer")
	s = g.state(p.Actions)
	k := slices.IndexFunc(s.Offers, func(o rcw.Offer) bool { return o.From == "A" && o.To == "B" })
	if k < 0 {
		t.Fatalf("no offer from A to B: %v", s.Offers)
	}
	offer := s.Offers[k].ID
	g.hand("B")
	accept := fmt.Sprintf("pol:accept:%d", offer)
	g.try("the offer to B", g.politics, func(p probeInfo) bool { _, ok := p.Hits[accept]; return ok })
	p = g.act(accept)
	s = g.state(p.Actions)
	if s.Player("A").PM != pmA-1 || s.Player("B").PM != pmB+1 {
		t.Fatalf("after the trade A holds %d PM (had %d), B %d (had %d)", s.Player("A").PM, pmA, s.Player("B").PM, pmB)
	}
	// Done, for B then A, by quick clicks; the random seats end theirs on
	// their own.
	g.quick(decisionButton(t, p))
	g.hand("A")
	p, _ = g.read()
	g.quick(decisionButton(t, p))

	// Every person's decision by its button, to Player A's movement.
	for {
		p = g.wait("a person's decision", func(p probeInfo) bool {
			return p.Busy == "" && (p.Pending == "A:move" || strings.HasPrefix(p.Panel, "curtain:") || humanPending(p) && p.Step == p.Pending[:1])
		})
		if p.Pending == "A:move" && p.Step == "A" && p.Panel == "" {
			break
		}
		if l, ok := strings.CutPrefix(p.Panel, "curtain:"); ok {
			g.lift(l)
			continue
		}
		if p.Pending == "A:move" || strings.HasSuffix(p.Pending, ":move") {
			t.Fatalf("the first Player-Turn is not A's: %s", p.Pending)
		}
		g.act(decisionButton(t, p))
	}
	s = g.state(p.Actions)

	// Movement: a force of A's dragged from its province's token to a
	// province where it may attack.
	from, to, force, target := planAttack(t, s, p)
	n := p.Actions
	p = g.try("the force moved", func() {
		// Where the window shows them now: a drag it took for a pan
		// moves the map.
		q, _ := g.read()
		g.slowDrag(q.Counters["prov:"+from][0], q.Counters["prov:"+from][1], q.Places[to][0], q.Places[to][1])
	}, func(q probeInfo) bool { return q.Actions > n })
	s = g.state(p.Actions)
	if got := s.Province(force[0]); got != to {
		t.Fatalf("the force dragged from %s to %s is in %s", from, to, got)
	}
	p = g.act(decisionButton(t, p))
	if p.Pending != "A:combat" {
		p = g.wait("A's Combat Phase", func(p probeInfo) bool { return p.Pending == "A:combat" })
	}

	// Combat: the province's stacks spread, the enemy stack picked, the
	// attack panel with the engine's odds and chances, Attack.
	tk := fmt.Sprintf("spread:%d:", target)
	g.try("the spread of "+to, func() { q, _ := g.read(); g.press(q.Counters["prov:"+to][0], q.Counters["prov:"+to][1]) }, func(q probeInfo) bool {
		for id := range q.Counters {
			if strings.HasPrefix(id, tk) {
				return true
			}
		}
		return false
	})
	p, _ = g.read()
	var tx2, ty2 int
	for id, xy := range p.Counters {
		if strings.HasPrefix(id, tk) {
			tx2, ty2 = xy[0], xy[1]
		}
	}
	p = g.try("the attack panel", func() { g.press(tx2, ty2) }, func(q probeInfo) bool {
		_, ok := q.Hits["rcw:attack:0"]
		return ok && slices.Contains(q.Selected, fmt.Sprintf("target:%d", target))
	})
	odds := strings.Join(p.Decision, "\n")
	st := g.state(p.Actions)
	a, d, col, err := st.Odds(firstAttack(t, st, target))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(odds, fmt.Sprintf("%d against %d, column %s", a, d, rcw.CRTColumns[col])) || !strings.Contains(odds, "%") {
		t.Fatalf("the attack panel does not show the odds %d:%d (%s) and their chances:\n%s", a, d, rcw.CRTColumns[col], odds)
	}
	p = g.act("rcw:attack:0")
	s = g.state(p.Actions)
	if !slices.Contains(s.Attacked, target) {
		t.Fatalf("stack %d was not attacked", target)
	}

	// The rest of A's Player-Turn by its buttons (losses, captures, the
	// end of combat, draws), until the decision leaves A.
	for {
		p = g.wait("the Player-Turn going on", func(p probeInfo) bool {
			return p.Busy == "" && (!strings.HasPrefix(p.Pending, "A:") || p.Step == "A" && p.Panel == "")
		})
		if !strings.HasPrefix(p.Pending, "A:") {
			break
		}
		g.act(decisionButton(t, p))
	}
	if s := g.state(p.Actions); s.Turn != 1 || s.Phasing() == "A" {
		t.Fatalf("after A's Player-Turn: Game-Turn %d, phasing %s", s.Turn, s.Phasing())
	}
}

// planAttack finds, as the window offers them, a force of A's to drag
// and a province where it may then attack: the force is the first of
// the first stack of A's with one in its province (what a press on the
// province's token takes), the destination one it reaches overland; both
// points clear of other tokens and of the decision panel.
func planAttack(t *testing.T, s *rcw.State, p probeInfo) (from, to string, force []int, target int) {
	t.Helper()
	legal := s.Legal()
	stackOf := func(id int) int {
		for _, st := range s.Stacks {
			if slices.Contains(st.Pieces, id) {
				return st.ID
			}
		}
		return 0
	}
	do := p.Hits[decisionButton(t, p)]
	clear := func(x, y int, self string, room float64) bool {
		if x < 20 || y < 20 || x > int(p.VW)-20 || y > int(p.VH)-20 {
			return false
		}
		if x > do[0]-20 && x < do[0]+do[2]+20 && y > do[1]-120 {
			return false
		}
		for id, xy := range p.Counters {
			if id != "prov:"+self && math.Hypot(float64(xy[0]-x), float64(xy[1]-y)) < room {
				return false
			}
		}
		return true
	}
	for _, pr := range s.Data().Map.Provinces {
		var f []int
		for _, st := range s.StacksIn(pr.Code) {
			for _, x := range legal {
				if x.Type == rcw.ActMove && stackOf(x.Units[0]) == st.ID {
					f = x.Units
					break
				}
			}
			if f != nil {
				break
			}
		}
		tok, ok := p.Counters["prov:"+pr.Code]
		if f == nil || !ok || !clear(tok[0], tok[1], pr.Code, 16) {
			continue
		}
		for _, x := range legal {
			if x.Type != rcw.ActMove || x.Rail || !slices.Equal(x.Units, f) {
				continue
			}
			end := x.Path[len(x.Path)-1].To
			if pl := p.Places[end]; !clear(pl[0], pl[1], end, 12) {
				continue
			}
			c := s.Clone()
			if _, err := rcw.Apply(c, x); err != nil {
				continue
			}
			if _, err := rcw.Apply(c, rcw.Action{Type: rcw.ActEndPhase, Player: "A"}); err != nil || c.Pending.Kind != rcw.DecideCombat {
				continue
			}
			for _, y := range c.Legal() {
				if y.Type == rcw.ActAttack && c.Stack(y.Target).Province == end && len(c.StacksIn(end)) <= 4 {
					return pr.Code, end, f, y.Target
				}
			}
		}
	}
	t.Fatal("no force of A's can move to attack (the seed no longer gives one)")
	return
}

// firstAttack is the first attack Legal lists on a target: the attack
// panel's first row.
func firstAttack(t *testing.T, s *rcw.State, target int) rcw.Action {
	t.Helper()
	for _, x := range s.Legal() {
		if (x.Type == rcw.ActAttack || x.Type == rcw.ActSubvert) && x.Target == target && x.Player == "A" {
			return x
		}
	}
	t.Fatalf("no attack on stack %d", target)
	return rcw.Action{}
}
