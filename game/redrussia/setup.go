package redrussia

import (
	"fmt"
	"slices"
	"strings"

	"tachanka/game/dice"
	"tachanka/game/enum"
)

// The set-up (3.0, 20.0): the Siberian player's Czech Legion choice, the
// random draws of the starting forces and leaders, the placements (the
// Whites one piece at a time in turn, then Red), the initial reductions,
// the minors' and the Western Allies' pieces, and the deal.

// Step is a step within a phase.
type Step uint8

const (
	StepNone     Step = iota
	StepCzech         // 3.0 step 4
	StepPlace         // 3.0 step 8
	StepReduce        // 3.0 step 9
	StepMinors        // 3.0 step 10
	StepAllies        // 3.0 step 11
	StepPurchase      // 4.2: the factions' purchases in purchase order
	StepDiscard       // 4.1: the players' discards and draws
	StepMovement      // 4.5: the active faction's movement step (7.0)
	StepCombat        // 4.5: its combat step (8.0)
	StepSiege         // 4.5: its siege step (9.0)
)

var stepNames = []string{"", "czech", "place", "reduce", "minors", "allies", "purchase", "discard", "movement", "combat", "siege"}

func (t Step) String() string               { return enum.Name(t, stepNames) }
func (t Step) MarshalText() ([]byte, error) { return []byte(t.String()), nil }
func (t *Step) UnmarshalText(b []byte) error {
	v, err := enum.Parse[Step](b, stepNames, "step")
	*t = v
	return err
}

// SetupState is what the set-up keeps between decisions.
type SetupState struct {
	// Order is the reductions still to make (3.0 step 9), each "by>of".
	Order []string `json:"order,omitempty"`
	// Last is the White faction that placed last (3.0 step 8).
	Last Faction `json:"last,omitempty"`
	// Cup is the Western Allied variable pieces not yet drawn (3.0 step 11).
	Cup []string `json:"cup,omitempty"`
}

// Where a piece waiting at set-up may go (Piece.Place).
const (
	placeTerritory = "t:"     // an area of that territory its faction controls (20.1-20.4)
	placeHome      = "home"   // a home area its faction controls ("any home area")
	placeMinor     = "minor"  // a home area of its minor, iron-cross areas included (3.0 step 10)
	placeJapan     = "japan"  // the Allied Sea of Japan fleet: Vladivostok, the sea, its box (20.5)
	placeWhiteSea  = "white"  // the Allied White Sea fleet: Murmansk, the sea, its box, Archangel
	placeAllied    = "allied" // the Allied land pieces: Murmansk, Vladivostok, any box, Archangel
)

// leaderSetup is 20.1-20.4's leaders: a named leader, or "random" for one
// drawn from the faction's random pool, and where he goes.
var leaderSetup = []struct {
	faction Faction
	leader  string
	place   string
}{
	{NorthAsian, "said-alim", placeTerritory + string(CentralAsia)},                    // 20.1
	{Siberian, "kolchak", placeHome},                                                   // 20.2
	{Siberian, "random", placeHome},                                                    // 20.2
	{South, "denikin", placeTerritory + string(GreatRussia)},                           // 20.3
	{South, "random", placeTerritory + string(GreatRussia)},                            // 20.3 (never Wrangel: he arrives by card)
	{Red, "lenin", placeTerritory + string(GreatRussia)},                               // 20.4
	{Red, "trotsky", placeTerritory + string(GreatRussia)},                             // 20.4
	{Red, "random", placeHome}, {Red, "random", placeHome}, {Red, "random", placeHome}, // 20.4
}

// cupDraws are 3.0 step 11's draws from the Allied cup, in drawing order,
// and placeOrder the order of placing them.
var (
	cupDraws = []struct {
		f Faction
		n int
	}{{NorthAsian, 5}, {Siberian, 2}, {South, 1}}
	alliedPlaceOrder = []Faction{South, Siberian, NorthAsian}
	setupOrder       = []Faction{NorthAsian, Siberian, South, Red} // a.3
	seatOrder        = []Faction{Red, NorthAsian, Siberian, South} // a.3, clockwise
	whiteFactions    = []Faction{NorthAsian, Siberian, South}
)

// Seating is who commands which factions with n players (1.2), in seat
// order: a player's seat is that of his first faction.
func Seating(n int) ([][]Faction, error) {
	switch n {
	case 4:
		return [][]Faction{{Red}, {NorthAsian}, {Siberian}, {South}}, nil
	case 3:
		return [][]Faction{{Red}, {NorthAsian, South}, {Siberian}}, nil
	case 2:
		return [][]Faction{{Red}, {NorthAsian, Siberian, South}}, nil
	}
	return nil, fmt.Errorf("Red Russia is for 2 to 4 players, not %d (1.2)", n)
}

// NewGame makes a game of n players at its first decision, the Siberian
// player's Czech Legion choice (3.0 steps 1-3).
func NewGame(d *Data, n int, seed uint64, opt Options) (*State, error) {
	seats, err := Seating(n)
	if err != nil {
		return nil, err
	}
	if opt.Famine && !opt.Railways {
		return nil, fmt.Errorf("the famine rule 19.2 needs the railways rule 19.1")
	}
	if err := checkStops(n, opt.Stops); err != nil {
		return nil, err
	}
	opt.Czech, opt.CzechChosen = false, false
	opt.Stops = slices.Clone(opt.Stops)
	s := &State{Options: opt, Rand: dice.New(seed), data: d, Initiative: slices.Clone(setupOrder)}
	for _, fs := range seats {
		s.Players = append(s.Players, Player{Factions: fs})
	}
	for i, st := range opt.Stops {
		s.SetStops(i, st)
	}
	s.Factions = make([]FactionState, int(Central)+1)
	for _, fd := range d.Tables.Factions {
		st := s.F(fd.Faction)
		if fd.Faction.Major() {
			st.Money, st.Manpower, st.ORIBox = fd.Money, fd.Manpower, d.Tables.ORI.StartBox // 3.0 step 3
		}
	}
	s.Areas = make([]AreaState, len(d.Map.Areas))
	for i, a := range d.Map.Areas {
		s.Areas[i] = AreaState{Control: factionNamed(a.Control), Home: factionNamed(a.Home)} // 3.0 step 7
	}
	for _, c := range d.Counters.Pieces() {
		p := Piece{ID: c.ID, Kind: KindUnit, Faction: c.Line.Faction, Type: c.Line.Type}
		switch {
		case c.Line.SetAside == Withheld || c.Line.SetAside == TanksCard:
			p.Status = NotInPool // 3.0 step 5
		case c.Line.Allied == AlliedReserve:
			p.Status = Reserve
		}
		s.Pieces = append(s.Pieces, p)
	}
	for _, l := range d.Leaders.Leaders {
		s.Pieces = append(s.Pieces, Piece{ID: l.ID, Kind: KindLeader, Faction: l.Faction})
	}
	s.Pieces = append(s.Pieces, Piece{ID: GoldID, Kind: KindGold, Faction: Red, Status: OnMap, Where: "KAZA"}) // 20.4
	s.Setup = &SetupState{}
	s.Step = StepCzech
	s.Pending = Pending{Kind: DecideCzech, Faction: Siberian}
	return s, nil
}

// GoldID is the Tsarist Gold's piece id.
const GoldID = "gold"

// factionNamed is a map's faction word as a Faction (the map's loader
// checks its words).
func factionNamed(word string) Faction {
	f, ok := parseFaction(word)
	if !ok && word != "" {
		panic(fmt.Sprintf("redrussia: the map names faction %q", word))
	}
	return f
}

// parseFaction is a faction word as a Faction.
func parseFaction(word string) (Faction, bool) {
	var f Faction
	if word == "" || f.UnmarshalText([]byte(word)) != nil {
		return NoFaction, false
	}
	return f, true
}

// doCzech: 3.0 step 4, then steps 5-7 and the first placement.
func doCzech(s *State, a Action) error {
	s.Options.Czech, s.Options.CzechChosen = a.Yes, true
	formed := s.data.Cards.ByTitle("Czech Legion Formed")
	if !a.Yes && formed != nil {
		s.Gone = append(s.Gone, formed.ID) // removed for the whole game
	}
	s.emit(Event{Kind: EvOption, Rule: "19.3", Faction: Siberian, Text: fmt.Sprintf("Czech Legion option: %v", a.Yes)})
	s.drawForces()
	s.Step = StepPlace
	s.nextPlacer()
	return nil
}

// drawForces is 3.0 step 6 and 20.0: every faction's starting units drawn
// by type at random, named pieces as given, and the leaders.
func (s *State) drawForces() {
	for _, pl := range s.data.Counters.Setup {
		placer := pl.Faction
		place := placeMinor
		if pl.Faction.Major() {
			place = placeTerritory + pl.Territory
		} else if fd := s.data.Tables.Faction(pl.Faction); fd != nil {
			placer = fd.PlacedBy
		}
		if pl.Line != "" {
			for range pl.Count {
				p := s.firstOfLine(pl.Line)
				if p == nil {
					continue
				}
				if s.data.Line(p.ID).SetAside == CzechOption && s.Options.Czech {
					p.Status = NotInPool // 19.3: until "Czech Legion Formed"
					continue
				}
				switch {
				case pl.AtSea:
					p.Status, p.Where = OnMap, SeaPrefix+s.data.Line(p.ID).Sea
				case pl.Area != "":
					p.Status, p.Where = OnMap, pl.Area
				default:
					p.Status, p.Place, p.Placer = ToPlace, place, placer
				}
				s.emit(Event{Kind: EvDrawn, Rule: "20.0", Faction: p.Faction, Piece: p.ID, Where: p.Where})
			}
			continue
		}
		for range pl.Count {
			var pool []*Piece
			for i := range s.Pieces {
				p := &s.Pieces[i]
				l := s.data.Line(p.ID)
				if p.Kind == KindUnit && p.Status == InPool && p.Faction == pl.Faction && p.Type == pl.Type && l.SetAside == NotSetAside && !l.FixedStart {
					pool = append(pool, p)
				}
			}
			if len(pool) == 0 {
				continue
			}
			p := pool[s.Rand.Intn(len(pool))]
			p.Status, p.Place, p.Placer = ToPlace, place, placer
			s.emit(Event{Kind: EvDrawn, Rule: "3.0", Faction: p.Faction, Piece: p.ID})
		}
	}
	for _, ls := range leaderSetup {
		var p *Piece
		if ls.leader == "random" {
			var pool []*Piece
			for i := range s.Pieces {
				q := &s.Pieces[i]
				if q.Kind == KindLeader && q.Faction == ls.faction && q.Status == InPool && s.data.Leaders.Leader(q.ID).Arrival == ArriveRandom {
					pool = append(pool, q)
				}
			}
			if len(pool) == 0 {
				continue
			}
			p = pool[s.Rand.Intn(len(pool))]
		} else {
			p = s.Piece(ls.leader)
		}
		p.Status, p.Place, p.Placer = ToPlace, ls.place, ls.faction
		s.emit(Event{Kind: EvDrawn, Rule: "20.0", Faction: p.Faction, Piece: p.ID})
	}
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.Kind == KindLeader && s.data.Leaders.Leader(p.ID).Arrival == ArriveWithMinor {
			p.Status, p.Place, p.Placer = ToPlace, placeMinor, s.data.Tables.Faction(p.Faction).PlacedBy // 20.5
		}
	}
}

// firstOfLine is the first counter of a line still in the pool.
func (s *State) firstOfLine(line string) *Piece {
	for i := range s.Pieces {
		if p := &s.Pieces[i]; p.Kind == KindUnit && p.Status == InPool && s.data.Line(p.ID).ID == line {
			return p
		}
	}
	return nil
}

// waiting lists the pieces a faction still has to place in a set-up step:
// its own in step 8, the minors' it places in step 10, the Allied ones in
// step 11.
func (s *State) waiting(f Faction) []*Piece {
	// The fixed Sea of Japan fleet is placed before the cup's pieces.
	japan := s.Step == StepAllies && slices.ContainsFunc(s.Pieces, func(p Piece) bool { return p.Status == ToPlace && p.Place == placeJapan })
	var out []*Piece
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.Status != ToPlace || p.Placer != f || (japan && p.Place != placeJapan) {
			continue
		}
		minor := p.Place == placeMinor
		allied := p.Faction == Allies
		if (s.Step == StepPlace && !minor && !allied) || (s.Step == StepMinors && minor) || (s.Step == StepAllies && allied) {
			out = append(out, p)
		}
	}
	return out
}

// nextPlacer sets the next placement decision, or moves on to the next
// step when everything of this step is placed.
func (s *State) nextPlacer() {
	switch s.Step {
	case StepPlace:
		// 3.0 step 8: the Whites one piece at a time in turn, North/Asian,
		// Siberian, South, then Red all its pieces.
		k := slices.Index(whiteFactions, s.Setup.Last)
		for i := 1; i <= len(whiteFactions); i++ {
			f := whiteFactions[(k+i)%len(whiteFactions)]
			if k < 0 {
				f = whiteFactions[i-1]
			}
			if len(s.waiting(f)) > 0 {
				s.Pending = Pending{Kind: DecidePlace, Faction: f}
				return
			}
		}
		if len(s.waiting(Red)) > 0 {
			s.Pending = Pending{Kind: DecidePlace, Faction: Red}
			return
		}
		s.beginReductions()
	case StepMinors:
		for _, f := range setupOrder {
			if len(s.waiting(f)) > 0 {
				s.Pending = Pending{Kind: DecidePlace, Faction: f}
				return
			}
		}
		s.beginAllies()
	case StepAllies:
		// The Sea of Japan fleet first (waiting lists it alone while it
		// waits), then the cup's pieces: South, Siberian, North/Asian.
		if w := s.waiting(Siberian); len(w) > 0 && w[0].Place == placeJapan {
			s.Pending = Pending{Kind: DecidePlace, Faction: Siberian}
			return
		}
		for _, f := range alliedPlaceOrder {
			if len(s.waiting(f)) > 0 {
				s.Pending = Pending{Kind: DecidePlace, Faction: f}
				return
			}
		}
		s.deal()
	}
}

// beginReductions is 3.0 step 9: each faction flips one of its own units
// in set-up order; a White player chosen at random flips a Red unit; Red
// flips one unit of each White faction.
func (s *State) beginReductions() {
	s.Step = StepReduce
	var order []string
	for _, f := range setupOrder {
		order = append(order, f.String()+">"+f.String())
	}
	w := whiteFactions[s.Rand.Intn(len(whiteFactions))]
	order = append(order, w.String()+">red")
	for _, f := range setupOrder[:3] {
		order = append(order, "red>"+f.String())
	}
	s.Setup.Order = order
	s.nextReduction()
}

func (s *State) nextReduction() {
	for len(s.Setup.Order) > 0 {
		by, of, _ := strings.Cut(s.Setup.Order[0], ">")
		s.Pending = Pending{Kind: DecideReduce, Faction: factionNamed(by), Of: factionNamed(of)}
		if len(s.reducible(s.Pending.Of)) > 0 {
			return
		}
		s.Setup.Order = s.Setup.Order[1:]
	}
	s.Step = StepMinors
	s.nextPlacer()
}

// reducible are a faction's full-strength units on the map (3.0 step 9).
func (s *State) reducible(f Faction) []*Piece {
	var out []*Piece
	for i := range s.Pieces {
		if p := &s.Pieces[i]; p.Kind == KindUnit && p.Faction == f && p.Status == OnMap && !p.Reduced && p.Type != PARTISAN {
			out = append(out, p)
		}
	}
	return out
}

func doReduce(s *State, a Action) error {
	p := s.Piece(a.Piece)
	if p == nil || !slices.Contains(s.reducible(s.Pending.Of), p) {
		return refuse("3.0", "%s is not a full-strength %s unit on the map", a.Piece, s.Pending.Of)
	}
	p.Reduced = true
	s.emit(Event{Kind: EvReduced, Rule: "3.0", Faction: a.Faction, Piece: p.ID, Where: p.Where})
	s.Setup.Order = s.Setup.Order[1:]
	s.nextReduction()
	return nil
}

// beginAllies is 3.0 step 11: the fixed fleets, then the cup.
func (s *State) beginAllies() {
	s.Step = StepAllies
	var cup []string
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.Faction != Allies || p.Status != InPool {
			continue
		}
		switch {
		case p.Kind == KindLeader && s.data.Leaders.Leader(p.ID).Arrival == ArriveAlliedCup:
			cup = append(cup, p.ID)
		case p.Kind == KindLeader:
			p.Status = Reserve // 13.61: the Allied reserve
		case s.data.Line(p.ID).Allied == AlliedVariable:
			cup = append(cup, p.ID)
		case s.data.Line(p.ID).Allied == AlliedFixed:
			switch sea := s.data.Line(p.ID).Sea; sea {
			case "japan":
				p.Status, p.Place, p.Placer = ToPlace, placeJapan, Siberian // Ruling: the Siberian places it
			default:
				p.Status, p.Where = OnMap, BoxPrefix+s.boxOf(sea) // 20.5: the Black Sea and Baltic boxes
				s.emit(Event{Kind: EvPlaced, Rule: "20.5", Faction: Allies, Piece: p.ID, Where: p.Where})
			}
		}
	}
	// The draws: North/Asian 5, Siberian 2, South 1, blind.
	for _, d := range cupDraws {
		for range d.n {
			if len(cup) == 0 {
				break
			}
			k := s.Rand.Intn(len(cup))
			p := s.Piece(cup[k])
			cup = slices.Delete(cup, k, k+1)
			p.Status, p.Placer, p.Place = ToPlace, d.f, placeAllied
			if p.Kind == KindUnit && s.data.Line(p.ID).Sea == "white" {
				p.Place = placeWhiteSea
			}
			s.emit(Event{Kind: EvDrawn, Rule: "3.0", Faction: d.f, Piece: p.ID})
		}
	}
	s.nextPlacer()
}

// boxOf is a sea zone's holding box.
func (s *State) boxOf(sea string) string {
	if z := s.data.Map.SeaZone(sea); z != nil {
		return z.Box
	}
	return ""
}

// PlaceTargets are the places a waiting piece may be put now (3.0 steps
// 8, 10, 11; 18.1; 10.82, 10.83).
func (s *State) PlaceTargets(p *Piece) []string {
	var cands []string
	switch {
	case strings.HasPrefix(p.Place, placeTerritory):
		cands = s.data.Map.AreasIn(Territory(strings.TrimPrefix(p.Place, placeTerritory)))
	case p.Place == placeHome || p.Place == placeMinor || p.Place == placeArrival:
		for _, a := range s.data.Map.Areas {
			cands = append(cands, a.Code)
		}
	default:
		cands = s.alliedPlaces(p)
	}
	var out []string
	for _, c := range cands {
		if s.placeOK(p, c) == nil {
			out = append(out, c)
		}
	}
	return out
}

// placeOK says why a waiting piece may not go to where, nil if it may.
func (s *State) placeOK(p *Piece, where string) error {
	area := s.data.Map.Area(where)
	switch {
	case strings.HasPrefix(p.Place, placeTerritory):
		if area == nil || string(area.Territory) != strings.TrimPrefix(p.Place, placeTerritory) {
			return refuse("20.0", "%s goes to an area of %s", p.ID, strings.TrimPrefix(p.Place, placeTerritory))
		}
	case p.Place == placeHome:
		if area == nil || s.Area(where).Home != p.Faction {
			return refuse("20.0", "%s goes to a %s home area", p.ID, p.Faction)
		}
	case p.Place == placeMinor:
		if area == nil || s.Area(where).Home != p.Faction {
			return refuse("3.0", "%s goes to a %s home area", p.ID, p.Faction)
		}
		return nil // iron-cross areas may be used (3.0 step 10)
	case p.Place == placeArrival:
		if area == nil {
			return refuse("5.2", "%s arrives in an area", p.ID)
		}
	default:
		if !slices.Contains(s.alliedPlaces(p), where) {
			return refuse("20.5", "%s may not be placed in %s", p.ID, where)
		}
		if area != nil {
			return s.stackingOK([]*Piece{p}, where) // 18.1
		}
		return nil
	}
	// A major's own piece: an area it controls, in play (3.0 step 8).
	st := s.Area(where)
	switch {
	case st.Control != p.Faction:
		return refuse("3.0", "%s does not control %s", p.Faction, where)
	case s.OutOfPlay(where):
		return refuse("11.0", "%s is behind the Central Powers' line on turns 1 and 2", where)
	case p.Kind == KindUnit && p.Faction == NorthAsian && where == "REVA":
		return refuse("3.0", "the North/Asian faction may not place units in Reval")
	}
	if err := s.stackingOK([]*Piece{p}, where); err != nil {
		return err // 18.1, placements too
	}
	if p.Kind == KindLeader {
		if rival := rivalOf(p.ID); rival != "" {
			if q := s.Piece(rival); q != nil && q.Status == OnMap && q.Where == where {
				return refuse("10.82", "Stalin and Trotsky may not be placed in the same area")
			}
		}
	}
	return nil
}

// alliedPlaces are 20.5's places for an Allied piece.
func (s *State) alliedPlaces(p *Piece) []string {
	switch p.Place {
	case placeJapan:
		return []string{"VLAD", SeaPrefix + "japan", BoxPrefix + s.boxOf("japan")}
	case placeWhiteSea:
		return []string{"MURM", SeaPrefix + "white", BoxPrefix + s.boxOf("white"), "ARCH"}
	}
	out := []string{"MURM", "VLAD", "ARCH"}
	for _, b := range s.data.Map.Boxes {
		out = append(out, BoxPrefix+b.ID)
	}
	return out
}

// rivalOf is the leader a leader may not end a move or be placed with
// (10.82, 10.83).
func rivalOf(id string) string {
	switch id {
	case "stalin":
		return "trotsky"
	case "trotsky":
		return "stalin"
	}
	return ""
}

func doPlace(s *State, a Action) error {
	p := s.Piece(a.Piece)
	if p == nil || p.Status != ToPlace || !slices.Contains(s.placing(a.Faction), p) {
		return refuse("3.0", "%s has no piece %s to place now", a.Faction, a.Piece)
	}
	if err := s.placeOK(p, a.Where); err != nil {
		return err
	}
	arrival := p.Place == placeArrival
	p.Status, p.Where, p.Place, p.Placer = OnMap, a.Where, "", NoFaction
	if arrival {
		s.emit(Event{Kind: EvArrived, Rule: "5.2", Faction: a.Faction, Piece: p.ID, Where: a.Where})
		s.nextArrival()
		return nil
	}
	s.emit(Event{Kind: EvPlaced, Rule: "3.0", Faction: a.Faction, Piece: p.ID, Where: a.Where})
	if s.Step == StepPlace && a.Faction.White() {
		s.Setup.Last = a.Faction
	}
	s.nextPlacer()
	return nil
}

// deal is 3.0 step 12: Red shuffles the deck and deals clockwise from his
// left, one card at a time, until every hand holds its limit; play begins
// with the purchase phase of turn 1.
func (s *State) deal() {
	for _, c := range s.data.Cards.Cards {
		if !slices.Contains(s.Gone, c.ID) {
			s.Deck = append(s.Deck, c.ID)
		}
	}
	s.shuffle(s.Deck)
	s.emit(Event{Kind: EvShuffled, Rule: "3.0", N: len(s.Deck)})
	want := make([]int, len(s.Players))
	for i := range s.Players {
		want[i] = s.HandLimit(i)
	}
	for dealt := true; dealt && len(s.Deck) > 0; {
		dealt = false
		for k := 1; k <= len(s.Players); k++ {
			i := k % len(s.Players) // from Red's left, Red last
			if len(s.Players[i].Hand) < want[i] && len(s.Deck) > 0 {
				s.Players[i].Hand = append(s.Players[i].Hand, s.Deck[len(s.Deck)-1])
				s.Deck = s.Deck[:len(s.Deck)-1]
				dealt = true
			}
		}
	}
	for i, p := range s.Players {
		s.emit(Event{Kind: EvDealt, Rule: "3.0", Faction: p.Factions[0], N: len(s.Players[i].Hand)})
	}
	s.Setup = nil
	s.beginTurn(1)
}

// shuffle shuffles cards in place with the game's generator.
func (s *State) shuffle(cards []int) {
	for i := len(cards) - 1; i > 0; i-- {
		j := s.Rand.Intn(i + 1)
		cards[i], cards[j] = cards[j], cards[i]
	}
}

// HandLimit is a player's hand limit (14.3): his base limit, plus the ORI
// level of his faction, or the average of his factions' in the game,
// rounded down.
func (s *State) HandLimit(player int) int {
	pl := s.Players[player]
	base := 0
	if s.PolishMajor() && slices.Contains(pl.Factions, Poland) {
		return s.data.Tables.Faction(Poland).AsMajor.Hand // 13.54: exactly 3
	}
	if len(pl.Factions) == 1 {
		base = s.data.Tables.Faction(pl.Factions[0]).Hand
	} else {
		for _, h := range s.data.Tables.Hands {
			if sameFactions(h.Factions, pl.Factions) {
				base = h.Hand
			}
		}
	}
	sum, n := 0, 0
	for _, f := range pl.Factions {
		if !s.F(f).Out {
			sum += s.ORILevel(f)
			n++
		}
	}
	if n > 0 {
		base += sum / n
	}
	return base
}

func sameFactions(a, b []Faction) bool {
	x, y := slices.Clone(a), slices.Clone(b)
	slices.Sort(x)
	slices.Sort(y)
	return slices.Equal(x, y)
}

// ORILevel is a major faction's ORI level (17.1).
func (s *State) ORILevel(f Faction) int {
	box := s.F(f).ORIBox
	if box < 1 {
		return 0
	}
	return s.data.Tables.ORI.Level(box)
}

// checkStops: stops for at most the game's players, each naming windows
// only (B.3).
func checkStops(n int, stops []Stops) error {
	if len(stops) > n {
		return fmt.Errorf("stops for %d players in a game of %d (B.3)", len(stops), n)
	}
	for i, st := range stops {
		if st&^AllStops != 0 {
			return fmt.Errorf("player %d's stops %#x name no window (B.3)", i+1, uint16(st))
		}
	}
	return nil
}
