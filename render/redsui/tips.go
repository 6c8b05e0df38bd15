package redsui

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"tachanka/game/hex"
	"tachanka/game/reds"
	"tachanka/render/lang"
	"tachanka/render/redsui/redslang"
)

// Tooltips: every counter and hex explains itself when the pointer rests
// on it.

// TipKey names what is under the pointer on the board.
func (b *boardScene) TipKey(x, y float64) string {
	if b.drag != nil || b.press != nil {
		return ""
	}
	if m := b.markerAt(x, y); m != "" {
		return "marker:" + m
	}
	h := b.hexAt(x, y)
	if !h.Valid() {
		return ""
	}
	s := b.view()
	if st := stackOf(s, h); len(st) > 0 {
		sx, sy := b.screenOf(h)
		half := b.counterScreenSize()/2 + 4
		if math.Abs(x-sx) <= half && math.Abs(y-sy) <= half {
			return "unit:" + s.Def(st[len(st)-1]).ID
		}
	}
	return "hex:" + h.String()
}

func (b *boardScene) TipText(key string) []string {
	key = strings.TrimPrefix(key, "hit:")
	s := b.view()
	switch {
	case strings.HasPrefix(key, "marker:"):
		return []string{b.markerTip(strings.TrimPrefix(key, "marker:"))}
	case strings.HasPrefix(key, "unit:"), strings.HasPrefix(key, "stack:"), strings.HasPrefix(key, "tray:"):
		id := key[strings.Index(key, ":")+1:]
		if i, ok := s.UnitByID(id); ok {
			return b.unitTip(i)
		}
	case strings.HasPrefix(key, "hex:"):
		if h, err := hex.Parse(strings.TrimPrefix(key, "hex:")); err == nil {
			return b.hexTip(h)
		}
	}
	return nil
}

// unitTip describes a counter: what it prints and how it stands.
func (b *boardScene) unitTip(i int) []string {
	s := b.view()
	d := s.Def(i)
	u := &s.Units[i]
	out := []string{redslang.Unit(d) + " — " + redslang.Faction(d.Faction)}
	kind := redslang.UnitType(d.Type)
	if sz := redslang.Size(d.Size); sz != "" {
		kind += ", " + sz
	}
	out = append(out, kind)
	att, def, ma := d.Values(false)
	vals := lang.T("tip.values", d.SP, signed(att), signed(def), maText(d, ma))
	if d.Steps == 2 {
		a2, d2, m2 := d.Values(true)
		vals += " · " + lang.T("tip.values_dis", signed(a2), signed(d2), maText(d, m2))
	} else {
		vals += " · " + lang.T("tip.one_step")
	}
	out = append(out, vals)
	var marks []string
	if d.Dot {
		marks = append(marks, lang.T("tip.dot"))
	}
	if d.Z {
		marks = append(marks, lang.T("tip.z"))
	}
	if d.Cossack() {
		marks = append(marks, lang.T("tip.cossack", place(s, d.Krug)))
	}
	if len(marks) > 0 {
		out = append(out, strings.Join(marks, " · "))
	}
	var state []string
	switch {
	case u.Where == reds.OnMap:
		state = append(state, place(s, u.Hex))
		if u.Disordered {
			state = append(state, lang.T("unit.disordered"))
		}
		state = append(state, redslang.Supply(s.NewSupply().Of(i)))
	default:
		state = append(state, redslang.Where(u.Where))
		if u.Where == reds.Arriving {
			state = append(state, lang.T("tip.arrives", reds.StrategicLetters[u.Box:u.Box+1]))
		}
	}
	if u.Moved {
		state = append(state, lang.T("tip.moved"))
	}
	if u.Attacked {
		state = append(state, lang.T("tip.attacked"))
	}
	if u.Done {
		state = append(state, lang.T("tip.done"))
	}
	if u.OutOfSupply {
		state = append(state, lang.T("tip.oos_marker"))
	}
	if u.Raiding {
		state = append(state, lang.T("tip.raiding"))
	}
	out = append(out, strings.Join(state, " · "))
	if d.Note != "" && lang.Current() == lang.EN {
		n := d.Note
		if k := strings.Index(n, ". "); k > 0 && k < 160 {
			n = n[:k+1]
		}
		out = append(out, n)
	}
	return out
}

func maText(d *reds.UnitDef, ma int) string {
	if d.Type == reds.ArmoredTrain || d.Type == reds.RiverFlotilla {
		return "∞"
	}
	return fmt.Sprint(ma)
}

// hexTip describes a hex: its city, terrain, lines, area, control, the
// units in it and what stands on it.
func (b *boardScene) hexTip(h hex.Hex) []string {
	s := b.view()
	cell := s.Data.Board.Cell(h)
	var out []string
	head := h.String() + " · " + redslang.Terrain(cell.Terrain)
	if c := cell.City; c != nil {
		if !c.Point {
			head = redslang.City(c) + " · " + head
		}
		var flags []string
		if c.Resource {
			flags = append(flags, lang.T("hex.resource"))
		}
		if c.Red || slices.Contains(s.RedTerror, h) {
			flags = append(flags, lang.T("hex.redcity"))
		}
		if c.Port {
			flags = append(flags, lang.T("hex.port"))
		}
		for _, f := range c.Sources {
			flags = append(flags, lang.T("hex.source", redslang.Faction(f)))
		}
		if len(c.Krug) > 0 {
			var hosts []string
			for _, k := range c.Krug {
				hosts = append(hosts, redslang.Host(k))
			}
			flags = append(flags, lang.T("hex.krug", strings.Join(hosts, ", ")))
		}
		flags = append(flags, lang.T("hex.control", redslang.Control(s.ControlOf(h))))
		out = append(out, head, strings.Join(flags, " · "))
	} else {
		out = append(out, head)
	}
	var feat []string
	if cell.Rail != 0 {
		feat = append(feat, lang.T("hex.railway"))
	}
	if cell.Volga {
		feat = append(feat, lang.T("hex.volga"))
	} else if cell.River != 0 {
		feat = append(feat, lang.T("hex.river"))
	}
	if cell.Sea != reds.NoSea && cell.Land() {
		feat = append(feat, redslang.Sea(cell.Sea))
	}
	feat = append(feat, redslang.Front(cell.Front), redslang.Region(cell.Region))
	if cell.FreeTerritory {
		feat = append(feat, lang.T("hex.free_territory"))
	}
	if cell.WestOfLine {
		feat = append(feat, lang.T("hex.west_of_line"))
	}
	out = append(out, strings.Join(feat, " · "))
	if side, used, limit := s.StackRoom(h); side != reds.NoSide {
		out = append(out, lang.T("hex.stack", used, limit))
	}
	for _, i := range stackOf(s, h) {
		out = append(out, "• "+describeUnit(s, i))
	}
	if s.RedTrain == h {
		out = append(out, "• "+lang.T("tip.red_train"))
	}
	if s.RedVerdun == h {
		out = append(out, "• "+lang.T("marker.red_verdun"))
	}
	if s.Gold == h {
		out = append(out, "• "+b.markerTip("gold"))
	}
	return out
}

// describeHex is a hex in one line, for the status bar.
func (b *boardScene) describeHex(h hex.Hex) string {
	lines := b.hexTip(h)
	if len(lines) > 3 {
		lines = lines[:3]
	}
	return strings.Join(lines, " · ")
}
