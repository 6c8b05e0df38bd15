package rcw

import (
	"fmt"
	"maps"
	"slices"
)

// The postal game (17.0) is the engine's simultaneous-orders mode: the
// same State with Postal set. Each Game-Turn has two negotiation periods;
// in each, every player submits sealed Orders (ActOrders, replaceable)
// and seals them (ActSeal); when all have sealed the engine, as GM,
// carries out the phase (adjudicate) and reports it in events.

// PostalState is the postal game's own state.
type PostalState struct {
	// Orders are the orders submitted this period, by player; Sealed the
	// players who have sealed theirs.
	Orders map[string]*Orders `json:"orders,omitempty"`
	Sealed []string           `json:"sealed,omitempty"`
	// Standing are the standing orders on file, by player (17.0 [11.0],
	// [13.5]).
	Standing map[string]Standing `json:"standing,omitempty"`
	// Start is every leader and combat unit on the map at the start of
	// the Game-Turn by province, with its colour: the stop rule is tested
	// against it (17.0 [5.0]).
	Start map[string][]StartPiece `json:"start,omitempty"`
	// Routes are the provinces each leader's move went through this
	// Game-Turn, its start province first (17.0 [10.0] Ruling).
	Routes map[int][]string `json:"routes,omitempty"`
	// Acting is the player whose order is being carried out (17.0 Ruling:
	// "the Phasing Player"), empty between orders.
	Acting string `json:"acting,omitempty"`
	// SubDoubled: Subversive Attacks Doubled waits for the next Second
	// Phase (17.0 [12.0]).
	SubDoubled bool `json:"sub_doubled,omitempty"`
	// Purged: a purge was carried out in this Game-Turn's First Phase, so
	// the Second Phase has no purge step (17.0 [4.2] Ruling).
	Purged bool `json:"purged,omitempty"`
	// Form is the player whose order form this state is (OrderForm);
	// never saved.
	Form string `json:"-"`
	// forms: orders are being checked as written (17.0 Ruling): the stop
	// rule ends a move there without making the order ill-formed.
	forms bool
}

// StartPiece is a leader or combat unit at the start of the Game-Turn.
type StartPiece struct {
	ID     int    `json:"id"`
	Colour Colour `json:"colour"`
}

// Standing are a player's standing orders (17.0 [11.0], [13.5]).
type Standing struct {
	// Counterpurge names the players he counterpurges after a "C", in
	// priority order (after a collective purge, the first participant
	// listed); empty: no counterpurge.
	Counterpurge []string `json:"counterpurge,omitempty"`
	// CzarAnswer answers an execution order at once: "comply", "refuse",
	// or empty (the order is reported and waits for a Comply order).
	CzarAnswer string `json:"czar_answer,omitempty"`
}

// Czar answers of a standing order.
const (
	CzarComply = "comply"
	CzarRefuse = "refuse"
)

// Orders are one player's orders for one phase (17.0). The First Phase
// takes trades, moves, assassinations, purges and execution orders; the
// Second Phase trades, attacks, purges and execution orders.
type Orders struct {
	// Comply carries out an execution order reported earlier, at the
	// start of the trade step (17.0 [13.5] Ruling).
	Comply         bool          `json:"comply,omitempty"`
	Trades         []Gift        `json:"trades,omitempty"`
	Moves          []MoveOrder   `json:"moves,omitempty"`
	Assassinations []Targeting   `json:"assassinations,omitempty"`
	Purges         []PurgeOrder  `json:"purges,omitempty"`
	Execute        bool          `json:"execute,omitempty"`
	Attacks        []AttackOrder `json:"attacks,omitempty"`
	// Standing replaces the standing orders on file; nil keeps them.
	Standing *Standing `json:"standing,omitempty"`
}

// Gift is PM and AM a player hands to another in the trade step; a trade
// is two gifts.
type Gift struct {
	To string `json:"to"`
	PM int    `json:"pm,omitempty"`
	AM int    `json:"am,omitempty"`
}

// MoveOrder is one force's move: its composition (leaders, or Blue and
// Green units), its path with pick-ups and drop-offs, by rail or not.
type MoveOrder struct {
	Units []int  `json:"units"`
	Path  []Step `json:"path"`
	Rail  bool   `json:"rail,omitempty"`
}

// Targeting is one entry of an assassination order: a leader and the AM
// against it, in priority order (17.0 [10.0] Ruling).
type Targeting struct {
	Leader int `json:"leader"`
	AM     int `json:"am"`
}

// PurgeOrder is a purge order (17.0 [11.0]): the PM committed, the
// participants (the player alone for an individual purge), the target and
// the division list.
type PurgeOrder struct {
	PM       int      `json:"pm"`
	Members  []string `json:"members"`
	Target   string   `json:"target"`
	Division []string `json:"division"`
}

// AttackOrder is one attack: the attacking stacks and the defending one.
type AttackOrder struct {
	Stacks     []int `json:"stacks"`
	Target     int   `json:"target"`
	Subversive bool  `json:"subversive,omitempty"`
}

func (o *Orders) clone() *Orders {
	if o == nil {
		return nil
	}
	c := *o
	c.Trades = slices.Clone(o.Trades)
	c.Moves = make([]MoveOrder, len(o.Moves))
	for i, m := range o.Moves {
		c.Moves[i] = MoveOrder{Units: slices.Clone(m.Units), Path: clonePath(m.Path), Rail: m.Rail}
	}
	c.Assassinations = slices.Clone(o.Assassinations)
	c.Purges = make([]PurgeOrder, len(o.Purges))
	for i, p := range o.Purges {
		p.Members, p.Division = slices.Clone(p.Members), slices.Clone(p.Division)
		c.Purges[i] = p
	}
	c.Attacks = make([]AttackOrder, len(o.Attacks))
	for i, a := range o.Attacks {
		a.Stacks = slices.Clone(a.Stacks)
		c.Attacks[i] = a
	}
	if o.Standing != nil {
		st := o.Standing.clone()
		c.Standing = &st
	}
	return &c
}

func (st Standing) clone() Standing {
	st.Counterpurge = slices.Clone(st.Counterpurge)
	return st
}

func clonePath(p []Step) []Step {
	out := make([]Step, len(p))
	for i, st := range p {
		out[i] = Step{To: st.To, Drop: slices.Clone(st.Drop), Pick: slices.Clone(st.Pick), Release: slices.Clone(st.Release)}
	}
	return out
}

func (p *PostalState) clone() *PostalState {
	if p == nil {
		return nil
	}
	c := *p
	c.Orders = map[string]*Orders{}
	for k, o := range p.Orders {
		c.Orders[k] = o.clone()
	}
	c.Sealed = slices.Clone(p.Sealed)
	c.Standing = map[string]Standing{}
	for k, v := range p.Standing {
		c.Standing[k] = v.clone()
	}
	c.Start = maps.Clone(p.Start) // the lists are never changed in place
	c.Routes = maps.Clone(p.Routes)
	return &c
}

// View is the state as Player letter may see it: the other players'
// orders of the period removed (17.0: sealed until adjudicated). The
// client shows a seat only its View.
func (s *State) View(letter string) *State {
	c := s.Clone()
	if c.Postal == nil {
		return c
	}
	for k := range c.Postal.Orders {
		if k != letter {
			delete(c.Postal.Orders, k)
		}
	}
	for k := range c.Postal.Standing {
		if k != letter {
			delete(c.Postal.Standing, k)
		}
	}
	return c
}

// postalGuard: once the postal game is under way, a player only writes,
// seals, answers the condition 3 question or leaves (17.0).
func (s *State) postalGuard(a Action) error {
	if s.Postal == nil || s.Phase == PhaseDeal || s.Phase == PhaseTrading {
		return nil
	}
	switch a.Type {
	case ActOrders, ActSeal, ActQuit, ActAgree, ActRefuse:
		return nil
	}
	return refuse("17.0", "in the postal game %s is written in the orders, not played", a.Type)
}

// playing lists the players still in the game, alphabetically.
func (s *State) playing() []string {
	var out []string
	for _, p := range s.Players {
		if !p.Quit {
			out = append(out, p.Letter)
		}
	}
	return out
}

// unsealed lists the players still writing their orders.
func (s *State) unsealed() []string {
	var out []string
	for _, p := range s.Players {
		if !p.Quit && !slices.Contains(s.Postal.Sealed, p.Letter) {
			out = append(out, p.Letter)
		}
	}
	return out
}

func (s *State) allSealed() bool { return len(s.unsealed()) == 0 }

// postalTurn begins a Game-Turn (17.0 [4.2]): the marker advances, the
// start positions are recorded, and the First Negotiation Period opens.
// Player-Turn order is alphabetical order (17.0 Ruling).
func (s *State) postalTurn() {
	s.Turn++
	s.Order = nil
	for _, p := range s.Players {
		if !p.Quit {
			s.Order = append(s.Order, p.Letter)
		}
	}
	s.Current = 0
	s.Purgers, s.PurgeBids, s.Consents = nil, nil, nil // 11.13
	s.Postal.Purged = false
	s.Postal.Routes = map[int][]string{}
	s.recordStart()
	for i := range s.Pieces {
		pc := &s.Pieces[i]
		pc.Moved, pc.From = false, ""
		if pc.Status == OnMap && s.Def(pc.ID).Kind == KindLeader {
			pc.From = s.Stack(pc.Stack).Province
		}
	}
	s.emit(Event{Kind: EvTurn, Rule: "14.3", N: s.Turn, Text: fmt.Sprintf("box %d, %s", TrackBox(s.Turn), TrackMonths(s.Turn))})
	s.openPeriod(PhaseFirstOrders)
}

// recordStart records the start-of-turn colours (17.0 [5.0]).
func (s *State) recordStart() {
	s.Postal.Start = map[string][]StartPiece{}
	for _, st := range s.Stacks {
		for _, id := range st.Pieces {
			if c := s.Colour(id); c != NoColour {
				s.Postal.Start[st.Province] = append(s.Postal.Start[st.Province], StartPiece{ID: id, Colour: c})
			}
		}
	}
}

// openPeriod opens a negotiation period: every player writes orders.
func (s *State) openPeriod(p Phase) {
	s.Phase = p
	s.Postal.Orders, s.Postal.Sealed, s.Postal.Acting = nil, nil, ""
	s.emit(Event{Kind: EvPhase, Rule: "17.0", N: s.Turn, Text: p.String()})
	s.Pending = Pending{Kind: DecideOrders}
}

// stopsAtStart is the stop rule (5.27) against the colours present in a
// province at the start of the Game-Turn (17.0 [5.0]).
func (p *PostalState) stopsAtStart(f *force, prov string, czar bool) bool {
	if p.forms {
		return false
	}
	for _, sp := range p.Start[prov] {
		if sp.Colour != f.colour && !f.has(sp.ID) && !(czar && sp.Colour == Blue) {
			return true
		}
	}
	return false
}

// adjudicate carries out the phase whose orders are all sealed.
func (s *State) adjudicate() {
	for l, o := range s.Postal.Orders {
		if o.Standing != nil {
			if s.Postal.Standing == nil {
				s.Postal.Standing = map[string]Standing{}
			}
			s.Postal.Standing[l] = o.Standing.clone()
		}
	}
	if s.Phase == PhaseFirstOrders {
		s.firstPhase()
		if s.Phase != PhaseOver {
			s.openPeriod(PhaseSecondOrders)
		}
		return
	}
	s.secondPhase()
}

// orders are a player's orders of the period (empty when none).
func (s *State) orders(letter string) *Orders {
	if o := s.Postal.Orders[letter]; o != nil && !s.hasQuit(letter) {
		return o
	}
	return &Orders{}
}

// firstPhase (17.0 [4.2] 2): trades, movement with assassinations,
// purges, execution orders, random events once per two players rounding
// down.
func (s *State) firstPhase() {
	s.emit(Event{Kind: EvPhase, Rule: "17.0", N: s.Turn, Text: "first phase"})
	s.postalTrades()
	s.postalMovement()
	s.postalAssassinations()
	if s.postalPurges() {
		s.Postal.Purged = true
	}
	s.postalExecution()
	s.postalEvents(len(s.Order) / 2)
}

// secondPhase (17.0 [4.2] 4): trades, combat, purges if none in the
// First Phase, execution orders, the Randomizer (one chit per player,
// alphabetically), replacements (Game-Turns 1-5), random events once per
// two players rounding up, then the victory check (14.1) and the next
// Game-Turn.
func (s *State) secondPhase() {
	s.emit(Event{Kind: EvPhase, Rule: "17.0", N: s.Turn, Text: "second phase"})
	s.postalTrades()
	s.postalCombat()
	if !s.Postal.Purged {
		s.postalPurges()
	}
	s.postalExecution()
	for _, l := range s.Order {
		if !s.hasQuit(l) {
			s.postalDraw(l)
		}
	}
	s.replacement()
	s.postalEvents((len(s.Order) + 1) / 2)
	s.settle()
	s.checkCC()
	s.Postal.Orders, s.Postal.Sealed = nil, nil
	if s.victoryCheck() {
		return
	}
	s.sequencing()
}

// postalTrades carries out the gifts ordered, alphabetically, each as far
// as the giver still holds the markers; then ordered compliances with an
// execution order (17.0 [13.5] Ruling).
func (s *State) postalTrades() {
	for _, l := range s.Order {
		o := s.orders(l)
		if o.Comply {
			if s.czarUnderRed() && s.Controller(Czar) == l {
				s.Execution = &Execution{Player: l, Resume: s.Pending}
				_ = answerExecution(s, Action{Type: ActAgree, Player: l})
			} else {
				s.emit(Event{Kind: EvVoid, Rule: "13.5", Player: l, Text: "compliance: the Czar is not attached to his Red leader"})
			}
		}
		for _, g := range o.Trades {
			p, to := s.Player(l), s.Player(g.To)
			if to == nil || to.Quit || g.PM > p.PM || g.AM > p.AM {
				s.emit(Event{Kind: EvVoid, Rule: "17.0", Player: l, To: g.To, Text: "trade: the markers are not held"})
				continue
			}
			p.PM -= g.PM
			p.AM -= g.AM
			to.PM += g.PM
			to.AM += g.AM
			s.emit(Event{Kind: EvTrade, Rule: "17.0", Player: l, To: g.To, N: g.PM, Text: fmt.Sprintf("%d PM, %d AM", g.PM, g.AM)})
		}
	}
	s.checkCC()
}

// postalEvents rolls on the Random Events Table n times (17.0 [4.2]); a
// Draw goes to a player chosen at random, and Subversive Attacks Doubled
// waits for the next Second Phase (17.0 [12.0]).
func (s *State) postalEvents(n int) {
	for range n {
		live := s.playing()
		s.Postal.Acting = live[s.Rand.Intn(len(live))]
		if !s.randomEvent() {
			s.answerPending()
		}
		s.Postal.Acting = ""
		if s.SubDoubled {
			s.SubDoubled, s.Postal.SubDoubled = false, true
		}
		s.settle()
		s.checkCC()
	}
}

// postalDraw draws one chit for a player (17.0 [4.2] 4.4); a redraw a
// useless Blue marker allows is made (as in 20.0 Ruling).
func (s *State) postalDraw(l string) {
	s.Postal.Acting = l
	if s.drawChit(l) {
		s.answerPending()
	}
	s.Postal.Acting = ""
	s.settle()
	s.checkCC()
}
