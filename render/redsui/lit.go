package redsui

import (
	"fmt"
	"slices"
	"strings"

	"tachanka/game/hex"
	"tachanka/game/reds"
	"tachanka/render/lang"
	"tachanka/render/redsui/redslang"
)

// The hexes a gesture may end on are lit: where a dragged stack may move,
// where a unit may be placed, which hexes may be attacked, where a stack may
// retreat. They come from the engine's queries only; candidate lists the
// engine does not filter itself are filtered by asking the engine whether
// the action would be legal (reds.Check).

// litHex is one lit hex: its label and whether it is a stop (ZOC, EZOC).
type litHex struct {
	label string
	stop  bool
	enemy bool // an attack target
}

// litSet is the lit hexes of one gesture or decision.
type litSet struct {
	hexes map[hex.Hex]litHex
	// Strategic moves and retreats reaching each hex.
	strat   map[hex.Hex][]reds.StratDest
	retreat map[hex.Hex][]reds.RetreatOption
	reach   *reds.Reach
	err     error
}

func newLitSet() *litSet { return &litSet{hexes: map[hex.Hex]litHex{}} }

// litCache keeps the lit hexes of the pending decision until the state or
// the selection changes.
type litCache struct {
	ver int
	key string
	set *litSet
}

// litKey is what the click targets depend on besides the state: the
// language too, since their labels are words.
func (b *boardScene) litKey() string {
	return fmt.Sprint(b.state().Pending.Kind, b.sel, b.trayPick, b.landing, lang.Current())
}

// litNow is the set of hexes a click may act on now, or nil.
func (b *boardScene) litNow() *litSet {
	if !b.ours() {
		return nil
	}
	key := b.litKey()
	if b.lit != nil && b.lit.ver == b.ver && b.lit.key == key {
		return b.lit.set
	}
	set := b.computeLit()
	b.lit = &litCache{ver: b.ver, key: key, set: set}
	return set
}

func (b *boardScene) computeLit() *litSet {
	s := b.state()
	p := s.Pending
	switch p.Kind {
	case reds.DecidePlace:
		if len(p.Units) > 0 {
			return b.placeSet(p.Units[0])
		}
	case reds.DecideReplace:
		if b.trayPick != "" {
			return b.placeSet(b.trayPick)
		}
	case reds.DecideTerror:
		set := newLitSet()
		for _, h := range s.RedTerrorCities() {
			set.hexes[h] = litHex{label: lang.T("lit.terror")}
		}
		return set
	case reds.DecideRedTrain:
		return b.trainSet()
	case reds.DecideCombat:
		return b.attackSet(b.sel)
	case reds.DecideRetreat:
		units := b.sel
		if len(units) == 0 {
			units = b.defaultRetreaters()
		}
		return b.retreatSet(units)
	case reds.DecideAdvance:
		if s.Combat != nil {
			set := newLitSet()
			set.hexes[s.Combat.Target] = litHex{label: lang.T("lit.advance")}
			return set
		}
	case reds.DecideMovement:
		if b.landing {
			return b.landingSet()
		}
		// The selected units' reach: a click on a lit hex moves them.
		if units := b.selTogether(); len(units) > 0 {
			return b.moveSet(units)
		}
	case reds.DecideStrategic:
		if units := b.selTogether(); len(units) > 0 {
			return b.stratSet(units)
		}
	}
	return nil
}

// selTogether is the selection if its units stand in one hex, else none.
func (b *boardScene) selTogether() []string {
	if len(b.sel) == 0 {
		return nil
	}
	s := b.state()
	i, ok := s.UnitByID(b.sel[0])
	if !ok {
		return nil
	}
	h := s.Units[i].Hex
	for _, id := range b.sel[1:] {
		if j, ok := s.UnitByID(id); !ok || s.Units[j].Hex != h {
			return nil
		}
	}
	return b.sel
}

// placeSet: where unit id may be placed now (reinforcement, replacement,
// special unit, partisan, the Miracle's tank or train).
func (b *boardScene) placeSet(id string) *litSet {
	set := newLitSet()
	for _, h := range b.state().PlaceHexes(id) {
		set.hexes[h] = litHex{label: lang.T("lit.place")}
	}
	return set
}

func (b *boardScene) trainSet() *litSet {
	s := b.state()
	set := newLitSet()
	for _, h := range s.RedTrainDestinations() {
		if h != s.RedTrain {
			set.hexes[h] = litHex{label: lang.T("lit.train")}
		}
	}
	return set
}

// attackSet: the hexes that may be attacked, by every unit given if any.
func (b *boardScene) attackSet(units []string) *litSet {
	s := b.state()
	set := newLitSet()
	for h, ids := range s.AttackTargets() {
		all := true
		for _, u := range units {
			all = all && slices.Contains(ids, u)
		}
		if all {
			set.hexes[h] = litHex{label: lang.T("lit.attack"), enemy: true}
		}
	}
	return set
}

// defaultRetreaters are the units still to retreat in the first hex that
// has any: they retreat together unless the player splits them.
func (b *boardScene) defaultRetreaters() []string {
	s := b.state()
	if len(s.Pending.Units) == 0 {
		return nil
	}
	i, _ := s.UnitByID(s.Pending.Units[0])
	h := s.Units[i].Hex
	var out []string
	for _, id := range s.Pending.Units {
		j, _ := s.UnitByID(id)
		if s.Units[j].Hex == h {
			out = append(out, id)
		}
	}
	return out
}

// retreatSet: the hexes where all the units may end a retreat together.
func (b *boardScene) retreatSet(units []string) *litSet {
	s := b.state()
	set := newLitSet()
	set.retreat = map[hex.Hex][]reds.RetreatOption{}
	if len(units) == 0 {
		return set
	}
	// The engine answers for the units as part of the stack retreating
	// from their hex: the whole stack escorts them into the first hex
	// (11.6(5), (7)).
	var stack []string
	if i, ok := s.UnitByID(units[0]); ok && s.Combat != nil {
		for _, id := range s.Combat.Retreating {
			if j, ok := s.UnitByID(id); ok && s.Units[j].Where == reds.OnMap && s.Units[j].Hex == s.Units[i].Hex {
				stack = append(stack, id)
			}
		}
	}
	// Each end's routes come cheapest first from the engine (11.6(5)).
	set.retreat = s.RetreatRoutes(units, stack)
	for end, list := range set.retreat {
		best := list[0]
		l := litHex{label: lang.T("lit.retreat")}
		switch {
		case best.Eliminates:
			l.label, l.stop = lang.T("lit.retreat_elim", best.EZOC), true
		case best.EZOC > 0:
			l.label, l.stop = lang.T("lit.retreat_ezoc", best.EZOC), true
		}
		if !best.Supplied {
			l.label += " " + lang.T("lit.oos")
		}
		set.hexes[end] = l
	}
	return set
}

// retreatRoute is the route a retreat dropped on an end takes, from its
// routes cheapest first: the cheapest, and among routes of the same cost
// the one through via, the hex the player led the drag through (the owner
// chooses, 11.6). A dearer route is never taken because the pointer
// crossed its hex.
func retreatRoute(list []reds.RetreatOption, via hex.Hex) (reds.RetreatOption, bool) {
	if len(list) == 0 {
		return reds.RetreatOption{}, false
	}
	for _, o := range list {
		if reds.CompareRetreatCost(o, list[0]) != 0 {
			break
		}
		if o.Path[1] == via {
			return o, true
		}
	}
	return list[0], true
}

// landingSet: the coastal hexes the selected units may land in (20.2).
func (b *boardScene) landingSet() *litSet {
	set := newLitSet()
	for _, h := range b.state().LandingHexes(b.sel) {
		set.hexes[h] = litHex{label: lang.T("lit.landing")}
	}
	return set
}

// moveSet: where the units may move (10.6), with MP costs and ZOC stops.
func (b *boardScene) moveSet(units []string) *litSet {
	s := b.state()
	set := newLitSet()
	set.reach, set.err = s.Reachable(units)
	if set.err != nil {
		return set
	}
	for _, d := range set.reach.Dests {
		l := litHex{label: fmt.Sprint(d.Cost), stop: d.Stop}
		if set.reach.MA >= reds.Unlimited {
			l.label = ""
		}
		if d.Stop {
			l.label += " " + lang.T("lit.zoc")
		}
		set.hexes[d.Hex] = l
	}
	return set
}

// stratSet: the friendly cities a strategic move reaches, by mode (10.2).
func (b *boardScene) stratSet(units []string) *litSet {
	s := b.state()
	set := newLitSet()
	set.strat = map[hex.Hex][]reds.StratDest{}
	for _, d := range s.StrategicDestinations(units) {
		end := d.Path[len(d.Path)-1]
		set.strat[end] = append(set.strat[end], d)
	}
	for h, ds := range set.strat {
		var modes []string
		for _, d := range ds {
			modes = append(modes, redslang.StratMode(d.Mode))
		}
		set.hexes[h] = litHex{label: strings.Join(modes, "/")}
	}
	return set
}
