package cli_test

import (
	"fmt"
	"math"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"tachanka/game/bot"
	"tachanka/game/reds"
	"tachanka/game/scenario"
	"tachanka/scenarios"
)

// cameraSeed is a campaign seed whose first turn, played by the quick bot
// for both sides, soon reaches an activation of the Red East Front (five
// moves and an attack) followed by a White activation: a short stretch of
// the computer's play that ends in a decision of the White player.
const cameraSeed = 2

// redActivationSave plays the campaign with the quick bot for both sides
// up to the first Red activation after a White one, and saves it: opened
// with the White human and the Red bot, the computer plays an activation
// and then hands the decision to the human.
func redActivationSave(t *testing.T) string {
	t.Helper()
	needX(t)
	f, err := scenarios.Open("reds-1918-1921")
	if err != nil {
		t.Skip(err)
	}
	g, _ := f.NewGame(cameraSeed)
	b := bot.New(bot.Quick, cameraSeed)
	whitePlayed := false
	for k := 0; ; k++ {
		s := g.State
		if s.Step == reds.StepActivation && s.Segment != nil {
			if s.Pending.Side == reds.White {
				whitePlayed = true
			} else if whitePlayed && s.Pending.Side == reds.Red && s.Segment.Phase == reds.PhaseMovement {
				break
			}
		}
		if k > 200 {
			t.Fatal("no Red activation after a White one in 200 actions")
		}
		a, err := b.Choose(s)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Do(a); err != nil {
			t.Fatalf("%v: %v", a, err)
		}
	}
	save := filepath.Join(t.TempDir(), "red-activation.json")
	if err := scenario.SaveOf(f, g).Save(save); err != nil {
		t.Fatal(err)
	}
	return save
}

// startComputerTurn opens the save with the White human and the Red bot.
func startComputerTurn(t *testing.T, save string) *client {
	return startWindow(t, "the board", func(p probeInfo) bool { return p.Scene == "board" },
		"play", "-scenario", save, "-white", "human", "-red", "bot")
}

// humanDecides: the decision is the White player's and the window is idle.
func humanDecides(p probeInfo) bool {
	return strings.HasPrefix(p.Pending, "white:") && p.Busy == ""
}

// follow samples the probe until cond holds (at most a minute), calling
// each with every reading.
func (c *client) follow(what string, cond func(probeInfo) bool, each func(probeInfo)) probeInfo {
	c.t.Helper()
	deadline := time.Now().Add(time.Minute)
	var last probeInfo
	for time.Now().Before(deadline) {
		if p, ok := c.read(); ok {
			last = p
			each(p)
			if cond(p) {
				return p
			}
		}
		time.Sleep(25 * time.Millisecond)
	}
	c.t.Fatalf("timed out waiting for %s; last probe: %+v", what, last)
	return last
}

// offMap says how the view shows more void beyond the map's edges than
// the camera's margin allows ("" if it does not).
func offMap(p probeInfo) string {
	check := func(axis string, at, view, lo, hi float64) string {
		m := view * 0.1 // mapview.Margin
		const eps = 0.5
		if hi-lo+2*m <= view {
			return "" // a map smaller than the view sits in its middle
		}
		if at < lo-m-eps || at+view > hi+m+eps {
			return fmt.Sprintf("%s: the view %.0f..%.0f, the map %.0f..%.0f", axis, at, at+view, lo, hi)
		}
		return ""
	}
	if p.Zoom <= 0 || p.VW <= 0 {
		return ""
	}
	if s := check("x", p.CamX, p.VW/p.Zoom, p.World[0], p.World[2]); s != "" {
		return s
	}
	return check("y", p.CamY, p.VH/p.Zoom, p.World[1], p.World[3])
}

// fitZoom is the zoom that shows the whole map.
func fitZoom(p probeInfo) float64 {
	return math.Min(p.VW/(p.World[2]-p.World[0]), p.VH/(p.World[3]-p.World[1]))
}

// Issue 22, item 7: following the computer the camera never pans into the
// void and zooms to the action; when the decision passes to the human, his
// units are on the screen.
func TestCameraFollowsTheComputerAndBringsThePlayerToHisUnits(t *testing.T) {
	c := startComputerTurn(t, redActivationSave(t))
	p0, _ := c.read()
	fit := fitZoom(p0)
	maxZoom, samples, redActs := 0.0, 0, 0
	p := c.follow("the White player's decision", humanDecides, func(p probeInfo) {
		samples++
		if s := offMap(p); s != "" {
			t.Fatalf("following the computer (%s, action %d) the camera left the map: %s", p.Pending, p.Actions, s)
		}
		if strings.HasPrefix(p.Pending, "red:") {
			maxZoom = math.Max(maxZoom, p.Zoom)
			redActs = p.Actions
		}
	})
	if p.Actions <= p0.Actions {
		t.Fatalf("the computer made no move (actions %d to %d)", p0.Actions, p.Actions)
	}
	if maxZoom < 1.5*fit {
		t.Errorf("following the computer the camera did not zoom to the action: zoom at most %.3f, whole map %.3f", maxZoom, fit)
	}
	t.Logf("%d readings; the computer played to action %d; White decides %s", samples, redActs, p.Pending)
	// Let the hand-over settle (the director moves on the first frame of
	// the human's decision).
	time.Sleep(time.Second)
	p, _ = c.read()
	if len(p.Decision) == 0 {
		t.Fatalf("the White decision %s names no units", p.Pending)
	}
	onScreen := 0
	for _, id := range p.Decision {
		h := p.Units[id]
		if h == "" {
			continue
		}
		x, y := c.screen(h)
		if float64(x) >= p.VX && float64(x) <= p.VX+p.VW && float64(y) >= p.VY && float64(y) <= p.VY+p.VH {
			onScreen++
		} else {
			t.Errorf("%s in %s is off the screen at (%d,%d) when White must decide %s", id, h, x, y, p.Pending)
		}
	}
	if onScreen == 0 {
		t.Fatalf("none of the units of White's decision is on the screen")
	}
	if p.Zoom < 1.5*fit {
		t.Errorf("White's decision is shown at the whole-map view (zoom %.3f, whole map %.3f)", p.Zoom, fit)
	}
}

// Issue 22, item 7: a player who pans the map himself while the computer
// plays keeps the view where he put it.
func TestCameraLeavesThePlayersOwnPanAlone(t *testing.T) {
	c := startComputerTurn(t, redActivationSave(t))
	p0, _ := c.read()
	// Wait for the computer's first shown move, then pan with the arrow
	// key, held until a frame has seen it.
	c.follow("the computer's first move", func(p probeInfo) bool { return p.Actions > p0.Actions && p.Busy != "" }, func(probeInfo) {})
	before, _ := c.read()
	c.raise()
	c.xdo("keydown", "--window", c.window, "Left")
	c.follow("the arrow key's pan", func(p probeInfo) bool { return p.CamX != before.CamX }, func(probeInfo) {})
	time.Sleep(200 * time.Millisecond)
	c.xdo("keyup", "--window", c.window, "Left")
	time.Sleep(500 * time.Millisecond)
	mine, _ := c.read()
	if !strings.HasPrefix(mine.Pending, "red:") {
		t.Skipf("the computer finished before the pan (%s): nothing to test", mine.Pending)
	}
	moved := 0
	p := c.follow("the White player's decision", func(p probeInfo) bool { return !strings.HasPrefix(p.Pending, "red:") }, func(p probeInfo) {
		if p.Actions > mine.Actions {
			moved = p.Actions - mine.Actions
		}
		if p.CamX != mine.CamX || p.CamY != mine.CamY || p.Zoom != mine.Zoom {
			t.Fatalf("the camera fought the player: he left it at (%.0f,%.0f) x%.3f, at action %d it is at (%.0f,%.0f) x%.3f",
				mine.CamX, mine.CamY, mine.Zoom, p.Actions, p.CamX, p.CamY, p.Zoom)
		}
	})
	if moved == 0 {
		t.Fatalf("the computer made no move after the pan (%s)", p.Pending)
	}
	t.Logf("the computer made %d actions after the pan; the view stayed", moved)
}

// Issue 22, pacing: Space during the computer's turn jumps to the human's
// decision: nothing more of the computer's play is shown (the time the
// computer thinks is its own), and every move of it is made and logged.
func TestSkipKeyJumpsToTheHumansDecision(t *testing.T) {
	save := redActivationSave(t)
	// Animations at the normal speed: the computer's activation shown in
	// full takes many seconds of animation.
	old := windowSettings
	windowSettings = `{"lang":"en","ui_scale":1,"anim_speed":1}`
	t.Cleanup(func() { windowSettings = old })
	c := startComputerTurn(t, save)
	p0, _ := c.read()
	c.follow("the computer's play shown", func(p probeInfo) bool { return p.Busy == "animating" }, func(probeInfo) {})
	start := time.Now()
	c.key("space")
	// How long the window shows the computer's play after the key (a
	// moment for the key to be read allowed).
	var shown time.Duration
	last := time.Now()
	p := c.follow("the White player's decision", humanDecides, func(p probeInfo) {
		now := time.Now()
		if p.Busy == "animating" && now.Sub(start) > 700*time.Millisecond {
			shown += now.Sub(last)
		}
		last = now
	})
	took := time.Since(start)
	if shown > 1500*time.Millisecond {
		t.Errorf("after Space the computer's play was still shown for %v", shown.Round(100*time.Millisecond))
	}
	if p.Actions <= p0.Actions || p.Log <= p0.Log {
		t.Fatalf("the skip lost the computer's moves: actions %d to %d, log entries %d to %d", p0.Actions, p.Actions, p0.Log, p.Log)
	}
	t.Logf("Space to White's decision (%s) in %v, of it %v animated; %d actions", p.Pending, took.Round(100*time.Millisecond), shown.Round(100*time.Millisecond), p.Actions)
}
