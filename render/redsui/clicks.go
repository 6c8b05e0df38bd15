package redsui

import (
	"math"
	"strings"
	"time"

	"tachanka/game/hex"
	"tachanka/game/reds"
	"tachanka/render/ui"
)

// handleClicks acts on a press on one of the board's buttons; it returns
// true when the press was on a button (or any other region that is not
// the map), so it starts no gesture.
func (b *boardScene) handleClicks(a *ui.App) bool {
	id := a.ClickID
	if id == "" || strings.HasPrefix(id, "stack:") || strings.HasPrefix(id, "tray:") {
		return false
	}
	a.Dirty = true
	s := b.state()
	switch {
	case id == "top:save":
		b.Save(true)
	case id == "top:load":
		b.Load()
	case id == "top:settings":
		a.Show(ui.NewSettingsDialog(a))
	case id == "top:rules":
		a.OpenRules("")
	case id == "top:aids":
		b.openAids("")
	case id == "top:menu":
		a.Show(ui.NewGameMenu(a, b))
	case id == "top:side":
		b.toggleSide()
	case strings.HasPrefix(id, "tab:"):
		b.tab = strings.TrimPrefix(id, "tab:")
	case strings.HasPrefix(id, "tool:"):
		switch strings.TrimPrefix(id, "tool:") {
		case "supply":
			b.overlays.supply = !b.overlays.supply
		case "zoc":
			b.overlays.zoc = !b.overlays.zoc
		case "fronts":
			b.overlays.fronts = !b.overlays.fronts
		case "stacking":
			b.overlays.stacking = !b.overlays.stacking
		case "mini":
			b.showMini = !b.showMini
		}
	case id == "bar:end":
		b.endStep()
	case id == "bar:undo":
		b.undoMove()
	case id == "bar:skip":
		b.skipToDecision()
	case id == "bar:decide":
		if b.ours() {
			b.openDecision()
		}
	case id == "bar:advance_all" && b.ours():
		b.act(reds.Action{Type: reds.ActAdvance, Side: s.Pending.Side, Units: s.Pending.Units}, true)
	case id == "bar:advance_none" && b.ours():
		b.act(reds.Action{Type: reds.ActAdvance, Side: s.Pending.Side}, true)
	case id == "bar:raid" && b.ours():
		b.act(reds.Action{Type: reds.ActRaid, Side: s.Pending.Side, Units: b.sel}, true)
	case id == "bar:landing" && b.ours():
		b.landing = !b.landing
	case strings.HasPrefix(id, "bar:garrison:") && b.ours():
		parts := strings.Split(strings.TrimPrefix(id, "bar:garrison:"), ":")
		if len(parts) == 2 {
			if h, err := hex.Parse(parts[1]); err == nil {
				b.act(reds.Action{Type: reds.ActGarrison, Side: s.Pending.Side, Units: []string{parts[0]}, Hex: h}, true)
			}
		}
	case strings.HasPrefix(id, "goto:"):
		if h, err := hex.Parse(strings.TrimPrefix(id, "goto:")); err == nil && s.Data.Board.On(h) {
			x, y := b.layout.Center(h)
			b.cam.CenterOn(x, y)
		}
	}
	return true
}

// skipRunGap is the longest pause between the presses of a run of clicks
// on Skip.
const skipRunGap = 600 * time.Millisecond

// pressInSkipRun reports a press that came so soon after one on Skip, at
// the same spot, that it was meant for Skip too: when the computer's play
// ends, End movement (or another of the bar's buttons) takes Skip's place,
// and a player clicking through the play would end his own step unseen.
// Presses there on nothing (the computer thinking, its play no longer
// shown) carry the run on. A press in the run does nothing; once the
// player pauses, or moves the pointer, the next press is his.
func (b *boardScene) pressInSkipRun(a *ui.App, id string) bool {
	now := time.Now()
	r := &b.skipRun
	inRun := now.Sub(r.at) < skipRunGap && math.Abs(a.MX-r.x) <= 4 && math.Abs(a.MY-r.y) <= 4 &&
		(id == "" || strings.HasPrefix(id, "bar:"))
	if id == "bar:skip" || inRun {
		r.at, r.x, r.y = now, a.MX, a.MY
	}
	return inRun && id != "bar:skip"
}
