package rcwui

import (
	"fmt"
	"slices"
	"strings"

	"tachanka/game/rcw"
	"tachanka/render/rcwui/rcwlang"
)

// Combat by mouse: in the Combat Phase a click on an enemy stack that
// Legal lets the seat at the screen attack makes it the target; the
// attack panel lists every attack Legal lists on it (the stacks that
// attack, normally or subversively), each with the strengths and the CRT
// column the engine reads (State.Odds) and the chance of each result over
// the six faces of the die (Tables.Chances), and an Attack button.

// attackRow is one attack on the target, as the panel shows it.
type attackRow struct {
	act      rcw.Action
	att, def int
	column   string
	chances  map[rcw.Result]float64
}

// attackable reports a stack the seat at the screen may attack now.
func (b *boardScene) attackable(stack int) bool {
	return slices.ContainsFunc(b.mine(), func(x rcw.Action) bool {
		return (x.Type == rcw.ActAttack || x.Type == rcw.ActSubvert) && x.Target == stack
	})
}

// attackRows are the attacks on the target, with their odds.
func (b *boardScene) attackRows() []attackRow {
	if b.target == 0 {
		return nil
	}
	var out []attackRow
	for _, x := range b.mine() {
		if (x.Type != rcw.ActAttack && x.Type != rcw.ActSubvert) || x.Target != b.target {
			continue
		}
		a, d, col, err := b.st.Odds(x)
		if err != nil {
			continue // Legal and Odds agree; nothing to show otherwise
		}
		out = append(out, attackRow{act: x, att: a, def: d, column: rcw.CRTColumns[col],
			chances: b.d.Tables.Chances(col, x.Type == rcw.ActSubvert)})
	}
	return out
}

// attackers names an attack's stacks by their leaders or units.
func (b *boardScene) attackers(x rcw.Action) string {
	var names []string
	for _, id := range x.Stacks {
		names = append(names, b.stackName(id))
	}
	return strings.Join(names, " + ")
}

// stackName is a stack named by its first leader (or counter), with the
// number of others.
func (b *boardScene) stackName(id int) string {
	st := b.st.Stack(id)
	if st == nil || len(st.Pieces) == 0 {
		return fmt.Sprint(id)
	}
	n := shortName(b.st, st.Pieces[0])
	if k := len(st.Pieces) - 1; k > 0 {
		n += fmt.Sprintf(" +%d", k)
	}
	return n
}

// shortName is a counter's name on a button: a leader's name, a unit's
// nationality or label and strength.
func shortName(s *rcw.State, id int) string {
	d := s.Def(id)
	switch d.Kind {
	case rcw.KindLeader:
		return fmt.Sprintf("%s %d", d.Leader.Name, d.Leader.LV)
	case rcw.KindUnit:
		n := d.Unit.Nationality
		if n == "" {
			n = d.Unit.Label
		}
		if n == "" {
			n = colourName(d.Unit.Colour)
		}
		return fmt.Sprintf("%s %d", n, d.Unit.Strength)
	case rcw.KindImperial:
		if id == rcw.Czar {
			return rcwlang.T("czar")
		}
		return rcwlang.T("gold")
	}
	return fmt.Sprint(id)
}

// chanceText is the chance of each result: "Ae 17% · De 50% · Ex 33%".
func chanceText(c map[rcw.Result]float64) string {
	var parts []string
	for _, r := range []rcw.Result{rcw.Ae, rcw.De, rcw.Ex, ""} {
		if p, ok := c[r]; ok {
			name := string(r)
			if r == "" {
				name = rcwlang.T("no_effect")
			}
			parts = append(parts, fmt.Sprintf("%s %.0f%%", name, 100*p))
		}
	}
	return strings.Join(parts, " · ")
}
