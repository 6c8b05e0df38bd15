package redrussia

import (
	"fmt"
	"slices"
	"strings"
)

// Foreign intervention (4.32, 13.61, 13.62): each White faction and a
// Polish major may roll 2d6 on the foreign intervention table, spending
// 1, 3 or 5 money first; the result removes Allied units, adds units from
// the Allied reserve, or gives the roller control of Allied units for the
// turn.

// AlliedTask is a foreign intervention result still being carried out:
// Allied units the roller must remove, may add from the reserve, may
// control this turn (in that order: h "the Add is carried out first").
type AlliedTask struct {
	Roller Faction `json:"roller"`
	Remove int     `json:"remove,omitempty"`
	Add    int     `json:"add,omitempty"`
	Move   int     `json:"move,omitempty"`
	Leader bool    `json:"leader,omitempty"` // an Allied leader already taken from the reserve
}

// foreignSpends are the amounts a roller may spend, nothing included.
var foreignSpends = []int{0, 1, 3, 5}

// ForeignModifier is what a faction adds to its 2d6 on the foreign
// intervention table when it spends money (13.62, DATA.md h).
func (s *State) ForeignModifier(f Faction, money int) int {
	t := &s.data.Tables.Foreign
	n := s.ORILevel(f)*t.PerORILevel + t.YearModifier(s.data.Tables.Calendar.YearOf(s.Turn))
	for _, m := range t.MoneySteps {
		if m.Money == money {
			n += m.Modifier
		}
	}
	if f == Siberian && s.SupremeRuler() {
		n += t.KolchakRuler
	}
	if f == South && s.WrangelCommand {
		n += t.Wrangel
	}
	if s.AlliedWithdrawal {
		n += t.AlliedWithdrawal
	}
	for _, g := range t.Gateways {
		if g.Roller == f && !slices.ContainsFunc(g.Areas, func(c string) bool { return s.Area(c).Control == f }) {
			n += t.NoGateway
		}
	}
	return n
}

func (s *State) foreignChoices(f Faction) []Action {
	out := []Action{{Type: ActForeign, Faction: f}}
	for _, m := range foreignSpends {
		if m <= s.F(f).Money {
			out = append(out, Action{Type: ActForeign, Faction: f, Yes: true, N: m})
		}
	}
	return out
}

// doForeign: the faction rolls (Yes, spending N) or not.
func doForeign(s *State, a Action) error {
	if !a.Yes {
		if a.N != 0 {
			return refuse("13.61", "money is spent only to improve a roll")
		}
		s.Queue = s.Queue[1:]
		s.nextForeign()
		return nil
	}
	if !slices.Contains(foreignSpends, a.N) {
		return refuse("13.61", "a roller spends 1, 3 or 5 money, not %d", a.N)
	}
	if a.N > s.F(a.Faction).Money {
		return refuse("6.4", "%s has %d money, not %d", a.Faction, s.F(a.Faction).Money, a.N)
	}
	s.F(a.Faction).Money -= a.N
	d1, d2 := s.Rand.TwoD6()
	mod := s.ForeignModifier(a.Faction, a.N)
	row := s.data.Tables.Foreign.Row(d1 + d2 + mod)
	s.emit(Event{Kind: EvForeign, Rule: "13.62", Faction: a.Faction, N: d1 + d2 + mod,
		Text: fmt.Sprintf("%d+%d%+d: remove %d, add %d, move %d", d1, d2, mod, row.Remove, row.Add, row.Move)})
	s.Allied = &AlliedTask{Roller: a.Faction, Remove: row.Remove, Add: row.Add, Move: row.Move}
	s.continueAllied()
	return nil
}

// continueAllied carries the result on: what needs no choice is done at
// once (removing or controlling every candidate when there are no more
// than the result's number), the rest waits for the roller.
func (s *State) continueAllied() {
	t := s.Allied
	if t.Remove > 0 {
		c := s.alliedUnitsInPlay()
		if len(c) > t.Remove {
			s.Pending = Pending{Kind: DecideAllied, Faction: t.Roller}
			return
		}
		for _, p := range c {
			s.removeAllied(p)
		}
		t.Remove = 0
	}
	if t.Add > 0 {
		if len(s.alliedAdds(t.Roller)) > 0 {
			s.Pending = Pending{Kind: DecideAllied, Faction: t.Roller}
			return
		}
		s.alliedMoney(t)
	}
	if t.Move > 0 {
		c := s.alliedControllable()
		if len(c) > t.Move {
			s.Pending = Pending{Kind: DecideAllied, Faction: t.Roller}
			return
		}
		for _, p := range c {
			s.controlAllied(t.Roller, p)
		}
		t.Move = 0
	}
	s.Allied = nil
	s.Queue = s.Queue[1:]
	s.nextForeign()
}

// alliedMoney pays the roller 2 money for each Add it did not take (13.61
// Ruling).
func (s *State) alliedMoney(t *AlliedTask) {
	n := t.Add * s.data.Tables.Foreign.NoAddUnitMoney
	s.F(t.Roller).Money += n
	if n > 0 {
		s.emit(Event{Kind: EvAllied, Rule: "13.61", Faction: t.Roller, N: n, Text: "money for Allied units not taken"})
	}
	t.Add = 0
}

// alliedUnitsInPlay are the Allied units (not leaders) on the map and in
// holding boxes.
func (s *State) alliedUnitsInPlay() []*Piece {
	var out []*Piece
	for i := range s.Pieces {
		if p := &s.Pieces[i]; p.Faction == Allies && p.Kind == KindUnit && p.Status == OnMap {
			out = append(out, p)
		}
	}
	return out
}

// removeAllied takes an Allied unit out of the game, with anything aboard
// it, and then any Allied leader left without an Allied unit (13.61
// Ruling).
func (s *State) removeAllied(p *Piece) {
	aboard := FleetPrefix + p.ID
	for i := range s.Pieces {
		if q := &s.Pieces[i]; q.Status == OnMap && q.Where == aboard {
			q.Status, q.Where, q.ControlledBy = Removed, "", NoFaction
		}
	}
	p.Status, p.Where, p.ControlledBy, p.Blockades = Removed, "", NoFaction, "" // a removed fleet blockades nothing (8.92)
	s.emit(Event{Kind: EvAllied, Rule: "13.61", Faction: Allies, Piece: p.ID, Text: "removed"})
	if len(s.alliedUnitsInPlay()) > 0 {
		return
	}
	for i := range s.Pieces {
		if q := &s.Pieces[i]; q.Faction == Allies && q.Kind == KindLeader && q.Status == OnMap {
			q.Status, q.Where, q.ControlledBy = Removed, "", NoFaction
			s.emit(Event{Kind: EvAllied, Rule: "13.61", Faction: Allies, Piece: q.ID, Text: "removed"})
		}
	}
}

// alliedControllable are the Allied units in play that no other faction
// controls this turn.
func (s *State) alliedControllable() []*Piece {
	return slices.DeleteFunc(s.alliedUnitsInPlay(), func(p *Piece) bool { return p.ControlledBy != NoFaction })
}

// controlAllied gives the roller an Allied unit for the turn (13.61 Move),
// with the Allied leaders standing with it (13.61 Ruling: they move with
// it without counting).
func (s *State) controlAllied(f Faction, p *Piece) {
	p.ControlledBy = f
	s.emit(Event{Kind: EvAllied, Rule: "13.61", Faction: f, Piece: p.ID, Where: p.Where, Text: "controlled"})
	for _, q := range s.PiecesAt(p.Where) {
		if q.Faction == Allies && q.Kind == KindLeader && q.ControlledBy == NoFaction {
			q.ControlledBy = f
		}
	}
}

// alliedAddPlaces are where the roller may put Allied reserve units now
// (DATA.md h's placement table).
func (s *State) alliedAddPlaces(f Faction) []string {
	var out []string
	for _, pl := range s.data.Tables.Foreign.AddPlacement {
		if pl.Roller != f {
			continue
		}
		for _, x := range pl.Places {
			switch {
			case x.FromTurn > s.Turn:
			case x.Box != "":
				out = append(out, BoxPrefix+x.Box)
			case x.IfControlled && s.Area(x.Area).Control != f:
			case x.IfNotRedOwned && s.Area(x.Area).Control == Red:
			default:
				out = append(out, x.Area)
			}
		}
	}
	return out
}

// alliedAddOK says why a reserve piece may not go to a place.
func (s *State) alliedAddOK(f Faction, p *Piece, where string) error {
	t := s.Allied
	switch {
	case p == nil || p.Faction != Allies || p.Status != Reserve:
		return refuse("13.61", "not an Allied piece in the reserve")
	case p.Kind == KindLeader && t.Leader:
		return refuse("13.61", "at most one Allied leader comes with an Add")
	case !slices.Contains(s.alliedAddPlaces(f), where):
		return refuse("13.61", "%s is not a place of %s's Add (DATA.md h)", where, f)
	case strings.HasPrefix(where, BoxPrefix):
		return nil
	case p.Type == FLEET && p.Kind == KindUnit && s.data.Map.Area(where).Port == "":
		return refuse("7.43", "a fleet goes only to a port")
	}
	return s.stackingOK([]*Piece{p}, where) // 18.1
}

// alliedAdds are the Add placements open to the roller: units while any
// of the Add is left, and one leader with them. Ruling (13.61): the leader
// comes with the units, so it is taken while units are still being
// taken, and it does not count against N.
func (s *State) alliedAdds(f Faction) []Action {
	var out []Action
	units := false
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.Faction == Allies && p.Status == Reserve && p.Kind == KindUnit {
			units = true
		}
	}
	if !units {
		return nil // 13.61: nothing to take; the rest is paid in money
	}
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.Faction != Allies || p.Status != Reserve {
			continue
		}
		for _, w := range s.alliedAddPlaces(f) {
			if s.alliedAddOK(f, p, w) == nil {
				out = append(out, Action{Type: ActAlliedAdd, Faction: f, Piece: p.ID, Where: w})
			}
		}
	}
	return out
}

// alliedChoices are the actions of the pending Allied result.
func (s *State) alliedChoices(f Faction) []Action {
	t := s.Allied
	var out []Action
	switch {
	case t.Remove > 0:
		for _, p := range s.alliedUnitsInPlay() {
			out = append(out, Action{Type: ActAlliedRemove, Faction: f, Piece: p.ID})
		}
		return out
	case t.Add > 0:
		out = s.alliedAdds(f)
	case t.Move > 0:
		for _, p := range s.alliedControllable() {
			out = append(out, Action{Type: ActAlliedControl, Faction: f, Piece: p.ID})
		}
	}
	return append(out, Action{Type: ActAlliedDone, Faction: f})
}

func doAlliedRemove(s *State, a Action) error {
	t := s.Allied
	p := s.Piece(a.Piece)
	if t.Remove == 0 {
		return refuse("13.61", "the result removes no Allied unit")
	}
	if p == nil || !slices.Contains(s.alliedUnitsInPlay(), p) {
		return refuse("13.61", "%s is not an Allied unit on the map or in a box", a.Piece)
	}
	s.removeAllied(p)
	t.Remove--
	s.continueAllied()
	return nil
}

func doAlliedAdd(s *State, a Action) error {
	t := s.Allied
	if t.Remove > 0 || t.Add == 0 {
		return refuse("13.61", "the result adds no Allied unit now")
	}
	p := s.Piece(a.Piece)
	if err := s.alliedAddOK(a.Faction, p, a.Where); err != nil {
		return err
	}
	p.Status, p.Where = OnMap, a.Where
	if p.Kind == KindLeader {
		t.Leader = true
	} else {
		t.Add--
	}
	s.emit(Event{Kind: EvAllied, Rule: "13.61", Faction: a.Faction, Piece: p.ID, Where: p.Where, Text: "added"})
	s.continueAllied()
	return nil
}

func doAlliedControl(s *State, a Action) error {
	t := s.Allied
	if t.Remove > 0 || t.Add > 0 || t.Move == 0 {
		return refuse("13.61", "the result gives no Allied unit to control now")
	}
	p := s.Piece(a.Piece)
	if p == nil || !slices.Contains(s.alliedControllable(), p) {
		return refuse("13.61", "%s is not an Allied unit free to control", a.Piece)
	}
	s.controlAllied(a.Faction, p)
	t.Move--
	s.continueAllied()
	return nil
}

// doAlliedDone: the roller takes no more of the Add (2 money for each
// left) or of the Move; a Remove is never declined.
func doAlliedDone(s *State, a Action) error {
	t := s.Allied
	switch {
	case t.Remove > 0:
		return refuse("13.61", "%d Allied units must still be removed", t.Remove)
	case t.Add > 0:
		s.alliedMoney(t)
	default:
		t.Move = 0
	}
	s.continueAllied()
	return nil
}
