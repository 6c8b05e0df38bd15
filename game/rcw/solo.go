package rcw

import (
	"fmt"
	"maps"
	"slices"
)

// The solitaire game (18.0-28.0): one player, Red, against a procedure
// the engine carries out. Seats: the Red player is Player A; the non-Red
// side is Player B, whose every move the engine makes inside its advance
// loop (soloStep), so no decision of B's is ever pending.
const (
	SoloRed    = "A"
	SoloNonRed = "B"
	SoloTurns  = 7 // 27.32
)

// Solo is the solitaire game's own state.
type Solo struct {
	// Routes are the targets and paths of the non-Red forces, by White
	// leader and Blue or Green unit (21.0 Ruling: paths belong to units).
	Routes map[int]Route `json:"routes"`
	// Queue are the provinces the non-Red Combat Phase has still to fight
	// in (alphabetical, the procedure's step 5); Rule is how the first of
	// them is fought (23.11 or 23.12), fixed at its first attack.
	Queue []string `json:"queue,omitempty"`
	Rule  string   `json:"rule,omitempty"`
	// Left is how many leaders Red may still place in this Red Leader
	// Determination Phase (24.0).
	Left int `json:"left,omitempty"`
	// Skip are the Game-Turns whose Determination Phase is skipped
	// (24.16, 24.17); DiedNonRed are Lenin and Trotsky when eliminated in
	// this Game-Turn's non-Red Combat Phase.
	Skip       []int `json:"skip,omitempty"`
	DiedNonRed []int `json:"died_non_red,omitempty"`
	// Result is the end (28.0): "decisive red", "substantive red",
	// "marginal red", "decisive non-red" or "draw".
	Result string `json:"result,omitempty"`
}

// Route is a non-Red unit's target and path (21.13): Path[0] is the
// province it stands in, the rest the provinces still to enter.
type Route struct {
	Target string   `json:"target"`
	Path   []string `json:"path"`
}

func (o *Solo) clone() *Solo {
	if o == nil {
		return nil
	}
	c := *o
	c.Routes = maps.Clone(o.Routes)
	for k, r := range c.Routes {
		r.Path = slices.Clone(r.Path)
		c.Routes[k] = r
	}
	c.Queue = slices.Clone(o.Queue)
	c.Skip = slices.Clone(o.Skip)
	c.DiedNonRed = slices.Clone(o.DiedNonRed)
	return &c
}

// NewSolitaire makes a solitaire game (27.0): the forces deployed, the
// five White leaders of 27.12 on their units, Lenin and Trotsky alone of
// the Red leaders on the map (the others are the pool of 24.0, in Player
// A's hand), the Aux cup without AM or PM (27.2). Start then seeds it,
// computes the non-Red paths and plays up to the Red player's first
// decision.
func NewSolitaire(d *Data) (*State, error) {
	if d.Map == nil || d.Counters == nil || d.Tables == nil {
		return nil, refuse("3.0", "a game needs the map, the counters and the tables")
	}
	s := &State{data: d, Phase: PhaseSequencing, Solo: &Solo{Routes: map[int]Route{}}}
	for _, l := range []string{SoloRed, SoloNonRed} {
		s.Players = append(s.Players, Player{Letter: l})
		s.TurnCup = append(s.TurnCup, l)
	}
	c := d.Counters
	for _, l := range c.Leaders {
		pc := Piece{ID: l.ID, Status: InHand, Owner: SoloNonRed}
		if l.Colour == Red {
			pc.Owner = SoloRed
			if l.ID != Lenin && l.ID != Trotsky {
				pc.Status = InCup // kept off the deployment; the pool below
			}
		}
		s.Pieces = append(s.Pieces, pc)
	}
	for _, u := range c.Units {
		s.Pieces = append(s.Pieces, Piece{ID: u.ID, Status: OffMap})
	}
	for _, m := range c.Imperial {
		s.Pieces = append(s.Pieces, Piece{ID: m.ID, Status: OffMap})
	}
	s.index()
	s.deploy()
	for i := range s.Pieces {
		if s.Pieces[i].Status == InCup {
			s.Pieces[i].Status = InHand // 27.13: the pool of 24.0
		}
	}
	for _, l := range c.Leaders {
		if l.SolitaireStart != "" {
			s.soloPlaceWhite(l)
		}
	}
	// 27.2: the control and withdrawal markers only; every PM and AM is
	// out of the game (20.11).
	for _, n := range c.Nationalities {
		if n.Control {
			s.Aux = append(s.Aux, Chit{Kind: ChitControl, Nat: n.Code})
		}
	}
	for _, n := range c.Nationalities {
		if n.Withdrawal {
			s.Aux = append(s.Aux, Chit{Kind: ChitWithdrawal, Nat: n.Code})
		}
	}
	for range c.Markers.Politburo {
		s.Gone = append(s.Gone, Chit{Kind: ChitPolitburo})
	}
	for range c.Markers.Assassin {
		s.Gone = append(s.Gone, Chit{Kind: ChitAssassin})
	}
	s.out = nil
	return s, nil
}

// soloPlaceWhite puts one of the five White leaders of 27.12 on the
// leaderless White unit of its solitaire province, attaching it.
func (s *State) soloPlaceWhite(l LeaderDef) {
	s.take(l.ID)
	for _, st := range s.StacksIn(l.SolitaireStart) {
		for _, id := range st.Pieces {
			if u := s.Def(id).Unit; u != nil && u.Colour == White && s.Piece(id).Under == 0 {
				stID := st.ID
				s.put(l.ID, st)
				st = s.Stack(stID)
				st.Player = SoloNonRed
				up := s.Piece(id)
				up.Under, up.Owner = l.ID, SoloNonRed
				s.normalise(st)
				return
			}
		}
	}
	// No such unit (other data): alone in the province.
	s.put(l.ID, s.newStack(l.SolitaireStart, SoloNonRed))
}

// soloStart: the paths of 21.13, then Game-Turn 1.
func (s *State) soloStart() (*State, []Event) {
	s.soloRoutes()
	before := s.Clone()
	s.soloTurn()
	s.advance()
	s.rescore()
	ev := s.out
	s.out = nil
	return before, ev
}

// soloTurn begins a Game-Turn: non-Red is always first (27.31).
func (s *State) soloTurn() {
	s.Turn++
	s.Order = []string{SoloNonRed, SoloRed}
	s.Current = 0
	s.Solo.DiedNonRed = nil
	s.emit(Event{Kind: EvTurn, Rule: "19.2", N: s.Turn, Text: fmt.Sprintf("box %d, %s", TrackBox(s.Turn), TrackMonths(s.Turn))})
	s.beginPhase(PhaseRandomEvent)
}

// soloGuard refuses what the solitaire game does not have: any action of
// the non-Red seat, trades, assassination, purges and the CC (18.0, 20.11,
// 27.2).
func (s *State) soloGuard(a Action) error {
	if s.Solo == nil {
		return nil
	}
	if a.Player != SoloRed {
		return refuse("18.0", "the non-Red forces are moved by the procedure, not by a player")
	}
	switch a.Type {
	case ActAttach, ActDetach, ActMerge, ActMove, ActEndPhase, ActDraw, ActPass, ActAttack, ActSubvert, ActLosses, ActPlace,
		ActCapture, ActEmigrate, ActExit:
		return nil
	}
	return refuse("18.0", "%s is not part of the solitaire game", a.Type)
}

// soloStep carries the game on by one step where no decision of the Red
// player is needed; false when the game waits for him.
func (s *State) soloStep() bool {
	s.executeCzar()
	if s.Phasing() == SoloRed {
		if s.Phase == PhaseRandomEvent && s.Pending.Kind == DecideNone {
			if s.randomEvent() {
				s.beginLeaders()
			}
			return true
		}
		return false
	}
	if s.Pending.Player == SoloRed {
		return false // his loss choice in the non-Red Combat Phase (8.43 Ruling)
	}
	switch s.Phase {
	case PhaseRandomEvent: // 19.2 A1, 20.0
		s.randomEvent() // a redraw is made at once (20.0 Ruling, drawChit)
		s.beginPhase(PhaseMovement)
	case PhaseMovement: // A2, 21.0
		s.nonRedMovement()
		s.beginPhase(PhaseStacking)
		s.nonRedStacking() // A3, 22.0
		s.beginPhase(PhaseCombat)
		s.Solo.Queue, s.Solo.Rule = s.combatProvinces(), ""
	case PhaseCombat: // A4, 23.0
		if !s.nonRedCombat() {
			return true // a loss choice of the Red player waits
		}
		for _, id := range []int{Lenin, Trotsky} {
			if s.Piece(id).Status == Eliminated && s.diedThisTurn(id) {
				s.Solo.DiedNonRed = append(s.Solo.DiedNonRed, id)
			}
		}
		s.skipAfterDeaths(true)
		s.beginPhase(PhaseRandomizer)
	case PhaseRandomizer: // A5, 20.12
		s.drawChit(SoloNonRed)
		s.endPlayerTurn()
	default:
		return false
	}
	return true
}

func (s *State) diedThisTurn(id int) bool {
	if id == Lenin {
		return s.LeninDied == s.Turn
	}
	return s.TrotskyDied == s.Turn
}

// skipAfterDeaths records the Determination Phases skipped for Lenin's
// and Trotsky's deaths in this Game-Turn (24.14-24.17): after the non-Red
// Combat Phase (nonRed) the deaths in it, at the end of the Game-Turn
// the deaths in the Red Combat Phase. One death skips the phase 24.16
// names; both in one Game-Turn also the one after the first named.
func (s *State) skipAfterDeaths(nonRed bool) {
	var named []int
	for _, id := range []int{Lenin, Trotsky} {
		switch {
		case !s.diedThisTurn(id):
		case slices.Contains(s.Solo.DiedNonRed, id):
			named = append(named, s.Turn) // 24.16: the same Game-Turn's
		case !nonRed:
			named = append(named, s.Turn+1) // 24.16: the next Game-Turn's
		}
	}
	if len(named) == 2 {
		named = append(named, slices.Min(named)+1) // 24.17
	}
	for _, n := range named {
		if !slices.Contains(s.Solo.Skip, n) {
			s.Solo.Skip = append(s.Solo.Skip, n)
		}
	}
	slices.Sort(s.Solo.Skip)
}

// soloInterphase: the Replacement Phase (25.0, Game-Turns 1-5), the
// victory check (28.0, 19.2 Ruling), the Game-Turn Indication Phase.
func (s *State) soloInterphase() {
	s.skipAfterDeaths(false)
	s.emit(Event{Kind: EvPhase, Rule: "19.2", N: s.Turn, Text: "replacement"})
	s.replacement()
	if s.soloVictory() {
		return
	}
	s.soloTurn()
}

// soloBlocked: 25.11-25.13; White, Blue and Green units are never
// replaced but Polish and Finnish ones; the rest is 9.0.
func (s *State) soloBlocked(u *UnitDef) (rule, why string) {
	if s.Solo == nil || u.Colour == Red {
		return "", ""
	}
	if u.Colour == Green && (u.Nationality == "PO" || u.Nationality == "FN") {
		return "", ""
	}
	return "25.11", "non-Red units are not replaced in the solitaire game"
}

// soloLegal lists every action the Red player may take now.
func (s *State) soloLegal() []Action {
	p := s.Pending
	if p.Player != SoloRed {
		return nil
	}
	switch p.Kind {
	case DecideLeaders:
		return append([]Action{{Type: ActEndPhase, Player: p.Player}}, s.placements()...)
	case DecideMove:
		out := append([]Action{{Type: ActEndPhase, Player: p.Player}}, s.movementActions(p.Player)...)
		return append(out, s.imperialActions(p.Player)...)
	case DecideCapture:
		return s.captureActions()
	case DecideDraw:
		return []Action{{Type: ActDraw, Player: p.Player}}
	case DecideRedraw:
		return []Action{{Type: ActDraw, Player: p.Player}, {Type: ActPass, Player: p.Player}}
	case DecideCombat:
		return s.combatActions(p.Player)
	case DecideLosses:
		var out []Action
		for _, set := range s.MinimalLosses(s.Loss.Pieces, s.Loss.Need) {
			out = append(out, Action{Type: ActLosses, Player: p.Player, Units: set})
		}
		return out
	}
	return nil
}

// checkSolo: the solitaire's own invariants: no decision of the non-Red
// seat pending, no PM or AM held, at most six Red leaders on the map
// (24.12), the Czar never stacked with a Red leader (26.0), every Red
// leader off the map in the pool of Player A.
func (s *State) checkSolo() error {
	if s.Solo == nil {
		return nil
	}
	if s.Pending.Player == SoloNonRed {
		return fmt.Errorf("a decision of the non-Red procedure is pending: %v", s.Pending.Kind)
	}
	for _, p := range s.Players {
		if p.PM != 0 || p.AM != 0 {
			return fmt.Errorf("Player %s holds %d PM and %d AM in the solitaire game (20.11)", p.Letter, p.PM, p.AM)
		}
	}
	red := 0
	for _, pc := range s.Pieces {
		d := s.Def(pc.ID)
		if d.Kind != KindLeader {
			continue
		}
		want := SoloNonRed
		if d.Leader.Colour == Red {
			want = SoloRed
			if pc.Status == OnMap {
				red++
			}
		}
		if pc.Owner != want {
			return fmt.Errorf("leader %d is Player %q's, not %s's", pc.ID, pc.Owner, want)
		}
	}
	if red > 6 {
		return fmt.Errorf("%d Red leaders on the map (24.12)", red)
	}
	if s.czarDoomed() {
		return fmt.Errorf("the Czar is stacked with a Red leader (26.0)")
	}
	return nil
}

// soloVictory checks 28.0 at the end of the Game-Turn; true when the game
// ends.
func (s *State) soloVictory() bool {
	switch {
	case s.nonRedIn("PETR") || s.nonRedIn("TVER"):
		s.soloEnd(White, "decisive non-red", "28.13")
	case s.objectiveMet():
		level := map[bool]string{true: "decisive red"}[s.Turn <= 5]
		switch s.Turn {
		case 6:
			level = "substantive red"
		case 7:
			level = "marginal red"
		}
		s.soloEnd(Red, level, "28.12")
	case s.Turn >= SoloTurns:
		s.soloEnd(NoColour, "draw", "28.15")
	default:
		return false
	}
	return true
}

// nonRedUnit: a White leader or a White, Blue or Green combat unit on the
// map, controllable or not (28.0 Ruling).
func (s *State) nonRedUnit(id int) bool {
	d := s.Def(id)
	return d.Kind != KindImperial && s.Colour(id) != Red && s.Colour(id) != NoColour
}

func (s *State) nonRedIn(prov string) bool {
	for _, st := range s.StacksIn(prov) {
		for _, id := range st.Pieces {
			if s.nonRedUnit(id) {
				return true
			}
		}
	}
	return false
}

// objectiveMet: no non-Red unit in Greater Russia, White Russia, Ukraine
// or the Cossack Territories (28.11).
func (s *State) objectiveMet() bool {
	for _, st := range s.Stacks {
		switch s.data.Map.Province(st.Province).Region {
		case "G", "W", "U", "C":
			if s.nonRedIn(st.Province) {
				return false
			}
		}
	}
	return true
}

func (s *State) soloEnd(c Colour, result, rule string) {
	s.Solo.Result = result
	s.Outcome = &Outcome{Winner: c, Condition: 28}
	s.Phase = PhaseOver
	s.Pending = Pending{}
	s.emit(Event{Kind: EvGameOver, Rule: rule, N: s.Turn, Text: result})
}

func init() {
	// The solitaire's actions join the table of handlers (engine.go).
	handlers[ActPlace] = handler{on: map[Decision]bool{DecideLeaders: true}, run: doPlace}
	end := handlers[ActEndPhase]
	on := maps.Clone(end.on)
	on[DecideLeaders] = true
	handlers[ActEndPhase] = handler{on: on, run: func(s *State, a Action) error {
		if s.Phase == PhaseLeaders {
			return doEndLeaders(s, a)
		}
		return end.run(s, a)
	}}
}
