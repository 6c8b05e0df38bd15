package cli_test

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"tachanka/game/reds"
	"tachanka/game/scenario"
	"tachanka/scenarios"
)

// The client's acceptance (issue 9): the first operational turn of the
// campaign played hotseat with a real mouse and keyboard, into the
// strategic movement of turn 2: a move by drag, an attack with its dice, a
// retreat and an advance, chit draws, a Logistics segment, a strategic
// move, saving and reloading, with the state checked after each step.
//
// With seed 5 and the answers of answer() below, White's AFSR stack from
// Ekaterinodar moved to 3123 beats the 11th Army in 3224 with a DR.
func TestClientPlaysTheFirstTurn(t *testing.T) {
	if _, err := scenarios.Open("reds-1918-1921"); err != nil {
		t.Skip("the campaign scenario is not here yet:", err)
	}
	c := startClient(t, "play", "-scenario", "reds-1918-1921", "-seed", "5")

	// The opening decisions, each in its dialog, up to White's first
	// activation: the AFSR chit set aside.
	p := c.playUntil("the AFSR's movement step", func(p probeInfo) bool {
		return p.Pending == "white:movement" && p.Segment == "afsr" && p.Modal == ""
	})
	if p.Turn != 1 || p.Cup == 0 {
		t.Fatalf("turn %d with %d chits in the cup at the first activation", p.Turn, p.Cup)
	}
	stack := []string{"afsr-markov", "afsr-drozdov", "afsr-kornilov", "afsr-1-kuban-corps"}

	// A move by drag: the whole Ekaterinodar stack (Shift) to 3123.
	c.shiftDrag("2924", "3123")
	p = c.wait("the stack in 3123", func(p probeInfo) bool { return allIn(p, stack, "3123") })
	if p.Undo != 1 {
		t.Fatalf("the move cannot be taken back (undo %d)", p.Undo)
	}
	// Taken back with Ctrl+Z, and made again.
	c.settle()
	c.key("ctrl+z")
	c.wait("the stack back in 2924", func(p probeInfo) bool { return allIn(p, stack, "2924") && p.Undo == 0 })
	c.shiftDrag("2924", "3123")
	c.wait("the stack in 3123 again", func(p probeInfo) bool { return allIn(p, stack, "3123") })
	c.settle()
	c.key("e")
	c.wait("the combat step", func(p probeInfo) bool { return p.Pending == "white:combat" && p.Busy == "" })

	// An attack by dragging onto the enemy: the odds preview, then the dice.
	c.shiftDrag("3123", "3224")
	c.wait("the odds preview", func(p probeInfo) bool { return p.Modal == "attack" })
	c.click("btn:attack")
	p = c.wait("the combat's result", func(p probeInfo) bool { return p.Pending == "red:retreat" && p.Busy == "" })
	if !logHas(p, "Combat in Tsaritsyn") && !logHas(p, "Combat in 3224") {
		t.Fatalf("no combat in the log: %q", p.LogTail)
	}
	if !slices.Contains(p.Disordered, "red-11-army") {
		t.Fatalf("the DR did not disorder the 11th Army: %v", p.Disordered)
	}

	// The retreat, Red's decision: hand-over, then a drag to a lit hex.
	c.handOver("red")
	p = c.wait("the retreat hexes", func(p probeInfo) bool { return p.Lit > 0 })
	if !slices.Contains(p.LitHexes, "3423") {
		t.Fatalf("3423 is not among the retreat hexes %v", p.LitHexes)
	}
	c.drag("3224", "3423") // through 3323, out of the AFSR's ZOC
	p = c.wait("the 11th Army in 3423", func(p probeInfo) bool { return p.Units["red-11-army"] == "3423" })
	if !logHas(p, "11th Army retreats") {
		t.Fatalf("no retreat in the log: %q", p.LogTail)
	}

	// The advance, White's: the stack onto the emptied hex.
	c.handOver("white")
	c.wait("the advance", func(p probeInfo) bool { return p.Pending == "white:advance" && p.Busy == "" })
	c.drag("3123", "3224")
	c.wait("the stack in 3224", func(p probeInfo) bool { return allIn(p, stack, "3224") })

	// The end of the combat step draws the next chit from the cup.
	p = c.settle()
	cup := p.Cup
	c.key("e")
	p = c.wait("a chit drawn", func(p probeInfo) bool { return p.Cup < cup && p.Busy == "" })
	if !logHas(p, "chit is drawn") {
		t.Fatalf("no chit draw in the log: %q", p.LogTail)
	}

	// Segments follow until the Logistics chit: its segment disorders the
	// units out of supply (12.2), the 12th Army among them.
	if slices.Contains(p.Disordered, "red-12-army") {
		t.Fatal("the 12th Army is disordered before any Logistics segment")
	}
	p = c.playUntil("the Logistics segment", func(p probeInfo) bool { return p.Step == "logistics" })
	p = c.playUntil("the end of the Logistics segment", func(p probeInfo) bool { return p.Step != "logistics" })
	if !slices.Contains(p.Disordered, "red-12-army") && !slices.Contains(p.Eliminated, "red-12-army") {
		t.Fatalf("the 12th Army out of supply was not disordered: %v", p.Disordered)
	}
	if !logHas(p, "The Logistics segment") || !logHas(p, "out of supply") {
		t.Fatalf("the supply steps are not in the log: %q", p.LogTail)
	}

	// Into turn 2: the strategic turn, the events, then Red's strategic
	// movement (White has the initiative, so Red moves first).
	p = c.playUntil("Red's strategic movement", func(p probeInfo) bool { return p.Pending == "red:strategic" && p.Modal == "" })
	if p.Turn != 2 {
		t.Fatalf("strategic movement on turn %d", p.Turn)
	}
	c.settle()
	c.drag("2811", "2910")
	// Rail and river both reach Kazan: the player says how.
	c.wait("the choice of rail or river", func(p probeInfo) bool { return p.Modal == "strat_mode" })
	c.click("item:0")
	p = c.wait("the 5th Army in Kazan", func(p probeInfo) bool { return p.Units["red-5-army"] == "2910" })
	if p.Strat["red"] != 4 {
		t.Fatalf("the strategic move used %d SP of Red's 9, want 4", p.Strat["red"])
	}

	// Save with Ctrl+S, then load it back with Ctrl+O.
	before := c.settle()
	if before.Modal != "" {
		t.Fatalf("a dialog is open: %s", before.Modal)
	}
	savePath := filepath.Join(c.dir, "turn2.json")
	c.key("ctrl+s")
	c.wait("the save dialog", func(p probeInfo) bool { return p.Modal == "save" })
	c.xdo("type", "--window", c.window, "--delay", "30", savePath)
	c.key("Return")
	c.wait("the save", func(p probeInfo) bool { return p.Saved == savePath && p.Modal == "" })
	f, err := scenario.Load(savePath, scenarios.Lib)
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Actions) != before.Actions {
		t.Fatalf("the save holds %d actions, the game %d", len(f.Actions), before.Actions)
	}
	if err := f.Replay(); err != nil {
		t.Fatalf("the save does not replay: %v", err)
	}
	c.key("ctrl+o")
	c.wait("the load dialog", func(p probeInfo) bool { return p.Modal == "load" })
	c.xdo("type", "--window", c.window, "--delay", "30", savePath)
	c.key("Return")
	after := c.wait("the loaded game", func(p probeInfo) bool {
		return p.Modal == "" && strings.HasPrefix(p.Message, "Loaded") && p.Busy == ""
	})
	if after.Actions != before.Actions || after.Pending != before.Pending || after.Turn != before.Turn {
		t.Fatalf("reloaded: %d actions, %s, turn %d; before: %d, %s, turn %d",
			after.Actions, after.Pending, after.Turn, before.Actions, before.Pending, before.Turn)
	}
	for id, h := range before.Units {
		if after.Units[id] != h {
			t.Fatalf("reloaded: %s in %s, before in %s", id, after.Units[id], h)
		}
	}
	if after.Log < before.Log-1 {
		t.Fatalf("the reloaded game's log has %d entries, before %d", after.Log, before.Log)
	}
}

// allIn reports every unit in hex h.
func allIn(p probeInfo, ids []string, h string) bool {
	for _, id := range ids {
		if p.Units[id] != h {
			return false
		}
	}
	return true
}

// settle waits until nothing is animated or thought about.
func (c *client) settle() probeInfo {
	c.t.Helper()
	return c.wait("a quiet screen", func(p probeInfo) bool { return p.Busy == "" })
}

// click presses the clickable region id (a button, a dialog row, a chit).
func (c *client) click(id string) {
	c.t.Helper()
	p := c.wait("the region "+id, func(p probeInfo) bool { _, ok := p.Hits[id]; return ok && p.Busy == "" })
	r := p.Hits[id]
	c.clickXY(r[0]+r[2]/2, r[1]+r[3]/2)
}

func (c *client) clickXY(x, y int) {
	c.raise()
	c.xdo("mousemove", "--window", c.window, fmt.Sprint(x), fmt.Sprint(y))
	time.Sleep(100 * time.Millisecond)
	c.xdo("mousedown", "1")
	time.Sleep(100 * time.Millisecond)
	c.xdo("mouseup", "1")
	time.Sleep(150 * time.Millisecond)
}

// shiftDrag drags with Shift held: the whole stack.
func (c *client) shiftDrag(from, to string) {
	c.raise()
	c.xdo("keydown", "shift")
	defer c.xdo("keyup", "shift")
	c.drag(from, to)
}

// handOver passes the hotseat screen to side.
func (c *client) handOver(side string) {
	c.t.Helper()
	c.wait("the hand-over to "+side, func(p probeInfo) bool { return p.Modal == "handover:"+side })
	c.click("handover:go")
}

// logHas reports a recent log entry containing text.
func logHas(p probeInfo, text string) bool {
	for _, l := range p.LogTail {
		if strings.Contains(l, text) {
			return true
		}
	}
	return false
}

// playUntil answers every decision the way the test's script does, until
// cond holds: hand-overs are accepted, steps ended, dialogs answered with
// their first option (White sets the AFSR chit aside, Red the first of his
// chits), placements made in the first lit hex.
func (c *client) playUntil(what string, cond func(probeInfo) bool) probeInfo {
	c.t.Helper()
	deadline := time.Now().Add(4 * time.Minute)
	for time.Now().Before(deadline) {
		p := c.settle()
		if cond(p) {
			return p
		}
		if !c.answer(p) {
			c.t.Fatalf("waiting for %s: no answer for %s (modal %q) msg %q toast %q log %q busy %q", what, p.Pending, p.Modal, p.Message, p.Toast, p.LastLog, p.Busy)
		}
		c.waitChange(p)
	}
	c.t.Fatalf("timed out waiting for %s", what)
	return probeInfo{}
}

// waitChange waits until the probe shows another state than p.
func (c *client) waitChange(p probeInfo) {
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		if q, ok := c.read(); ok && (q.Actions != p.Actions || q.Modal != p.Modal || q.Pending != p.Pending || q.Busy != p.Busy) {
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// answer makes the pending decision the script's way; false if it cannot.
func (c *client) answer(p probeInfo) bool {
	kind := p.Pending[strings.Index(p.Pending, ":")+1:]
	side := p.Pending[:strings.Index(p.Pending, ":")]
	switch {
	case strings.HasPrefix(p.Modal, "handover:"):
		c.click("handover:go")
	case p.Modal == "leader", p.Modal == "event":
		c.click("item:0")
	case p.Modal == "high_command:fronts":
		n := 0
		for _, f := range reds.Fronts {
			if id := "hc:front:" + f.String(); hasHit(p, id) && n < 2 {
				c.click(id)
				n++
			}
		}
		c.click("hc:confirm")
	case p.Modal == "high_command:field_staff":
		for _, f := range reds.Fronts {
			if id := "hc:front:" + f.String(); hasHit(p, id) {
				c.click(id)
				break
			}
		}
	case p.Modal == "high_command:first_chit" && side == "white":
		c.click("hc:chit:afsr")
	case p.Modal == "high_command:first_chit":
		c.click("hc:chit:field_staff")
	case p.Modal == "garrisons":
		c.click("btn:keep")
	case p.Modal == "tsar":
		c.click("btn:none")
	case p.Modal == "support":
		c.click("btn:none")
	case p.Modal == "loss":
		c.click("item:0")
		c.click("btn:choose")
	case p.Modal != "":
		return false
	case dialogKinds[kind]:
		time.Sleep(100 * time.Millisecond) // its dialog opens on the next frame
	case kind == "garrisons":
		time.Sleep(100 * time.Millisecond) // the window keeps them itself (Settings: not asked)
	case kind == "place" || kind == "terror":
		if len(p.LitHexes) == 0 {
			return false
		}
		c.clickHex(p.LitHexes[0])
	case kind == "movement", kind == "combat", kind == "strategic", kind == "red_train", kind == "replace":
		c.key("e")
	default:
		return false
	}
	return true
}

// dialogKinds are the decisions the window asks in a dialog.
var dialogKinds = map[string]bool{"fronts": true, "first_chit": true, "field_staff": true, "support": true, "loss": true,
	"event": true, "leader": true, "tsar_rally": true, "raid_end": true, "miracle": true, "peace": true, "border_army": true}

func hasHit(p probeInfo, id string) bool {
	_, ok := p.Hits[id]
	return ok
}

// clickHex clicks the centre of a hex.
func (c *client) clickHex(h string) {
	c.visible(h)
	x, y := c.screen(h)
	c.clickXY(x, y)
}
