package reds

import (
	"slices"

	"tachanka/game/hex"
)

// LegalActions lists actions the pending decision accepts: every choice
// where the choices are few (chits, fronts, support, losses, retreats,
// advances), and for movement, strategic movement and attacks a broad set
// (each unit or whole stack to each hex it can reach; each attack by one
// unit or by every unit that can join it). Every action listed is legal:
// candidates are tried on a copy of the state. The random player and the
// fuzz tests draw from this list; the bot builds its own.
func LegalActions(s *State) []Action {
	var out []Action
	for _, a := range Candidates(s) {
		if Check(s, a) == nil {
			out = append(out, a)
		}
	}
	return out
}

// Check reports whether an action is legal now, without changing s.
func Check(s *State, a Action) error {
	_, err := Apply(s.Clone(), a)
	return err
}

// Candidates lists the actions LegalActions tries, before trying them: a
// superset of the legal ones, cheap to build. A caller that needs one legal
// action, not all, can shuffle it and Check until one passes.
func Candidates(s *State) []Action {
	p := s.Pending
	side := p.Side
	end := Action{Type: ActEndStep, Side: side}
	switch p.Kind {
	case DecideFronts:
		var out []Action
		for i := 0; i < len(p.Fronts); i++ {
			for j := i + 1; j < len(p.Fronts); j++ {
				out = append(out, Action{Type: ActFronts, Side: side, Fronts: []Front{p.Fronts[i], p.Fronts[j]}})
			}
		}
		return out
	case DecideFirstChit:
		out := make([]Action, 0, len(p.Chits))
		for _, c := range p.Chits {
			if p.Count == 2 {
				for _, c2 := range p.Chits {
					if c2 != c {
						out = append(out, Action{Type: ActFirstChit, Side: side, Chits: []Chit{c, c2}})
					}
				}
				continue
			}
			out = append(out, Action{Type: ActFirstChit, Side: side, Chit: c})
		}
		return out
	case DecideFieldStaff:
		out := make([]Action, 0, len(p.Fronts))
		for _, f := range p.Fronts {
			out = append(out, Action{Type: ActFieldStaff, Side: side, Front: f})
		}
		return out
	case DecideMovement:
		return append(append(moveCandidates(s), movementExtras(s)...), end)
	case DecideCombat:
		return append(attackCandidates(s), end)
	case DecideSupport:
		out := []Action{{Type: ActSupport, Side: side}}
		for k, u := range p.Units {
			out = append(out, Action{Type: ActSupport, Side: side, Units: []string{u}})
			for _, v := range p.Units[k+1:] {
				out = append(out, Action{Type: ActSupport, Side: side, Units: []string{u, v}})
			}
		}
		return out
	case DecideLoss:
		return lossCandidates(s)
	case DecideRetreat:
		return retreatCandidates(s)
	case DecideAdvance:
		out := []Action{{Type: ActAdvance, Side: side}, {Type: ActAdvance, Side: side, Units: slices.Clone(p.Units)}}
		for _, u := range p.Units {
			out = append(out, Action{Type: ActAdvance, Side: side, Units: []string{u}})
		}
		return out
	case DecideStrategic:
		return append(strategicCandidates(s), end)
	case DecideTsarRally:
		out := []Action{{Type: ActRally, Side: side}}
		for _, u := range p.Units {
			out = append(out, Action{Type: ActRally, Side: side, Units: []string{u}})
		}
		return out
	case DecideGarrisons:
		out := []Action{{Type: ActRemoveGarrisons, Side: side}}
		for _, u := range p.Units {
			out = append(out, Action{Type: ActRemoveGarrisons, Side: side, Units: []string{u}})
		}
		return out
	case DecidePlace:
		var out []Action
		for _, id := range p.Units {
			i, _ := s.UnitByID(id)
			for _, h := range s.placeCandidates(i) {
				out = append(out, Action{Type: ActPlace, Side: side, Units: []string{id}, Hex: h})
			}
		}
		return out
	case DecideEvent:
		out := make([]Action, 0, len(p.Events))
		for _, k := range p.Events {
			out = append(out, Action{Type: ActEvent, Side: side, Event: k})
		}
		return out
	case DecideLeader:
		return []Action{{Type: ActLeader, Side: side, Chit: ChitFieldStaff}, {Type: ActLeader, Side: side}}
	case DecideTerror:
		var out []Action
		for _, h := range s.RedTerrorCities() {
			out = append(out, Action{Type: ActPlace, Side: side, Hex: h})
		}
		return out
	case DecideRaidEnd, DecidePeace:
		return []Action{{Type: ActChoose, Side: side, Yes: true}, {Type: ActChoose, Side: side}}
	case DecideMiracle:
		out := []Action{{Type: ActChoose, Side: side, Yes: true}, {Type: ActChoose, Side: side}}
		for _, u := range p.Units {
			out = append(out, Action{Type: ActChoose, Side: side, Yes: true, Units: []string{u}})
		}
		return out
	case DecideBorderArmy:
		var out []Action
		for _, u := range p.Units {
			out = append(out, Action{Type: ActChoose, Side: side, Units: []string{u}})
		}
		return out
	case DecideReplace:
		out := []Action{end}
		for _, id := range s.ReplacementCandidates(side) {
			i, _ := s.UnitByID(id)
			for _, h := range s.placeCandidates(i) {
				out = append(out, Action{Type: ActPlace, Side: side, Units: []string{id}, Hex: h})
			}
		}
		return out
	case DecideRedTrain:
		out := []Action{end}
		for _, h := range s.RedTrainDestinations() {
			if h != s.RedTrain {
				out = append(out, Action{Type: ActRedTrain, Side: side, Hex: h})
			}
		}
		return out
	}
	return nil
}

// movers groups the units the active player could move, by hex.
// Actors lists, in counter order, the units the pending decision lets its
// side act with: those that may move in the movement step (10.6), move
// strategically (10.2, 12.9) or attack (11.1), and those that must
// retreat or may advance. The client lights and lets the player pick
// these; the candidates and the bots start from them.
func (s *State) Actors() []string {
	p := s.Pending
	var ok func(i int) bool
	switch p.Kind {
	case DecideMovement:
		ok = func(i int) bool { return s.moverProblem(i, true).Rule == "" && s.SideOf(i) == p.Side }
	case DecideStrategic:
		sp := s.NewSupply()
		// Free to move and with somewhere to go (10.2-10.5).
		ok = func(i int) bool {
			return s.stratMoverProblem(i, p.Side, sp, true).Rule == "" && len(s.strategicDestinations([]string{s.id(i)}, sp)) > 0
		}
	case DecideCombat:
		ok = func(i int) bool { return s.attackerProblem(i, p.Side, true).Rule == "" }
	case DecideRetreat, DecideAdvance:
		return slices.Clone(p.Units)
	default:
		return nil
	}
	var out []string
	for i := range s.Units {
		if ok(i) {
			out = append(out, s.id(i))
		}
	}
	return out
}

// movers are the units free to move, by hex.
func movers(s *State) map[hex.Hex][]string {
	out := map[hex.Hex][]string{}
	for _, id := range s.Actors() {
		h := s.Units[mustIndex(s.Data, id)].Hex
		out[h] = append(out[h], id)
	}
	return out
}

func sortedHexes[T any](m map[hex.Hex]T) []hex.Hex {
	hs := make([]hex.Hex, 0, len(m))
	for h := range m {
		hs = append(hs, h)
	}
	hex.Sort(hs)
	return hs
}

func moveCandidates(s *State) []Action {
	var out []Action
	side := s.Pending.Side
	groups := movers(s)
	base := s.NewSupply()
	for _, h := range sortedHexes(groups) {
		ids := groups[h]
		sets := [][]string{}
		for _, id := range ids {
			sets = append(sets, []string{id})
		}
		if len(ids) > 1 {
			sets = append(sets, ids)
		}
		for _, set := range sets {
			idx, err := s.unitIndexes(set)
			if err != nil {
				continue
			}
			r, err := s.reachable(idx, base)
			if err != nil {
				continue
			}
			for _, d := range r.Dests {
				out = append(out, Action{Type: ActMove, Side: side, Units: set, Path: r.Path(d.Hex)})
			}
		}
	}
	return out
}

func attackCandidates(s *State) []Action {
	side := s.Pending.Side
	b := s.Data.Board
	byTarget := map[hex.Hex][]string{}
	for _, id := range s.Actors() {
		for _, n := range s.Units[mustIndex(s.Data, id)].Hex.Neighbors() {
			if b.On(n) && !slices.Contains(s.AttackedHexes, n) {
				byTarget[n] = append(byTarget[n], id)
			}
		}
	}
	var out []Action
	for _, h := range sortedHexes(byTarget) {
		ids := byTarget[h]
		if len(s.unitsAt(b.Index(h))) == 0 {
			continue
		}
		// Everyone who can join, then each unit alone.
		var joint []string
		for _, id := range ids {
			a := Action{Type: ActAttack, Side: side, Units: []string{id}, Hex: h}
			if Check(s, a) == nil {
				out = append(out, a)
				joint = append(joint, id)
			}
		}
		if len(joint) > 1 {
			out = append(out, Action{Type: ActAttack, Side: side, Units: joint, Hex: h})
		}
	}
	return out
}

func lossCandidates(s *State) []Action {
	l := s.Loss
	side := s.Pending.Side
	var out []Action
	if !l.Eliminate {
		for _, u := range l.Units {
			out = append(out, Action{Type: ActLoss, Side: side, Units: []string{u}})
		}
		return out
	}
	// Overstack: every subset of up to three units (the limit is met long
	// before), kept if legal.
	n := len(l.Units)
	for mask := 1; mask < 1<<n; mask++ {
		var set []string
		for k := 0; k < n; k++ {
			if mask&(1<<k) != 0 {
				set = append(set, l.Units[k])
			}
		}
		if len(set) <= 3 {
			out = append(out, Action{Type: ActLoss, Side: side, Units: set})
		}
	}
	return out
}

func retreatCandidates(s *State) []Action {
	c := s.Combat
	side := s.Pending.Side
	rc := s.newRetreatContext(c.RetreatSide, s.combatEnemies())
	var out []Action
	// Paths open to every retreating unit, in the order first met so the
	// candidates (and the bot's games) never depend on map order.
	common := map[[3]hex.Hex]int{}
	var paths [][3]hex.Hex
	ids := c.Retreating
	for _, id := range ids {
		i, _ := s.UnitByID(id)
		for _, o := range s.retreatOptions(i, rc) {
			out = append(out, Action{Type: ActRetreat, Side: side, Units: []string{id}, Path: o.Path[:]})
			if common[o.Path] == 0 {
				paths = append(paths, o.Path)
			}
			common[o.Path]++
		}
	}
	if len(ids) > 1 {
		// The whole stack together goes where its infantry escorts its
		// trains and flotillas (11.6(7)); units from several hexes retreat
		// together only where each may go.
		if whole := s.stackRetreatOptions(s.idx(ids), rc); whole != nil {
			for _, o := range whole {
				out = append(out, Action{Type: ActRetreat, Side: side, Units: slices.Clone(ids), Path: o.Path[:]})
			}
		} else {
			for _, path := range paths {
				if common[path] == len(ids) {
					out = append(out, Action{Type: ActRetreat, Side: side, Units: slices.Clone(ids), Path: path[:]})
				}
			}
		}
		out = append(out, splitRetreats(s, rc, side, ids)...)
	}
	return out
}

// splitRetreats are retreats of the whole stack as one as far as a first
// hex open to every unit, where the units part for different ends
// (11.6(5)): for each such hex, unit k takes the k-th end open to it there.
func splitRetreats(s *State, rc *retreatContext, side Side, ids []string) []Action {
	from := s.Units[mustIndex(s.Data, ids[0])].Hex
	ends := make([]map[hex.Hex][]hex.Hex, len(ids)) // by unit: first hex -> ends
	var mids []hex.Hex
	whole := s.idx(ids)
	for k, id := range ids {
		i, _ := s.UnitByID(id)
		if s.Units[i].Hex != from {
			return nil // attackers retreating from several hexes are several stacks
		}
		ends[k] = map[hex.Hex][]hex.Hex{}
		// Each unit's ends, the whole stack escorting it to the first hex.
		for _, o := range s.partRetreatOptions([]int{i}, whole, rc) {
			if !slices.Contains(mids, o.Path[1]) {
				mids = append(mids, o.Path[1])
			}
			ends[k][o.Path[1]] = append(ends[k][o.Path[1]], o.Path[2])
		}
	}
	var out []Action
	for _, mid := range mids {
		a := Action{Type: ActRetreat, Side: side, Units: slices.Clone(ids)}
		for k := range ids {
			e := ends[k][mid]
			if len(e) == 0 {
				a.Ends = nil
				break
			}
			a.Ends = append(a.Ends, e[k%len(e)])
		}
		if len(a.Ends) == len(ids) && slices.ContainsFunc(a.Ends, func(h hex.Hex) bool { return h != a.Ends[0] }) {
			a.Path = []hex.Hex{from, mid, a.Ends[0]}
			if _, err := s.retreatChoice(a, rc); err == nil {
				out = append(out, a)
			}
		}
	}
	return out
}

func strategicCandidates(s *State) []Action {
	side := s.Pending.Side
	var out []Action
	try := func(ids []string) {
		for _, d := range s.StrategicDestinations(ids) {
			out = append(out, Action{Type: ActStrategic, Side: side, Units: ids, Mode: d.Mode, Path: d.Path})
		}
	}
	for _, id := range s.Actors() {
		i := mustIndex(s.Data, id)
		for _, d := range s.stratDests(side, []int{i}, s.Units[i].Hex, []StratMode{ByRail, ByRiver, BySea}) {
			out = append(out, Action{Type: ActStrategic, Side: side, Units: []string{id}, Mode: d.Mode, Path: d.Path})
		}
	}
	if s.Gold.Valid() && s.GoldSide == side {
		try([]string{GoldID})
	}
	return out
}

// movementExtras are the other things a movement step allows: garrisons
// left in cities visited (20.5), the cavalry raid (20.4), a landing (20.2).
func movementExtras(s *State) []Action {
	side := s.Pending.Side
	var out []Action
	for _, v := range s.Visited {
		if c := s.Data.Board.CityAt(v.Hex); c != nil && !c.Point {
			out = append(out, Action{Type: ActGarrison, Side: side, Units: []string{v.Unit}, Hex: v.Hex})
		}
	}
	if side == White && s.CavalryRaid && s.raider() < 0 {
		for i := range s.Units {
			u := &s.Units[i]
			if u.Active && !u.Moved && s.Def(i).Type == Cavalry && s.SideOf(i) == White {
				out = append(out, Action{Type: ActRaid, Side: side, Units: []string{s.id(i)}})
			}
		}
	}
	if side == White && s.Amphibious {
		// The empty cities of the coast only: a broad set, cheap to try.
		b := s.Data.Board
		m := movers(s)
		for _, h := range sortedHexes(m) {
			for _, c := range s.landingTargets(h) {
				if b.Cells[c].City != nil && len(s.unitsAt(c)) == 0 {
					out = append(out, Action{Type: ActLanding, Side: side, Units: m[h][:1], Path: []hex.Hex{h, b.Cells[c].Hex}})
				}
			}
		}
	}
	return out
}

// landingTargets are the land hexes on the sea of the port h, other than h:
// where a landing from h might go (20.2).
func (s *State) landingTargets(h hex.Hex) []int32 {
	b := s.Data.Board
	from := b.Cell(h)
	if from == nil || from.City == nil || !from.City.Port {
		return nil
	}
	var out []int32
	for c := range b.Cells {
		if to := &b.Cells[c]; to.Sea == from.Sea && to.Land() && to.Hex != h {
			out = append(out, int32(c))
		}
	}
	return out
}

// LandingHexes lists where the units, together in a port, may land now
// (20.2): every hex the engine accepts a landing into.
func (s *State) LandingHexes(ids []string) []hex.Hex {
	i, ok := s.UnitByID(firstOf(ids))
	if !ok || s.Units[i].Where != OnMap {
		return nil
	}
	from := s.Units[i].Hex
	var out []hex.Hex
	for _, c := range s.landingTargets(from) {
		to := s.Data.Board.Cells[c].Hex
		if Check(s, Action{Type: ActLanding, Side: s.Pending.Side, Units: ids, Path: []hex.Hex{from, to}}) == nil {
			out = append(out, to)
		}
	}
	return out
}

// placeCandidates are the hexes the pending placement might put unit i in:
// a replacement (14.2), a reinforcement (14.1) or a special unit (20.0).
func (s *State) placeCandidates(i int) []hex.Hex {
	switch {
	case s.Pending.Kind == DecideReplace:
		return s.PlacementHexes(i, true)
	case s.Pending.Kind == DecidePlace && s.Placing == PlaceReinforcement:
		return s.PlacementHexes(i, false)
	case s.Pending.Kind == DecidePlace:
		return s.SpecialPlacementHexes(i)
	}
	return nil
}

// PlaceHexes lists where the pending placement may put unit id now: every
// hex the engine accepts.
func (s *State) PlaceHexes(id string) []hex.Hex {
	i, ok := s.UnitByID(id)
	if !ok {
		return nil
	}
	var out []hex.Hex
	for _, h := range s.placeCandidates(i) {
		if Check(s, Action{Type: ActPlace, Side: s.Pending.Side, Units: []string{id}, Hex: h}) == nil {
			out = append(out, h)
		}
	}
	return out
}

func firstOf(ids []string) string {
	if len(ids) == 0 {
		return ""
	}
	return ids[0]
}

// DecisionUnits lists, in counter order, the units on the map the pending
// decision concerns, for a player (or a camera) looking for it: the units
// the decision names (the retreating stack, the units that may advance,
// the units to rally, the losses to choose, the garrisons), else the units
// its side may act with (Actors: the activated front's or faction's units
// that may move, move strategically or attack, 7.10), else the units of the
// segment under way (7.10). Decisions of the whole side (the chits, the
// fronts, an event) concern no unit in particular: the list is then empty.
func (s *State) DecisionUnits() []string {
	onMap := func(ids []string) []string {
		var out []string
		for _, id := range ids {
			if i, ok := s.UnitByID(id); ok && s.Units[i].Where == OnMap {
				out = append(out, id)
			}
		}
		return out
	}
	if out := onMap(s.Pending.Units); len(out) > 0 {
		return out
	}
	if out := onMap(s.Actors()); len(out) > 0 {
		return out
	}
	if s.Segment == nil || s.Pending.Side == NoSide {
		return nil
	}
	var out []string
	for i := range s.Units {
		if u := &s.Units[i]; u.Active && u.Where == OnMap && s.SideOf(i) == s.Pending.Side {
			out = append(out, s.id(i))
		}
	}
	return out
}
