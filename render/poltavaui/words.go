package poltavaui

import (
	"fmt"
	"strings"

	"tachanka/game/poltava"
	"tachanka/render/lang"
)

// The engine's enumerations and data, named in the current language. A
// value the catalogue does not know yet (the engine grows) shows as its
// own name, never as a gap.

func sideName(s poltava.Side) string { return known("poltava.side."+s.String(), s.String()) }

func phaseName(p poltava.Phase) string { return known("poltava.phase."+p.String(), p.String()) }

func decisionName(d poltava.Decision) string {
	return known("poltava.decide."+d.String(), d.String())
}

func known(key, fallback string) string {
	if lang.Has(key) {
		return lang.T(key)
	}
	return fallback
}

// hour is the time of day a turn begins: turn n is (n+1):00 (turn 1 is
// 02:00, turn 8 09:00, turn 12 13:00).
func hour(turn int) string { return fmt.Sprintf("%02d:00", turn+1) }

// divisionName is a division's name in the current language.
func divisionName(d *poltava.DivisionDef) string { return lang.Title(d.Name, d.NameRU) }

// counterName is what a counter prints: the design's abbreviation in
// Russian, a short form of the English name otherwise.
func counterName(d *poltava.UnitDef) string {
	if lang.Current() == lang.RU {
		return d.Abbr
	}
	return shortName(d.Name)
}

// unitName is a counter's full name.
func unitName(d *poltava.UnitDef) string { return lang.Title(d.Name, d.NameRU) }

// shortName makes a counter's English label from its name: the regiment's
// name without "Regiment", "Infantry" or "Cavalry", the arm shortened
// ("Dr." dragoons, "Gr." grenadiers, "Gds" guards, "Sq." squadron), and a
// battalion's number: "Uppland Regiment, 2nd Battalion" is "Uppland 2".
func shortName(name string) string {
	base, rest, _ := strings.Cut(name, ",")
	if i := strings.Index(base, " ("); i >= 0 {
		if j := strings.Index(base[i:], ")"); j >= 0 {
			base = base[:i] + base[i+j+1:]
		}
	}
	suffix := ""
	for _, r := range rest {
		if r >= '0' && r <= '9' {
			suffix = string(r)
			break
		}
	}
	if suffix == "" && strings.Contains(rest, "Grenadier") {
		suffix = "Gr."
	}
	var words []string
	for _, w := range strings.Fields(base) {
		w = strings.TrimSuffix(w, "'s")
		switch w {
		case "Regiment", "Infantry", "Cavalry", "Battalion", "of", "Prince":
			continue
		case "Dragoons":
			w = "Dr."
		case "Grenadiers":
			w = "Gr."
		case "Guards":
			w = "Gds"
		case "Squadron":
			w = "Sq."
		case "Horse":
			w = "H."
		case "Artillery":
			w = "Art."
		case "Reserve":
			w = "Res."
		}
		words = append(words, w)
	}
	if suffix != "" {
		words = append(words, suffix)
	}
	// Long first words are cut: "Schlüsselburg" is "Schlüss.".
	out := strings.Join(words, " ")
	if r := []rune(out); len(r) > 11 && len([]rune(words[0])) > 7 {
		words[0] = string([]rune(words[0])[:6]) + "."
		out = strings.Join(words, " ")
	}
	return out
}
