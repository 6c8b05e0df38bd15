package rcw

import (
	"slices"

	"tachanka/game/dice"
)

// postalLegal lists, in the postal game, each unsealed player's seal and
// representative order submissions (no orders; one move of each force;
// one attack each), the condition 3 answers, and leaving.
func (s *State) postalLegal() []Action {
	var out []Action
	switch s.Pending.Kind {
	case DecideOrders:
		for _, l := range s.unsealed() {
			out = append(out, Action{Type: ActSeal, Player: l}, Action{Type: ActOrders, Player: l, Orders: &Orders{}})
			for _, o := range s.sampleOrders(l) {
				out = append(out, Action{Type: ActOrders, Player: l, Orders: o})
			}
		}
	case DecideVote:
		out = append(out, Action{Type: ActAgree, Player: s.Pending.Player}, Action{Type: ActRefuse, Player: s.Pending.Player})
	}
	for _, l := range s.playing() {
		out = append(out, Action{Type: ActQuit, Player: l})
	}
	return out
}

// candidateOrders are single orders a player may write now: moves (the
// first destination listed for each force, overland) in the First Phase,
// attacks in the Second.
func (s *State) candidateOrders(player string, all bool) []Orders {
	c := s.Clone()
	c.Postal.Acting = player
	var out []Orders
	if s.Phase == PhaseFirstOrders {
		seen := map[int]bool{}
		for _, a := range c.movementActions(player) {
			if a.Type != ActMove || (!all && seen[a.Units[0]]) {
				continue
			}
			seen[a.Units[0]] = true
			out = append(out, Orders{Moves: []MoveOrder{{Units: a.Units, Path: a.Path, Rail: a.Rail}}})
		}
		return out
	}
	for _, a := range c.combatActions(player) {
		if a.Type == ActAttack || a.Type == ActSubvert {
			out = append(out, Orders{Attacks: []AttackOrder{{Stacks: a.Stacks, Target: a.Target, Subversive: a.Type == ActSubvert}}})
		}
	}
	return out
}

// sampleOrders are the representative submissions Legal lists, each
// checked as Apply checks it.
func (s *State) sampleOrders(player string) []*Orders {
	var out []*Orders
	for _, o := range s.candidateOrders(player, false) {
		if len(out) == 8 {
			break
		}
		if s.checkOrders(player, &o) == nil {
			out = append(out, &o)
		}
	}
	return out
}

// RandomOrders writes random valid orders for a player: each force moves
// now and then to a random destination, attacks mostly, a gift, an
// assassination targeting or a purge now and then, and standing orders.
func (s *State) RandomOrders(r *dice.Rand, player string) *Orders {
	o := &Orders{}
	p := s.Player(player)
	others := slices.DeleteFunc(s.playing(), func(l string) bool { return l == player })
	try := func(add func(o *Orders)) {
		n := o.clone()
		add(n)
		if s.checkOrders(player, n) == nil {
			o = n
		}
	}
	if len(others) > 0 && p.PM > 0 && r.Intn(10) == 0 {
		try(func(o *Orders) { o.Trades = append(o.Trades, Gift{To: others[r.Intn(len(others))], PM: 1}) })
	}
	cands := s.candidateOrders(player, true)
	for i := len(cands) - 1; i > 0; i-- {
		j := r.Intn(i + 1)
		cands[i], cands[j] = cands[j], cands[i]
	}
	moved := map[int]bool{}
	for _, c := range cands {
		if len(c.Moves) > 0 && !moved[c.Moves[0].Units[0]] && r.Intn(2) == 0 {
			moved[c.Moves[0].Units[0]] = true
			try(func(o *Orders) { o.Moves = append(o.Moves, c.Moves...) })
		}
		if len(c.Attacks) > 0 && r.Intn(3) > 0 {
			try(func(o *Orders) { o.Attacks = append(o.Attacks, c.Attacks...) })
		}
	}
	if s.Phase == PhaseFirstOrders && p.AM > 0 && r.Intn(3) == 0 {
		var targets []int
		for _, pc := range s.Pieces {
			if pc.Status == OnMap && s.Def(pc.ID).Kind == KindLeader && pc.Owner != player && pc.ID != Czar {
				targets = append(targets, pc.ID)
			}
		}
		if len(targets) > 0 {
			t := targets[r.Intn(len(targets))]
			try(func(o *Orders) {
				o.Assassinations = append(o.Assassinations, Targeting{Leader: t, AM: 1 + r.Intn(p.AM)})
			})
		}
	}
	if len(others) > 0 && p.PM >= CCThreshold && r.Intn(3) == 0 {
		t := others[r.Intn(len(others))]
		try(func(o *Orders) {
			o.Purges = append(o.Purges, PurgeOrder{PM: p.PM, Members: []string{player}, Target: t, Division: []string{player}})
		})
	}
	o.Execute = r.Intn(4) == 0
	answer := []string{"", CzarComply, CzarRefuse}[r.Intn(3)]
	o.Standing = &Standing{Counterpurge: others, CzarAnswer: answer}
	return o
}

// randomPostal is the random player's move in a negotiation period: a
// player who has written nothing writes random orders, else seals.
func (s *State) randomPostal(r *dice.Rand, players []string) (Action, bool) {
	var who []string
	for _, l := range s.unsealed() {
		if players == nil || slices.Contains(players, l) {
			who = append(who, l)
		}
	}
	if len(who) == 0 {
		return Action{}, false
	}
	l := who[r.Intn(len(who))]
	if s.Postal.Orders[l] == nil {
		return Action{Type: ActOrders, Player: l, Orders: s.RandomOrders(r, l)}, true
	}
	return Action{Type: ActSeal, Player: l}, true
}
