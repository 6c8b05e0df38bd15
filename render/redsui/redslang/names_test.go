package redslang

import (
	"strings"
	"testing"

	"tachanka/game/reds"
	"tachanka/render/lang"
)

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
			if !lang.Has(prefix + name) {
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
