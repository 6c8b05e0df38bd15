package redrussia

import "slices"

// A battle (8.0) or a siege (9.0) being fought: the round machine they
// share. Side 0 is the attacker (the besieger), side 1 the defender (in a
// siege, the fortifications).

// Stage is where a fight stands.
type Stage uint8

const (
	StageRetreatBefore Stage = iota // 8.4
	StageLeaders                    // 8.2: the defender names its leaders
	StageCommissars                 // 10.82
	StageLosses                     // 8.6
	StageForced                     // 8.7: units that lost a step retreat
	StageVoluntary                  // 8.7: the defender, then the attacker
	StageContinue                   // 8.3: the Invasion goes on or stops
	StageFallen                     // 6.6, 12.3: keep or give back
)

// Went is a unit's retreat out of the fight.
type Went struct {
	Piece string `json:"piece"`
	To    string `json:"to"`
	Side  int    `json:"side"`
}

// Fight is the battle or siege being fought.
type Fight struct {
	Siege    bool    `json:"siege,omitempty"`
	Area     string  `json:"area"`
	Attacker Faction `json:"attacker"`
	// Defender is the faction whose player decides for the defence;
	// NoFaction: the engine decides (a neutral minor, 12.1, 13.1).
	Defender Faction `json:"defender,omitempty"`
	Level    Level   `json:"level"`
	Rounds   int     `json:"rounds"` // paid; 0: unlimited
	Round    int     `json:"round"`  // the round being fought, from 1
	// Units and Leaders taking part, by side.
	Units   [2][]string `json:"units"`
	Leaders [2][]string `json:"leaders"`
	// Commissars are the infantry Stalin drives this fight (10.82).
	Commissars []string `json:"commissars,omitempty"`
	Lost       [2]int   `json:"lost"` // steps lost in the whole fight (10.4)
	Hits       [2]int   `json:"hits"` // hits each side must allot now
	Allotted   [2]bool  `json:"allotted"`
	// Air: the aircraft's fire of the round is being resolved (8.93);
	// Carry the air hits too few for a step, added to the main fire.
	Air   bool   `json:"air,omitempty"`
	Carry [2]int `json:"carry"`
	// Stepped are the units that lost a step this round (8.6, 8.7).
	Stepped []string `json:"stepped,omitempty"`
	Gone    []Went   `json:"gone,omitempty"`
	Stage   Stage    `json:"stage"`
	Side    int      `json:"side"` // the side deciding at this stage
	// Difficult: an attacking unit entered along a difficult or very
	// difficult route this turn (8.5, 9.3).
	Difficult bool `json:"difficult,omitempty"`
	// Free: a minor-only or Allied-only attacking force (12.41).
	Free bool `json:"free,omitempty"`
	// Defenders is who defended: the factions of the defending units at
	// the start (for 17.5).
	Defenders []Faction `json:"defenders,omitempty"`
	Allied    bool      `json:"allied,omitempty"` // an Allied unit took part (17.5)
	// FortAtStart is, in a siege, the fortification at the round's start (9.3).
	FortAtStart int `json:"fort_at_start,omitempty"`
}

func (f *Fight) clone() *Fight {
	c := *f
	for i := 0; i < 2; i++ {
		c.Units[i] = slices.Clone(f.Units[i])
		c.Leaders[i] = slices.Clone(f.Leaders[i])
	}
	c.Commissars = slices.Clone(f.Commissars)
	c.Stepped = slices.Clone(f.Stepped)
	c.Gone = slices.Clone(f.Gone)
	c.Defenders = slices.Clone(f.Defenders)
	return &c
}

// decider is the faction whose player decides for a side; NoFaction: the
// engine.
func (f *Fight) decider(side int) Faction {
	if side == 0 {
		return f.Attacker
	}
	return f.Defender
}

// sideOf is the side a unit fights on, -1 for none.
func (f *Fight) sideOf(id string) int {
	for k := 0; k < 2; k++ {
		if slices.Contains(f.Units[k], id) {
			return k
		}
	}
	return -1
}

// ask makes the game wait for a side's decision.
func (s *State) ask(kind Decision, st Stage, side int) {
	f := s.Fight
	f.Stage, f.Side = st, side
	s.Pending = Pending{Kind: kind, Faction: f.decider(side), Side: side}
}

func init() {
	windowResumes["round"] = (*State).fightRound
	windowResumes["battle_end"] = (*State).closeBattle
}

// beginRound opens the card window before a round (14.2(b)): W4 at the
// battle's start (after the retreat before combat, the reveal, the
// leaders and the commissars), W5 between rounds, W8 before each siege
// round; the round is fought when it closes.
func (s *State) beginRound() {
	f := s.Fight
	w := W5
	switch {
	case f.Siege:
		w = W8
	case f.Round == 0:
		w = W4
	}
	s.OpenWindow(w, "round")
}

// fightRound fights a round: the aircraft first when any take part
// (8.93), then every other unit (8.5). A card played in the window may
// have taken units out of the fight (Mass Desertion): a side left with
// none ends it (8.8; a siege with no besieger, 9.5).
func (s *State) fightRound() {
	f := s.Fight
	for side := 0; side < 2; side++ {
		f.Units[side] = slices.DeleteFunc(f.Units[side], func(id string) bool {
			p := s.Piece(id)
			return p.Status != OnMap || p.Where != f.Area
		})
	}
	switch {
	case f.Siege && len(f.Units[0]) == 0:
		s.endSiege()
		return
	case !f.Siege && (len(f.Units[0]) == 0 || len(f.Units[1]) == 0):
		s.endBattle()
		return
	}
	f.Round++
	f.Stepped, f.Carry = nil, [2]int{}
	kind, rule := EvBattle, "8.5"
	if f.Siege {
		kind, rule = EvSiege, "9.2" // the log names a siege's rounds as the siege's
	}
	s.emit(Event{Kind: kind, Rule: rule, Faction: f.Attacker, Where: f.Area, N: f.Round, Text: "round"})
	f.Air = s.countType(f.Units[0], AIR)+s.countType(f.Units[1], AIR) > 0
	if f.Siege {
		f.FortAtStart = s.CurrentFort(f.Area)
	}
	s.fire()
}

// fire rolls both sides' buckets for the current stage of the round (the
// aircraft's or the others') and asks for the losses.
func (s *State) fire() {
	f := s.Fight
	var hits [2]int
	for side := 0; side < 2; side++ {
		hits[side] = s.rollSide(side)
	}
	if !f.Air && f.Round == 1 {
		// 10.82: each driven unit loses a step before the hits against
		// its side are allotted.
		for _, id := range f.Commissars {
			if side := f.sideOf(id); side >= 0 {
				s.fightLoseStep(side, id, "10.82")
			}
		}
	}
	if f.Siege {
		if s.siegeHits(hits[0]) {
			return // fallen to the aircraft at once (8.93 Ruling)
		}
		hits[0] = 0
	}
	f.Hits = [2]int{hits[1] + f.Carry[0], hits[0] + f.Carry[1]}
	if !f.Air {
		f.Carry = [2]int{}
	}
	f.Allotted = [2]bool{}
	s.nextAllot()
}

// nextAllot asks each side in turn to allot the hits it took (8.6); a
// side with one choice, or the engine's, is allotted at once.
func (s *State) nextAllot() {
	f := s.Fight
	for side := 0; side < 2; side++ {
		if f.Allotted[side] {
			continue
		}
		if f.Hits[side] == 0 || len(f.Units[side]) == 0 {
			f.Allotted[side] = true
			continue
		}
		opts := s.AllotOptions(f.Units[side], f.Hits[side], f.Stepped)
		if f.decider(side) == NoFaction || len(opts) <= 1 {
			var steps []string
			if len(opts) > 0 {
				steps = opts[0]
			}
			s.allot(side, steps)
			continue
		}
		s.ask(DecideLosses, StageLosses, side)
		return
	}
	s.nextForced()
}

// allot applies a side's allotment: each step lost, the unallotted hits of
// the aircraft's fire kept for the main fire (8.93).
func (s *State) allot(side int, steps []string) {
	f := s.Fight
	rest := f.Hits[side] - s.stepsCost(steps)
	for _, id := range steps {
		s.fightLoseStep(side, id, "8.6")
	}
	if f.Air && rest > 0 {
		f.Carry[side] = rest
	}
	f.Allotted[side] = true
	f.Hits[side] = 0
}

// fightLoseStep flips a unit or eliminates it (Terms "Steps"), noting it among
// the units that lost a step this round.
func (s *State) fightLoseStep(side int, id, rule string) {
	f := s.Fight
	p := s.Piece(id)
	f.Lost[side]++
	if !slices.Contains(f.Stepped, id) {
		f.Stepped = append(f.Stepped, id)
	}
	if !p.Reduced && s.data.Line(id).Reduced != (Values{}) {
		p.Reduced = true
		s.emit(Event{Kind: EvStepLost, Rule: rule, Faction: p.Faction, Piece: id, Where: p.Where})
		return
	}
	s.fightEliminate(side, p, rule)
}

// fightEliminate takes a unit out of the fight and off the map (eliminate:
// to the pool for rebuilding, fleets out of the game, partisans to their
// pool, units aboard a fleet with it).
func (s *State) fightEliminate(side int, p *Piece, rule string) {
	f := s.Fight
	s.eliminate(p, rule)
	if f != nil && side >= 0 {
		f.Units[side] = without(f.Units[side], p.ID)
	}
}

// nextForced: every unit that lost a step this round and is still in the
// fight must retreat (8.7); those with nowhere to go are eliminated; the
// side's player picks the others' areas.
func (s *State) nextForced() {
	f := s.Fight
	for side := 0; side < 2; side++ {
		due := s.forcedDue(side)
		for _, id := range due {
			if len(s.retreatTargets(s.Piece(id), side, false)) == 0 {
				f.Lost[side]++ // a step lost by failing to retreat (10.4 Ruling)
				s.fightEliminate(side, s.Piece(id), "8.7")
			}
		}
		if due = s.forcedDue(side); len(due) == 0 {
			continue
		}
		if f.decider(side) == NoFaction {
			for _, id := range due {
				s.retreat(side, s.Piece(id), s.retreatTargets(s.Piece(id), side, false)[0], "8.7")
			}
			continue
		}
		s.ask(DecideRetreat, StageForced, side)
		return
	}
	if f.Air {
		f.Air = false
		s.fire()
		return
	}
	if f.Siege && s.siegeFalls() {
		return
	}
	s.Fight.Side = -1
	s.nextVoluntary()
}

// forcedDue are a side's units that must still retreat this round.
func (s *State) forcedDue(side int) []string {
	var out []string
	for _, id := range s.Fight.Units[side] {
		// 10.82: the commissars' own loss forces no retreat.
		driven := !s.Fight.Air && s.Fight.Round == 1 && slices.Contains(s.Fight.Commissars, id)
		if slices.Contains(s.Fight.Stepped, id) && !driven && !s.noRetreat(side, s.Piece(id)) {
			out = append(out, id)
		}
	}
	return out
}

// nextVoluntary offers the voluntary retreats, the defender first, then
// the attacker (8.7); the engine never retreats by choice. A side with
// no unit able to retreat is not asked.
func (s *State) nextVoluntary() {
	f := s.Fight
	order := []int{1, 0}
	if f.Siege {
		order = []int{0}
	}
	start := 0
	if f.Stage == StageVoluntary {
		start = slices.Index(order, f.Side) + 1
	}
	for _, side := range order[start:] {
		if f.decider(side) == NoFaction || !s.canRetreatAny(side, false) || len(f.Units[1-side]) == 0 && !f.Siege {
			continue
		}
		s.ask(DecideRetreat, StageVoluntary, side)
		return
	}
	s.endRound()
}

// canRetreatAny reports a unit of a side with somewhere to retreat.
func (s *State) canRetreatAny(side int, before bool) bool {
	for _, id := range s.Fight.Units[side] {
		if len(s.retreatTargets(s.Piece(id), side, before)) > 0 {
			return true
		}
	}
	return false
}

// endRound: aircraft left alone retreat at once (8.8 Ruling); then
// another round if both sides still fight and it is paid for, the
// attacker's choice in an Invasion, or the end.
func (s *State) endRound() {
	f := s.Fight
	if f.Siege {
		if f.Round < f.Rounds && len(f.Units[0]) > 0 {
			s.beginRound()
			return
		}
		s.endSiege()
		return
	}
	for side := 0; side < 2; side++ {
		if s.onlyType(f.Units[side], AIR) {
			for _, id := range f.Units[side] {
				if to := s.retreatTargets(s.Piece(id), side, false); len(to) > 0 {
					s.retreat(side, s.Piece(id), to[0], "8.8")
				} else {
					f.Lost[side]++
					s.fightEliminate(side, s.Piece(id), "8.8")
				}
			}
		}
	}
	switch {
	case len(f.Units[0]) == 0 || len(f.Units[1]) == 0:
		s.endBattle()
	case f.Rounds == 0:
		s.ask(DecideContinue, StageContinue, 0)
	case f.Round < f.Rounds:
		s.beginRound()
	default:
		s.endBattle()
	}
}

func doContinue(s *State, a Action) error {
	if a.Yes {
		s.beginRound()
	} else {
		s.emit(Event{Kind: EvBattle, Rule: "8.3", Faction: a.Faction, Where: s.Fight.Area, Text: "the attacker stops"})
		s.endBattle()
	}
	return nil
}

// doAllot: a side's allotment, validated (8.6).
func doAllot(s *State, a Action) error {
	f := s.Fight
	if f.Stage != StageLosses {
		return refuse("8.6", "no hits to allot now")
	}
	side := s.Pending.Side
	if err := s.CheckAllotment(f.Units[side], f.Hits[side], f.Stepped, a.Pieces); err != nil {
		return err
	}
	s.allot(side, a.Pieces)
	s.nextAllot()
	return nil
}
