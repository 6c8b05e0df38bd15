package rrui

import (
	"fmt"
	"strings"

	"tachanka/assets"
	"tachanka/game/redrussia"
	"tachanka/render/rrui/rrlang"
	"tachanka/render/widgets"
)

// The log: what every action did, as the engine's events say it, each
// with its rule (a click on it opens the rules there), newest last, in
// the side panel. Hands are private: a deal or a discard says how many
// cards, never which; a card played is named.

const maxLog = 400

// logLine is an entry of the log and the faction whose colour marks it.
type logLine struct {
	entry   widgets.LogEntry
	faction redrussia.Faction
}

// String is the line with its rule, as tests and the probe read it.
func (l *logLine) String() string {
	if l.entry.Rule == "" {
		return l.entry.Text
	}
	return l.entry.Text + " (" + l.entry.Rule + ")"
}

// quiet events say nothing a player acts on, or too much at once.
func quiet(k redrussia.EventKind) bool {
	return k == redrussia.EvDrawn || k == redrussia.EvShuffled
}

// addLog adds the events of an action made in turn to the log.
func (b *boardScene) addLog(ev []redrussia.Event, turn int) {
	for _, e := range ev {
		if quiet(e.Kind) {
			continue
		}
		b.log = append(b.log, &logLine{entry: widgets.LogEntry{Text: b.eventText(e), Turn: turn, Rule: e.Rule}, faction: e.Faction})
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

// eventText is an event in words: "Red · moved · Trotsky (3) → Kazan".
func (b *boardScene) eventText(e redrussia.Event) string {
	parts := []string{}
	if e.Faction != redrussia.NoFaction {
		parts = append(parts, b.factionCode(e.Faction))
	}
	parts = append(parts, T("ev."+e.Kind.String()))
	if e.Piece != "" {
		parts = append(parts, b.pieceName(e.Piece))
	}
	if e.Where != "" {
		parts = append(parts, "→ "+b.placeName(e.Where))
	}
	switch e.Kind {
	case redrussia.EvCardPlayed:
		parts = append(parts, "«"+b.cardTitle(e.N)+"»")
	case redrussia.EvRoll:
		parts = append(parts, e.Text, T("ev.hits", e.N))
	case redrussia.EvDealt, redrussia.EvDiscarded:
		parts = append(parts, T("ev.cards", e.N))
	case redrussia.EvMoved:
		if e.Text != "" && e.Text != e.Where {
			parts = append(parts, T("ev.path", b.pathWords(e.Text)))
		}
	case redrussia.EvTurn:
		parts = append(parts, fmt.Sprint(e.N))
	case redrussia.EvPhase:
		if e.Text != "" {
			parts = append(parts, rrlang.Known("phase."+e.Text, e.Text))
		}
	case redrussia.EvCardEffect:
		if w := b.effectText(e.Text); w != "" {
			parts = append(parts, w)
		}
		if e.N != 0 {
			parts = append(parts, fmt.Sprint(e.N))
		}
	default:
		if e.Text != "" {
			parts = append(parts, e.Text)
		}
		if e.N != 0 {
			parts = append(parts, fmt.Sprint(e.N))
		}
	}
	return strings.Join(parts, " · ")
}

// effectNotes are the engine's fixed notes of card effects (its events'
// Text, English) and their words' keys.
var effectNotes = map[string]string{
	"wounded":                     "effect.note.wounded",
	"leader back to the pool":     "effect.note.leader_back",
	"famine area":                 "effect.note.famine_area",
	"famine averted":              "effect.note.famine_averted",
	"famine spreads":              "effect.note.famine_spreads",
	"famine takes effect":         "effect.note.famine_takes_effect",
	"famine: manpower lost":       "effect.note.famine_manpower",
	"Cossack raid: Red plundered": "effect.note.raid_plunder",
}

// effectText is a card effect's note in words: the engine writes "kind:
// note" for most effects (the kind an id of cards.json, the note
// English), a fixed note for the others. The kind is said by its words,
// and of the note what they do not say: that the effect is in force, the
// territory of rail moves, the counters released. A note the client has
// no words for is shown as the engine wrote it.
func (b *boardScene) effectText(text string) string {
	if k, ok := effectNotes[text]; ok {
		return T(k)
	}
	if roll, ok := strings.CutPrefix(text, "infighting "); ok {
		return T("effect.infighting") + " " + roll
	}
	kind, note, ok := strings.Cut(text, ": ")
	if !ok || !rrlang.Has("effect."+kind) {
		return text
	}
	words := T("effect." + kind)
	switch {
	case note == "in force":
		words += " " + T("effect.note.in_force")
	case kind == redrussia.RailMoves.String():
		if t := b.d.Map.TerritoryOf(redrussia.Territory(strings.TrimPrefix(note, "rail moves "))); t != nil {
			name := t.Name
			if langKey() != 0 && t.NameRU != "" {
				name = t.NameRU
			}
			words += " (" + name + ")"
		}
	case kind == redrussia.ReleaseSetAside.String():
		if sa, _, ok := strings.Cut(note, " "); ok && rrlang.Has("setaside."+sa) {
			words += " (" + T("setaside."+sa) + ")"
		}
	}
	return words
}

// RulesText is the game's rules for the rules panel, which a rule cited
// in the log opens.
func (b *boardScene) RulesText() string { return assets.RedRussiaRules }

// pathWords names the places of a path written with their codes.
func (b *boardScene) pathWords(path string) string {
	f := strings.FieldsFunc(path, func(r rune) bool { return r == ' ' || r == ',' || r == '>' || r == '-' || r == '→' })
	var out []string
	for _, w := range f {
		out = append(out, b.placeName(w))
	}
	return strings.Join(out, " → ")
}
