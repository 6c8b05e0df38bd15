package reds

import (
	"slices"
)

// runStep performs one automatic step of the sequence of play (5.1, 5.2)
// and moves on; steps that need a player set a pending decision instead.
func (s *State) runStep() {
	switch s.Step {
	case StepSetup:
		if s.Tsar == TsarUnknown {
			s.rollTsar()
		}
		if s.Options.OfficersAndWhiteTempo { // 21.1
			for i := range s.Units {
				if s.Def(i).SetUpDisordered {
					s.Units[i].Disordered = false
				}
			}
		}
		s.Step = StepTurnStart
	case StepTurnStart:
		s.emit(Event{Type: EvTurn, Rule: "5.1", Turn: s.Turn, Note: note("%s", s.Data.Tables.Turn(s.Turn).Months)})
		s.turnStart()
		s.Step = StepInitiative
	case StepInitiative:
		s.rollInitiative()
		s.Step, s.Sub = StepEvents, 0
	case StepEvents:
		s.eventPhase()
	case StepMakhno:
		s.makhnoPhase()
		s.Step, s.Sub = StepStrategic, 0
	case StepStrategic:
		s.strategicPhase()
	case StepRedTrain:
		s.redTrainStep()
	case StepCommand:
		s.command()
	case StepChitPool:
		s.chitPool()
	case StepDraw:
		s.draw()
	case StepActivation:
		if s.Combat == nil {
			panic("reds: an activation step with nothing to do")
		}
		s.runCombat()
	case StepLogistics:
		s.logistics()
	case StepActionEnd:
		s.actionEnd()
	case StepStrategicTurn:
		s.strategicTurn()
	default:
		panic("reds: no automatic work in step " + s.Step.String())
	}
}

// rollInitiative is 6.1: each player rolls 1d6, Red +1 with a leader in the
// Field Staff box, ties re-rolled; White has it automatically on turn 1.
func (s *State) rollInitiative() {
	if s.Turn == 1 {
		s.Initiative = White
		s.emit(Event{Type: EvInitiative, Rule: "6.1", Side: White, Note: note("automatic on turn 1")})
		return
	}
	bonus := 0
	if s.HighCommand[0] != "" {
		bonus = 1
	}
	for {
		r, w := s.Rand.D6(), s.Rand.D6()
		if r+bonus == w {
			s.emit(Event{Type: EvDice, Rule: "6.1", Dice: []int{r, w}, Roll: RollInitiative, Note: note("initiative tie, rolled again")})
			continue
		}
		s.Initiative = White
		if r+bonus > w {
			s.Initiative = Red
		}
		s.emit(Event{Type: EvInitiative, Rule: "6.1", Side: s.Initiative, Dice: []int{r + bonus, w}, Roll: RollInitiative})
		return
	}
}

// whiteChits are White's available chits this turn (7.5, 7.6).
func (s *State) whiteChits() []Chit {
	chits := []Chit{ChitAFSR}
	if s.Withdrawal < 2 {
		chits = append(chits, ChitAIF)
	}
	chits = append(chits, ChitSiberian, ChitMuslimNorth)
	if s.Strategic >= 2 { // from the first operational turn after strategic turn B
		chits = append(chits, ChitNW)
		if s.Poland == PolandNeutral || s.Poland == PolandAtWar {
			chits = append(chits, ChitPoles)
		}
	}
	return chits
}

// leaderFronts are the fronts whose box holds a leader (7.7).
func (s *State) leaderFronts() []Front {
	var out []Front
	for _, f := range Fronts {
		if s.HighCommand[f] != "" {
			out = append(out, f)
		}
	}
	return out
}

// redChits are Red's available chits once his fronts are chosen (7.7).
func (s *State) redChits() []Chit {
	chits := []Chit{ChitFieldStaff}
	for _, f := range Fronts {
		if s.HighCommand[f] != "" || slices.Contains(s.RedFronts, f) {
			chits = append(chits, FrontChit(f))
		}
	}
	return chits
}

// command is the command step (7.4-7.7): White's chits follow from the rules;
// Red names two leaderless fronts, unless two or fewer remain.
func (s *State) command() {
	var free []Front
	for _, f := range Fronts {
		if s.HighCommand[f] == "" {
			free = append(free, f)
		}
	}
	if len(free) <= 2 {
		s.RedFronts = free
		s.emit(Event{Type: EvFronts, Rule: "7.7", Side: Red, Fronts: slices.Clone(free)})
		s.Step = StepChitPool
		return
	}
	s.Pending = Pending{Side: Red, Kind: DecideFronts, Fronts: free, Count: 2}
}

func (s *State) doFronts(a Action) error {
	p := s.Pending
	if len(a.Fronts) != p.Count {
		return illegal("7.7", "choose exactly %d fronts without a leader", p.Count)
	}
	if a.Fronts[0] == a.Fronts[1] {
		return illegal("7.7", "the two fronts must differ")
	}
	for _, f := range a.Fronts {
		if !slices.Contains(p.Fronts, f) {
			if f != NoFront && int(f) < len(s.HighCommand) && s.HighCommand[f] != "" {
				return illegal("7.7", "the %s front has a leader: its chit is available anyway", f)
			}
			return illegal("7.7", "%q is not a front Red can choose", f.String())
		}
	}
	s.RedFronts = slices.Clone(a.Fronts)
	slices.Sort(s.RedFronts)
	s.emit(Event{Type: EvFronts, Rule: "7.7", Side: Red, Fronts: slices.Clone(s.RedFronts)})
	s.Pending = Pending{}
	s.Step = StepChitPool
	return nil
}

// chitPool is 7.8: the initiative player sets aside one of his chits.
func (s *State) chitPool() {
	chits := s.whiteChits()
	if s.Initiative == Red {
		chits = s.redChits()
	}
	count := 1
	if s.Turn == 1 && s.Initiative == White && s.Options.OfficersAndWhiteTempo {
		count = 2 // 21.2: White's first two activations
	}
	s.Pending = Pending{Side: s.Initiative, Kind: DecideFirstChit, Chits: chits, Count: count}
}

func (s *State) doFirstChit(a Action) error {
	aside := []Chit{a.Chit}
	if s.Pending.Count == 2 {
		if len(a.Chits) != 2 || a.Chits[0] == a.Chits[1] {
			return illegal("21.2", "set aside two different chits, in the order they activate")
		}
		aside = a.Chits
	}
	for _, c := range aside {
		if c == ChitLogistics {
			return illegal("7.8", "the Logistics chit can never be set aside")
		}
		if !slices.Contains(s.Pending.Chits, c) {
			return illegal("7.8", "the %s chit is not one of %s's available chits", c, s.Pending.Side)
		}
	}
	s.FirstChit = aside[0]
	if len(aside) == 2 {
		s.SecondChit = aside[1]
	}
	s.Cup = s.Cup[:0]
	for _, c := range append(s.whiteChits(), s.redChits()...) {
		if !slices.Contains(aside, c) {
			s.Cup = append(s.Cup, c)
		}
	}
	s.Cup = append(s.Cup, ChitLogistics)
	s.Activated = s.Activated[:0]
	for _, c := range aside {
		s.emit(Event{Type: EvChitAside, Rule: "7.8", Side: a.Side, Chit: c})
	}
	s.Pending = Pending{}
	s.startChit(aside[0])
	return nil
}

// draw is 7.9: draw chits from the cup until one starts a segment.
func (s *State) draw() {
	if s.SecondChit != NoChit { // 21.2: White's second set-aside chit goes first
		c := s.SecondChit
		s.SecondChit = NoChit
		s.startChit(c)
		return
	}
	for len(s.Cup) > 0 {
		i := s.Rand.Intn(len(s.Cup))
		c := s.Cup[i]
		s.Cup = slices.Delete(s.Cup, i, i+1)
		s.emit(Event{Type: EvChitDrawn, Rule: "7.9", Chit: c, Side: c.Owner()})
		if f := c.Front(); f != NoFront && slices.Contains(s.Activated, f) {
			s.emit(Event{Type: EvChitSkipped, Rule: "7.11", Chit: c, Side: Red})
			continue
		}
		s.startChit(c)
		return
	}
	s.Step = StepActionEnd
}

// startChit begins the segment of a chit (7.9-7.12).
func (s *State) startChit(c Chit) {
	switch {
	case c == ChitLogistics:
		s.Step = StepLogistics
		s.Sub = 0
	case c == ChitFieldStaff:
		var open []Front
		for _, f := range Fronts {
			if !slices.Contains(s.Activated, f) {
				open = append(open, f)
			}
		}
		if len(open) == 0 {
			s.emit(Event{Type: EvActivate, Rule: "7.11", Side: Red, Chit: c, Note: note("every front has activated: no effect")})
			s.Step = StepDraw
			return
		}
		s.Step = StepActivation
		s.Pending = Pending{Side: Red, Kind: DecideFieldStaff, Fronts: open, Count: 1}
	default:
		s.activate(c, c.Front())
	}
}

func (s *State) doFieldStaff(a Action) error {
	if !slices.Contains(s.Pending.Fronts, a.Front) {
		return illegal("7.11", "the Field Staff can activate only a front not yet activated this turn")
	}
	s.Pending = Pending{}
	s.activate(ChitFieldStaff, a.Front)
	return nil
}

// activate starts an activation segment (7.10): the group's units at this
// moment are active for the whole segment.
func (s *State) activate(c Chit, f Front) {
	s.Step = StepActivation
	s.Segment = &Segment{Chit: c, Front: f, Phase: PhaseMovement}
	side := c.Owner()
	if f != NoFront {
		s.Activated = append(s.Activated, f)
	}
	if c == ChitPoles {
		s.polandEntryCheck() // 15.2, before the Poles move
	}
	s.Visited = s.Visited[:0]
	for i := range s.Units {
		s.Units[i].Active = s.activatedBy(i, c, f)
		if s.Units[i].Active {
			s.Visited = append(s.Visited, Visit{s.id(i), s.Units[i].Hex})
		}
	}
	s.emit(Event{Type: EvActivate, Rule: "7.10", Side: side, Chit: c, Front: f})
	s.markOutOfSupply()
	s.wait(side, DecideMovement)
}

// markOutOfSupply fixes supply at the start of the movement step (12.3):
// active units out of supply now get an Out of Supply marker and may move
// and advance freely until the end of the combat step.
func (s *State) markOutOfSupply() {
	sp := s.NewSupply()
	var out []string
	for i := range s.Units {
		u := &s.Units[i]
		u.OutOfSupply = false
		if u.Active && u.Where == OnMap && !sp.Of(i).In() {
			u.OutOfSupply = true
			out = append(out, s.id(i))
		}
	}
	if len(out) > 0 {
		s.emit(Event{Type: EvNote, Rule: "12.3", Side: s.activeSide(), Units: out, Note: note("out of supply at the start of the movement step: they may move out of supply")})
	}
}

// activatedBy reports whether unit i activates with chit c (front f for Red).
func (s *State) activatedBy(i int, c Chit, f Front) bool {
	u := &s.Units[i]
	d := s.Def(i)
	if u.Where != OnMap || u.Done || d.Type == Garrison && d.Side == NoSide {
		return false
	}
	side := s.SideOf(i)
	switch {
	case side == Red && f != NoFront:
		return s.Data.Board.Cell(u.Hex).Front == f
	case side == White && d.Faction == WhiteSpecial:
		// White special units activate once per turn with a faction they
		// are stacked with (20.3, 20.12, 20.13, 20.14).
		if u.Spent {
			return false
		}
		for j := range s.Units {
			if j != i && s.Units[j].Where == OnMap && s.Units[j].Hex == u.Hex && s.SideOf(j) == White &&
				s.Def(j).Faction != WhiteSpecial && factionChit(s.Def(j).Faction) == c {
				return true
			}
		}
		return false
	case side == White:
		return factionChit(d.Faction) == c
	}
	return false
}

// factionChit is the chit that activates a White faction (7.3).
func factionChit(f Faction) Chit {
	switch f {
	case AFSR, Makhno:
		return ChitAFSR
	case Siberian:
		return ChitSiberian
	case Muslim, North:
		return ChitMuslimNorth
	case AIF:
		return ChitAIF
	case NWArmy, Estonian, Freikorps:
		return ChitNW
	case Poles:
		return ChitPoles
	}
	return NoChit
}

func (s *State) doEndStep(a Action) error {
	switch s.Pending.Kind {
	case DecideStrategic:
		s.endStrategic(a)
		return nil
	case DecideReplace:
		s.Pending, s.Allowance = Pending{}, nil
		s.Sub++
		return nil
	case DecideRedTrain:
		s.Pending = Pending{}
		s.Step = StepCommand
		return nil
	}
	seg := s.Segment
	s.Pending = Pending{}
	switch seg.Phase {
	case PhaseMovement:
		s.emit(Event{Type: EvStepEnd, Rule: "10.6", Side: a.Side, Note: note("operational movement step ends")})
		for i := range s.Units {
			s.Units[i].Moved = false
		}
		s.checkEscorts("10.7")
		s.movementEnd()
	case PhaseCombat:
		s.emit(Event{Type: EvStepEnd, Rule: "11.0", Side: a.Side, Note: note("combat step ends")})
		s.endSegment()
	}
	return nil
}

// movementEnd finishes an operational movement step: a Red front that lost
// its leader must be back within the stacking limits by now, White choosing
// which excess units are eliminated (9.7); then the combat step begins.
func (s *State) movementEnd() {
	seg := s.Segment
	if seg.Front != NoFront {
		b := s.Data.Board
		checked := map[int32]bool{}
		for i := range s.Units {
			u := &s.Units[i]
			if u.Where != OnMap || s.SideOf(i) != Red {
				continue
			}
			c := b.Index(u.Hex)
			if checked[c] || b.Cells[c].Front != seg.Front {
				continue
			}
			checked[c] = true
			here := s.unitsAt(c)
			if s.stackingProblem(c, here).Rule == "9.1" {
				var reds []int
				for _, j := range here {
					if s.SideOf(j) == Red && !s.Def(j).Type.Special() {
						reds = append(reds, j)
					}
				}
				s.Loss = &Loss{Side: White, Units: s.ids(reds), Eliminate: true, Hex: u.Hex, Rule: "9.7"}
				s.Pending = Pending{Side: White, Kind: DecideLoss, Units: s.ids(reds)}
				return
			}
		}
	}
	if i := slices.Index(s.LeaderLeft, seg.Front); i >= 0 && seg.Front != NoFront {
		s.LeaderLeft = slices.Delete(s.LeaderLeft, i, i+1)
	}
	seg.Phase = PhaseCombat
	s.wait(s.activeSide(), DecideCombat)
}

// leaderLeft records that front f's leader left his box: its overstacks
// are not checked until the end of its next movement step (9.7). The
// Field Staff box (0) allows no stacking.
func (s *State) leaderLeft(f Front) {
	if f != NoFront && !slices.Contains(s.LeaderLeft, f) {
		s.LeaderLeft = append(s.LeaderLeft, f)
	}
}

// endSegment clears the segment's markers (12.3: Out of Supply markers go at
// the end of the combat step) and returns to the cup.
func (s *State) endSegment() {
	for i := range s.Units {
		u := &s.Units[i]
		if u.Active && s.Def(i).Faction == WhiteSpecial {
			u.Spent = true
		}
		u.Active, u.Moved, u.Attacked, u.OutOfSupply, u.RetreatedIn = false, false, false, false, false
	}
	s.AttackedHexes, s.Visited = nil, nil
	if s.Segment.Chit == ChitPoles {
		s.conquestCheck() // 15.4
	}
	s.Segment = nil
	s.Step = StepDraw
}

// actionEnd is 5.1 step 5.D: remove all Done markers, then go on to the
// strategic turn that follows, or to the next operational turn.
func (s *State) actionEnd() {
	for i := range s.Units {
		s.Units[i].Done = false
		s.Units[i].Spent = false
	}
	s.FirstChit = NoChit
	s.RedFronts = nil
	s.Activated = nil
	if s.Data.Tables.Turn(s.Turn).Strategic != "" {
		s.Step = StepStrategicTurn
		s.Sub = 0
		return
	}
	s.nextTurn()
}

// nextTurn moves the turn marker, or ends the game after the last turn.
func (s *State) nextTurn() {
	if s.Step == StepStrategicTurn {
		s.Strategic++
	}
	if s.Turn >= len(s.Data.Tables.Turns) {
		s.endCampaign()
		return
	}
	s.Turn++
	s.Step, s.Sub = StepTurnStart, 0
}
