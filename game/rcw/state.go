package rcw

import (
	"maps"
	"slices"
	"tachanka/game/enum"

	"tachanka/game/dice"
)

// Status is where a piece (leader, combat unit, Imperial unit) is.
type Status uint8

const (
	OffMap     Status = iota // a combat or Imperial unit before the deployment (15.4, 15.5)
	InCup                    // a leader in the Initial Forces Randomizer before the deal (15.22)
	InHand                   // a leader dealt to a player, not yet deployed (15.31-15.33)
	OnMap                    // in a stack on the map
	Eliminated               // on the VP Chart (8.4)
	Removed                  // out of the game (5.67)
)

var statusNames = []string{"off_map", "in_cup", "in_hand", "on_map", "eliminated", "removed"}

func (s Status) String() string               { return enum.Name(s, statusNames) }
func (s Status) MarshalText() ([]byte, error) { return []byte(s.String()), nil }
func (s *Status) UnmarshalText(b []byte) error {
	v, err := enum.Parse[Status](b, statusNames, "status")
	*s = v
	return err
}

// Piece is a leader, combat unit or Imperial unit in play: what changes.
// Its printed values are its Def in the counters.
type Piece struct {
	ID     int    `json:"id"`
	Status Status `json:"status"`
	Stack  int    `json:"stack,omitempty"` // the stack it stands in when on the map
	// Owner: a leader's player (7.24); a Red or White combat unit's
	// controlling player, empty when uncontrolled (7.24). Blue and Green
	// units are controlled through their nationality's marker and Imperial
	// units through their stack, so theirs is always empty.
	Owner string `json:"owner,omitempty"`
	Under int    `json:"under,omitempty"` // the leader it is attached to (7.21)
	Moved bool   `json:"moved,omitempty"` // moved this Player-Turn (5.25)
	// From is the province a leader began the Movement Phase in (5.52
	// Ruling: the rail test).
	From string `json:"from,omitempty"`
	// Section is the VP Chart section of an eliminated piece (14.5): a
	// player's letter or Unassigned.
	Section string `json:"section,omitempty"`
	// FaceDown marks a piece in a section face-down: an emigrated Imperial
	// unit or a Czech unit that exited (14.45, 14.46).
	FaceDown bool `json:"face_down,omitempty"`
}

// Unassigned is the VP Chart section of no player (14.5, 8.46, 12.11).
const Unassigned = "unassigned"

// Stack is a stack on the map: its pieces top to bottom, each leader
// followed by its Imperial and then its combat units, then the unattached
// (7.23 Ruling), and the player whose control marker is on it (empty:
// uncontrolled).
type Stack struct {
	ID       int    `json:"id"`
	Province string `json:"province"`
	Player   string `json:"player,omitempty"`
	Pieces   []int  `json:"pieces"`
}

// ChitKind is the kind of a chit in a cup.
type ChitKind uint8

const (
	ChitNone       ChitKind = iota
	ChitLeader              // a leader (Initial Forces Randomizer only)
	ChitPolitburo           // a Politburo Marker
	ChitAssassin            // an Assassin Marker
	ChitControl             // a Blue or Green Control Marker of Nat
	ChitWithdrawal          // a Blue Withdrawal Marker of Nat
)

var chitNames = []string{"none", "leader", "politburo", "assassin", "control", "withdrawal"}

func (k ChitKind) String() string               { return enum.Name(k, chitNames) }
func (k ChitKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }
func (k *ChitKind) UnmarshalText(b []byte) error {
	v, err := enum.Parse[ChitKind](b, chitNames, "chit")
	*k = v
	return err
}

// Chit is a counter in a cup.
type Chit struct {
	Kind   ChitKind `json:"kind"`
	Leader int      `json:"leader,omitempty"`
	Nat    string   `json:"nat,omitempty"`
}

// Player is a participant, by letter (15.21): the markers in his section.
type Player struct {
	Letter   string   `json:"letter"`
	PM       int      `json:"pm"`
	AM       int      `json:"am"`
	Controls []string `json:"controls,omitempty"` // Blue and Green Control Markers held (5.61, 5.71), by nationality
	Done     bool     `json:"done,omitempty"`     // declared done in the trading session (15.33 Ruling)
	Quit     bool     `json:"quit,omitempty"`     // left the game (14.2)
}

// Phase is where the game stands in its sequence (15.0, 4.2).
type Phase uint8

const (
	PhaseDeal         Phase = iota // Player A deals the Initial Forces Randomizer (15.31)
	PhaseTrading                   // the pre-game trading session (15.33)
	PhaseSequencing                // the Player-Turn Sequencing Segment (4.2 B4, 15.62)
	PhaseRandomEvent               // Random Events Phase (4.2 A1)
	PhaseMovement                  // Movement Phase (4.2 A2)
	PhaseCombat                    // Combat Phase (4.2 A3)
	PhaseRandomizer                // Randomizer Phase (4.2 A4)
	PhaseOver                      // the game is over (or abandoned, 4.1 Ruling)
	PhaseVote                      // the condition 3 question at the victory check (14.1 Ruling)
	PhaseStacking                  // the solitaire non-Red Stacking Phase (19.2 A3, 22.0)
	PhaseLeaders                   // the solitaire Red Leader Determination Phase (19.2 B7, 24.0)
	PhaseFirstOrders               // postal: the First Negotiation Period, then the First Phase (17.0 [4.2])
	PhaseSecondOrders              // postal: the Second Negotiation Period, then the Second Phase
)

var phaseNames = []string{"deal", "trading", "sequencing", "random_events", "movement", "combat", "randomizer", "over", "vote", "stacking", "leaders", "first_negotiation", "second_negotiation"}

func (p Phase) String() string               { return enum.Name(p, phaseNames) }
func (p Phase) MarshalText() ([]byte, error) { return []byte(p.String()), nil }
func (p *Phase) UnmarshalText(b []byte) error {
	v, err := enum.Parse[Phase](b, phaseNames, "phase")
	*p = v
	return err
}

// Goods are what a trade moves one way: leaders (in the trading session
// only), PM and AM (15.33).
type Goods struct {
	Leaders []int `json:"leaders,omitempty"`
	PM      int   `json:"pm,omitempty"`
	AM      int   `json:"am,omitempty"`
}

func (g Goods) empty() bool { return len(g.Leaders) == 0 && g.PM == 0 && g.AM == 0 }

// Offer is a structured trade offer from one player to another, carried
// out when the addressee accepts (Hotseat: Negotiation and trading).
type Offer struct {
	ID   int    `json:"id"`
	From string `json:"from"`
	To   string `json:"to"`
	Give Goods  `json:"give"` // from From to To
	Get  Goods  `json:"get"`  // from To to From
}

// State is a whole game: plain data, saved as JSON. The map and counters
// are attached by Attach (they are not saved with the state).
type State struct {
	Players []Player `json:"players"`
	Pieces  []Piece  `json:"pieces"`
	Stacks  []Stack  `json:"stacks"`
	// NextStack and NextOffer number new stacks and offers.
	NextStack int `json:"next_stack"`
	NextOffer int `json:"next_offer"`
	// The cups (15.13): the Initial Forces Randomizer until the deal, the
	// Aux cup after it, the Player-Turn Randomizer (the letters; returned
	// after each draw, 4.2 Ruling).
	InitialCup []Chit   `json:"initial_cup"`
	Aux        []Chit   `json:"aux"`
	TurnCup    []string `json:"turn_cup"`
	// Gone are the chits out of the game (withdrawal markers carried out,
	// useless control markers, 12.13).
	Gone []Chit `json:"gone,omitempty"`

	Turn    int      `json:"turn"`    // the Game-Turn, from 1 (14.3)
	Order   []string `json:"order"`   // the Player-Turn order of this Game-Turn (4.2 B4)
	Current int      `json:"current"` // index in Order of the Phasing Player
	Phase   Phase    `json:"phase"`
	Pending Pending  `json:"pending"`
	Offers  []Offer  `json:"offers,omitempty"` // open offers
	// MaxTurns ends a computer-only game as abandoned after that many
	// Game-Turns (4.1 Ruling); 0: no cap.
	MaxTurns  int       `json:"max_turns,omitempty"`
	Abandoned bool      `json:"abandoned,omitempty"`
	Rand      dice.Rand `json:"rand"`

	// The Combat Phase (8.25): the stacks that attacked and the stacks
	// attacked in it; a loss choice after an Exchange (8.43 Ruling).
	Fought   []int       `json:"fought,omitempty"`
	Attacked []int       `json:"attacked,omitempty"`
	Loss     *LossChoice `json:"loss,omitempty"`
	// Capture is the capture of Imperial units a combat may allow (13.41).
	Capture *Capture `json:"capture,omitempty"`
	// Consents to an execution order for the Czar, and the order waiting
	// for his controller's answer (13.5).
	Consents  []string   `json:"consents,omitempty"`
	Execution *Execution `json:"execution,omitempty"`
	// SubDoubled: Subversive Attacks Doubled in this Player-Turn (12.12).
	SubDoubled bool `json:"sub_doubled,omitempty"`
	// LeninDied and TrotskyDied are the Game-Turns of their elimination
	// (9.14); 0: alive.
	// Purge is the purge being resolved (11.0); Purgers are the players
	// who took part in a purge this Game-Turn (11.13).
	Purge   *PurgeState `json:"purge,omitempty"`
	Purgers []string    `json:"purgers,omitempty"`
	// CC are the members of the Central Committee (11.1); Bids are the
	// memberships players have proposed, by proposer.
	CC   []string            `json:"cc,omitempty"`
	Bids map[string][]string `json:"bids,omitempty"`
	// PurgeBids are the members' agreements to a collective purge (11.0).
	PurgeBids   map[string]PurgeBid `json:"purge_bids,omitempty"`
	LeninDied   int                 `json:"lenin_died,omitempty"`
	TrotskyDied int                 `json:"trotsky_died,omitempty"`
	// Actions counts the actions applied; Cond1At and Cond2At are the
	// action after which 14.1 conditions 1 and 2 last became true (0: not
	// true), for the 14.1 Ruling on both holding.
	Actions int `json:"actions,omitempty"`
	Cond1At int `json:"cond1_at,omitempty"`
	Cond2At int `json:"cond2_at,omitempty"`
	// Votes are the answers to the condition 3 question (14.1 Ruling), by
	// player, in the victory check that asks it.
	Votes map[string]bool `json:"votes,omitempty"`
	// Score is every player's Red VP and White VP as if the game ended
	// now (14.5), recomputed after every action; Outcome is the end.
	Score   []Score  `json:"score,omitempty"`
	Outcome *Outcome `json:"outcome,omitempty"`
	// Solo is the solitaire game's own state (18.0-28.0, solo.go); nil in
	// the multi-player game.
	Solo *Solo `json:"solo,omitempty"`
	// Postal is the postal game's own state (17.0, postal.go); nil in the
	// table game.
	Postal *PostalState `json:"postal,omitempty"`

	data *Data
	out  []Event
	at   map[int]int // piece index by id
}

// Data is the map and counters a game is played on.
type Data struct {
	Map      *Map
	Counters *Counters
	Tables   *Tables
}

// Data is the game's map and counters.
func (s *State) Data() *Data { return s.data }

// Attach gives a decoded state its map and counters.
func (s *State) Attach(d *Data) {
	s.data = d
	s.index()
}

func (s *State) index() {
	s.at = make(map[int]int, len(s.Pieces))
	for i, p := range s.Pieces {
		s.at[p.ID] = i
	}
}

// Clone is a deep copy.
func (s *State) Clone() *State {
	c := *s
	c.Players = make([]Player, len(s.Players))
	for i, p := range s.Players {
		p.Controls = slices.Clone(p.Controls)
		c.Players[i] = p
	}
	c.Pieces = slices.Clone(s.Pieces)
	c.Stacks = make([]Stack, len(s.Stacks))
	for i, st := range s.Stacks {
		st.Pieces = slices.Clone(st.Pieces)
		c.Stacks[i] = st
	}
	c.InitialCup = slices.Clone(s.InitialCup)
	c.Aux = slices.Clone(s.Aux)
	c.TurnCup = slices.Clone(s.TurnCup)
	c.Gone = slices.Clone(s.Gone)
	c.Order = slices.Clone(s.Order)
	c.Offers = make([]Offer, len(s.Offers))
	for i, o := range s.Offers {
		o.Give.Leaders = slices.Clone(o.Give.Leaders)
		o.Get.Leaders = slices.Clone(o.Get.Leaders)
		c.Offers[i] = o
	}
	if s.Offers == nil {
		c.Offers = nil
	}
	c.Pending = s.Pending
	c.Fought = slices.Clone(s.Fought)
	if s.Purge != nil {
		p := *s.Purge
		p.Members, p.Division, p.Queue = slices.Clone(p.Members), slices.Clone(p.Division), slices.Clone(p.Queue)
		if p.Alloc != nil {
			p.Alloc = maps.Clone(p.Alloc)
		}
		c.Purge = &p
	}
	if s.PurgeBids != nil {
		c.PurgeBids = make(map[string]PurgeBid, len(s.PurgeBids))
		for k, v := range s.PurgeBids {
			v.Division, v.Members = slices.Clone(v.Division), slices.Clone(v.Members)
			c.PurgeBids[k] = v
		}
	}
	c.Purgers = slices.Clone(s.Purgers)
	c.CC = slices.Clone(s.CC)
	if s.Bids != nil {
		c.Bids = make(map[string][]string, len(s.Bids))
		for k, v := range s.Bids {
			c.Bids[k] = slices.Clone(v)
		}
	}
	c.Attacked = slices.Clone(s.Attacked)
	if s.Loss != nil {
		l := *s.Loss
		l.Pieces = slices.Clone(l.Pieces)
		c.Loss = &l
	}
	if s.Capture != nil {
		k := *s.Capture
		k.Attackers, k.Defending, k.Attacking = slices.Clone(k.Attackers), slices.Clone(k.Defending), slices.Clone(k.Attacking)
		k.Units, k.Stacks = slices.Clone(k.Units), slices.Clone(k.Stacks)
		c.Capture = &k
	}
	c.Consents = slices.Clone(s.Consents)
	if s.Execution != nil {
		e := *s.Execution
		c.Execution = &e
	}
	if s.Votes != nil {
		c.Votes = make(map[string]bool, len(s.Votes))
		for k, v := range s.Votes {
			c.Votes[k] = v
		}
	}
	c.Score = slices.Clone(s.Score)
	if s.Outcome != nil {
		o := *s.Outcome
		o.Ranks = slices.Clone(o.Ranks)
		c.Outcome = &o
	}
	c.Solo = s.Solo.clone()
	c.Postal = s.Postal.clone()
	c.out = nil
	c.at = s.at // ids never change: the index is shared
	return &c
}

// Piece is the piece of an id, or nil.
func (s *State) Piece(id int) *Piece {
	if k, ok := s.at[id]; ok {
		return &s.Pieces[k]
	}
	return nil
}

// Def is a piece's counter.
func (s *State) Def(id int) Def { return s.data.Counters.Def(id) }

// Stack is the stack of an id, or nil.
func (s *State) Stack(id int) *Stack {
	for i := range s.Stacks {
		if s.Stacks[i].ID == id {
			return &s.Stacks[i]
		}
	}
	return nil
}

// Player is the player of a letter, or nil.
func (s *State) Player(letter string) *Player {
	for i := range s.Players {
		if s.Players[i].Letter == letter {
			return &s.Players[i]
		}
	}
	return nil
}

// Phasing is the Phasing Player's letter, or empty outside the
// Player-Turns.
func (s *State) Phasing() string {
	if s.Postal != nil {
		return s.Postal.Acting // 17.0 Ruling: the player whose order is carried out
	}
	switch s.Phase {
	case PhaseRandomEvent, PhaseMovement, PhaseCombat, PhaseRandomizer, PhaseStacking, PhaseLeaders:
		return s.Order[s.Current]
	}
	return ""
}

// Over reports the end of the game.
func (s *State) Over() bool { return s.Phase == PhaseOver }

// Colour is the colour of a piece: a leader's or combat unit's; an
// Imperial unit's is its stack's (5.27 Ruling), NoColour when alone.
func (s *State) Colour(id int) Colour {
	d := s.Def(id)
	switch d.Kind {
	case KindLeader:
		return d.Leader.Colour
	case KindUnit:
		if s.goldGreen(id) {
			return s.Def(s.Piece(id).Under).Leader.Colour // 13.26
		}
		return d.Unit.Colour
	}
	return NoColour
}

// Nat is a combat unit's nationality (empty for Red and White, and for a
// Green unit attached to a Gold leader, which has the leader's colour,
// 13.26).
func (s *State) Nat(id int) string {
	if u := s.Def(id).Unit; u != nil && !s.goldGreen(id) {
		return u.Nationality
	}
	return ""
}

// Controller is the player controlling a piece on the map (7.24), empty
// when uncontrolled.
func (s *State) Controller(id int) string {
	p := s.Piece(id)
	if p == nil || p.Status != OnMap {
		return ""
	}
	d := s.Def(id)
	switch {
	case d.Kind == KindImperial:
		return s.Stack(p.Stack).Player
	case d.Kind == KindUnit && (d.Unit.Colour == Blue || d.Unit.Colour == Green) && p.Under == 0:
		return s.HolderOf(d.Unit.Nationality)
	}
	return p.Owner
}

// HolderOf is the player holding a nationality's control marker, or empty.
func (s *State) HolderOf(nat string) string {
	for _, p := range s.Players {
		if slices.Contains(p.Controls, nat) {
			return p.Letter
		}
	}
	return ""
}

// Province is the province of a piece on the map, or empty.
func (s *State) Province(id int) string {
	p := s.Piece(id)
	if p == nil || p.Status != OnMap {
		return ""
	}
	return s.Stack(p.Stack).Province
}

// StacksIn lists the stacks in a province, in their order.
func (s *State) StacksIn(prov string) []*Stack {
	var out []*Stack
	for i := range s.Stacks {
		if s.Stacks[i].Province == prov {
			out = append(out, &s.Stacks[i])
		}
	}
	return out
}

// Attached lists the pieces attached to a leader, Imperial first, in
// their stack order.
func (s *State) Attached(leader int) []int {
	p := s.Piece(leader)
	if p == nil || p.Status != OnMap {
		return nil
	}
	var out []int
	for _, id := range s.Stack(p.Stack).Pieces {
		if s.Piece(id).Under == leader {
			out = append(out, id)
		}
	}
	return out
}

// newStack makes an empty stack in a province.
func (s *State) newStack(prov, player string) *Stack {
	s.NextStack++
	s.Stacks = append(s.Stacks, Stack{ID: s.NextStack, Province: prov, Player: player})
	return &s.Stacks[len(s.Stacks)-1]
}

// put places a piece on the map in a stack (at the end; normalise orders).
func (s *State) put(id int, st *Stack) {
	p := s.Piece(id)
	p.Status, p.Stack = OnMap, st.ID
	st.Pieces = append(st.Pieces, id)
}

// take lifts a piece out of its stack; an emptied stack goes.
func (s *State) take(id int) {
	p := s.Piece(id)
	if p.Status != OnMap {
		return
	}
	st := s.Stack(p.Stack)
	st.Pieces = slices.DeleteFunc(st.Pieces, func(x int) bool { return x == id })
	p.Stack = 0
	if len(st.Pieces) == 0 {
		gone := st.ID
		s.Stacks = slices.DeleteFunc(s.Stacks, func(x Stack) bool { return x.ID == gone })
	}
}

// normalise orders a stack as 7.23 Ruling says: each leader followed by
// its Imperial units and then its combat units, in the order they joined;
// then the unattached.
func (s *State) normalise(st *Stack) {
	var out []int
	done := map[int]bool{}
	for _, id := range st.Pieces {
		if s.Def(id).Kind != KindLeader {
			continue
		}
		out = append(out, id)
		done[id] = true
		for _, kind := range []Kind{KindImperial, KindUnit} {
			for _, x := range st.Pieces {
				if s.Piece(x).Under == id && s.Def(x).Kind == kind {
					out = append(out, x)
					done[x] = true
				}
			}
		}
	}
	for _, id := range st.Pieces {
		if !done[id] {
			out = append(out, id)
		}
	}
	st.Pieces = out
}

// StackColour is the colour of a stack's leaders and combat units
// (NoColour for Imperial units alone).
func (s *State) StackColour(st *Stack) Colour {
	for _, id := range st.Pieces {
		if c := s.Colour(id); c != NoColour {
			return c
		}
	}
	return NoColour
}

// Size counts a stack's leaders and combat units (7.11).
func (s *State) Size(st *Stack) int {
	n := 0
	for _, id := range st.Pieces {
		if s.Def(id).Kind != KindImperial {
			n++
		}
	}
	return n
}

// stackNat is the nationality of a Blue or Green stack's units (7.14), or
// empty: an Imperial unit in it has none.
func (s *State) stackNat(st *Stack) string {
	for _, id := range st.Pieces {
		if n := s.Nat(id); n != "" {
			return n
		}
	}
	return ""
}
