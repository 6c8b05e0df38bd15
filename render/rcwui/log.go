package rcwui

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/game/rcw"
	"tachanka/render/rcwui/rcwlang"
	"tachanka/render/ui"
)

// The log: what every action did, as the engine's events say it (the
// player, the kind, the provinces, the counters, the die or the dice and
// the result), each with its rule, newest last, in the side panel under
// the VP chart.

// maxLog is how many lines the board keeps.
const maxLog = 300

// quietEvents are too many to log one by one (the deal's 65 counters,
// the deployment's stacks) or say nothing a player acts on.
var quietEvents = []rcw.EventKind{rcw.EvDealt, rcw.EvDeployed, rcw.EvAuxFilled, rcw.EvScore, rcw.EvNotBuilt}

// addLog adds the events of an action to the log.
func (b *boardScene) addLog(ev []rcw.Event) {
	for _, e := range ev {
		if !quietKind(e.Kind) {
			b.log = append(b.log, b.eventText(e))
		}
	}
	if n := len(b.log); n > maxLog {
		b.log = b.log[n-maxLog:]
	}
}

func quietKind(k rcw.EventKind) bool {
	for _, q := range quietEvents {
		if k == q {
			return true
		}
	}
	return false
}

// eventText is an event in words: "A · moved · PETR → ARCH · Lenin 3 (5.0)".
func (b *boardScene) eventText(e rcw.Event) string {
	var parts []string
	if e.Player != "" {
		parts = append(parts, e.Player)
	}
	parts = append(parts, rcwlang.Known("ev."+e.Kind.String(), e.Kind.String()))
	switch {
	case len(e.Path) > 0 && e.Kind == rcw.EvMoved:
		parts = append(parts, strings.Join(e.Path, " → "))
	case e.Province != "":
		parts = append(parts, e.Province)
	}
	var names []string
	for k, id := range e.Units {
		if k == 3 {
			names = append(names, fmt.Sprintf("+%d", len(e.Units)-3))
			break
		}
		names = append(names, shortName(b.st, id))
	}
	if len(names) > 0 {
		parts = append(parts, strings.Join(names, ", "))
	}
	switch e.Kind {
	case rcw.EvCombat:
		parts = append(parts, rcwlang.T("die", e.To, e.N, e.Text))
	case rcw.EvTurn:
		parts = append(parts, rcwlang.T("turn", e.N))
	case rcw.EvPhase, rcw.EvSealed:
		parts = append(parts, rcwlang.Known("phase."+e.Text, e.Text))
	case rcw.EvRandomEvent:
		parts = append(parts, rcwlang.Known("ret."+e.Text, e.Text))
	default:
		if e.To != "" {
			parts = append(parts, "→ "+e.To)
		}
		if e.Text != "" {
			parts = append(parts, e.Text)
		}
	}
	s := strings.Join(parts, " · ")
	if e.Rule != "" {
		s += " (" + e.Rule + ")"
	}
	return s
}

// drawLog draws the newest lines of the log that fit from y down.
func (b *boardScene) drawLog(dst *ebiten.Image, x, w, y float64) {
	th := b.a.Theme
	f := th.Face(10, false)
	lh := ui.LineHeight(f)
	room := int((b.sideR.Y + b.sideR.H - th.S(10) - y) / lh)
	if room <= 0 || len(b.log) == 0 {
		return
	}
	lines := b.log[max(0, len(b.log)-room):]
	for _, l := range lines {
		ui.DrawText(dst, ui.FitText(l, f, w), f, x, y, th.C("text_dim"))
		y += lh
	}
}
