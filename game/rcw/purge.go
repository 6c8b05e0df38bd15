package rcw

import (
	"slices"
	"strconv"
)

// CCThreshold is the PM a Central Committee holds at least (11.11).
const CCThreshold = 8

// PurgeState is a purge being resolved with its counterpurges (11.0): all
// other play stops (4.3) and the game resumes with Resume when it ends.
// Maker made the latest roll against Other; Points is its number result
// for Maker to take, or 0 while Other may counterpurge (11.24-11.26).
type PurgeState struct {
	Purger  string `json:"purger"`
	Target  string `json:"target"`
	Maker   string `json:"maker"`
	Other   string `json:"other"`
	Points  int    `json:"points,omitempty"`
	Counter int    `json:"counter,omitempty"` // counterpurges made so far
	// A collective purge (11.0 Procedure 2): its Members, the Division
	// list, the points allotted by it (Alloc) and the participants still
	// to choose, in list order (Queue, 11.23 Ruling).
	Members  []string       `json:"members,omitempty"`
	Division []string       `json:"division,omitempty"`
	Alloc    map[string]int `json:"alloc,omitempty"`
	Queue    []string       `json:"queue,omitempty"`
	Resume   Pending        `json:"resume"`
}

// PurgeStrength is a player's total LV of Red leaders on the map he
// controls plus his PM, doubled when he counterpurges (11.0 Procedure 3,
// 11.24).
func (s *State) PurgeStrength(player string, counter bool) int {
	n := 0
	for _, pc := range s.Pieces {
		if pc.Status == OnMap && pc.Owner == player && s.Def(pc.ID).Kind == KindLeader && s.Colour(pc.ID) == Red {
			n += s.Def(pc.ID).Leader.LV
		}
	}
	pm := s.Player(player).PM
	if counter {
		pm *= 2
	}
	return n + pm
}

// mayPurge: a purge is declared at a checkpoint of the Player-Turn
// series, whoever's Player-Turn it is (4.3, and not in the Interphase);
// by a CC member who has not taken part in a purge this Game-Turn
// (11.13), against a non-member (11.14).
func (s *State) mayPurge(a Action) error {
	if err := s.purgeMoment(); err != nil {
		return err
	}
	if !s.InCC(a.Player) {
		return refuse("11.11", "Player %s is not a member of the Central Committee", a.Player)
	}
	if slices.Contains(s.Purgers, a.Player) {
		return refuse("11.13", "Player %s has taken part in a purge this Game-Turn", a.Player)
	}
	if s.Player(a.To) == nil || a.To == a.Player {
		return refuse("11.0", "the purged player must be another player")
	}
	if s.InCC(a.To) {
		return refuse("11.14", "a CC member can never be purged")
	}
	return nil
}

// purgeMoment: purges are declared at checkpoints of the Player-Turn
// series (4.3 Rulings).
func (s *State) purgeMoment() error {
	if s.Phasing() == "" {
		return refuse("4.3", "purges belong to the Player-Turn series")
	}
	switch s.Pending.Kind {
	case DecideMove, DecideCombat, DecideDraw, DecideRedraw:
	default:
		return refuse("4.3", "a purge is declared only at a checkpoint, not while %s is being resolved", s.Pending.Kind)
	}
	return nil
}

// doPurge declares and rolls an individual purge (11.0 Procedure).
func doPurge(s *State, a Action) error {
	if len(a.Letters) > 0 {
		return doPurgeTogether(s, a)
	}
	if err := s.mayPurge(a); err != nil {
		return err
	}
	s.Purgers = append(s.Purgers, a.Player)
	s.Purge = &PurgeState{Purger: a.Player, Target: a.To, Resume: s.Pending}
	s.purgeRoll(a.Player, a.To, false)
	return nil
}

// doCounterpurge: the player who may counterpurge does (11.24-11.26).
func doCounterpurge(s *State, a Action) error {
	p := s.Purge
	p.Counter++
	on := p.Maker
	if on == "" {
		// After a collective purge, one member of his choice (11.24).
		if !slices.Contains(p.Members, a.To) {
			return refuse("11.24", "a counterpurge after a collective purge names one member of the CC")
		}
		on = a.To
	} else if a.To != "" && a.To != on {
		return refuse("11.25", "a counterpurge is made on Player %s, whose roll gave C", on)
	}
	p.Alloc, p.Queue = nil, nil // 11.27: no division after a counterpurge
	s.purgeRoll(a.Player, on, true)
	return nil
}

// purgeRoll rolls 2d6 on the Purge Table for maker against other: a
// number is his to take (11.21, 11.22); "C" lets other counterpurge
// (11.24).
func (s *State) purgeRoll(maker, other string, counter bool) {
	s.purgeRollAt(maker, other, counter, s.PurgeStrength(maker, counter))
}

// purgeRollAt is purgeRoll at a given Purge Strength (the postal game
// counts committed PM only, 17.0 [11.0]).
func (s *State) purgeRollAt(maker, other string, counter bool, strength int) {
	p := s.Purge
	d1, d2 := s.Rand.TwoD6()
	n, c := s.data.Tables.PurgeResult(strength, d1+d2)
	rule := "11.0"
	if counter {
		rule = "11.24"
	}
	s.emitPurge(rule, maker, other, d1+d2, n, c, strength)
	p.Maker, p.Other, p.Points = maker, other, n
	if c {
		s.wait(other, DecideCounterpurge)
		return
	}
	if len(s.takeOptions()) <= 1 {
		s.endPurge() // nothing to take: the points are lost (11.22)
		return
	}
	s.wait(maker, DecidePurgeTake)
}

// doPurgePass: the player who may counterpurge does not; the chain ends
// and the purge has no effect, no number result having been obtained
// (11.26).
func doPurgePass(s *State, a Action) error {
	switch s.Pending.Kind {
	case DecideRedraw:
		return doPass(s, a)
	case DecideCapture:
		s.endCapture() // 13.42: what is not captured stays, uncontrolled
		return nil
	}
	s.emit(Event{Kind: EvPurge, Rule: "11.26", Player: a.Player, To: s.Purge.Maker, Text: "no counterpurge"})
	s.endPurge()
	return nil
}

func (s *State) endPurge() {
	s.Pending = s.Purge.Resume
	s.Purge = nil
}

// doTake: the maker of a number result takes Red leaders on the map of
// the other player (Units) and PM at 2 points each, within the points
// (11.21, 11.22, 11.31). Taking less, or nothing, loses the rest.
func doTake(s *State, a Action) error {
	p := s.Purge
	cost := 2 * a.PM
	if a.PM < 0 || a.PM > s.Player(p.Other).PM {
		return refuse("11.22", "Player %s does not hold %d PM", p.Other, a.PM)
	}
	for i, id := range a.Units {
		pc := s.Piece(id)
		if pc == nil || s.Def(id).Kind != KindLeader || s.Colour(id) != Red || pc.Status != OnMap ||
			pc.Owner != p.Other || slices.Contains(a.Units[:i], id) {
			return refuse("11.31", "%d is not a Red leader of Player %s on the map", id, p.Other)
		}
		cost += s.Def(id).Leader.LV
	}
	if cost > p.Points {
		return refuse("11.21", "that costs %d points; the result is %d", cost, p.Points)
	}
	if err := s.checkDivision(a, cost); err != nil {
		return err
	}
	s.Player(p.Other).PM -= a.PM
	s.Player(p.Maker).PM += a.PM
	s.transferLeaders(a.Units, p.Maker)
	s.emit(Event{Kind: EvPurged, Rule: "11.21", Player: p.Maker, To: p.Other, Units: slices.Clone(a.Units), N: a.PM})
	if len(p.Queue) > 1 {
		p.Queue = p.Queue[1:]
		s.nextTaker()
		return nil
	}
	s.endPurge()
	return nil
}

// transferLeaders gives leaders to a player (11.21) with the units and
// Imperial units attached to them: the leaders taken from one stack form
// a new stack under his marker; what is left keeps the old marker (an
// old stack left with Imperial units only is uncontrolled, 13.42). The
// new stack keeps the old one's Combat Phase status (11.3 Ruling).
func (s *State) transferLeaders(ids []int, to string) {
	groups := map[int][]int{}
	var order []int
	for _, id := range ids {
		st := s.Piece(id).Stack
		if _, ok := groups[st]; !ok {
			order = append(order, st)
		}
		groups[st] = append(groups[st], id)
	}
	for _, oldID := range order {
		prov := s.Stack(oldID).Province
		var moving []int
		for _, l := range groups[oldID] {
			moving = append(moving, l)
			moving = append(moving, s.Attached(l)...)
		}
		nsID := s.newStack(prov, to).ID
		for _, id := range moving {
			pc := s.Piece(id)
			if d := s.Def(id); d.Kind == KindLeader || (d.Kind == KindUnit && s.Nat(id) == "") {
				pc.Owner = to
			}
			s.take(id)
			s.put(id, s.Stack(nsID))
			s.Piece(id).Stack = nsID
		}
		s.normalise(s.Stack(nsID))
		if old := s.Stack(oldID); old != nil && s.Size(old) == 0 {
			old.Player = ""
			for _, x := range old.Pieces {
				s.Piece(x).Under = 0
			}
		}
		if slices.Contains(s.Fought, oldID) {
			s.Fought = append(s.Fought, nsID)
		}
		if slices.Contains(s.Attacked, oldID) {
			s.Attacked = append(s.Attacked, nsID)
		}
	}
}

// takeOptions lists representative takes for the pending number result:
// nothing, each leader that fits, one PM if it fits.
func (s *State) takeOptions() []Action {
	p := s.Purge
	all := []Action{{Type: ActTake, Player: p.Maker}}
	for _, pc := range s.Pieces {
		if pc.Status == OnMap && pc.Owner == p.Other && s.Def(pc.ID).Kind == KindLeader && s.Colour(pc.ID) == Red &&
			s.Def(pc.ID).Leader.LV <= p.Points {
			all = append(all, Action{Type: ActTake, Player: p.Maker, Units: []int{pc.ID}})
		}
	}
	if p.Points >= 2 && s.Player(p.Other).PM > 0 {
		all = append(all, Action{Type: ActTake, Player: p.Maker, PM: 1})
	}
	var out []Action
	for _, a := range all {
		if s.checkDivision(a, 2*a.PM+s.lvOf(a.Units)) == nil {
			out = append(out, a)
		}
	}
	return out
}

func (s *State) lvOf(ids []int) int {
	n := 0
	for _, id := range ids {
		n += s.Def(id).Leader.LV
	}
	return n
}

// purges lists the purges CC members may declare now: individual ones,
// and agreements to a collective purge of each non-member with the
// division in alphabetical order (11.0 Ruling).
func (s *State) purges() []Action {
	var out []Action
	for _, m := range s.CC {
		for _, to := range s.Players {
			a := Action{Type: ActPurge, Player: m, To: to.Letter, Letters: slices.Clone(s.CC)}
			if s.mayPurgeTogether(a) == nil {
				out = append(out, a)
			}
		}
	}
	for _, pl := range s.Players {
		for _, to := range s.Players {
			a := Action{Type: ActPurge, Player: pl.Letter, To: to.Letter}
			if s.mayPurge(a) == nil {
				out = append(out, a)
			}
		}
	}
	return out
}

func (s *State) emitPurge(rule, maker, other string, roll, n int, c bool, strength int) {
	text := strconv.Itoa(n)
	if c {
		text = Counterpurge
	}
	s.emit(Event{Kind: EvPurge, Rule: rule, Player: maker, To: other, N: roll,
		Text: text + " at strength " + strconv.Itoa(strength)})
}
