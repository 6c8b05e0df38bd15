package rcwui

import (
	"fmt"
	"strconv"
	"strings"

	"tachanka/game/rcw"
	"tachanka/render/rcwui/rcwlang"
)

// TipKey names what is under the pointer: a counter of the open spread,
// the top counter of a stack on the map, or a province.
func (b *boardScene) TipKey(x, y float64) string {
	if v := b.spreadLayout(); v.code != "" && v.r.Contains(x, y) {
		for _, it := range v.items {
			if it.r.Contains(x, y) {
				return fmt.Sprintf("piece:%d", it.piece)
			}
		}
		return ""
	}
	if code, id := b.stackAt(x, y); id != 0 {
		if st := b.st.Stack(id); st != nil && len(st.Pieces) > 0 {
			return fmt.Sprintf("piece:%d", st.Pieces[0])
		}
	} else if code != "" {
		return "province:" + code
	}
	return ""
}

// TipText says what a counter is, or whose stacks a province holds.
func (b *boardScene) TipText(key string) []string {
	if v, ok := strings.CutPrefix(key, "piece:"); ok {
		id, _ := strconv.Atoi(v)
		return []string{pieceText(b.st, id)}
	}
	if code, ok := strings.CutPrefix(key, "province:"); ok {
		if p := b.d.Map.Province(code); p != nil {
			return []string{provinceName(p), rcwlang.T("spread", provinceName(p), len(b.st.StacksIn(code)))}
		}
	}
	return nil
}

// pieceText describes a counter in words: a leader's name, colour and
// LV; a unit's colour, nationality and strength; the Czar or the Gold.
func pieceText(s *rcw.State, id int) string {
	d := s.Def(id)
	switch d.Kind {
	case rcw.KindLeader:
		return fmt.Sprintf("%s (%s) · %s", d.Leader.Name, colourName(d.Leader.Colour), rcwlang.T("lv", d.Leader.LV))
	case rcw.KindUnit:
		what := colourName(d.Unit.Colour)
		if n := d.Unit.Nationality; n != "" {
			what += ", " + rcwlang.Known("nat."+n, n)
		} else if d.Unit.Label != "" {
			what += ", " + d.Unit.Label
		}
		return fmt.Sprintf("%s · %s", what, rcwlang.T("strength", d.Unit.Strength))
	case rcw.KindImperial:
		if id == rcw.Czar {
			return rcwlang.T("czar")
		}
		return rcwlang.T("gold")
	}
	return fmt.Sprint(id)
}

func colourName(c rcw.Colour) string { return rcwlang.Known("colour."+c.String(), c.String()) }
