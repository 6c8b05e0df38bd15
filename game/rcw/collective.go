package rcw

import "slices"

// PurgeBid is a CC member's agreement to a collective purge: the target
// and the division list (11.0 Procedure 2 and its Rulings), made for the
// CC of Members.
type PurgeBid struct {
	To       string   `json:"to"`
	Division []string `json:"division"`
	Members  []string `json:"members"`
}

// mayPurgeTogether checks a member's agreement to a collective purge:
// at a checkpoint of the Player-Turn series, a CC of several members
// none of whom has taken part in a purge this Game-Turn (11.13 Ruling),
// against a non-member, with a division list of members.
func (s *State) mayPurgeTogether(a Action) error {
	if err := s.purgeMoment(); err != nil {
		return err
	}
	if !s.InCC(a.Player) || len(s.CC) < 2 {
		return refuse("11.0", "a collective purge is made by a Central Committee of several members")
	}
	for _, m := range s.CC {
		if slices.Contains(s.Purgers, m) {
			return refuse("11.13", "Player %s has taken part in a purge this Game-Turn", m)
		}
	}
	if s.Player(a.To) == nil || s.InCC(a.To) {
		return refuse("11.14", "the purged player must be a player outside the CC")
	}
	for _, l := range a.Letters {
		if !s.InCC(l) {
			return refuse("11.23", "the division list names members of the CC, not %q", l)
		}
	}
	return nil
}

// doPurgeTogether records a member's agreement; when every member has
// agreed to the same target and division, the CC purges with all their
// strength (11.0 Procedure 2, 3).
func doPurgeTogether(s *State, a Action) error {
	if err := s.mayPurgeTogether(a); err != nil {
		return err
	}
	bid := PurgeBid{To: a.To, Division: slices.Clone(a.Letters), Members: slices.Clone(s.CC)}
	if s.PurgeBids == nil {
		s.PurgeBids = map[string]PurgeBid{}
	}
	s.PurgeBids[a.Player] = bid
	for _, m := range s.CC {
		b, ok := s.PurgeBids[m]
		if !ok || b.To != bid.To || !slices.Equal(b.Division, bid.Division) || !slices.Equal(b.Members, s.CC) {
			return nil
		}
	}
	s.PurgeBids = nil
	strength := 0
	for _, m := range s.CC {
		strength += s.PurgeStrength(m, false)
	}
	s.purgeTogether(slices.Clone(s.CC), a.To, bid.Division, strength)
	return nil
}

// purgeTogether rolls a collective purge of members at a strength and
// allots its points by the division list (11.0 Procedure 2, 3).
func (s *State) purgeTogether(members []string, to string, division []string, strength int) {
	s.Purgers = append(s.Purgers, members...)
	s.Purge = &PurgeState{Purger: members[0], Target: to, Members: members, Division: division, Resume: s.Pending}
	p := s.Purge
	d1, d2 := s.Rand.TwoD6()
	n, c := s.data.Tables.PurgeResult(strength, d1+d2)
	s.emitPurge("11.0", "", to, d1+d2, n, c, strength)
	p.Other = to
	if c {
		s.wait(to, DecideCounterpurge) // on one member of his choice (11.24)
		return
	}
	// 11.23 Ruling: the points are allotted by the list, cyclically; the
	// participants choose in list order.
	p.Alloc = map[string]int{}
	for i := range n {
		l := division[i%len(division)]
		if p.Alloc[l] == 0 {
			p.Queue = append(p.Queue, l)
		}
		p.Alloc[l]++
	}
	s.nextTaker()
}

// nextTaker passes the take to the next participant of a collective
// purge, or ends it when no one left can use a point (11.23 Ruling).
func (s *State) nextTaker() {
	p := s.Purge
	for len(p.Queue) > 0 {
		p.Maker, p.Points = p.Queue[0], p.Alloc[p.Queue[0]]
		if s.bestUse(p.Queue) > 0 {
			s.wait(p.Maker, DecidePurgeTake)
			return
		}
		p.Queue = nil
	}
	s.endPurge()
}

// items counts the other player's Red leaders on the map by LV and his PM.
func (s *State) items(player string) (lv [4]int, pm int) {
	for _, pc := range s.Pieces {
		if pc.Status == OnMap && pc.Owner == player && s.Def(pc.ID).Kind == KindLeader && s.Colour(pc.ID) == Red {
			lv[s.Def(pc.ID).Leader.LV]++
		}
	}
	return lv, s.Player(player).PM
}

// bestUse is the most points the participants of queue can still use
// together on the other player's leaders and PM.
func (s *State) bestUse(queue []string) int {
	lv, pm := s.items(s.Purge.Other)
	var allots []int
	for _, l := range queue {
		allots = append(allots, s.Purge.Alloc[l])
	}
	return maxUse(allots, lv, pm)
}

func maxUse(allots []int, lv [4]int, pm int) int {
	if len(allots) == 0 {
		return 0
	}
	best := 0
	n := allots[0]
	for a := 0; a <= lv[1] && a <= n; a++ {
		for b := 0; b <= lv[2] && a+2*b <= n; b++ {
			for c := 0; c <= lv[3] && a+2*b+3*c <= n; c++ {
				for q := 0; q <= pm && a+2*b+3*c+2*q <= n; q++ {
					used := a + 2*b + 3*c + 2*q
					if v := used + maxUse(allots[1:], [4]int{0, lv[1] - a, lv[2] - b, lv[3] - c}, pm-q); v > best {
						best = v
					}
				}
			}
		}
	}
	return best
}

// checkDivision refuses a participant's take after which fewer points
// would be used than could still be (11.23 Ruling).
func (s *State) checkDivision(a Action, cost int) error {
	p := s.Purge
	if p.Alloc == nil {
		return nil
	}
	best := s.bestUse(p.Queue)
	lv, pm := s.items(p.Other)
	for _, id := range a.Units {
		lv[s.Def(id).Leader.LV]--
	}
	var rest []int
	for _, l := range p.Queue[1:] {
		rest = append(rest, p.Alloc[l])
	}
	if cost+maxUse(rest, lv, pm-a.PM) < best {
		return refuse("11.23", "the division agreement must be followed to the greatest possible extent: %d points can be used, that choice leaves %d",
			best, cost+maxUse(rest, lv, pm-a.PM))
	}
	return nil
}
