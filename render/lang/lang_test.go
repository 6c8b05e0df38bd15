package lang

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"tachanka/game/reds"
)

// verbs lists a text's fmt verbs in order.
var verbRE = regexp.MustCompile(`%[-+# 0-9.]*[a-zA-Z%]`)

func TestCatalogueComplete(t *testing.T) {
	for _, k := range Keys() {
		en, ru := Entry(k)
		if ru == "" || en == "" && !strings.HasPrefix(k, "scn.") {
			t.Errorf("%s: a language is missing (en %q, ru %q)", k, en, ru)
		}
		if strings.HasPrefix(k, "scn.") {
			continue
		}
		ve, vr := verbRE.FindAllString(en, -1), verbRE.FindAllString(ru, -1)
		if strings.Join(ve, " ") != strings.Join(vr, " ") {
			t.Errorf("%s: the languages take different arguments: %v and %v", k, ve, vr)
		}
	}
}

// Every key the client looks up is in the catalogue, including the names
// of the engine's enumerations.
func TestEveryKeyUsedExists(t *testing.T) {
	files, _ := filepath.Glob("../*.go")
	re := regexp.MustCompile(`lang\.T\("([^"]+)"`)
	n := 0
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range re.FindAllStringSubmatch(string(b), -1) {
			n++
			if strings.HasSuffix(m[1], ".") {
				continue // a prefix completed at run time; the enums test covers them
			}
			if !Has(m[1]) {
				t.Errorf("%s: lang.T(%q) is not in the catalogue", filepath.Base(f), m[1])
			}
		}
	}
	if n < 100 {
		t.Fatalf("found only %d lookups: is the pattern right?", n)
	}
}

// each calls f with the names of an enumeration's values, from first until
// String() says the value is invalid.
func each[T ~uint8](first T, f func(string)) {
	for v := first; ; v++ {
		s := any(v).(interface{ String() string }).String()
		if strings.HasPrefix(s, "invalid(") {
			return
		}
		f(s)
	}
}

func TestEveryEnumHasAName(t *testing.T) {
	need := func(prefix string) func(string) {
		return func(name string) {
			if !Has(prefix + name) {
				t.Errorf("no %q in the catalogue", prefix+name)
			}
		}
	}
	each(reds.Red, need("side."))
	each(reds.ChitNorth, need("chit."))
	each(reds.ChitNorth, need("chitshort."))
	each(reds.NorthFront, need("front."))
	each(reds.FactionNone, need("faction."))
	each(reds.Infantry, need("type."))
	each(reds.Army, need("size."))
	each(reds.Clear, need("terrain."))
	each(reds.Russia, need("region."))
	each(reds.BalticSea, need("sea."))
	each(reds.BalticSea, need("seashort."))
	each(reds.AIFOffensive, need("event."))
	each(reds.DecideNone, need("decide."))
	each(reds.Neutral, need("control."))
	each(reds.ByRail, need("strat."))
	each(reds.SupplyLine, need("supply."))
	each(reds.PolandNeutral, need("poland."))
	each(reds.OnMap, need("where."))
	each(reds.PhaseMovement, need("phase."))
	each(reds.ActNone, need("action."))
}
