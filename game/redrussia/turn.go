package redrussia

import (
	"slices"
)

// The turn (4.0): its start, the card phase (4.1) and the purchase phase
// (4.2) with arrivals (5.2), the minors' repairs (12.42), purchases (5.3),
// repairs (5.4) and the Tsarist Gold (15.1).

// beginTurn starts turn t (4.0 "Turn start").
func (s *State) beginTurn(t int) {
	s.Turn = t
	s.Phase, s.Step = NoPhase, StepNone // the turn's start comes before its phases
	s.Entries = nil
	s.emit(Event{Kind: EvTurn, Rule: "4.0", N: t})
	if t == 3 {
		s.ironCrossReturns()
	}
	s.offerPoland() // 13.54, then the turn's phases (startPhases)
}

// startPhases ends the turn's start: the control of every area is noted
// (17.5 Ruling: after the turn-start steps) and the card phase begins.
func (s *State) startPhases() {
	s.noteTurnStart()
	s.fixRailCapacity()
	if s.Turn == 1 {
		s.beginPurchase() // the deal was turn 1's card phase (4.1)
		return
	}
	s.beginCards()
}

// ironCrossReturns is 11.0 at the start of turn 3: the iron-cross areas
// come back into play, each controlled by the major or minor that owns it,
// the unowned ones uncontrolled.
func (s *State) ironCrossReturns() {
	for i, a := range s.data.Map.Areas {
		if a.IronCross {
			s.Areas[i].Control = s.Areas[i].Home
			s.emit(Event{Kind: EvPlaced, Rule: "11.0", Faction: s.Areas[i].Home, Where: a.Code, Text: "back in play"})
		}
	}
}

// Winter reports a winter turn (1.3).
func (s *State) Winter() bool { return s.Turn == 3 || s.Turn == 7 || s.Turn == 11 }

// Spring reports a spring turn (1.3).
func (s *State) Spring() bool { return s.Turn == 4 || s.Turn == 8 || s.Turn == 12 }

// --- The card phase (4.1) ---

// beginCards opens the card phase: clockwise from Red, each player
// discards, then draws to his limit.
func (s *State) beginCards() {
	s.Phase, s.Step = CardPhase, StepDiscard
	s.emit(Event{Kind: EvPhase, Rule: "4.1", Text: CardPhase.String()})
	s.openPhaseWindow("cards")
}

// cardProcedure is the card phase after its start-of-phase window (14.2(a)).
func (s *State) cardProcedure() {
	s.Queue = nil
	for _, p := range s.Players {
		if !p.Out {
			s.Queue = append(s.Queue, s.majorsIn(p.Factions)[0]) // a faction still in play decides for his hand (16.2)
		}
	}
	s.nextDiscard()
}

func (s *State) nextDiscard() {
	if len(s.Queue) > 0 {
		s.Pending = Pending{Kind: DecideDiscard, Faction: s.Queue[0]}
		return
	}
	if s.Winter() {
		// 14.8: the deck and the discard pile shuffled together.
		s.Deck = append(s.Deck, s.Discard...)
		s.Discard = nil
		s.shuffle(s.Deck)
		s.emit(Event{Kind: EvShuffled, Rule: "14.8", N: len(s.Deck)})
	}
	s.beginPurchase()
}

// mustKeep reports a card its holder may not discard: a play-immediately
// card he can play now (14.71).
func (s *State) mustKeep(player, id int) bool {
	c := s.data.Cards.Card(id)
	return c != nil && c.Immediate && s.playableBy(player, c)
}

// playableBy reports a card playable this turn by one of the player's
// factions: its years and its "playable by" (14.73, 14.74).
func (s *State) playableBy(player int, c *Card) bool {
	if !c.PlayableIn(&s.data.Tables.Calendar, s.Turn) {
		return false
	}
	if len(c.PlayableBy) == 0 {
		return true
	}
	return slices.ContainsFunc(s.Players[player].Factions, func(f Faction) bool {
		return slices.Contains(c.PlayableBy, f) && !s.F(f).Out
	})
}

// discards are the discard choices of the pending player: every subset of
// the cards he may discard would be too many to list, so Legal lists
// discarding nothing, each card alone, and all he may discard (Apply takes
// any subset).
func (s *State) discards(f Faction) []Action {
	pl := s.PlayerOf(f)
	var free []int
	for _, id := range s.Players[pl].Hand {
		if !s.mustKeep(pl, id) {
			free = append(free, id)
		}
	}
	// 4.1: a hand above the limit (the ORI has fallen) must come down to
	// it, so only the discards that bring it there are listed.
	need := len(s.Players[pl].Hand) - s.HandLimit(pl)
	var out []Action
	if need <= 0 {
		out = append(out, Action{Type: ActDiscard, Faction: f})
	}
	if need <= 1 {
		for _, id := range free {
			out = append(out, Action{Type: ActDiscard, Faction: f, Cards: []int{id}})
		}
	}
	if need > 1 && need < len(free) {
		out = append(out, Action{Type: ActDiscard, Faction: f, Cards: slices.Clone(free[:need])})
	}
	if len(free) > 1 {
		out = append(out, Action{Type: ActDiscard, Faction: f, Cards: free})
	}
	return out
}

// doDiscard: the player discards the cards named (14.4), then draws to his
// limit (14.5), or discards down to it when his ORI has fallen (4.1).
func doDiscard(s *State, a Action) error {
	pl := s.PlayerOf(a.Faction)
	hand := slices.Clone(s.Players[pl].Hand)
	for k, id := range a.Cards {
		if !slices.Contains(hand, id) || slices.Contains(a.Cards[:k], id) {
			return refuse("14.4", "card %d is not in the hand", id)
		}
		if s.mustKeep(pl, id) {
			return refuse("14.71", "%s is played immediately, not discarded", s.data.Cards.Card(id).Title.EN)
		}
		hand = slices.DeleteFunc(hand, func(c int) bool { return c == id })
	}
	limit := s.HandLimit(pl)
	if len(hand) > limit {
		return refuse("4.1", "the hand holds %d cards after the discards; the limit is %d", len(hand), limit)
	}
	s.Discard = append(s.Discard, a.Cards...)
	if len(a.Cards) > 0 {
		s.emit(Event{Kind: EvDiscarded, Rule: "14.4", Faction: a.Faction, N: len(a.Cards)})
	}
	drawn := 0
	for len(hand) < limit {
		if len(s.Deck) == 0 {
			if len(s.Discard) == 0 {
				break // 4.1 Ruling: no cards at all
			}
			s.Deck, s.Discard = s.Discard, nil // 4.1 Ruling: a new deck at once
			s.shuffle(s.Deck)
			s.emit(Event{Kind: EvShuffled, Rule: "4.1", N: len(s.Deck)})
		}
		hand = append(hand, s.Deck[len(s.Deck)-1])
		s.Deck = s.Deck[:len(s.Deck)-1]
		drawn++
	}
	s.Players[pl].Hand = hand
	s.emit(Event{Kind: EvDealt, Rule: "14.5", Faction: a.Faction, N: drawn})
	s.Queue = s.Queue[1:]
	s.nextDiscard()
	return nil
}

// --- The purchase phase (4.2) ---

// purchaseOrder is the set-up order on turn 1, then the initiative order
// set in the previous turn (4.2).
func (s *State) purchaseOrder() []Faction {
	if s.Turn == 1 {
		return s.majorsIn(setupOrder)
	}
	return s.majorsIn(s.Initiative)
}

// beginPurchase opens the purchase phase: arrivals, the minors' repairs,
// then each faction's purchases, in purchase order.
func (s *State) beginPurchase() {
	s.Phase, s.Step = PurchasePhase, StepPurchase
	s.emit(Event{Kind: EvPhase, Rule: "4.2", Text: PurchasePhase.String()})
	s.openPhaseWindow("purchase")
}

// purchaseProcedure is the purchase phase after its start-of-phase window
// (14.2(a)).
func (s *State) purchaseProcedure() {
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.Status == OnTrack && p.Arrive == s.Turn {
			p.Status, p.Place, p.Placer = ToPlace, placeArrival, p.Faction
		}
	}
	s.Queue = s.purchaseOrder()
	s.Arriving = true
	s.nextArrival()
}

// placeArrival: a piece from the turn track goes to an area its faction
// controls (5.2).
const placeArrival = "arrival"

// arrivals are a faction's pieces arriving this turn.
func (s *State) arrivals(f Faction) []*Piece {
	var out []*Piece
	for i := range s.Pieces {
		if p := &s.Pieces[i]; p.Status == ToPlace && p.Place == placeArrival && p.Placer == f {
			out = append(out, p)
		}
	}
	return out
}

// nextArrival asks the next faction in purchase order to place an
// arriving piece; a piece with nowhere to go waits in the next turn's box
// (5.2). After the arrivals come the minors' repairs and the purchases.
func (s *State) nextArrival() {
	for len(s.Queue) > 0 {
		f := s.Queue[0]
		for _, p := range s.arrivals(f) {
			if len(s.PlaceTargets(p)) == 0 {
				p.Status, p.Arrive, p.Place, p.Placer = OnTrack, s.Turn+1, "", NoFaction
				s.emit(Event{Kind: EvArrived, Rule: "5.2", Faction: f, Piece: p.ID, Text: "no area to arrive in: next turn"})
			}
		}
		if len(s.arrivals(f)) > 0 {
			s.Pending = Pending{Kind: DecidePlace, Faction: f}
			return
		}
		s.Queue = s.Queue[1:]
	}
	s.Arriving = false
	s.minorRepairs()
	s.beginRefits()
}

func (s *State) nextPurchase() {
	if len(s.Queue) > 0 {
		s.Pending = Pending{Kind: DecidePurchase, Faction: s.Queue[0]}
		return
	}
	s.beginPolitical()
}

// minorRepairs is 12.42 for the minors no major controls: the engine
// repairs (Poland 2, the others 1) and, in spring, builds at random (B.6).
// Controlled minors are repaired and built by their controllers' choice
// (beginRefits).
func (s *State) minorRepairs() {
	for _, fd := range s.data.Tables.Factions {
		m := fd.Faction
		st := s.F(m)
		if !m.Minor() || st.Conquered || st.Status != Neutral {
			continue
		}
		var reduced []*Piece
		for i := range s.Pieces {
			if p := &s.Pieces[i]; p.Kind == KindUnit && p.Faction == m && p.Status == OnMap && p.Reduced {
				reduced = append(reduced, p)
			}
		}
		for n := 0; n < fd.Repairs && len(reduced) > 0; n++ {
			k := s.Rand.Intn(len(reduced))
			reduced[k].Reduced = false
			s.emit(Event{Kind: EvRepaired, Rule: "12.42", Faction: m, Piece: reduced[k].ID, Where: reduced[k].Where})
			reduced = slices.Delete(reduced, k, k+1)
		}
		if !s.Spring() {
			continue
		}
		var areas []string
		for i, a := range s.data.Map.Areas {
			if s.Areas[i].Control == m {
				areas = append(areas, a.Code)
			}
		}
		for n := 0; n < fd.Builds && len(areas) > 0; n++ {
			var pool []*Piece
			for i := range s.Pieces {
				if p := &s.Pieces[i]; p.Kind == KindUnit && p.Faction == m && (p.Status == InPool || p.Status == Eliminated) {
					pool = append(pool, p)
				}
			}
			if len(pool) == 0 {
				break
			}
			p := pool[s.Rand.Intn(len(pool))]
			p.Status, p.Where, p.Reduced = OnMap, areas[s.Rand.Intn(len(areas))], false
			s.emit(Event{Kind: EvPlaced, Rule: "12.42", Faction: m, Piece: p.ID, Where: p.Where})
		}
	}
}

// Refit is 12.42 for the minors a major controls: the controller
// chooses which of the minor's reduced units it repairs (Poland 2, the
// others 1) and, in spring, which counters it builds (Poland 2, the
// others 1) and in which of the minor's areas, one choice at a time;
// the repairs and builds are not optional (12.42 makes them automatic),
// only their choice is the controller's. Minors holds the minors still to
// refit, the first under way.
type Refit struct {
	Minors  []Faction `json:"minors"`
	Started bool      `json:"started,omitempty"`
	Repairs int       `json:"repairs"` // left to the first minor
	Builds  int       `json:"builds"`
}

// beginRefits starts the controlled minors' repairs and builds (12.42),
// then the purchases.
func (s *State) beginRefits() {
	r := &Refit{}
	for _, fd := range s.data.Tables.Factions {
		st := s.F(fd.Faction)
		if fd.Faction.Minor() && !st.Conquered && (st.Status == Limited || st.Status == Active) {
			r.Minors = append(r.Minors, fd.Faction)
		}
	}
	s.Refit = r
	s.nextRefit()
}

// nextRefit asks the controller of the minor under way for its next
// repair or build, passing over minors with nothing to repair or build;
// then the purchases begin.
func (s *State) nextRefit() {
	r := s.Refit
	for len(r.Minors) > 0 {
		m := r.Minors[0]
		if !r.Started {
			fd := s.data.Tables.Faction(m)
			r.Started, r.Repairs, r.Builds = true, fd.Repairs, 0
			if s.Spring() {
				r.Builds = fd.Builds
			}
		}
		if len(s.refitChoices()) > 0 {
			s.Pending = Pending{Kind: DecideRefit, Faction: s.F(m).Controller, Of: m}
			return
		}
		r.Minors, r.Started = r.Minors[1:], false
	}
	s.Refit = nil
	s.Queue = s.purchaseOrder()
	s.nextPurchase()
}

// refitChoices: while the minor under way has repairs left and a reduced
// unit on the map, each such unit; then, while it has builds left, each of
// its counters not in play in each area it controls.
func (s *State) refitChoices() []Action {
	r := s.Refit
	if r == nil || len(r.Minors) == 0 {
		return nil
	}
	m := r.Minors[0]
	f := s.F(m).Controller
	var out []Action
	if r.Repairs > 0 {
		for i := range s.Pieces {
			if p := &s.Pieces[i]; p.Kind == KindUnit && p.Faction == m && p.Status == OnMap && p.Reduced {
				out = append(out, Action{Type: ActRefit, Faction: f, Minor: m, Piece: p.ID})
			}
		}
		if len(out) > 0 {
			return out
		}
	}
	if r.Builds > 0 {
		var areas []string
		for i, a := range s.data.Map.Areas {
			if s.Areas[i].Control == m {
				areas = append(areas, a.Code)
			}
		}
		for i := range s.Pieces {
			if p := &s.Pieces[i]; p.Kind == KindUnit && p.Faction == m && (p.Status == InPool || p.Status == Eliminated) {
				for _, w := range areas {
					out = append(out, Action{Type: ActRefit, Faction: f, Minor: m, Piece: p.ID, Where: w})
				}
			}
		}
	}
	return out
}

// doRefit repairs or builds the unit chosen (12.42).
func doRefit(s *State, a Action) error {
	if !slices.ContainsFunc(s.refitChoices(), func(b Action) bool { return b.equal(a) }) {
		return refuse("12.42", "%s is not a repair or build of %s now", targetName(a), s.Pending.Of)
	}
	r, p := s.Refit, s.Piece(a.Piece)
	if a.Where == "" {
		p.Reduced = false
		r.Repairs--
		s.emit(Event{Kind: EvRepaired, Rule: "12.42", Faction: a.Minor, Piece: p.ID, Where: p.Where})
	} else {
		p.Status, p.Where, p.Reduced, p.Arrive = OnMap, a.Where, false, 0
		r.Builds--
		s.emit(Event{Kind: EvPlaced, Rule: "12.42", Faction: a.Minor, Piece: p.ID, Where: p.Where})
	}
	s.nextRefit()
	return nil
}

// Available are a faction's counters of a type it may buy now (5.3): in
// the pool or eliminated and rebuildable, never fleets; tanks once it has
// played "Tanks" (15.4); Red aircraft from turn 5 (20.4).
func (s *State) Available(f Faction, t UnitType) []*Piece {
	c := s.data.Tables.Costs.Of(t)
	if c == nil || !c.Buildable || (f == Red && t == AIR && s.Turn < 5) {
		return nil
	}
	var out []*Piece
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.Kind != KindUnit || p.Faction != f || p.Type != t || (p.Status != InPool && p.Status != Eliminated) {
			continue
		}
		if t == TANK && !s.F(f).Tanks {
			continue
		}
		out = append(out, p)
	}
	return out
}

// byName reports a counter a card added to the pool by name, which may be
// bought by name (5.3 Ruling).
func (s *State) byName(p *Piece) bool {
	return s.data.Line(p.ID).SetAside != NotSetAside
}

// purchases are the pending faction's purchase actions: a unit of each
// type it can afford and find, the named counters it may buy, the repairs
// it can pay for, the Gold, and the end.
func (s *State) purchases(f Faction) []Action {
	var out []Action
	for _, t := range []UnitType{INF, CAV, TANK, AIR} {
		if s.canPay(f, s.data.Tables.Costs.Of(t), false) && slices.ContainsFunc(s.Available(f, t), func(p *Piece) bool { return !s.byName(p) }) {
			out = append(out, Action{Type: ActBuy, Faction: f, Unit: t})
		}
		for _, p := range s.Available(f, t) {
			if s.byName(p) && s.canPay(f, s.data.Tables.Costs.Of(t), false) {
				out = append(out, Action{Type: ActBuy, Faction: f, Unit: t, Piece: p.ID})
			}
		}
	}
	for i := range s.Pieces {
		if p := &s.Pieces[i]; s.repairable(f, p) == nil {
			out = append(out, Action{Type: ActRepair, Faction: f, Piece: p.ID})
		}
	}
	if s.goldDrawable(f) == nil {
		out = append(out, Action{Type: ActGold, Faction: f})
	}
	return append(out, Action{Type: ActEndPurchase, Faction: f})
}

// canPay reports enough money and manpower for a purchase, or a repair.
func (s *State) canPay(f Faction, c *Cost, repair bool) bool {
	if c == nil {
		return false
	}
	money, men := c.Money, c.Manpower
	if repair {
		money, men = c.RepairMoney, c.RepairManpower
	}
	return s.F(f).Money >= money && s.F(f).Manpower >= men
}

// doBuy: a unit of a type, its counter drawn at random among those
// available (5.3 Ruling), or a named counter, paid and put on the turn
// track for its arrival.
func doBuy(s *State, a Action) error {
	c := s.data.Tables.Costs.Of(a.Unit)
	if c == nil || !c.Buildable {
		return refuse("5.3", "%s cannot be bought", a.Unit)
	}
	if a.Faction == Red && a.Unit == AIR && s.Turn < 5 {
		return refuse("20.4", "Red may not buy aircraft before turn 5")
	}
	if !s.canPay(a.Faction, c, false) {
		return refuse("6.4", "%s costs %d money and %d manpower; %s has %d and %d", a.Unit, c.Money, c.Manpower, a.Faction, s.F(a.Faction).Money, s.F(a.Faction).Manpower)
	}
	var pool []*Piece
	for _, p := range s.Available(a.Faction, a.Unit) {
		if (a.Piece == "" && !s.byName(p)) || p.ID == a.Piece {
			pool = append(pool, p)
		}
	}
	if len(pool) == 0 {
		if a.Unit == TANK && !s.F(a.Faction).Tanks {
			return refuse("15.4", "%s may buy tanks only after playing \"Tanks\"", a.Faction)
		}
		return refuse("2.4", "%s has no %s counter available", a.Faction, a.Unit)
	}
	p := pool[s.Rand.Intn(len(pool))]
	st := s.F(a.Faction)
	st.Money -= c.Money
	st.Manpower -= c.Manpower
	p.Status, p.Arrive, p.Where, p.Reduced = OnTrack, s.Turn+c.Delay, "", false
	s.emit(Event{Kind: EvBought, Rule: "5.3", Faction: a.Faction, Piece: p.ID, N: p.Arrive})
	return nil
}

// repairable says why a piece is not one of a faction's units it may
// repair now (5.4), nil if it is.
func (s *State) repairable(f Faction, p *Piece) error {
	switch {
	case p.Kind != KindUnit || p.Faction != f || p.Status != OnMap || !p.Reduced:
		return refuse("5.4", "%s is not a reduced %s unit on the map", p.ID, f)
	case s.data.Map.Area(p.Where) == nil:
		return refuse("5.4", "units at sea, aboard a fleet or in a holding box are not repaired")
	case !s.canPay(f, s.data.Tables.Costs.Of(p.Type), true):
		c := s.data.Tables.Costs.Of(p.Type)
		if c == nil {
			return refuse("15.2", "%s is never repaired", p.ID)
		}
		return refuse("6.4", "a %s repair costs %d money and %d manpower", p.Type, c.RepairMoney, c.RepairManpower)
	}
	return nil
}

func doRepair(s *State, a Action) error {
	p := s.Piece(a.Piece)
	if p == nil {
		return refuse("5.4", "there is no piece %s", a.Piece)
	}
	if err := s.repairable(a.Faction, p); err != nil {
		return err
	}
	c := s.data.Tables.Costs.Of(p.Type)
	st := s.F(a.Faction)
	st.Money -= c.RepairMoney
	st.Manpower -= c.RepairManpower
	p.Reduced = false
	s.emit(Event{Kind: EvRepaired, Rule: "5.4", Faction: a.Faction, Piece: p.ID, Where: p.Where})
	return nil
}

// Gold money (15.1).
const (
	goldWhole = 5
	goldHalf  = 3
)

// goldDrawable says why a faction may not draw on the Gold now, nil if it
// may: it holds it, whole, or half since an earlier purchase phase.
func (s *State) goldDrawable(f Faction) error {
	g := s.Piece(GoldID)
	switch {
	case g == nil || g.Status != OnMap || g.Faction != f:
		return refuse("15.1", "%s does not hold the Tsarist Gold", f)
	case g.Half && s.GoldTurn == s.Turn:
		return refuse("15.1", "the half treasury may be drawn on from the next purchase phase")
	}
	return nil
}

func doGold(s *State, a Action) error {
	if err := s.goldDrawable(a.Faction); err != nil {
		return err
	}
	g := s.Piece(GoldID)
	n := goldWhole
	if g.Half {
		n = goldHalf
		g.takeOff(Removed)
	}
	g.Half = true
	s.GoldTurn = s.Turn
	s.F(a.Faction).Money += n
	s.emit(Event{Kind: EvGold, Rule: "15.1", Faction: a.Faction, N: n})
	return nil
}

func doEndPurchase(s *State, a Action) error {
	s.Queue = s.Queue[1:]
	s.nextPurchase()
	return nil
}
