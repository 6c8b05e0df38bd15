package poltavaui

import (
	"slices"

	"tachanka/game/hex"
	"tachanka/game/poltava"
)

// What a gesture on the board means, as an engine action, asked of the
// engine's queries only: the client lights what they list, and whatever a
// gesture makes goes through poltava.Apply, which refuses with its rule.
// These functions need no window (the tests call them directly).

// grabbable reports whether a drag may start from unit id now: a unit the
// pending decision lets its player move.
func grabbable(s *poltava.State, id string) bool {
	u := s.Unit(id)
	if u == nil || u.Side != s.Pending.Side {
		return false
	}
	switch s.Pending.Kind {
	case poltava.DecideArrange:
		return u.Status == poltava.OnMap
	case poltava.DecideMove:
		return u.Status == poltava.OnMap || u.Status == poltava.OffMap
	case poltava.DecideWithdraw, poltava.DecideRetreat, poltava.DecideAdvance:
		return slices.Contains(s.Pending.Units, id)
	case poltava.DecideContinue:
		return s.Stop != nil && s.Stop.Unit == id
	}
	return false
}

// destinations are the hexes a drag of unit id may end on now, each with
// its path (nil for a set-up swap or an entry), as the engine lists them.
func destinations(s *poltava.State, id string) map[hex.Hex][]hex.Hex {
	u := s.Unit(id)
	if u == nil {
		return nil
	}
	out := map[hex.Hex][]hex.Hex{}
	fromPaths := func(ps [][]hex.Hex) {
		for _, p := range ps {
			end := u.Hex
			if len(p) > 0 {
				end = p[len(p)-1]
			}
			if _, ok := out[end]; !ok {
				out[end] = p
			}
		}
	}
	switch s.Pending.Kind {
	case poltava.DecideArrange:
		g := s.Data.GroupOf(id)
		for _, a := range s.Legal() {
			if a.Type == poltava.ActSwap && slices.Contains(a.Units, id) && s.Data.GroupOf(a.Units[0]) == g {
				other := a.Units[0]
				if other == id {
					other = a.Units[1]
				}
				out[s.Unit(other).Hex] = nil
			}
		}
	case poltava.DecideMove:
		if u.Status == poltava.OffMap {
			for _, a := range s.EntryOptions() {
				if a.Unit == id {
					if h, ok := s.Data.EntryHex(id); ok {
						out[h] = nil
					}
				}
			}
			return out
		}
		return s.Reach(u)
	case poltava.DecideWithdraw:
		return s.WithdrawOptions(u)
	case poltava.DecideContinue:
		return s.InterruptedReach()
	case poltava.DecideRetreat:
		fromPaths(s.RetreatOptions(id))
	case poltava.DecideAdvance:
		fromPaths(s.AdvanceOptions(id))
	}
	return out
}

// dropAction is the action of dropping unit id on hex to. With no listed
// destination there, it is still an action the engine will refuse with
// its reason (a straight path), so the player learns why.
func dropAction(s *poltava.State, id string, to hex.Hex) poltava.Action {
	u := s.Unit(id)
	dests := destinations(s, id)
	path, listed := dests[to]
	switch s.Pending.Kind {
	case poltava.DecideArrange:
		other := ""
		if x := s.CombatAt(to); x != nil {
			other = x.ID
		}
		if x := s.ArtilleryAt(to); x != nil && (other == "" || x.Kind() == u.Kind()) {
			other = x.ID
		}
		return poltava.Action{Type: poltava.ActSwap, Units: []string{id, other}}
	case poltava.DecideMove:
		if u.Status == poltava.OffMap {
			return poltava.Action{Type: poltava.ActEnter, Unit: id}
		}
	case poltava.DecideRetreat:
		return poltava.Action{Type: poltava.ActRetreat, Unit: id, Path: path}
	case poltava.DecideAdvance:
		return poltava.Action{Type: poltava.ActAdvance, Unit: id, Path: path}
	}
	if !listed {
		path = straight(u.Hex, to)
	}
	return poltava.Action{Type: poltava.ActMove, Unit: id, Path: path}
}

// straight is the line of hexes from a to b, without a.
func straight(a, b hex.Hex) []hex.Hex {
	l := hex.Line(a, b)
	if len(l) > 0 && l[0] == a {
		l = l[1:]
	}
	return l
}

// leaderDrop is the action of dropping leader l on hex to: a move to the
// unit there (9.5).
func leaderDrop(s *poltava.State, l string, to hex.Hex) poltava.Action {
	if s.Pending.Kind == poltava.DecidePlaceLeader {
		id := ""
		if u := s.CombatAt(to); u != nil {
			id = u.ID
		}
		return poltava.Action{Type: poltava.ActPlaceLeader, Leader: l, Unit: id}
	}
	return poltava.Action{Type: poltava.ActMoveLeader, Leader: l, Hex: to}
}

// firerAt is what may fire from hex h now: the unit there (combat unit or
// artillery) or the garrisoned redoubt, with its targets.
func firerAt(s *poltava.State, h hex.Hex, prefer string) (poltava.Firer, []string, bool) {
	opts := s.FireOptions()
	var found []poltava.Firer
	for f := range opts {
		if f.Hex == h {
			found = append(found, f)
		}
	}
	if len(found) == 0 {
		return poltava.Firer{}, nil, false
	}
	slices.SortFunc(found, func(a, b poltava.Firer) int {
		switch {
		case a.Unit == prefer:
			return -1
		case b.Unit == prefer:
			return 1
		case a.Unit < b.Unit:
			return -1
		case a.Unit > b.Unit:
			return 1
		}
		return 0
	})
	return found[0], opts[found[0]], true
}

// fireAction is the fire of f at target.
func fireAction(f poltava.Firer, target string) poltava.Action {
	a := poltava.Action{Type: poltava.ActFire, Unit: f.Unit, Target: target}
	if f.Unit == "" {
		a.Hex = f.Hex
	}
	return a
}

// targetsAt are the targets of a firer in hex h (one or two counters).
func targetsAt(s *poltava.State, targets []string, h hex.Hex) []string {
	var out []string
	for _, id := range targets {
		if u := s.Unit(id); u != nil && u.Hex == h {
			out = append(out, id)
		}
	}
	return out
}

// meleeClick changes an attack being chosen by a click on hex h: a unit
// of the phasing player joins or leaves the attackers, an enemy hex joins
// or leaves the defending hexes.
func meleeClick(s *poltava.State, atk []string, hexes []hex.Hex, h hex.Hex) ([]string, []hex.Hex) {
	if u := s.CombatAt(h); u != nil && u.Side == s.Phasing {
		if i := slices.Index(atk, u.ID); i >= 0 {
			return slices.Delete(slices.Clone(atk), i, i+1), hexes
		}
		return append(slices.Clone(atk), u.ID), hexes
	}
	enemy := false
	if u := s.CombatAt(h); u != nil && u.Side != s.Phasing {
		enemy = true
	}
	if u := s.ArtilleryAt(h); u != nil && u.Side != s.Phasing {
		enemy = true
	}
	if s.Garrisoned(h) {
		enemy = true
	}
	if !enemy {
		return atk, hexes
	}
	if i := slices.Index(hexes, h); i >= 0 {
		return atk, slices.Delete(slices.Clone(hexes), i, i+1)
	}
	return atk, append(slices.Clone(hexes), h)
}

// attackAction is the declaration of the attack chosen.
func attackAction(atk []string, hexes []hex.Hex) poltava.Action {
	return poltava.Action{Type: poltava.ActAttack, Units: slices.Clone(atk), Hexes: slices.Clone(hexes)}
}

// pickAction is the action of clicking unit id when the decision is a
// choice of units one by one (Roos, a leader's new unit).
func pickAction(s *poltava.State, id string) (poltava.Action, bool) {
	p := s.Pending
	switch p.Kind {
	case poltava.DecideRoos:
		if slices.Contains(p.Units, id) {
			return poltava.Action{Type: poltava.ActRoos, Unit: id}, true
		}
	case poltava.DecidePlaceLeader:
		if slices.Contains(p.Units, id) {
			return poltava.Action{Type: poltava.ActPlaceLeader, Leader: p.Leader, Unit: id}, true
		}
	}
	return poltava.Action{}, false
}

// pickLimit is how many times unit id may be picked in a choice of flips
// or losses: once for a flip, its steps for a loss.
func pickLimit(s *poltava.State, id string) int {
	p := s.Pending
	if !slices.Contains(p.Units, id) {
		return 0
	}
	if p.Kind == poltava.DecideFlip {
		return 1
	}
	if u := s.Unit(id); u != nil {
		return u.Steps()
	}
	return 1 // a redoubt's garrison
}

// togglePick adds a pick of id, or clears its picks when it has all it
// may take.
func togglePick(s *poltava.State, picks []string, id string) []string {
	n := 0
	for _, x := range picks {
		if x == id {
			n++
		}
	}
	lim := pickLimit(s, id)
	if lim == 0 {
		return picks
	}
	if n >= lim || len(picks) >= s.Pending.Count {
		if n == 0 {
			return picks
		}
		return slices.DeleteFunc(slices.Clone(picks), func(x string) bool { return x == id })
	}
	return append(slices.Clone(picks), id)
}

// picksAction is the confirmation of the picks.
func picksAction(s *poltava.State, picks []string) poltava.Action {
	t := poltava.ActLosses
	if s.Pending.Kind == poltava.DecideFlip {
		t = poltava.ActFlip
	}
	return poltava.Action{Type: t, Units: slices.Clone(picks)}
}

// exchangeAction is the Rentzel exchange (SR5) the engine offers in x:
// one listing a step, Rentzel's counters' steps first, then the Camp's.
func exchangeAction(s *poltava.State, x *poltava.ExchangeInfo) poltava.Action {
	var spend []string
	take := func(ids []string, n int) {
		for _, id := range ids {
			u := s.Unit(id)
			if u == nil {
				continue
			}
			for k := 0; k < u.Steps() && n > 0; k++ {
				spend = append(spend, id)
				n--
			}
		}
	}
	take(x.Rentzel, x.FromRentzel)
	take(x.Camp, x.FromCamp)
	return poltava.Action{Type: poltava.ActExchange, Units: spend}
}

// detachSets are the Russian choices of a detachment (SR1.6): for each
// set of divisions the engine offers, its units in the line.
func detachSets(s *poltava.State, d *poltava.DetachInfo) [][]string {
	var out [][]string
	for _, divs := range d.Divisions {
		var ids []string
		for _, id := range d.Units {
			if u := s.Unit(id); u != nil && slices.Contains(divs, u.Division) {
				ids = append(ids, id)
			}
		}
		out = append(out, ids)
	}
	return out
}

// detachAction sends ids away (SR1.6), each onto the first of the hexes
// the engine lists that no staying counter holds, in order; the engine
// checks the rest.
func detachAction(s *poltava.State, d *poltava.DetachInfo, ids []string) poltava.Action {
	var hs []hex.Hex
	for _, h := range d.Hexes {
		if len(hs) == len(ids) {
			break
		}
		if c := s.CombatAt(h); c != nil && !slices.Contains(ids, c.ID) {
			continue
		}
		hs = append(hs, h)
	}
	return poltava.Action{Type: poltava.ActDetach, Units: slices.Clone(ids), Hexes: hs}
}

// detachFree are the hexes the next unit of a detachment may be placed
// on (SR1.6): those the engine lists, less the ones held by a counter
// that stays and those already chosen for the units before it.
func detachFree(s *poltava.State, d *poltava.DetachInfo, ids []string, chosen []hex.Hex) []hex.Hex {
	var out []hex.Hex
	for _, h := range d.Hexes {
		if slices.Contains(chosen, h) {
			continue
		}
		if c := s.CombatAt(h); c != nil && !slices.Contains(ids, c.ID) {
			continue
		}
		out = append(out, h)
	}
	return out
}

// hasStartActions reports that the start of this Movement phase offers
// something besides moves and entries: the exchange, a detachment or a
// re-garrisoning.
func hasStartActions(s *poltava.State) bool {
	return s.ExchangeOptions() != nil || s.DetachOptions() != nil || len(s.RegarrisonOptions()) > 0
}
