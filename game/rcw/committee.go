package rcw

import (
	"slices"
	"strings"
)

// The Central Committee (11.1): its members are State.CC. A player
// proposes a membership (ActCommittee with Letters, himself included);
// when every player named has proposed the same membership, and they
// hold 8 PM or more together, they are the CC (11.11). A new member joins
// by the same unanimous proposal of the CC with him (11.1 Ruling). A
// member withdraws (ActLeave, 11.12); the CC dissolves as soon as its
// members hold fewer than 8 PM. A player holding 8 PM or more while no
// CC exists is a CC by himself (11.11).

// InCC reports whether a player is a member of the Central Committee.
func (s *State) InCC(player string) bool { return slices.Contains(s.CC, player) }

func (s *State) ccPM(members []string) int {
	n := 0
	for _, l := range members {
		n += s.Player(l).PM
	}
	return n
}

// checkCC dissolves a CC whose members hold fewer than 8 PM and makes a
// player holding 8 or more a CC by himself when there is none (11.11,
// 11.12, 11.1 Ruling); it runs after every action.
func (s *State) checkCC() {
	if len(s.CC) > 0 && s.ccPM(s.CC) < CCThreshold {
		s.emit(Event{Kind: EvCommittee, Rule: "11.12", Path: slices.Clone(s.CC), Text: "dissolved"})
		s.CC = nil
	}
	if len(s.CC) == 0 {
		for _, p := range s.Players {
			if p.PM >= CCThreshold {
				s.CC = []string{p.Letter}
				s.emit(Event{Kind: EvCommittee, Rule: "11.11", Path: slices.Clone(s.CC), Text: "formed"})
			}
		}
	}
	for l, bid := range s.PurgeBids {
		if !slices.Equal(bid.Members, s.CC) {
			delete(s.PurgeBids, l) // an agreement of another CC lapses
		}
	}
	for l, bid := range s.Bids {
		if len(s.CC) > 0 && !containsAll(bid, s.CC) {
			delete(s.Bids, l) // a proposal without the present members lapses
		}
	}
}

func containsAll(set, sub []string) bool {
	for _, x := range sub {
		if !slices.Contains(set, x) {
			return false
		}
	}
	return true
}

// doCommittee records a proposal and forms the CC when every player it
// names has made it and they hold 8 PM (11.11).
func doCommittee(s *State, a Action) error {
	if err := s.checkCommittee(a); err != nil {
		return err
	}
	set := slices.Clone(a.Letters)
	slices.Sort(set)
	if s.Bids == nil {
		s.Bids = map[string][]string{}
	}
	s.Bids[a.Player] = set
	for _, l := range set {
		if !slices.Equal(s.Bids[l], set) {
			return nil
		}
	}
	for _, l := range set {
		delete(s.Bids, l)
	}
	s.CC = set
	s.emit(Event{Kind: EvCommittee, Rule: "11.11", Path: slices.Clone(set), Text: "formed"})
	return nil
}

// checkCommittee checks a proposal without changing anything.
func (s *State) checkCommittee(a Action) error {
	if s.Phase == PhaseDeal || s.Phase == PhaseTrading {
		return refuse("11.1", "the Central Committee is formed in play, after the trading session")
	}
	set := slices.Clone(a.Letters)
	slices.Sort(set)
	if !slices.Contains(set, a.Player) || len(slices.Compact(slices.Clone(set))) != len(set) {
		return refuse("11.11", "a proposal names its maker and each member once")
	}
	for _, l := range set {
		if s.Player(l) == nil {
			return refuse("11.11", "there is no player %q", l)
		}
	}
	if len(s.CC) > 0 && !containsAll(set, s.CC) {
		return refuse("11.11", "the Central Committee exists (%s); a new member joins it with every member's consent", strings.Join(s.CC, ", "))
	}
	if slices.Equal(set, s.CC) {
		return refuse("11.11", "they are the Central Committee already")
	}
	if s.ccPM(set) < CCThreshold {
		return refuse("11.11", "%s hold %d PM together, fewer than %d", strings.Join(set, ", "), s.ccPM(set), CCThreshold)
	}
	return nil
}

// doLeave: a member withdraws from the CC (11.12).
func doLeave(s *State, a Action) error {
	if !s.InCC(a.Player) {
		return refuse("11.12", "Player %s is not a member of the Central Committee", a.Player)
	}
	if len(s.CC) == 1 {
		return refuse("11.11", "a player holding %d PM or more is a Central Committee by himself", CCThreshold)
	}
	s.CC = slices.DeleteFunc(slices.Clone(s.CC), func(l string) bool { return l == a.Player })
	s.emit(Event{Kind: EvCommittee, Rule: "11.12", Player: a.Player, Path: slices.Clone(s.CC), Text: "withdrew"})
	return nil
}

// committees lists proposals (each player joining the CC, or forming one
// with each other player when there is none) and withdrawals.
func (s *State) committees() []Action {
	if s.Phase == PhaseDeal || s.Phase == PhaseTrading {
		return nil
	}
	var out []Action
	try := func(a Action) {
		if s.checkCommittee(a) == nil {
			out = append(out, a)
		}
	}
	for _, p := range s.Players {
		if s.InCC(p.Letter) {
			if len(s.CC) > 1 {
				out = append(out, Action{Type: ActLeave, Player: p.Letter})
			}
			for _, q := range s.Players {
				if !s.InCC(q.Letter) {
					try(Action{Type: ActCommittee, Player: p.Letter, Letters: append(slices.Clone(s.CC), q.Letter)})
				}
			}
			continue
		}
		if len(s.CC) > 0 {
			try(Action{Type: ActCommittee, Player: p.Letter, Letters: append(slices.Clone(s.CC), p.Letter)})
			continue
		}
		for _, q := range s.Players {
			if q.Letter != p.Letter {
				try(Action{Type: ActCommittee, Player: p.Letter, Letters: []string{p.Letter, q.Letter}})
			}
		}
	}
	return out
}
