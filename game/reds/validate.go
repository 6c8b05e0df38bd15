package reds

import (
	"fmt"
	"slices"
	"strings"

	"tachanka/game/hex"
	"tachanka/game/jsonfile"
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
		p := jsonfile.Index(jsonfile.Join(path, "units"), k)
		if _, ok := s.Data.UnitIndex(u.ID); !ok {
			return jsonfile.Errorf(jsonfile.Join(p, "id"), "unknown unit id %q: no counter has it", u.ID)
		}
		if _, dup := byID[u.ID]; dup {
			return jsonfile.Errorf(jsonfile.Join(p, "id"), "unit %q is listed twice", u.ID)
		}
		byID[u.ID] = u
		def := s.Data.Def(mustIndex(s.Data, u.ID))
		switch u.Where {
		case OnMap:
			if !u.Hex.Valid() {
				return jsonfile.Errorf(jsonfile.Join(p, "hex"), "unit %q is on the map but has no hex", u.ID)
			}
			if !b.On(u.Hex) {
				return jsonfile.Errorf(jsonfile.Join(p, "hex"), "unit %q is on hex %v, which is not on the map", u.ID, u.Hex)
			}
			if t := b.Cell(u.Hex).Terrain; t == Sea {
				return jsonfile.Errorf(jsonfile.Join(p, "hex"), "unit %q stands in the all-sea hex %v", u.ID, u.Hex)
			}
			if def.Type.OffMap() {
				return jsonfile.Errorf(jsonfile.Join(p, "where"), "%s never stand on the map (10.7)", def.Type)
			}
		case InTurnBox:
			// One past the last turn holds what was used on it: the game
			// ends before it would return.
			if u.Box < 1 || u.Box > len(s.Data.Tables.Turns)+1 {
				return jsonfile.Errorf(jsonfile.Join(p, "box"), "turn box %d is not on the track (1-%d)", u.Box, len(s.Data.Tables.Turns)+1)
			}
		case Arriving:
			if u.Box < 0 || u.Box >= len(StrategicLetters) {
				return jsonfile.Errorf(jsonfile.Join(p, "box"), "strategic box %d is not on the track (0-7 for A-H)", u.Box)
			}
		}
		if u.Where != OnMap && u.Hex.Valid() {
			return jsonfile.Errorf(jsonfile.Join(p, "hex"), "unit %q is %s but has a hex", u.ID, u.Where)
		}
		if u.Disordered && def.Steps == 1 {
			return jsonfile.Errorf(jsonfile.Join(p, "disordered"), "%q is a one-step unit and has no disordered side", u.ID)
		}
	}
	ordered := make([]Unit, len(s.Data.Units))
	for i, def := range s.Data.Units {
		ordered[i] = byID[def.ID]
	}
	s.Units = ordered
	for i, id := range s.HighCommand {
		if id != "" && !s.Data.hasLeader(id) {
			return at(fmt.Sprintf("high_command[%d]", i), "unknown leader %q", id)
		}
	}
	for _, h := range s.RedTerror {
		if b.CityAt(h) == nil {
			return at("red_terror", "hex %v holds no city", h)
		}
	}
	if s.Step == StepActivation && s.Segment == nil && s.Pending.Kind != DecideFieldStaff {
		return at("segment", "an activation step needs its segment")
	}
	// Stacking at every hex (9.1-9.6).
	cells := map[int32][]int{}
	for i := range s.Units {
		if s.Units[i].Where == OnMap {
			c := b.Index(s.Units[i].Hex)
			cells[c] = append(cells[c], i)
		}
	}
	for c, us := range cells {
		// An overstack waits for its owner to eliminate units (9.7, 11.6).
		if s.Loss != nil && s.Loss.Eliminate && s.Loss.Hex == b.Cells[c].Hex {
			continue
		}
		rule, why := s.stackingProblem(c, us)
		if rule == "9.1" && slices.Contains(s.LeaderLeft, b.Cells[c].Front) {
			// A front whose leader left corrects its overstack by the end
			// of its next movement step (9.7).
			if red, white := s.stackSP(us); white == 0 && red <= LeaderStackLimit {
				continue
			}
		}
		if rule != "" {
			return at("units", "hex %v is overstacked: %s (rule %s)", b.Cells[c].Hex, why, rule)
		}
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
