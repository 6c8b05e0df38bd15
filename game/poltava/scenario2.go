package poltava

import (
	"cmp"
	"slices"

	"tachanka/game/hex"
)

// The rules of Scenario 2 (S2.1, SR1-SR6).

// eligible: a unit that must stand in its army's order-de-bataille
// (SR1.2): Swedish infantry of Lewenhaupt's division, Russian infantry of
// Gn, Rp and Al, on the map and not detached.
func (s *State) eligible(u *Unit) bool {
	if u.Status != OnMap || u.Kind() != Infantry || u.Detached {
		return false
	}
	switch u.Division {
	case "Lewenhaupt", "Gn", "Rp", "Al":
		return true
	}
	return false
}

// lineDivisions are the Russian divisions whose infantry stands in the
// line and which SR1.6 may send to the camp.
var lineDivisions = []string{"Gn", "Rp", "Al"}

// ---------------------------------------------------------------------
// The start of a Movement phase (3 rulings)

// Opening records the actions taken at the start of one Movement phase:
// the Rentzel exchange (SR5), then the detachment (SR1.6), then the
// re-garrisoning of redoubts (SR2.5). A Movement phase is named by its
// turn and side.
type Opening struct {
	Turn int  `json:"turn"`
	Side Side `json:"side"`
	Step int  `json:"step"`
}

const (
	openNone = iota
	openExchange
	openDetach
	openRegarrison
)

var openRules = map[int]string{openExchange: "SR5", openDetach: "SR1.6", openRegarrison: "SR2.5"}

// opened is the last start-of-phase step taken in this Movement phase.
func (s *State) opened() int {
	o := s.Opening
	if s.Phase == PhaseMovement && o.Turn == s.Turn && o.Side == s.Phasing {
		return o.Step
	}
	return openNone
}

// mayOpen checks that the start-of-phase action step of side may be taken
// now: Scenario 2, side's own Movement phase, before any unit or leader
// has moved or entered, and not after a later step of the order.
func (s *State) mayOpen(step int, side Side) error {
	rule := openRules[step]
	switch {
	case !s.Data.Scenario.Whole():
		return refuse(rule, "this is a rule of Scenario 2 only")
	case s.Phase != PhaseMovement || s.Pending.Kind != DecideMove:
		return refuse(rule, "this is done at the start of a Movement phase")
	case s.Phasing != side:
		return refuse(rule, "this is done at the start of the %s Movement phase", side)
	case s.Begun:
		return refuse(rule, "this is done at the start of the Movement phase, before any unit moves")
	case s.opened() > step:
		return refuse("3", "the start of the Movement phase goes in order: the Rentzel exchange, the detachment, then re-garrisoning")
	}
	return nil
}

func (s *State) markOpen(step int) {
	s.Opening = Opening{Turn: s.Turn, Side: s.Phasing, Step: step}
}

// ---------------------------------------------------------------------
// S2.1 The Swedish entry

// Entry is decided thus: a unit placed on its entry hex is an ordinary
// unit that has not moved this phase (it keeps its full MA, with road and
// long-distance moves, whenever the player moves it); no other mark is
// needed. A column's next counter cannot be placed while its entry hex
// holds a combat unit, so each counter but the last must move off first.
// The counters of a column may enter in any order (S2.1 fixes none);
// EntryOptions lists them in the scenario's order.

// mayEnterMap checks that u may be placed on its entry hex now.
func (s *State) mayEnterMap(u *Unit) (hex.Hex, error) {
	switch {
	case !s.Data.Scenario.Whole():
		return hex.None, refuse("S2.1", "units enter the map only in Scenario 2")
	case s.Phase != PhaseMovement || s.Pending.Kind != DecideMove || s.Phasing != Sweden:
		return hex.None, refuse("S2.1", "the Swedes enter in their Movement phase")
	case u == nil || u.Side != Sweden || u.Status != OffMap:
		return hex.None, refuse("S2.1", "only a Swedish unit that has not entered is placed on an entry hex")
	}
	h, ok := s.Data.EntryHex(u.ID)
	if !ok {
		return hex.None, refuse("S2.1", "%s has no entry column", u.ID)
	}
	if c := s.CombatAt(h); c != nil {
		return h, refuse("S2.1", "the entry hex %v is not empty (%s): the counter there must move off first", h, c.ID)
	}
	if a := s.ArtilleryAt(h); a != nil && a.Side != u.Side {
		return h, refuse("4.4", "%v holds enemy artillery", h)
	}
	if err := s.mayEnd(u, h); err != nil {
		return h, err
	}
	return h, nil
}

// doEnter places a Swedish unit on its column's entry hex (S2.1). The
// placement costs nothing; leaders standing with the unit enter with it.
// Entering is allowed in any Swedish Movement phase while the unit is off
// the map: normally only on turn 1, since that phase cannot end while a
// unit could still enter (checkMovementEnd); later only if entering was
// impossible then, which DATA.md rules out.
func doEnter(s *State, a Action) error {
	u := s.Unit(a.Unit)
	h, err := s.mayEnterMap(u)
	if err != nil {
		return err
	}
	s.place(u, h)
	u.Moved = false
	s.Begun = true
	s.emit(Event{Kind: EvEntered, Side: u.Side, Unit: u.ID, Hex: h, Division: u.Division, Rule: "S2.1"})
	for _, l := range s.LeadersWith(u.ID) {
		s.emit(Event{Kind: EvLeaderMoved, Side: l.Side, Target: l.ID, Unit: u.ID, Hex: h, Rule: "S2.1"})
	}
	return nil
}

// EntryOptions lists the ActEnter actions possible now (S2.1).
func (s *State) EntryOptions() []Action {
	var out []Action
	for _, e := range s.Data.Scenario.Entry {
		for _, id := range e.Units {
			if _, err := s.mayEnterMap(s.Unit(id)); err == nil {
				out = append(out, Action{Type: ActEnter, Unit: id})
			}
		}
	}
	return out
}

// OffMap lists the Swedish units that have not entered.
func (s *State) OffMap() []string {
	var out []string
	for _, u := range s.Units {
		if u.Status == OffMap {
			out = append(out, u.ID)
		}
	}
	return out
}

// entryBlocked: u cannot enter in this phase whatever the player does:
// its entry hex holds an enemy counter, or a friendly combat unit that
// cannot move off it.
func (s *State) entryBlocked(u *Unit) bool {
	h, ok := s.Data.EntryHex(u.ID)
	if !ok {
		return true
	}
	if a := s.ArtilleryAt(h); a != nil && a.Side != u.Side {
		return true
	}
	c := s.CombatAt(h)
	if c == nil {
		return s.mayEnd(u, h) != nil
	}
	return c.Side != u.Side || len(s.Reach(c)) == 0
}

// checkMovementEnd: the Swedish Movement phase of Scenario 2 cannot end
// while a unit is off the map that could still enter (S2.1). A unit whose
// entry is impossible (never with the data of DATA.md) does not hold the
// game up.
func (s *State) checkMovementEnd() error {
	if !s.Data.Scenario.Whole() || s.Phasing != Sweden {
		return nil
	}
	n := 0
	for i := range s.Units {
		if u := &s.Units[i]; u.Status == OffMap && u.Side == Sweden && !s.entryBlocked(u) {
			n++
		}
	}
	if n > 0 {
		return refuse("S2.1", "the Swedes must bring all their units onto the map during the first turn: %d still off the map", n)
	}
	return nil
}

// ---------------------------------------------------------------------
// SR1 Order-de-bataille

// LineInfo is an army's order-de-bataille as it stands (SR1.2).
type LineInfo struct {
	Side   Side `json:"side"`
	Formed bool `json:"formed"` // formed for the rest of the game
	// Valid: the eligible infantry stands in a valid line now (the army
	// forms at the end of its Movement phase).
	Valid bool `json:"valid"`
	// Units is the eligible infantry in OdB order, At where each stands,
	// Want where each would stand in the line anchored on the first (the
	// lowest number): for the Swedes northward, for the Russians
	// southward, in the first unit's column.
	Units []string  `json:"units,omitempty"`
	At    []hex.Hex `json:"at,omitempty"`
	Want  []hex.Hex `json:"want,omitempty"`
	// Wrong lists the units not on their Want hex.
	Wrong []string `json:"wrong,omitempty"`
	// Problem says why the line is not valid, with its rule.
	Problem string `json:"problem,omitempty"`
	Rule    string `json:"rule,omitempty"`
	// Room is L (SR1.6); Excess the eligible infantry beyond it.
	Room   int `json:"room"`
	Excess int `json:"excess,omitempty"`
}

// room is L, the room for deployment (SR1.6).
func (s *State) room() int {
	if b := s.Data.Board; b.L > 0 {
		return b.L
	}
	return s.Data.Board.RoomForDeployment()
}

// lineUnits is side's eligible infantry in OdB order.
func (s *State) lineUnits(side Side) []*Unit {
	var out []*Unit
	for i := range s.Units {
		if u := &s.Units[i]; u.Side == side && s.eligible(u) {
			out = append(out, u)
		}
	}
	slices.SortFunc(out, func(a, b *Unit) int {
		if a.def.OdB != b.def.OdB {
			return a.def.OdB - b.def.OdB
		}
		return cmp.Compare(a.ID, b.ID)
	})
	return out
}

// LineStatus reports side's order-de-bataille (SR1.2, SR6).
func (s *State) LineStatus(side Side) LineInfo {
	b := s.Data.Board
	units := s.lineUnits(side)
	li := LineInfo{Side: side, Formed: s.Formed[side], Room: s.room()}
	li.Excess = max(0, len(units)-li.Room)
	if len(units) == 0 {
		li.Valid = true
		return li
	}
	dr := 1 // the Russians face west: the lowest number at the north end
	if side == Sweden {
		dr = -1 // the Swedes face east: the lowest number at the south end
	}
	anchor := units[0].Hex
	fail := func(rule, why string) {
		if li.Problem == "" {
			li.Problem, li.Rule = why, rule
		}
	}
	for k, u := range units {
		w := hex.Hex{Col: anchor.Col, Row: anchor.Row + dr*k}
		li.Units = append(li.Units, u.ID)
		li.At = append(li.At, u.Hex)
		li.Want = append(li.Want, w)
		if u.Hex != w {
			li.Wrong = append(li.Wrong, u.ID)
			fail("SR1.2", u.ID+" is not in its place in the line, at "+w.String())
		}
		switch {
		case !b.On(w):
			fail("SR1.2", "the line runs off the map at "+w.String())
			continue
		case b.Cell(w).Zone != North:
			fail("SR6", "no order-de-bataille south of the redoubt line or on it ("+w.String()+")")
		case b.Cell(w).Camp:
			fail("SR1.2", "the line may not stand in the camp ("+w.String()+")")
		case !b.LineHexOK(w):
			fail("SR1.2", "a line may not stand at "+w.String())
		}
		if k > 0 {
			p := li.Want[k-1]
			if b.On(p) && (b.Stream(p, w) || b.Blocked(p, w)) {
				fail("SR1.2", "a stream or impassable hexside lies between "+p.String()+" and "+w.String())
			}
		}
	}
	li.Valid = li.Problem == ""
	return li
}

// endMovement closes the phasing player's Movement phase: in Scenario 2
// his army forms its order-de-bataille if its eligible infantry stands
// in a valid line (SR1.2); a formed army stays formed.
func (s *State) endMovement() {
	if !s.Data.Scenario.Whole() {
		return
	}
	side := s.Phasing
	if s.Formed[side] {
		return
	}
	li := s.LineStatus(side)
	if !li.Valid {
		return
	}
	if s.Formed == nil {
		s.Formed = map[Side]bool{}
	}
	s.Formed[side] = true
	s.emit(Event{Kind: EvFormed, Side: side, Units: li.Units, Path: li.At, N: len(li.Units), Rule: "SR1.2"})
}

// DetachInfo says what SR1.6 allows the phasing player now.
type DetachInfo struct {
	Side Side `json:"side"`
	// Room is L, Excess the eligible infantry beyond it.
	Room   int `json:"room"`
	Excess int `json:"excess"`
	// Russian: the sets of divisions he may send to the camp (each the
	// fewest that bring the line to L or fewer). Swedish: Count
	// battalions among Units.
	Divisions [][]string `json:"divisions,omitempty"`
	Count     int        `json:"count,omitempty"`
	Units     []string   `json:"units,omitempty"`
	// Hexes are the empty hexes detached units may be placed on now (the
	// hexes of the units sent count as empty).
	Hexes []hex.Hex `json:"hexes"`
}

// DetachOptions is what the phasing player may detach now (SR1.6), or
// nil.
func (s *State) DetachOptions() *DetachInfo {
	side := s.Phasing
	if s.mayOpen(openDetach, side) != nil || s.Formed[side] {
		return nil
	}
	units := s.lineUnits(side)
	room := s.room()
	if len(units) <= room {
		return nil
	}
	di := &DetachInfo{Side: side, Room: room, Excess: len(units) - room}
	if side == Russia {
		di.Divisions = s.fewestDivisions(units, room)
		for _, u := range units {
			di.Units = append(di.Units, u.ID)
		}
	} else {
		di.Count = di.Excess
		for _, u := range units {
			di.Units = append(di.Units, u.ID)
		}
	}
	leaving := map[string]bool{}
	for _, id := range di.Units {
		leaving[id] = true
	}
	b := s.Data.Board
	for _, c := range b.Cells {
		if s.detachHexOK(side, c.Hex, leaving) == nil {
			di.Hexes = append(di.Hexes, c.Hex)
		}
	}
	return di
}

// fewestDivisions lists the smallest sets of Russian line divisions whose
// departure brings the eligible infantry to room or fewer.
func (s *State) fewestDivisions(units []*Unit, room int) [][]string {
	count := map[string]int{}
	for _, u := range units {
		count[u.Division]++
	}
	var divs []string
	for _, d := range lineDivisions {
		if count[d] > 0 {
			divs = append(divs, d)
		}
	}
	for k := 1; k <= len(divs); k++ {
		var out [][]string
		for mask := 1; mask < 1<<len(divs); mask++ {
			var set []string
			n := len(units)
			for i, d := range divs {
				if mask&(1<<i) != 0 {
					set = append(set, d)
					n -= count[d]
				}
			}
			if len(set) == k && n <= room {
				out = append(out, set)
			}
		}
		if len(out) > 0 {
			return out
		}
	}
	return nil
}

// detachHexOK checks a hex a detached unit of side may be placed on:
// Russian, an empty camp hex; Swedish, an empty south-zone hex not in a
// Russian ZOC. Hexes of units being sent (leaving) count as empty.
func (s *State) detachHexOK(side Side, h hex.Hex, leaving map[string]bool) error {
	b := s.Data.Board
	if !b.On(h) || b.Terrain(h).Impassable() || s.Garrisoned(h) {
		return refuse("SR1.6", "%v is not a hex a unit may stand on", h)
	}
	if c := s.CombatAt(h); c != nil && !leaving[c.ID] {
		return refuse("SR1.6", "%v is not empty (%s)", h, c.ID)
	}
	if a := s.ArtilleryAt(h); a != nil {
		return refuse("SR1.6", "%v is not empty (%s)", h, a.ID)
	}
	if side == Russia {
		if !b.Cell(h).Camp {
			return refuse("SR1.6", "%v is not a camp hex: the divisions that do not fit go to the camp", h)
		}
		return nil
	}
	if b.Cell(h).Zone != South {
		return refuse("SR1.6", "%v is not in the south zone: the battalions that do not fit go behind the redoubt line", h)
	}
	if s.InEnemyZOC(side, h) {
		return refuse("SR1.6", "%v is in a Russian ZOC", h)
	}
	return nil
}

// doDetach sends the units that do not fit away from the line (SR1.6):
// Units[i] is placed on Hexes[i].
func doDetach(s *State, a Action) error {
	side := s.Phasing
	if err := s.mayOpen(openDetach, side); err != nil {
		return err
	}
	if s.Formed[side] {
		return refuse("SR1.6", "the army has formed its order-de-bataille: nothing is detached")
	}
	units := s.lineUnits(side)
	room := s.room()
	if len(units) <= room {
		return refuse("SR1.6", "the line (%d) fits in the room for deployment (%d): nothing is detached", len(units), room)
	}
	if len(a.Units) == 0 || len(a.Units) != len(a.Hexes) {
		return refuse("SR1.6", "name the units sent away and one hex for each")
	}
	leaving := map[string]bool{}
	var sent []*Unit
	for _, id := range a.Units {
		u := s.Unit(id)
		if u == nil || u.Side != side || !s.eligible(u) {
			return refuse("SR1.6", "%s is not infantry of the line", id)
		}
		if leaving[id] {
			return refuse("SR1.6", "%s is named twice", id)
		}
		leaving[id] = true
		sent = append(sent, u)
	}
	if side == Russia {
		divs := map[string]int{}
		for _, u := range sent {
			if !slices.Contains(lineDivisions, u.Division) {
				return refuse("SR1.6", "%s is not of Gn, Rp or Al", u.ID)
			}
			divs[u.Division]++
		}
		n := len(units)
		for _, d := range lineDivisions {
			k, named := divs[d]
			if !named {
				continue
			}
			all := 0
			for _, u := range units {
				if u.Division == d {
					all++
				}
			}
			if k != all {
				return refuse("SR1.6", "the Russians send whole divisions: %s has %d units in the line, %d named", d, all, k)
			}
			n -= all
		}
		fewest := s.fewestDivisions(units, room)
		if n > room {
			return refuse("SR1.6", "%d infantry would remain for a room of %d", n, room)
		}
		if len(fewest) > 0 && len(divs) != len(fewest[0]) {
			return refuse("SR1.6", "send the fewest divisions that fit: %d, not %d", len(fewest[0]), len(divs))
		}
	} else if len(sent) != len(units)-room {
		return refuse("SR1.6", "send exactly as many battalions as the excess: %d", len(units)-room)
	}
	seen := map[hex.Hex]bool{}
	for _, h := range a.Hexes {
		if seen[h] {
			return refuse("SR1.6", "%v is named twice", h)
		}
		seen[h] = true
		if err := s.detachHexOK(side, h, leaving); err != nil {
			return err
		}
	}
	for k, u := range sent {
		s.place(u, a.Hexes[k])
		u.Detached = true
		if side == Russia {
			u.CampBound = true
		} else {
			u.Bound = South
		}
		s.emit(Event{Kind: EvMoved, Side: side, Unit: u.ID, Hex: u.Hex, Path: []hex.Hex{u.Hex}, Rule: "SR1.6"})
	}
	s.markOpen(openDetach)
	s.emit(Event{Kind: EvDetached, Side: side, Units: slices.Clone(a.Units), Path: slices.Clone(a.Hexes), N: len(sent), Rule: "SR1.6"})
	return nil
}

// ---------------------------------------------------------------------
// SR2.5 Re-garrisoning redoubts

// checkRegarrison checks that u may restore the garrison of the redoubt
// on h now.
func (s *State) checkRegarrison(u *Unit, h hex.Hex) error {
	if err := s.mayOpen(openRegarrison, Russia); err != nil {
		return err
	}
	r := s.Data.Board.RedoubtAt(h)
	switch {
	case u == nil || u.Status != OnMap || u.Side != Russia || u.Kind() != Infantry:
		return refuse("SR2.5", "only Russian infantry on the map restores a redoubt's garrison")
	case u.Stay:
		return refuse("SR2.5", "%s has already re-garrisoned a redoubt this phase", u.ID)
	case r < 0 || r >= len(s.Redoubts):
		return refuse("SR2.5", "%v is not a redoubt hex", h)
	case s.Redoubts[r].Garrisoned:
		return refuse("SR2.5", "the redoubt at %v still holds its garrison", h)
	case !hex.Adjacent(u.Hex, h):
		return refuse("SR2.5", "%s is not adjacent to the redoubt at %v", u.ID, h)
	}
	if c := s.CombatAt(h); c != nil {
		return refuse("SR2.5", "the redoubt at %v is occupied (%s)", h, c.ID)
	}
	return nil
}

// doRegarrison: a Russian infantry unit restores a captured redoubt's
// garrison at the cost of one of its steps, and may not move this phase
// (SR2.5).
func doRegarrison(s *State, a Action) error {
	u := s.Unit(a.Unit)
	if err := s.checkRegarrison(u, a.Hex); err != nil {
		return err
	}
	s.markOpen(openRegarrison)
	s.Redoubts[s.Data.Board.RedoubtAt(a.Hex)].Garrisoned = true
	u.Stay = true
	s.emit(Event{Kind: EvRegarrisoned, Side: Russia, Unit: u.ID, Hex: a.Hex, Rule: "SR2.5"})
	s.loseStep(u, "SR2.5")
	s.checkRouts()
	return nil
}

// RegarrisonOptions lists the re-garrisons possible now (SR2.5).
func (s *State) RegarrisonOptions() []Action {
	if s.mayOpen(openRegarrison, Russia) != nil {
		return nil
	}
	var out []Action
	for _, rd := range s.Data.Board.Redoubts {
		for _, n := range rd.Hex.Neighbors() {
			if u := s.CombatAt(n); u != nil && s.checkRegarrison(u, rd.Hex) == nil {
				out = append(out, Action{Type: ActRegarrison, Unit: u.ID, Hex: rd.Hex})
			}
		}
	}
	return out
}

// ---------------------------------------------------------------------
// SR2.6 Passing through the redoubts

// redoubtHit: a Swede checked on entering a garrisoned redoubt rolled a 6
// (SR2.6). It stands on the redoubt hex, entered from from, with mp half
// points left. It loses a step; if it survives it joins the Roos column,
// bound to its zone, and may continue its move within that zone
// (DecideContinue).
func (s *State) redoubtHit(u *Unit, from hex.Hex, mp int) error {
	s.loseStep(u, "SR2.6")
	if u.Status != OnMap {
		s.checkRouts()
		return nil
	}
	s.joinRoos(u, s.zoneEntered(u, from))
	s.checkRouts()
	if s.Result != nil {
		return nil
	}
	s.Stop = &Interrupted{Unit: u.ID, From: from, MP: mp, Back: s.Pending.clone()}
	s.wait(u.Side, DecideContinue)
	return nil
}

// zoneEntered is the zone a unit standing on h = u.Hex, entered from from,
// becomes bound to (Terms): the zone of h, or on a line hex the zone from
// which it last entered the line: the last hex with a zone on the path
// of this move, else the zone it stood in before (Unit.Via).
func (s *State) zoneEntered(u *Unit, from hex.Hex) Zone {
	b := s.Data.Board
	if z := b.Cell(u.Hex).Zone; z != NoZone {
		return z
	}
	if b.On(from) {
		if z := b.Cell(from).Zone; z != NoZone {
			return z
		}
	}
	for i := len(s.out) - 1; i >= 0; i-- {
		e := s.out[i]
		if e.Kind != EvMoved || e.Unit != u.ID {
			continue
		}
		for k := len(e.Path) - 2; k >= 0; k-- {
			if z := b.Cell(e.Path[k]).Zone; z != NoZone {
				return z
			}
		}
		break
	}
	if u.Via != NoZone {
		return u.Via
	}
	if u.Side == Sweden {
		return South // the Swedish approach
	}
	return North
}

// continueMove carries on the move of the unit a redoubt check sent to
// the Roos column, with the MP it has left, in a normal move within its
// bound zone; further redoubt checks apply (SR2.6).
func (s *State) continueMove(u *Unit, path []hex.Hex) error {
	st := s.Stop
	if st == nil || u.ID != st.Unit {
		return refuse("SR2.6", "only %s, stopped by the redoubt check, may move now", s.stopUnit())
	}
	if _, _, err := s.pathMode(u, u.Hex, path, st.MP); err != nil {
		return err
	}
	s.Stop = nil
	s.Pending = st.Back
	return s.walk(u, path, st.MP, normalMove, "SR2.6")
}

func (s *State) stopUnit() string {
	if s.Stop == nil {
		return "no unit"
	}
	return s.Stop.Unit
}

// InterruptedReach is where the unit stopped by a redoubt check may still
// go (SR2.6), each destination with a path, or nil.
func (s *State) InterruptedReach() map[hex.Hex][]hex.Hex {
	if s.Stop == nil || s.Pending.Kind != DecideContinue {
		return nil
	}
	u := s.Unit(s.Stop.Unit)
	return s.reach(u, u.Hex, s.Stop.MP)
}

// InterruptedStop is where the unit stopped by a redoubt check ends its
// move if it stops now (ActEndPhase): it may not stay in the garrisoned
// redoubt, so it goes back to the hex it entered from, or if that hex
// holds a combat unit to the nearest hex of its bound zone where it may
// stand (SR2.6). Among equally near hexes the engine picks the one
// nearest the hex it entered from, then the first in map order (the
// owner's choice of the rule is made for him).
func (s *State) InterruptedStop() hex.Hex {
	if s.Stop == nil {
		return hex.None
	}
	u := s.Unit(s.Stop.Unit)
	from := s.Stop.From
	if s.mayStand(u, from, NoZone) {
		return from
	}
	b := s.Data.Board
	for r := 1; r <= b.Cols+b.Rows; r++ {
		var best []hex.Hex
		for _, h := range hex.Ring(u.Hex, r) {
			if s.mayStand(u, h, u.Bound) {
				best = append(best, h)
			}
		}
		if len(best) > 0 {
			slices.SortStableFunc(best, func(a, c hex.Hex) int {
				if d := hex.Distance(a, from) - hex.Distance(c, from); d != 0 {
					return d
				}
				return hex.Compare(a, c)
			})
			return best[0]
		}
	}
	return hex.None
}

// mayStand: u may be put on h (a hex of zone z unless NoZone): on the
// map, terrain it could enter, no enemy, stacking (2.1.1).
func (s *State) mayStand(u *Unit, h hex.Hex, z Zone) bool {
	b := s.Data.Board
	if !b.On(h) || b.Terrain(h).Impassable() || (z != NoZone && b.Cell(h).Zone != z) {
		return false
	}
	if b.Terrain(h) == Retrenchment && u.Kind().Mounted() {
		return false
	}
	if u.Bound != NoZone && b.Cell(h).Zone != NoZone && b.Cell(h).Zone != u.Bound {
		return false
	}
	if e := s.CombatAt(h); e != nil && e != u {
		return false
	}
	if a := s.ArtilleryAt(h); a != nil && a.Side != u.Side {
		return false
	}
	return s.mayEnd(u, h) == nil
}

// stopInterrupted ends the interrupted move where InterruptedStop says
// (SR2.6).
func (s *State) stopInterrupted() error {
	st := s.Stop
	u := s.Unit(st.Unit)
	h := s.InterruptedStop()
	s.Stop = nil
	s.Pending = st.Back
	if !h.Valid() {
		// Nowhere on the map to stand: it cannot stay in the garrison.
		s.eliminate(u, "SR2.6")
		s.checkRouts()
		return nil
	}
	s.moveUnit(u, []hex.Hex{h}, "SR2.6")
	return nil
}

// ---------------------------------------------------------------------
// SR4 The Roos column

// joinRoos sends u to the Roos column (SR4, SR2.6): a loss marker goes in
// its former division's rout box, and it is bound to the zone given. The
// caller checks routs. A unit already in the column stays as it is (no
// marker, its bound zone unchanged); Cossacks that went over have no
// division and leave no marker.
func (s *State) joinRoos(u *Unit, bound Zone) {
	former := u.Division
	if former == Roos {
		return
	}
	if former != "" {
		s.Box[former]++
	}
	u.Division = Roos
	u.Bound = bound
	s.emit(Event{Kind: EvRoos, Side: u.Side, Unit: u.ID, Hex: u.Hex, Division: former, Text: bound.String(), Rule: "SR4"})
}

// ---------------------------------------------------------------------
// SR5 Rentzel's detachment

// ExchangeInfo is what the Rentzel exchange would cost now (SR5).
type ExchangeInfo struct {
	// R is the steps of the Roos column; FromRentzel of them must come
	// from Rentzel's counters, FromCamp from the Camp's.
	R           int      `json:"r"`
	FromRentzel int      `json:"from_rentzel"`
	FromCamp    int      `json:"from_camp"`
	Rentzel     []string `json:"rentzel"`
	Camp        []string `json:"camp,omitempty"`
	Roos        []string `json:"roos"`
}

// ExchangeOptions is the Rentzel exchange possible now, or nil (SR5).
func (s *State) ExchangeOptions() *ExchangeInfo {
	x, err := s.exchangeInfo()
	if err != nil {
		return nil
	}
	return x
}

// CanExchange reports that the Rentzel exchange may be made now (SR5).
func (s *State) CanExchange() bool { return s.ExchangeOptions() != nil }

func (s *State) exchangeInfo() (*ExchangeInfo, error) {
	if err := s.mayOpen(openExchange, Russia); err != nil {
		return nil, err
	}
	if s.Turn < ExchangeTurn {
		return nil, refuse("SR5", "the Rentzel exchange is made from turn 6 onward")
	}
	x := &ExchangeInfo{}
	rc, lg := 0, 0
	for i := range s.Units {
		u := &s.Units[i]
		if u.Status != OnMap {
			continue
		}
		switch {
		case u.Division == Roos:
			x.R += u.Steps()
			x.Roos = append(x.Roos, u.ID)
		case u.Side == Russia && u.Division == Rentzel:
			rc += u.Steps()
			x.Rentzel = append(x.Rentzel, u.ID)
		case u.Side == Russia && u.Division == Camp:
			lg += u.Steps()
			x.Camp = append(x.Camp, u.ID)
		}
	}
	switch {
	case len(x.Roos) == 0:
		return nil, refuse("SR5", "the Roos column holds no counter")
	case len(x.Rentzel) == 0:
		return nil, refuse("SR5", "Rentzel's detachment has no counter on the map")
	case rc+lg < x.R:
		return nil, refuse("SR5", "Rentzel's detachment and the Camp have %d steps; the Roos column has %d", rc+lg, x.R)
	}
	x.FromRentzel = min(rc, x.R)
	x.FromCamp = x.R - x.FromRentzel
	if x.FromCamp == 0 {
		x.Camp = nil
	}
	return x, nil
}

// doExchange destroys the Roos column with Rentzel's detachment (SR5):
// Units lists a counter once for each step it spends; exactly R steps,
// all needed from Rentzel's counters first, the rest from the Camp's.
// Spent counters and the Roos counters leave the game (no rout box).
func doExchange(s *State, a Action) error {
	x, err := s.exchangeInfo()
	if err != nil {
		return err
	}
	if len(a.Units) != x.R {
		return refuse("SR5", "spend exactly %d steps, one listing each (you listed %d)", x.R, len(a.Units))
	}
	spend := map[string]int{}
	rc, lg := 0, 0
	for _, id := range a.Units {
		u := s.Unit(id)
		switch {
		case u == nil || u.Status != OnMap || u.Side != Russia:
			return refuse("SR5", "%q is not a Russian counter on the map", id)
		case u.Division == Rentzel:
			rc++
		case u.Division == Camp:
			lg++
		default:
			return refuse("SR5", "%s is neither Rentzel's nor the Camp's", id)
		}
		spend[id]++
		if spend[id] > u.Steps() {
			return refuse("SR5", "%s has only %d steps", id, u.Steps())
		}
	}
	if rc != x.FromRentzel || lg != x.FromCamp {
		return refuse("SR5", "spend %d steps from Rentzel's counters and %d from the Camp's (you named %d and %d)", x.FromRentzel, x.FromCamp, rc, lg)
	}
	s.markOpen(openExchange)
	for _, id := range a.Units {
		u := s.Unit(id)
		if u.def.Steps == 2 && !u.Reduced {
			u.Reduced = true
			s.emit(Event{Kind: EvFlipped, Side: u.Side, Unit: u.ID, Hex: u.Hex, Rule: "SR5"})
		} else {
			s.remove(u, "SR5")
		}
	}
	for _, id := range x.Roos {
		s.remove(s.Unit(id), "SR5")
	}
	s.emit(Event{Kind: EvExchange, Side: Russia, Units: slices.Clone(a.Units), Division: Roos, N: x.R, Rule: "SR5"})
	s.checkRouts()
	return nil
}

// startOfPhaseActions lists the Scenario 2 actions a Movement phase
// offers besides moves (SR5, SR1.6, SR2.5, S2.1): one exchange that spends
// Rentzel's steps first, each allowed detachment onto the first free
// hexes, every re-garrisoning and every entry.
func (s *State) startOfPhaseActions() []Action {
	if !s.Data.Scenario.Redoubts {
		return nil
	}
	var out []Action
	if x := s.ExchangeOptions(); x != nil {
		var spend []string
		take := func(ids []string, n int) {
			for _, id := range ids {
				u := s.Unit(id)
				for k := 0; k < u.Steps() && n > 0; k++ {
					spend = append(spend, id)
					n--
				}
			}
		}
		take(x.Rentzel, x.FromRentzel)
		take(x.Camp, x.FromCamp)
		out = append(out, Action{Type: ActExchange, Units: spend})
	}
	if d := s.DetachOptions(); d != nil {
		var sets [][]string
		if d.Side == Russia {
			for _, divs := range d.Divisions {
				var ids []string
				for _, id := range d.Units {
					if slices.Contains(divs, s.Unit(id).Division) {
						ids = append(ids, id)
					}
				}
				sets = append(sets, ids)
			}
		} else if d.Count <= len(d.Units) {
			sets = append(sets, d.Units[len(d.Units)-d.Count:], d.Units[:d.Count])
		}
		for _, ids := range sets {
			leaving := map[string]bool{}
			for _, id := range ids {
				leaving[id] = true
			}
			var hs []hex.Hex
			for _, h := range d.Hexes {
				if len(hs) < len(ids) && s.detachHexOK(d.Side, h, leaving) == nil {
					hs = append(hs, h)
				}
			}
			if len(hs) == len(ids) {
				out = append(out, Action{Type: ActDetach, Units: ids, Hexes: hs})
			}
		}
	}
	out = append(out, s.RegarrisonOptions()...)
	return append(out, s.EntryOptions()...)
}
