package rcw

import (
	"slices"
	"strings"
)

// postalPurges carries out the purge orders of the phase (17.0 [11.0]):
// collective purges of compatible orders first, then individual ones,
// each group alphabetically by its first participant; counterpurges by
// standing orders (answerPending). It reports whether a purge was made.
func (s *State) postalPurges() bool {
	committed, orders := map[string]int{}, map[string]int{}
	for _, l := range s.Order {
		for _, p := range s.orders(l).Purges {
			committed[l] += p.PM
			orders[l]++
		}
	}
	// A PM committed to more than one purge counts for none: when a
	// player's commitments exceed what he holds, some PM is committed
	// twice, and the order form does not say which, so none of his count.
	counted := func(l string, pm int) int {
		if orders[l] > 1 && committed[l] > s.Player(l).PM {
			return 0
		}
		return min(pm, s.Player(l).PM)
	}
	redLV := func(l string) int { return s.PurgeStrength(l, false) - s.Player(l).PM }
	type group struct {
		members  []string
		target   string
		division []string
		pm       map[string]int
	}
	key := func(p PurgeOrder) string {
		m := slices.Sorted(slices.Values(p.Members))
		return strings.Join(m, ",") + ">" + p.Target + ":" + strings.Join(p.Division, ",")
	}
	groups := map[string]*group{}
	var keys []string
	for _, l := range s.Order {
		for _, p := range s.orders(l).Purges {
			if len(p.Members) < 2 {
				continue
			}
			k := key(p)
			g := groups[k]
			if g == nil {
				g = &group{members: slices.Sorted(slices.Values(p.Members)), target: p.Target, division: p.Division, pm: map[string]int{}}
				groups[k] = g
				keys = append(keys, k)
			}
			g.pm[l] = counted(l, p.PM)
		}
	}
	slices.Sort(keys)
	made := false
	inCC := map[string]bool{}
	for _, k := range keys {
		g := groups[k]
		total, strength, whole := 0, 0, true
		for _, m := range g.members {
			pm, ok := g.pm[m]
			whole = whole && ok && !s.hasQuit(m) && !slices.Contains(s.Purgers, m)
			total += pm
			strength += redLV(m) + pm
		}
		switch {
		case !whole:
			s.emit(Event{Kind: EvVoid, Rule: "17.0", To: g.target, Path: g.members, Text: "collective purge: the orders do not match, or a participant has purged this Game-Turn"})
			continue
		case total < CCThreshold:
			s.emit(Event{Kind: EvVoid, Rule: "17.0", To: g.target, Path: g.members, N: total, Text: "collective purge: fewer than 8 PM committed"})
			continue
		case s.hasQuit(g.target):
			continue
		}
		for _, m := range g.members {
			inCC[m] = true
		}
		s.Pending = Pending{}
		s.purgeTogether(slices.Clone(g.members), g.target, slices.Clone(g.division), strength)
		s.answerPending()
		made = true
	}
	for _, l := range s.Order {
		for _, p := range s.orders(l).Purges {
			if len(p.Members) != 1 {
				continue
			}
			pm := counted(l, p.PM)
			switch {
			case s.hasQuit(l) || s.hasQuit(p.Target) || slices.Contains(s.Purgers, l):
				s.emit(Event{Kind: EvVoid, Rule: "11.13", Player: l, To: p.Target, Text: "purge: one purge per Game-Turn"})
				continue
			case !inCC[l] && s.Player(l).PM < CCThreshold:
				s.emit(Event{Kind: EvVoid, Rule: "17.0", Player: l, To: p.Target, Text: "purge: not a member of a CC"})
				continue
			}
			s.Pending = Pending{}
			s.Purgers = append(s.Purgers, l)
			s.Purge = &PurgeState{Purger: l, Target: p.Target}
			s.purgeRollAt(l, p.Target, false, redLV(l)+pm)
			s.answerPending()
			made = true
		}
	}
	s.settle()
	s.checkCC()
	return made
}

// postalExecution gives an execution order when the players who ordered
// it hold 10 PM or more (13.52; they are the CC for it, 17.0 [13.5]) and
// the Czar is attached to a Red leader (13.53); the holder's standing
// answer settles it at once (answerPending).
func (s *State) postalExecution() {
	var who []string
	pm := 0
	for _, l := range s.Order {
		if s.orders(l).Execute {
			who = append(who, l)
			pm += s.Player(l).PM
		}
	}
	switch {
	case len(who) == 0:
		return
	case !s.czarUnderRed() || pm < 10:
		s.emit(Event{Kind: EvVoid, Rule: "13.52", Path: who, N: pm, Text: "execution order: 10 PM and the Czar under a Red leader are needed"})
		return
	}
	holder := s.Controller(Czar)
	s.emit(Event{Kind: EvExecution, Rule: "13.52", Player: holder, Path: who, Units: []int{Czar}, Text: "ordered"})
	s.Execution = &Execution{Player: holder}
	s.wait(holder, DecideExecution)
	s.answerPending()
	s.settle()
	s.checkCC()
}
