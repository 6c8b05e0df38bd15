package rcwui

import (
	"tachanka/assets"

	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/game/rcw"
	"tachanka/render/rcwui/rcwlang"
	"tachanka/render/ui"
	"tachanka/render/widgets"
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

// logLine is an entry of the log: its words, Game-Turn and rule as the
// log panel shows them (widgets.DrawLog, a click on the rule opens it),
// and the player whose colour marks it.
type logLine struct {
	entry  widgets.LogEntry
	player string
}

// String is the line with its rule, as tests and the probe read it.
func (l *logLine) String() string {
	if l.entry.Rule == "" {
		return l.entry.Text
	}
	return l.entry.Text + " (" + l.entry.Rule + ")"
}

// addLog adds the events of an action made in Game-Turn turn to the log.
func (b *boardScene) addLog(ev []rcw.Event, turn int) {
	for _, e := range ev {
		if !quietKind(e.Kind) {
			b.log = append(b.log, &logLine{entry: widgets.LogEntry{Text: b.eventBody(e), Turn: turn, Rule: e.Rule}, player: e.Player})
		}
	}
	if n := len(b.log); n > maxLog {
		b.log = b.log[n-maxLog:]
	}
}

// logTexts are the log's lines with their rules.
func (b *boardScene) logTexts() []string {
	out := make([]string, len(b.log))
	for k, l := range b.log {
		out[k] = l.String()
	}
	return out
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
	if e.Rule == "" {
		return b.eventBody(e)
	}
	return b.eventBody(e) + " (" + e.Rule + ")"
}

// eventBody is an event in words without its rule.
func (b *boardScene) eventBody(e rcw.Event) string {
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
	return strings.Join(parts, " · ")
}

// drawLog draws the log from y to the foot of the side panel, newest at
// the foot, scrolled back by the wheel; each line's rule opens the rules
// there.
func (b *boardScene) drawLog(dst *ebiten.Image, x, w, y float64) {
	th := b.a.Theme
	r := ui.Rect{X: x, Y: y, W: w, H: b.sideR.Y + b.sideR.H - th.S(10) - y}
	if r.H <= 0 {
		return
	}
	b.logR = r
	b.logScroll = widgets.DrawLog(b.a, dst, r, len(b.log), func(k int) (*widgets.LogEntry, widgets.LogLook) {
		l := b.log[k]
		return &l.entry, widgets.LogLook{Text: th.C("text_dim"), Bullet: markerColour(l.player)}
	}, b.logScroll)
}

// RulesText is the game's rules for the rules panel, which a rule cited
// in the log opens.
func (b *boardScene) RulesText() string { return assets.RCWRules }
