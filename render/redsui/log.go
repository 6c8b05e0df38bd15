package redsui

import (
	"fmt"
	"slices"
	"strings"
	"unicode"

	"tachanka/game/hex"
	"tachanka/game/reds"
	"tachanka/render/lang"
	"tachanka/render/redsui/redslang"
	"tachanka/render/widgets"
)

// gameLog is every event of the game in words: actions, chits, rolls and
// results, each naming the rule applied. Entries remember the action that
// caused them, so an undo takes its entries back.
type gameLog struct {
	entries []logEntry
	turn    int // the turn of the entries being added
	// A loaded game's log is rebuilt on its own goroutine (replaying a
	// long game takes seconds): rebuilt brings it, covering the first
	// rebuiltAt actions.
	rebuilt   chan *gameLog
	rebuiltAt int
}

type logEntry struct {
	widgets.LogEntry // its text, its turn and its rule, as the log panel shows them
	side             reds.Side
	ev               reds.Event
	action           int // the number of actions applied when it happened
	lang             lang.Lang
}

func newGameLog() *gameLog { return &gameLog{} }

// add records the events of one action (action: the count of actions
// after it).
func (l *gameLog) add(ev []reds.Event, s *reds.State, action int) {
	if l.turn == 0 {
		l.turn = s.Turn
	}
	for _, e := range ev {
		if e.Type == reds.EvTurn {
			l.turn = e.Turn
		}
		turn := l.turn
		l.entries = append(l.entries, logEntry{LogEntry: widgets.LogEntry{Text: capital(l.text(e, s)), Turn: turn, Rule: e.Rule},
			side: e.Side, ev: e, action: action, lang: lang.Current()})
	}
}

// truncate drops the entries of actions taken back.
func (l *gameLog) truncate(actions int) {
	k := len(l.entries)
	for k > 0 && l.entries[k-1].action > actions {
		k--
	}
	l.entries = l.entries[:k]
	if k > 0 {
		l.turn = l.entries[k-1].Turn
	}
}

// rebuild replays a game from its start to recover its log.
func (l *gameLog) rebuild(initial *reds.State, seed uint64, actions []reds.Action) {
	l.entries, l.turn = nil, 0
	s := initial.Clone()
	l.add(reds.Start(s, seed), s, 0)
	for k, a := range actions {
		ev, err := reds.Apply(s, a)
		if err != nil {
			return
		}
		l.add(ev, s, k+1)
	}
}

// rebuildAsync rebuilds a loaded game's log on its own goroutine, on its own
// copy of the game; poll takes the result.
func (l *gameLog) rebuildAsync(g *reds.Game) {
	initial, seed, actions := g.Initial, g.Seed, slices.Clone(g.Actions)
	ch := make(chan *gameLog, 1)
	l.rebuilt, l.rebuiltAt = ch, len(actions)
	go func() {
		r := newGameLog()
		r.rebuild(initial, seed, actions)
		ch <- r
	}()
}

// poll puts a rebuilt log in place, keeping the entries of actions taken
// since; it reports whether it did.
func (l *gameLog) poll() bool {
	if l.rebuilt == nil {
		return false
	}
	select {
	case r := <-l.rebuilt:
		newer := l.entries
		l.entries = append(r.entries, newer...)
		if len(newer) == 0 {
			l.turn = r.turn
		}
		l.rebuilt = nil
		return true
	default:
		return false
	}
}

// relang rewrites the entries after a change of language.
func (l *gameLog) relang(s *reds.State) {
	for k := range l.entries {
		e := &l.entries[k]
		if e.lang != lang.Current() {
			e.SetText(capital(l.text(e.ev, s)))
			e.lang = lang.Current()
		}
	}
}

// names lists units by name.
func names(s *reds.State, ids []string) string {
	var out []string
	for _, id := range ids {
		if id == reds.GoldID {
			out = append(out, lang.T("marker.gold"))
			continue
		}
		if i, ok := s.UnitByID(id); ok {
			out = append(out, redslang.Unit(s.Def(i)))
		} else {
			out = append(out, id)
		}
	}
	return strings.Join(out, ", ")
}

// place names a hex, with its city.
func place(s *reds.State, h hex.Hex) string {
	if !h.Valid() {
		return ""
	}
	if c := s.Data.Board.CityAt(h); c != nil && !c.Point {
		return redslang.City(c) + " (" + h.String() + ")"
	}
	return h.String()
}

func dice(d []int) string {
	var out []string
	for _, x := range d {
		out = append(out, fmt.Sprint(x))
	}
	return strings.Join(out, "+")
}

// leaderDef finds a leader by id.
func leaderDef(s *reds.State, id string) *reds.LeaderDef {
	for k := range s.Data.Leaders {
		if s.Data.Leaders[k].ID == id {
			return &s.Data.Leaders[k]
		}
	}
	return nil
}

// withNote adds an event's note to a line, when it has one.
func withNote(t, note string) string {
	if note == "" {
		return t
	}
	return t + ": " + note
}

// text is an event in the current language.
func (l *gameLog) text(e reds.Event, s *reds.State) string {
	side := redslang.Side(e.Side)
	note := redslang.Note(e.Note)
	switch e.Type {
	case reds.EvTurn:
		return lang.T("log.turn", e.Turn, redslang.Months(s.Data.Tables.Turn(e.Turn)))
	case reds.EvInitiative:
		if len(e.Dice) == 2 {
			return lang.T("log.initiative_roll", side, e.Dice[0], e.Dice[1])
		}
		return lang.T("log.initiative", side, note)
	case reds.EvFronts:
		var fs []string
		for _, f := range e.Fronts {
			fs = append(fs, redslang.Front(f))
		}
		return lang.T("log.fronts", strings.Join(fs, ", "))
	case reds.EvChitAside:
		return lang.T("log.chit_aside", side, redslang.Chit(e.Chit))
	case reds.EvChitDrawn:
		return lang.T("log.chit_drawn", redslang.Chit(e.Chit))
	case reds.EvChitSkipped:
		return lang.T("log.chit_skipped", redslang.Chit(e.Chit))
	case reds.EvActivate:
		switch {
		case e.Chit == reds.ChitLogistics:
			return lang.T("log.logistics")
		case e.Front != reds.NoFront && e.Chit == reds.ChitFieldStaff:
			return lang.T("log.field_staff", redslang.Front(e.Front))
		case e.Front != reds.NoFront:
			return lang.T("log.activate", redslang.Front(e.Front))
		case note != "":
			return lang.T("log.activate", redslang.Chit(e.Chit)) + ": " + note
		}
		return lang.T("log.activate", redslang.Chit(e.Chit))
	case reds.EvMove:
		t := lang.T("log.move", side, names(s, e.Units), pathText(e.Path))
		if note != "" {
			t += " (" + note + ")"
		}
		return t
	case reds.EvControl:
		return lang.T("log.control", place(s, e.Hex), redslang.Control(e.Control))
	case reds.EvDone:
		return lang.T("log.done", names(s, e.Units))
	case reds.EvDice:
		if len(e.Units) > 0 {
			return lang.T("log.dice_for", side, dice(e.Dice), names(s, e.Units), note)
		}
		return lang.T("log.dice", side, dice(e.Dice), note)
	case reds.EvGameOver:
		return lang.T("log.game_over", side, note)
	case reds.EvAttack:
		return lang.T("log.attack", side, place(s, e.Hex), names(s, e.Units))
	case reds.EvSupport:
		return withNote(lang.T("log.support", side, names(s, e.Units)), note)
	case reds.EvCombat:
		r := e.Report
		if r == nil {
			return ""
		}
		res, _ := reds.ParseResult(r.Result)
		return lang.T("log.combat", place(s, r.Target), r.A, r.D, r.Odds, r.Column, r.ADie, r.DDie, r.AStrength, r.DStrength,
			signed(r.Differential), r.Result, resultText(res))
	case reds.EvDisorder:
		return lang.T("log.disorder", names(s, e.Units), place(s, e.Hex))
	case reds.EvEliminate:
		return lang.T("log.eliminate", names(s, e.Units), place(s, e.Hex))
	case reds.EvRetreat:
		return lang.T("log.retreat", names(s, e.Units), pathText(e.Path))
	case reds.EvAdvance:
		return lang.T("log.advance", names(s, e.Units), place(s, e.Path[len(e.Path)-1]))
	case reds.EvRally:
		return withNote(lang.T("log.rally", names(s, e.Units), place(s, e.Hex)), note)
	case reds.EvReinforce:
		if !e.Hex.Valid() {
			return names(s, e.Units) + ": " + note
		}
		return withNote(lang.T("log.reinforce", names(s, e.Units), place(s, e.Hex)), note)
	case reds.EvRandomEvent:
		return withNote(lang.T("log.event", side, redslang.Event(e.Event)), note)
	case reds.EvLeader:
		name := e.Leader
		if ld := leaderDef(s, e.Leader); ld != nil {
			name = redslang.Leader(ld)
		}
		switch e.Fate {
		case reds.LeaderDrawn:
			return lang.T("log.leader_drawn", name)
		case reds.LeaderToPool:
			return lang.T("log.leader_returns", name)
		case reds.LeaderToBox:
			box := lang.T("chit.field_staff")
			if e.Front != reds.NoFront {
				box = redslang.Front(e.Front)
			}
			return lang.T("log.leader_takes", name, box)
		}
		return note
	case reds.EvWithdrawal, reds.EvSeaControl, reds.EvPhase, reds.EvStepEnd:
		if len(e.Units) > 0 {
			return names(s, e.Units) + ": " + note
		}
		return note
	case reds.EvNote:
		t := note
		if len(e.Units) > 0 {
			t = names(s, e.Units) + ": " + t
		} else if e.Hex.Valid() {
			t = place(s, e.Hex) + ": " + t
		}
		return t
	}
	return e.String()
}

// capital starts a text with a capital letter.
func capital(s string) string {
	r := []rune(s)
	if len(r) > 0 {
		r[0] = unicode.ToUpper(r[0])
	}
	return string(r)
}
