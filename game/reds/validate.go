package reds

import (
	"fmt"
	"slices"
	"strings"

	"tachanka/game/hex"
	"tachanka/game/jsonfile"
)

// Bounds of a counter's values: no counter of the game moves more than 8
// (DATA.md c.1), and identifiers are short printable text.
const (
	MaxMA         = 20
	MaxIDLength   = 64
	MaxNameLength = 200
)

// ValidateUnits checks the counters of a scenario against the counter
// anatomy of 2.3 and DATA.md c.1 and f.5; path names the list ("counters").
func ValidateUnits(defs []UnitDef, b *Board, path string) error {
	seen := map[string]int{}
	for i := range defs {
		d := &defs[i]
		p := jsonfile.Index(path, i)
		at := func(field, format string, args ...any) error {
			return jsonfile.Errorf(jsonfile.Join(p, field), format, args...)
		}
		if d.ID == "" {
			return at("id", "a counter needs an id")
		}
		if err := jsonfile.CheckText(jsonfile.Join(p, "id"), d.ID, MaxIDLength); err != nil {
			return err
		}
		if err := jsonfile.CheckText(jsonfile.Join(p, "name"), d.Name, MaxNameLength); err != nil {
			return err
		}
		if j, dup := seen[d.ID]; dup {
			return at("id", "duplicated unit id %q (also %s)", d.ID, jsonfile.Index(path, j))
		}
		seen[d.ID] = i
		if d.Name == "" {
			return at("name", "counter %q has no name", d.ID)
		}
		if want := factionSide(d.Faction); d.Side != want {
			return at("side", "a %s counter belongs to side %s, not %s", d.Faction, want, d.Side)
		}
		if d.Faction == FactionNone {
			return at("faction", "counter %q has no faction", d.ID)
		}
		support := d.Type.OffMap()
		switch {
		case support && d.SP != 0:
			return at("sp", "%s are support and carry no SP (11.1)", d.Type)
		case !support && d.SP < 1:
			return at("sp", "a %s needs at least 1 SP (DATA.md f.5)", d.Type)
		case d.SP > 9:
			return at("sp", "SP %d is beyond any stacking limit", d.SP)
		}
		if d.Steps != 1 && d.Steps != 2 {
			return at("steps", "a counter has one or two steps, not %d", d.Steps)
		}
		if (d.Type == RiverFlotilla || d.Type == Aircraft) && d.Steps != 1 {
			return at("steps", "%s are one-step units (2.3)", d.Type)
		}
		if d.Steps == 2 && (d.AttDis > d.Att || d.DefDis > d.Def || d.MADis > d.MA) {
			return at("att_disordered", "the disordered side may not be better than the full-strength side (DATA.md c.1)")
		}
		for _, v := range []int{d.Att, d.Def, d.AttDis, d.DefDis} {
			if v < -3 || v > 4 {
				return at("att", "modifier %d is outside -3..+4", v)
			}
		}
		for _, v := range []struct {
			field string
			n     int
		}{{"ma", d.MA}, {"ma_disordered", d.MADis}} {
			if v.n < 0 || v.n > MaxMA {
				return at(v.field, "a movement allowance of %d is outside 0..%d", v.n, MaxMA)
			}
		}
		moves := d.Type != Garrison && !support && d.Type != ArmoredTrain && d.Type != RiverFlotilla
		if moves && d.MA < 1 {
			return at("ma", "a %s needs an MA of at least 1", d.Type)
		}
		if d.Setup.Valid() && !b.On(d.Setup) {
			return at("setup", "hex %v is not on the map", d.Setup)
		}
		if d.Krug.Valid() {
			city := b.CityAt(d.Krug)
			if city == nil || len(city.Krug) == 0 {
				return at("krug", "hex %v is not a Krug hex of the map", d.Krug)
			}
		}
		if d.Arrives != "" && (len(d.Arrives) != 1 || !strings.Contains(StrategicLetters, d.Arrives)) {
			return at("arrives", "arrival %q is not a strategic turn letter A-H", d.Arrives)
		}
		if d.Type == NavalFlotilla && d.Sea == NoSea {
			return at("sea", "a naval flotilla needs its sea")
		}
		if d.Type == Partisan && d.Partisan == "" {
			return at("partisan", "a partisan needs its kind")
		}
	}
	return nil
}

// factionSide is the player a faction's counters belong to (2.6); Makhno's
// and the nationalists' side is none (Makhno's changes in play, 16.1).
func factionSide(f Faction) Side {
	switch f {
	case FactionRed:
		return Red
	case Nationalist, Makhno, FactionNone:
		return NoSide
	}
	return White
}

// ValidateLeaders checks the Red leader counters.
func ValidateLeaders(ls []LeaderDef, path string) error {
	seen := map[string]bool{}
	for i, l := range ls {
		p := jsonfile.Index(path, i)
		if l.ID == "" || l.Name == "" {
			return jsonfile.Errorf(p, "a leader needs an id and a name")
		}
		if err := jsonfile.CheckText(jsonfile.Join(p, "id"), l.ID, MaxIDLength); err != nil {
			return err
		}
		if err := jsonfile.CheckText(jsonfile.Join(p, "name"), l.Name, MaxNameLength); err != nil {
			return err
		}
		if seen[l.ID] {
			return jsonfile.Errorf(jsonfile.Join(p, "id"), "duplicated leader id %q", l.ID)
		}
		seen[l.ID] = true
		if l.Stacking < 1 || l.Stacking > 3 {
			return jsonfile.Errorf(jsonfile.Join(p, "stacking"), "a leader allows 1 to 3 hexes of 9 SP (DATA.md f.7), not %d", l.Stacking)
		}
	}
	return nil
}

// DecodeState reads a state from a file and checks it against the data:
// every counter present once, every hex on the map, no overstacked hex.
func DecodeState(raw []byte, data *Data, path string) (*State, error) {
	if len(raw) == 0 || string(raw) == "null" {
		return nil, jsonfile.Errorf(path, "missing")
	}
	var d decodedState
	if err := jsonfile.Decode(raw, &d, path); err != nil {
		return nil, err
	}
	units, err := jsonfile.DecodeList[Unit](d.UnitsRaw, jsonfile.Join(path, "units"))
	if err != nil {
		return nil, err
	}
	d.State.Units = units
	s, err := d.bind(data)
	if err != nil {
		return nil, jsonfile.Errorf(path, "%v", err)
	}
	if err := s.check(path); err != nil {
		return nil, err
	}
	return s, nil
}

// check validates a freshly read state against its data.
func (s *State) check(path string) error {
	b := s.Data.Board
	at := func(field, format string, args ...any) error {
		return jsonfile.Errorf(jsonfile.Join(path, field), format, args...)
	}
	if n := len(s.Data.Tables.Turns); s.Turn < 1 || s.Turn > n {
		return at("turn", "operational turn %d is not on the turn track (1-%d)", s.Turn, n)
	}
	if s.Strategic < 0 || s.Strategic > len(StrategicLetters) {
		return at("strategic", "%d strategic turns cannot have been played", s.Strategic)
	}
	if len(s.Units) != len(s.Data.Units) {
		for i, def := range s.Data.Units {
			found := false
			for _, u := range s.Units {
				found = found || u.ID == def.ID
			}
			if !found {
				return at("units", "counter %q (counters[%d]) has no entry", def.ID, i)
			}
		}
	}
	// Units follow the counters' order, so that indexes agree.
	byID := map[string]Unit{}
	for k, u := range s.Units {
		// The path is spelled out only for an error: check runs after
		// every action of the random-game tests.
		p := func() string { return jsonfile.Index(jsonfile.Join(path, "units"), k) }
		if _, ok := s.Data.UnitIndex(u.ID); !ok {
			return jsonfile.Errorf(jsonfile.Join(p(), "id"), "unknown unit id %q: no counter has it", u.ID)
		}
		if _, dup := byID[u.ID]; dup {
			return jsonfile.Errorf(jsonfile.Join(p(), "id"), "unit %q is listed twice", u.ID)
		}
		byID[u.ID] = u
		def := s.Data.Def(mustIndex(s.Data, u.ID))
		switch u.Where {
		case OnMap:
			if !u.Hex.Valid() {
				return jsonfile.Errorf(jsonfile.Join(p(), "hex"), "unit %q is on the map but has no hex", u.ID)
			}
			if !b.On(u.Hex) {
				return jsonfile.Errorf(jsonfile.Join(p(), "hex"), "unit %q is on hex %v, which is not on the map", u.ID, u.Hex)
			}
			if t := b.Cell(u.Hex).Terrain; t == Sea {
				return jsonfile.Errorf(jsonfile.Join(p(), "hex"), "unit %q stands in the all-sea hex %v", u.ID, u.Hex)
			}
			if def.Type.OffMap() {
				return jsonfile.Errorf(jsonfile.Join(p(), "where"), "%s never stand on the map (10.7)", def.Type)
			}
		case InTurnBox:
			// One past the last turn holds what was used on it: the game
			// ends before it would return.
			if u.Box < 1 || u.Box > len(s.Data.Tables.Turns)+1 {
				return jsonfile.Errorf(jsonfile.Join(p(), "box"), "turn box %d is not on the track (1-%d)", u.Box, len(s.Data.Tables.Turns)+1)
			}
		case Arriving:
			if u.Box < 0 || u.Box >= len(StrategicLetters) {
				return jsonfile.Errorf(jsonfile.Join(p(), "box"), "strategic box %d is not on the track (0-7 for A-H)", u.Box)
			}
		}
		if u.Where != OnMap && u.Hex.Valid() {
			return jsonfile.Errorf(jsonfile.Join(p(), "hex"), "unit %q is %s but has a hex", u.ID, u.Where)
		}
		if u.Disordered && def.Steps == 1 {
			return jsonfile.Errorf(jsonfile.Join(p(), "disordered"), "%q is a one-step unit and has no disordered side", u.ID)
		}
	}
	ordered := make([]Unit, len(s.Data.Units))
	for i, def := range s.Data.Units {
		ordered[i] = byID[def.ID]
	}
	s.Units = ordered
	if err := s.checkFields(at); err != nil {
		return err
	}
	if err := s.checkPending(path, at); err != nil {
		return err
	}
	// Stacking at every hex (9.1-9.6), except where the engine itself
	// leaves an overstack for a player to resolve: the hex of a pending
	// elimination (11.6(4) after a retreat, 9.7 at the end of a movement
	// step), and Red hexes of up to 9 SP in a front whose leader left his
	// box, which stand until the end of the front's next movement step
	// (9.7, leader_left). A scenario's set-up has none of these: CheckSetup.
	resolving := hex.None
	if s.Loss != nil && s.Loss.Eliminate && s.Pending.Kind == DecideLoss {
		resolving = s.Loss.Hex
	}
	cells := map[int32][]int{}
	for i := range s.Units {
		if s.Units[i].Where == OnMap {
			c := b.Index(s.Units[i].Hex)
			cells[c] = append(cells[c], i)
		}
	}
	for c, us := range cells {
		if b.Cells[c].Hex == resolving {
			continue
		}
		why := s.stackingProblem(c, us)
		rule := why.Rule
		if rule == "9.1" && slices.Contains(s.LeaderLeft, b.Cells[c].Front) {
			if red, white := s.stackSP(us); white == 0 && red <= LeaderStackLimit {
				rule = ""
			}
		}
		if rule != "" {
			return at("units", "hex %v is overstacked: %s (rule %s)", b.Cells[c].Hex, why, rule)
		}
	}
	return nil
}

// CheckSetup checks a scenario's initial state more strictly than a state
// in play: no hex is overstacked at all (9.1-9.7).
func CheckSetup(s *State, path string) error {
	b := s.Data.Board
	cells := map[int32][]int{}
	for i := range s.Units {
		if s.Units[i].Where == OnMap {
			c := b.Index(s.Units[i].Hex)
			cells[c] = append(cells[c], i)
		}
	}
	for c, us := range cells {
		if why := s.stackingProblem(c, us); why.Rule != "" {
			return jsonfile.Errorf(jsonfile.Join(path, "units"), "hex %v is overstacked: %s (rule %s)", b.Cells[c].Hex, why, why.Rule)
		}
	}
	return nil
}

// Bounds of the counters and markers a state holds.
const (
	maxSub   = 1000 // steps within a phase
	maxCount = 1000 // allowances, SP used, choices
)

// checkFields checks every field of the state but the units and the
// pending decision: markers and lists name hexes of the map, units and
// leaders of the scenario, and numbers stay on their tracks.
func (s *State) checkFields(at func(field, format string, args ...any) error) error {
	b := s.Data.Board
	turns := len(s.Data.Tables.Turns)
	onMap := func(field string, h hex.Hex) error {
		if !b.On(h) {
			return at(field, "hex %v is not on the map", h)
		}
		if b.Cell(h).Terrain == Sea {
			return at(field, "hex %v is an all-sea hex", h)
		}
		return nil
	}
	optHex := func(field string, h hex.Hex) error {
		if h == hex.None || h == (hex.Hex{}) {
			return nil
		}
		return onMap(field, h)
	}
	unit := func(field, id string) error {
		if _, ok := s.Data.UnitIndex(id); !ok {
			return at(field, "unknown unit id %q: no counter has it", id)
		}
		return nil
	}
	units := func(field string, ids []string) error {
		for i, id := range ids {
			if err := unit(fmt.Sprintf("%s[%d]", field, i), id); err != nil {
				return err
			}
		}
		return nil
	}
	track := func(field string, v, lo, hi int, what string) error {
		if v < lo || v > hi {
			return at(field, "%d is not %s (%d-%d)", v, what, lo, hi)
		}
		return nil
	}
	if err := track("sub", s.Sub, 0, maxSub, "a step of a phase"); err != nil {
		return err
	}
	if e := s.EndsAfter; e != "" && (len(e) != 1 || !strings.Contains(StrategicLetters, e)) {
		return at("ends_after", "%q is not a strategic turn letter A-H", e)
	}
	for _, t := range []struct {
		field string
		v     int
	}{{"red_train_box", s.RedTrainBox}, {"poland_war_turn", s.PolandWarTurn}, {"peace_tried", s.PeaceTried},
		{"aif_offensive", s.AIFOffensive}, {"semenov_raid", s.SemenovRaid}, {"white_disintegration", s.WhiteDisintegration}} {
		if err := track(t.field, t.v, 0, turns+1, "an operational turn"); err != nil {
			return err
		}
	}
	if err := track("withdrawal", s.Withdrawal, 0, 2, "a stage of the Allied withdrawal"); err != nil {
		return err
	}
	if a := s.Allowance; a != nil {
		for _, v := range []struct {
			field string
			n     int
		}{{"allowance.red", a.Red}, {"allowance.afsr", a.AFSR}, {"allowance.siberian", a.Siberian}, {"allowance.poles", a.Poles}} {
			if err := track(v.field, v.n, 0, maxCount, "a replacement allowance"); err != nil {
				return err
			}
		}
	}
	if st := s.Strat; st != nil {
		for _, v := range []struct {
			field string
			n     int
		}{{"strat.red", st.Red}, {"strat.afsr", st.AFSR}, {"strat.siberian", st.Siberian}} {
			if err := track(v.field, v.n, 0, maxCount, "SP moved strategically"); err != nil {
				return err
			}
		}
		for i, n := range st.Sea {
			if err := track(fmt.Sprintf("strat.sea[%d]", i), n, 0, maxCount, "SP moved by sea"); err != nil {
				return err
			}
		}
	}
	if s.DrawnLeader != "" && !s.Data.hasLeader(s.DrawnLeader) {
		return at("drawn_leader", "unknown leader %q", s.DrawnLeader)
	}
	boxOf := map[string]int{}
	for i, id := range s.HighCommand {
		if id == "" {
			continue
		}
		if !s.Data.hasLeader(id) {
			return at(fmt.Sprintf("high_command[%d]", i), "unknown leader %q", id)
		}
		if j, dup := boxOf[id]; dup {
			return at(fmt.Sprintf("high_command[%d]", i), "leader %q is already in box %d", id, j)
		}
		boxOf[id] = i
	}
	for i, v := range s.Visited {
		if err := unit(fmt.Sprintf("visited[%d].unit", i), v.Unit); err != nil {
			return err
		}
		if err := onMap(fmt.Sprintf("visited[%d].hex", i), v.Hex); err != nil {
			return err
		}
	}
	for i, h := range s.RedTerror {
		if b.CityAt(h) == nil {
			return at(fmt.Sprintf("red_terror[%d]", i), "hex %v holds no city", h)
		}
	}
	for _, m := range []struct {
		field string
		h     hex.Hex
	}{{"red_train", s.RedTrain}, {"red_verdun", s.RedVerdun}, {"gold", s.Gold}} {
		if err := optHex(m.field, m.h); err != nil {
			return err
		}
	}
	if len(s.RedFronts) > 2 {
		return at("red_fronts", "Red names two fronts (7.7), not %d", len(s.RedFronts))
	}
	for i, f := range s.RedFronts {
		if f == NoFront {
			return at(fmt.Sprintf("red_fronts[%d]", i), "not a front")
		}
	}
	for i, f := range s.Activated {
		if f == NoFront {
			return at(fmt.Sprintf("activated[%d]", i), "not a front")
		}
	}
	inCup := map[Chit]bool{}
	for i, c := range s.Cup {
		if c == NoChit || inCup[c] {
			return at(fmt.Sprintf("cup[%d]", i), "chit %q cannot be in the cup (again)", c)
		}
		inCup[c] = true
	}
	if s.Segment != nil && s.Segment.Chit == NoChit {
		return at("segment.chit", "an activation segment needs its chit")
	}
	if c := s.Combat; c != nil {
		for _, l := range []struct {
			field string
			ids   []string
		}{{"combat.attackers", c.Attackers}, {"combat.defenders", c.Defenders}, {"combat.att_support", c.AttSupport},
			{"combat.def_support", c.DefSupport}, {"combat.retreating", c.Retreating}, {"combat.retreat_stack", c.RetreatStack}} {
			if err := units(l.field, l.ids); err != nil {
				return err
			}
		}
		if len(c.From) != len(c.Attackers) {
			return at("combat.from", "%d hexes for %d attackers", len(c.From), len(c.Attackers))
		}
		for i, h := range c.From {
			if err := onMap(fmt.Sprintf("combat.from[%d]", i), h); err != nil {
				return err
			}
		}
		if err := onMap("combat.target", c.Target); err != nil {
			return err
		}
		if err := optHex("combat.retreat_end", c.RetreatEnd); err != nil {
			return err
		}
		for k, h := range c.RetreatEnds {
			if err := onMap(fmt.Sprintf("combat.retreat_ends[%d]", k), h); err != nil {
				return err
			}
		}
		if err := track("combat.stack_losses", c.StackLosses, 0, maxCount, "a number of losses"); err != nil {
			return err
		}
		if r := c.Report; r != nil {
			if err := units("combat.report.attackers", r.Attackers); err != nil {
				return err
			}
			if err := units("combat.report.defenders", r.Defenders); err != nil {
				return err
			}
		}
	}
	if l := s.Loss; l != nil {
		if err := units("loss.units", l.Units); err != nil {
			return err
		}
		if err := optHex("loss.hex", l.Hex); err != nil {
			return err
		}
		if l.Eliminate && !l.Hex.Valid() {
			return at("loss.hex", "an elimination from an overstacked hex needs the hex")
		}
	}
	for i, h := range s.AttackedHexes {
		if err := onMap(fmt.Sprintf("attacked_hexes[%d]", i), h); err != nil {
			return err
		}
	}
	return nil
}

// decisionsAt are the decisions the game waits for in each step of the
// sequence of play; the other steps run without one.
var decisionsAt = map[Step][]Decision{
	StepSetup:         {DecideNone},
	StepGameOver:      {DecideNone},
	StepEvents:        {DecideEvent, DecideLeader, DecidePlace, DecideTerror},
	StepStrategic:     {DecideStrategic},
	StepRedTrain:      {DecideRedTrain},
	StepCommand:       {DecideFronts},
	StepChitPool:      {DecideFirstChit},
	StepActivation:    {DecideFieldStaff, DecideMovement, DecideCombat, DecideSupport, DecideLoss, DecideRetreat, DecideAdvance},
	StepLogistics:     {DecideGarrisons, DecideMiracle, DecidePeace, DecideRaidEnd, DecideTsarRally, DecideBorderArmy, DecidePlace},
	StepStrategicTurn: {DecidePlace, DecideReplace},
}

// checkPending checks that the decision the game waits for is one the step
// waits for, by a player, with what the engine needs to offer it.
func (s *State) checkPending(path string, at func(field, format string, args ...any) error) error {
	p := &s.Pending
	if !slices.Contains(decisionsAt[s.Step], p.Kind) {
		return at("pending.kind", "the game never waits for a %q decision in step %q", p.Kind, s.Step)
	}
	if (p.Kind == DecideNone) != (p.Side == NoSide) {
		return at("pending.side", "a %q decision cannot be side %q's", p.Kind, p.Side)
	}
	for i, id := range p.Units {
		if _, ok := s.Data.UnitIndex(id); !ok {
			return at(fmt.Sprintf("pending.units[%d]", i), "unknown unit id %q: no counter has it", id)
		}
	}
	for i, c := range p.Chits {
		if c == NoChit {
			return at(fmt.Sprintf("pending.chits[%d]", i), "not a chit")
		}
	}
	for i, f := range p.Fronts {
		if f == NoFront {
			return at(fmt.Sprintf("pending.fronts[%d]", i), "not a front")
		}
	}
	if p.Count < 0 || p.Count > maxCount {
		return at("pending.count", "%d is not a number of choices", p.Count)
	}
	if p.LostEvent && (p.Kind != DecideEvent || !slices.Equal(p.Events, []EventKind{RedLeader, NoEvent})) {
		return at("pending.lost_event", "only 21.4's choice of a Red Leader or no event follows lost events")
	}
	need := func(ok bool, field, what string) error {
		if !ok {
			return at(field, "a %q decision needs %s", p.Kind, what)
		}
		return nil
	}
	switch p.Kind {
	case DecideMovement, DecideCombat:
		phase := PhaseMovement
		if p.Kind == DecideCombat {
			phase = PhaseCombat
		}
		if s.Segment == nil || s.Segment.Phase != phase {
			return at("segment", "a %q decision needs an activation segment in its %s phase", p.Kind, phase)
		}
	case DecideSupport, DecideRetreat, DecideAdvance:
		return need(s.Combat != nil, "combat", "the combat in progress")
	case DecideLoss:
		if err := need(s.Loss != nil, "loss", "the loss to choose"); err != nil {
			return err
		}
		if !s.Loss.Eliminate && s.Combat == nil {
			return at("combat", "a loss in combat needs the combat in progress")
		}
	case DecideStrategic:
		return need(s.Strat != nil, "strat", "the SP used so far")
	case DecideReplace:
		return need(s.Allowance != nil, "allowance", "the replacement allowance")
	case DecideLeader:
		return need(s.DrawnLeader != "", "drawn_leader", "the leader drawn")
	case DecideFieldStaff:
		return need(s.Segment == nil, "segment", "no segment in progress")
	}
	if s.Step == StepActivation && s.Segment == nil && p.Kind != DecideFieldStaff {
		return at("segment", "an activation step needs its segment")
	}
	return nil
}

func mustIndex(d *Data, id string) int {
	i, _ := d.UnitIndex(id)
	return i
}

func (d *Data) hasLeader(id string) bool {
	for _, l := range d.Leaders {
		if l.ID == id {
			return true
		}
	}
	return false
}

// HexList formats hexes for messages.
func HexList(hs []hex.Hex) string {
	parts := make([]string, len(hs))
	for i, h := range hs {
		parts[i] = h.String()
	}
	return strings.Join(parts, " ")
}
