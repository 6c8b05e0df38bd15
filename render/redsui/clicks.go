package redsui

import (
	"strings"

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
