package rcw

import (
	"fmt"
	"slices"

	"tachanka/game/dice"
)

// Apply applies an action, or refuses it and leaves the state as it was.
// It is the only way a game changes: the client, the computer players,
// replays and tests all go through it. Every state it returns is a
// checkpoint (4.3 Ruling): the actions are complete actions.
func Apply(s *State, a Action) ([]Event, error) {
	if s.Phase == PhaseOver {
		return nil, refuse("14.1", "the game is over")
	}
	h, ok := handlers[a.Type]
	if !ok {
		return nil, refuse("4.2", "%s is not an action of this game", a.Type)
	}
	if s.Player(a.Player) == nil {
		return nil, refuse("15.21", "there is no player %q", a.Player)
	}
	if s.Postal != nil && s.Postal.Form != "" {
		return nil, applyForm(s, a)
	}
	if err := s.soloGuard(a); err != nil {
		return nil, err
	}
	if err := s.postalGuard(a); err != nil {
		return nil, err
	}
	// The one guard: the action answers the pending decision and it is
	// this player's, or it is politics any player may do at a checkpoint.
	switch {
	case h.anytime && s.Purge != nil:
		return nil, refuse("4.3", "all other play stops while a purge is resolved")
	case h.anytime:
	case !h.on[s.Pending.Kind]:
		return nil, refuse("4.2", "%s is not a decision now: the game waits for %s", a.Type, s.Pending.Kind)
	case s.Pending.Player != "" && s.Pending.Player != a.Player:
		return nil, refuse("4.2", "it is Player %s's decision (%s), not Player %s's", s.Pending.Player, s.Pending.Kind, a.Player)
	}
	// Handlers work on a copy, so a refusal found half-way leaves nothing
	// changed.
	c := s.Clone()
	c.Actions++
	if err := h.run(c, a); err != nil {
		return nil, err
	}
	c.settle()
	c.checkCC()
	c.advance()
	// What the Random Events Phase did (a PM drawn, Blue units withdrawn)
	// is settled too.
	c.settle()
	c.checkCC()
	if c.Phase != PhaseOver {
		c.trackConditions()
	}
	c.rescore()
	ev := c.out
	c.out = nil
	*s = *c
	return ev, nil
}

type handler struct {
	on      map[Decision]bool
	anytime bool // politics at any checkpoint (4.3): trades
	run     func(s *State, a Action) error
}

var handlers map[ActionType]handler

func init() {
	on := func(ds ...Decision) map[Decision]bool {
		m := map[Decision]bool{}
		for _, d := range ds {
			m[d] = true
		}
		return m
	}
	handlers = map[ActionType]handler{
		ActDeal:     {on: on(DecideDeal), run: doDeal},
		ActOffer:    {anytime: true, run: doOffer},
		ActAccept:   {anytime: true, run: doAccept},
		ActDecline:  {anytime: true, run: doDecline},
		ActWithdraw: {anytime: true, run: doWithdraw},
		ActDone:     {on: on(DecideTrade), run: doDone},
		ActSequence: {on: on(DecideSequence), run: doSequence},
		ActAttach:   {on: on(DecideMove), run: doAttach},
		ActDetach:   {on: on(DecideMove), run: doDetach},
		ActMerge:    {on: on(DecideMove), run: doMerge},
		ActMove:     {on: on(DecideMove), run: doMove},
		ActEndPhase: {on: on(DecideMove, DecideCombat), run: doEndPhase},
		ActAttack:   {on: on(DecideCombat), run: doAttack},
		ActSubvert:  {on: on(DecideCombat), run: doSubvert},
		ActLosses:   {on: on(DecideLosses), run: doLosses},
		ActAgree:    {on: on(DecideVote, DecideExecution), run: doAnswer},
		ActRefuse:   {on: on(DecideVote, DecideExecution), run: doAnswer},
		ActDraw:     {on: on(DecideDraw, DecideRedraw), run: doDraw},
		ActPass:     {on: on(DecideRedraw, DecideCounterpurge, DecideCapture), run: doPurgePass},
		// An assassination is the Phasing Player's at any checkpoint of
		// his Player-Turn (10.11, 4.3); doAssassinate checks when.
		ActAssassinate: {anytime: true, run: doAssassinate},
		// A purge is any CC member's at a checkpoint of the Player-Turn
		// series (4.3); doPurge checks when.
		ActPurge:        {anytime: true, run: doPurge},
		ActCounterpurge: {on: on(DecideCounterpurge), run: doCounterpurge},
		ActTake:         {on: on(DecidePurgeTake), run: doTake},
		ActCommittee:    {anytime: true, run: doCommittee},
		ActLeave:        {anytime: true, run: doLeave},
		ActEmigrate:     {on: on(DecideMove), run: doEmigrate},
		ActExit:         {on: on(DecideMove), run: doExit},
		ActCapture:      {on: on(DecideCapture), run: doCapture},
		// Consent to an execution order and leaving the game are any
		// player's at a checkpoint (13.52, 14.21).
		ActExecute: {anytime: true, run: doExecute},
		ActQuit:    {anytime: true, run: doQuit},
		// The postal game's sealed orders (17.0): every unsealed player
		// at once.
		ActOrders: {on: on(DecideOrders), run: doOrders},
		ActSeal:   {on: on(DecideOrders), run: doSeal},
	}
}

func (s *State) wait(player string, kind Decision) { s.Pending = Pending{Player: player, Kind: kind} }

// Waiting lists the players whose decision the game waits for: the
// pending decision's player (every player still trading in the session)
// and the addressees of open offers (several seats at once).
func (s *State) Waiting() []string {
	var out []string
	switch {
	case s.Phase == PhaseOver:
		return nil
	case s.Pending.Kind == DecideOrders:
		out = s.unsealed()
	case s.Pending.Kind == DecideTrade:
		for _, p := range s.Players {
			if !p.Done {
				out = append(out, p.Letter)
			}
		}
	case s.Pending.Player != "":
		out = append(out, s.Pending.Player)
	}
	for _, o := range s.Offers {
		if !slices.Contains(out, o.To) {
			out = append(out, o.To)
		}
	}
	slices.Sort(out)
	return out
}

// Letters are the player letters of a game of n players (15.21).
func Letters(n int) []string { return []string{"A", "B", "C", "D", "E", "F"}[:n] }

// NewState makes a game of n players (3 to 6, 2.0 Ruling) on a map and
// counters: the pieces in their cups and boxes, the Initial Forces
// Randomizer filled (15.22), the Player-Turn Randomizer holding every
// letter (15.21). Start then seeds it and waits for the deal.
func NewState(d *Data, n int) (*State, error) {
	if n < 3 || n > 6 {
		return nil, refuse("2.0", "the game is for 3 to 6 players, not %d", n)
	}
	if d.Map == nil || d.Counters == nil || d.Tables == nil {
		return nil, refuse("3.0", "a game needs the map, the counters and the tables")
	}
	s := &State{data: d, Phase: PhaseDeal}
	for _, l := range Letters(n) {
		s.Players = append(s.Players, Player{Letter: l})
		s.TurnCup = append(s.TurnCup, l)
	}
	c := d.Counters
	for _, l := range c.Leaders {
		s.Pieces = append(s.Pieces, Piece{ID: l.ID, Status: InCup})
		s.InitialCup = append(s.InitialCup, Chit{Kind: ChitLeader, Leader: l.ID})
	}
	for _, u := range c.Units {
		s.Pieces = append(s.Pieces, Piece{ID: u.ID, Status: OffMap})
	}
	for _, m := range c.Imperial {
		s.Pieces = append(s.Pieces, Piece{ID: m.ID, Status: OffMap})
	}
	for range c.Markers.PolitburoInitial {
		s.InitialCup = append(s.InitialCup, Chit{Kind: ChitPolitburo})
	}
	for range c.Markers.AssassinInitial {
		s.InitialCup = append(s.InitialCup, Chit{Kind: ChitAssassin})
	}
	s.index()
	return s, nil
}

// Start seeds the game and waits for Player A's deal.
func Start(s *State, seed uint64) []Event {
	_, ev := Opening(s, seed)
	return ev
}

// Opening starts a game as Start does and also returns the position
// before what the start plays by itself (the solitaire's first non-Red
// Player-Turn, 27.31), for a client that shows it being played; nil
// when the start plays nothing.
func Opening(s *State, seed uint64) (*State, []Event) {
	s.Rand = dice.New(seed)
	if s.Solo != nil {
		return s.soloStart() // 27.0
	}
	s.wait("A", DecideDeal)
	return nil, nil
}

// advance carries the game on through what needs no decision: the
// Random Events Phase's roll (12.0), the Interphase, the end.
func (s *State) advance() {
	for range 100 {
		if s.Phase == PhaseOver {
			s.Pending = Pending{}
			return
		}
		if s.Postal != nil && s.Pending.Kind == DecideOrders {
			if !s.allSealed() {
				return
			}
			s.adjudicate() // 17.0: every player has sealed
			continue
		}
		if s.Solo != nil {
			if !s.soloStep() { // 19.2: the engine plays the non-Red side
				return
			}
			continue
		}
		switch {
		case s.Phase == PhaseRandomEvent && s.Pending.Kind == DecideNone:
			if s.randomEvent() {
				s.beginPhase(PhaseMovement)
			}
		case s.Pending.Player != "" && s.hasQuit(s.Pending.Player):
			s.autoAnswer()
		default:
			return
		}
	}
}

// beginPhase starts a phase of the Phasing Player's Player-Turn (4.2 A).
func (s *State) beginPhase(p Phase) {
	s.Phase = p
	who := s.Phasing()
	s.emit(Event{Kind: EvPhase, Rule: "4.2", Player: who, N: s.Turn, Text: p.String()})
	switch p {
	case PhaseRandomEvent:
		s.Pending = Pending{}
		for i := range s.Pieces {
			s.Pieces[i].Moved = false
		}
	case PhaseMovement:
		for i := range s.Pieces {
			pc := &s.Pieces[i]
			pc.From = ""
			if pc.Status == OnMap && s.Def(pc.ID).Kind == KindLeader {
				pc.From = s.Stack(pc.Stack).Province
			}
		}
		s.wait(who, DecideMove)
	case PhaseCombat:
		s.Fought, s.Attacked = nil, nil
		s.wait(who, DecideCombat)
	case PhaseRandomizer:
		s.wait(who, DecideDraw)
	}
}

// endPlayerTurn passes to the next Player-Turn, or to the Interphase
// after the last (4.2). Open offers lapse with the Player-Turn (a design
// decision: an offer is made at a checkpoint, for the moment).
func (s *State) endPlayerTurn() {
	s.lapseOffers("4.3")
	s.SubDoubled = false
	for i := range s.Pieces {
		s.Pieces[i].Moved, s.Pieces[i].From = false, ""
	}
	for s.Current+1 < len(s.Order) && s.hasQuit(s.Order[s.Current+1]) {
		s.Current++ // 14.24: his Player-Turn is removed
	}
	if s.Current+1 < len(s.Order) {
		s.Current++
		s.beginPhase(PhaseRandomEvent)
		return
	}
	s.interphase()
}

// interphase is the Game-Turn Interphase (4.2 B): the marker advances,
// the Replacement Segment (9.0), the victory check (14.1), then the
// sequencing draw.
func (s *State) interphase() {
	if s.Solo != nil {
		s.soloInterphase() // 19.2 C, D
		return
	}
	s.emit(Event{Kind: EvPhase, Rule: "4.2", N: s.Turn, Text: "interphase"})
	s.replacement()
	if s.victoryCheck() {
		return
	}
	s.sequencing()
}

// sequencing ends the Interphase: the Game-Turn cap of a computer game
// (4.1 Ruling), else Player A's draw (4.2 B4).
func (s *State) sequencing() {
	if s.MaxTurns > 0 && s.Turn >= s.MaxTurns {
		s.Abandoned = true
		s.Phase = PhaseOver
		s.Pending = Pending{}
		s.emit(Event{Kind: EvGameOver, Rule: "4.1", N: s.Turn, Text: "abandoned at the Game-Turn cap"})
		return
	}
	if s.Postal != nil {
		s.postalTurn() // 17.0 [4.2]: no sequencing draw
		return
	}
	s.Phase = PhaseSequencing
	s.Consents = nil // an execution order's consents lapse with the Game-Turn
	s.wait(s.host(), DecideSequence)
}

// doSequence draws the First Player from the Player-Turn Randomizer; the
// others follow clockwise, which is alphabetical order (4.2 Ruling); the
// marker goes back (4.2 Ruling). Then the Game-Turn begins (14.3).
func doSequence(s *State, a Action) error {
	first := s.TurnCup[s.Rand.Intn(len(s.TurnCup))]
	var order []string
	for _, p := range s.Players {
		if slices.Contains(s.TurnCup, p.Letter) {
			order = append(order, p.Letter)
		}
	}
	k := slices.Index(order, first)
	s.Order = append(slices.Clone(order[k:]), order[:k]...)
	s.Current = 0
	s.Turn++
	s.Purgers, s.PurgeBids = nil, nil // 11.13: one purge per player and Game-Turn
	s.emit(Event{Kind: EvSequence, Rule: "4.2", Player: first, Path: s.Order, N: s.Turn})
	s.emit(Event{Kind: EvTurn, Rule: "14.3", N: s.Turn, Text: fmt.Sprintf("box %d, %s", TrackBox(s.Turn), TrackMonths(s.Turn))})
	s.beginPhase(PhaseRandomEvent)
	return nil
}

// doEndPhase ends the Movement Phase (to combat) or the Combat Phase (to
// the Randomizer Phase).
func doEndPhase(s *State, a Action) error {
	if s.Phase == PhaseCombat {
		s.beginPhase(PhaseRandomizer)
		return nil
	}
	s.beginPhase(PhaseCombat)
	return nil
}
