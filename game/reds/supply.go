package reds

import (
	"slices"
	"tachanka/game/enum"

	"tachanka/game/hex"
)

// Supply (12.4-12.8). A unit is in supply if it can trace a line to a
// source of its faction: at most one overland hex, then rail and river hexes
// connected to the source in at most two segments (one all-rail, one
// all-water, meeting in a hex on both), where the water segment may cross a
// friendly sea from port to port. Every hex of the line must be free of the
// blocks of 12.7. A supply picture is computed once per position and
// answers for every unit.

// sourceGroup is a set of factions sharing sources (12.8).
type sourceGroup uint8

const (
	srcNone sourceGroup = iota
	srcRed
	srcAFSR
	srcSiberian
	srcNorth
	srcNW
	srcPoles
	srcMuslim
	srcAIF // any White source but the Poles' and the NW group's
	srcMoscow
	srcAnyWhite // White special units, which belong to no faction
	numSourceGroups
)

func groupOf(f Faction) sourceGroup {
	switch f {
	case FactionRed:
		return srcRed
	case AFSR:
		return srcAFSR
	case Siberian:
		return srcSiberian
	case North:
		return srcNorth
	case NWArmy, Estonian, Freikorps:
		return srcNW
	case Poles:
		return srcPoles
	case Muslim:
		return srcMuslim
	case AIF:
		return srcAIF
	case WhiteSpecial:
		return srcAnyWhite
	}
	return srcNone
}

// isSource reports whether city c is a source for group g.
func (g sourceGroup) isSource(city *City) bool {
	for _, f := range city.Sources {
		switch {
		case g == srcMoscow:
			if f == FactionRed && city.Name == "Moscow" {
				return true
			}
		case g == srcAIF:
			if f != FactionRed && f != Poles && f != NWArmy && f != Estonian && f != Freikorps {
				return true
			}
		case g == srcAnyWhite:
			if f != FactionRed {
				return true
			}
		case groupOf(f) == g:
			return true
		}
	}
	return false
}

// Supply is the supply picture of one position.
//
// Units that ignore enemy ZOC (8.3) trace their own supply through it, so
// each search is made twice at most: with enemy ZOC blocking lines, and
// (index zocFree, only when such a unit asks) without.
type Supply struct {
	s       *State
	pres    []uint8
	blocked [2][3][]bool                // by ZOC rule and side: hexes a line may not enter (12.7)
	conn    [2][numSourceGroups][]bool  // hexes connected to the group's sources (12.5)
	prev    [2][numSourceGroups][]int32 // the search's predecessor of (cell, segment), to draw a line
	done    [2][numSourceGroups]bool
	extra   [3][]bool // more blocks by side (NewSupplyBlocking)
}

// Indexes of Supply's searches: lines blocked by enemy ZOC, or not (8.3).
const (
	zocBlocks = 0
	zocFree   = 1
)

// zocRule is the search that serves unit i: zocFree for the units that
// ignore enemy ZOC for the tracing of their own supply (8.3: the Z mark;
// raiding cavalry and Makhno, the others of 8.3, need no line, 12.4 d).
func (s *State) zocRule(i int) int {
	if s.Def(i).Z {
		return zocFree
	}
	return zocBlocks
}

// NewSupply prepares the supply picture of the current position.
func (s *State) NewSupply() *Supply {
	// The blocked hexes of each side are worked out when a line first
	// needs them: most pictures are asked about one side only.
	return &Supply{s: s, pres: s.presence()}
}

// NewSupplyBlocking is the supply picture with more hexes closed to side's
// lines (extra[c] true): what supply would be if the enemy stood in them or
// cast his ZOC over them. A player asks it to see which lines a move of
// the enemy could cut.
func (s *State) NewSupplyBlocking(side Side, extra []bool) *Supply {
	sp := s.NewSupply()
	sp.extra[side] = extra // closed with the rest when first needed (blocks)
	return sp
}

// addExtra closes the hexes NewSupplyBlocking added to side's lines.
func (sp *Supply) addExtra(z int, side Side) {
	blocked := sp.blocked[z][side]
	for c, x := range sp.extra[side] {
		if x && c < len(blocked) {
			blocked[c] = true
		}
	}
}

// supplyAfterLeaving is the supply picture once units have left their hex,
// the control of that hex settled as it will be (13.1: a Red city reverts
// when the last White unit leaves): a moving stack traces supply where it
// ends, and its start hex no longer negates enemy ZOC (12.3). Entering
// hexes on the way can only open lines; supplyAfterMove sees those.
func (s *State) supplyAfterLeaving(units []int) *Supply {
	t := s.Clone()
	for _, i := range units {
		t.leaveMap(i, Removed, 0)
		t.Units[i].Raiding = s.Units[i].Raiding // raiders stay exempt (20.4)
	}
	return t.NewSupply()
}

// supplyAfterMove is the supply picture once units have moved along path,
// entering every hex of it (13.1): supply for 10.8 and 12.3 is traced at
// the moment the move ends, with the positions and control of that moment.
func (s *State) supplyAfterMove(units []int, path []hex.Hex) *Supply {
	t := s.Clone()
	for _, h := range path[1:] {
		for _, i := range units {
			t.moveUnit(i, h)
		}
	}
	return t.NewSupply()
}

// entersForeignCity reports a path (after its first hex) through a city
// that side does not control: a move along it changes control, so the
// picture before the move may see a line closed that the move opens.
func (s *State) entersForeignCity(side Side, path []hex.Hex) bool {
	b := s.Data.Board
	for _, h := range path[1:] {
		c := b.Index(h)
		if b.Cells[c].City != nil && s.Control[c].Side() != side {
			return true
		}
	}
	return false
}

// blocks are the hexes a line of side may not enter under ZOC rule z,
// computed on first use.
func (sp *Supply) blocks(z int, side Side) []bool {
	if sp.blocked[z][side] == nil {
		sp.blocked[z][side] = sp.s.supplyBlocks(side, sp.pres, z == zocBlocks)
		sp.addExtra(z, side)
	}
	return sp.blocked[z][side]
}

// supplyBlocks marks the hexes a line of side may not enter (12.7, 3.4);
// enemy ZOC blocks unless withZOC is false (8.3).
func (s *State) supplyBlocks(side Side, pres []uint8, withZOC bool) []bool {
	b := s.Data.Board
	var ezoc []bool
	if withZOC {
		ezoc = s.unnegatedEZOC(side, pres)
	}
	enemy := uint8(hasWhite)
	own := uint8(hasRed)
	if side == White {
		enemy, own = hasRed, hasWhite
	}
	out := make([]bool, len(b.Cells))
	for c := range b.Cells {
		cell := &b.Cells[c]
		p := pres[c]
		switch {
		case !cell.Land():
			out[c] = true
		case p&enemy != 0 || p&(hasNationalist|hasUnaligned) != 0:
			out[c] = true
		case p&hasUkrainian != 0 && !(side == White && p&hasWhite != 0):
			out[c] = true
		case withZOC && ezoc[c]:
			out[c] = true
		case s.closed(int32(c)):
			out[c] = true
		case cell.City != nil && s.Control[c].Side() == side.Enemy():
			out[c] = true
		case cell.FreeTerritory && cell.City != nil && p&own == 0 &&
			!(side == Red && slices.Contains(s.RedTerror, cell.Hex)):
			out[c] = true
		}
	}
	return out
}

// unvisited marks a node the connection search never reached; sources
// have the predecessor -1.
const unvisited = -2

// segment states of the connection search.
const (
	segRail = iota // on the first, all-rail segment
	segWater
	segRailThenWater // second segment: water after rail
	segWaterThenRail
	numSegs
)

// connected computes the hexes connected to group g's sources (12.5, 12.6)
// under ZOC rule z.
func (sp *Supply) connected(g sourceGroup, z int) []bool {
	if sp.done[z][g] {
		return sp.conn[z][g]
	}
	s := sp.s
	b := s.Data.Board
	side := White
	if g == srcRed || g == srcMoscow {
		side = Red
	}
	blocked := sp.blocks(z, side)
	seen := make([][numSegs]bool, len(b.Cells))
	prev := make([]int32, len(b.Cells)*numSegs)
	for k := range prev {
		prev[k] = unvisited
	}
	type item struct {
		c   int32
		seg int
	}
	var queue []item
	from := int32(-1) // the node being expanded, for prev
	push := func(c int32, seg int) {
		if !seen[c][seg] {
			seen[c][seg] = true
			prev[int(c)*numSegs+seg] = from
			queue = append(queue, item{c, seg})
		}
	}
	for _, c := range b.CityCells() {
		city := b.Cells[c].City
		if !g.isSource(city) || blocked[c] {
			continue
		}
		if s.Control[c].Side() == side.Enemy() {
			continue // an enemy-controlled source supplies nobody (12.8)
		}
		if side == White {
			if s.Withdrawal >= 2 && b.Cells[c].Region == Transcaucasia {
				continue // Batum after the major withdrawal (18.4)
			}
		}
		push(c, segRail)
		push(c, segWater)
	}
	for k := 0; k < len(queue); k++ {
		it := queue[k]
		from = it.c*numSegs + int32(it.seg)
		cell := &b.Cells[it.c]
		// Switch segments where rail and water meet (12.5): a hex on both
		// a railway and a river (or a friendly port).
		if cell.Rail != 0 && (cell.River != 0 || sp.friendlyPort(it.c, side)) {
			switch it.seg {
			case segRail:
				push(it.c, segRailThenWater)
			case segWater:
				push(it.c, segWaterThenRail)
			}
		}
		for d := 0; d < 6; d++ {
			n := cell.Adj[d]
			if n < 0 || blocked[n] {
				continue
			}
			switch it.seg {
			case segRail, segWaterThenRail:
				if has(cell.Rail, d) {
					push(n, it.seg)
				}
			case segWater, segRailThenWater:
				if has(cell.River, d) {
					push(n, it.seg)
				}
			}
		}
		// Port to port across a friendly sea (12.6).
		if (it.seg == segWater || it.seg == segRailThenWater) && sp.friendlyPort(it.c, side) {
			for _, pc := range b.CityCells() {
				if pc != it.c && !blocked[pc] && b.Cells[pc].Sea == cell.Sea && sp.friendlyPort(pc, side) {
					push(pc, it.seg)
				}
			}
		}
	}
	conn := make([]bool, len(b.Cells))
	for c := range seen {
		for _, v := range seen[c] {
			conn[c] = conn[c] || v
		}
	}
	sp.conn[z][g], sp.prev[z][g], sp.done[z][g] = conn, prev, true
	return conn
}

// Line is the supply line of unit i where it stands: from its hex to a
// source, one hex after another (a port-to-port crossing joins two hexes
// that are not adjacent). It is nil unless the unit is supplied by a line
// (12.4 a).
func (sp *Supply) Line(i int) []hex.Hex {
	u := &sp.s.Units[i]
	if u.Where != OnMap {
		return nil
	}
	return sp.LineFrom(i, u.Hex)
}

// LineFrom is the supply line unit i would trace if it stood in hex h,
// the other units where they are: the path of the supply trace (12.4 a),
// from h to the source, which is its last hex (SourceOf names it). It is
// nil unless the unit would there be supplied by a line: out of supply, or
// in supply by the coast, its Krug or exemption (12.4 b-d).
func (sp *Supply) LineFrom(i int, h hex.Hex) []hex.Hex {
	s := sp.s
	b := s.Data.Board
	c := b.Index(h)
	if c < 0 || sp.At(i, c) != SupplyLine {
		return nil
	}
	g, z := groupOf(s.Def(i).Faction), s.zocRule(i)
	conn := sp.connected(g, z)
	line := []hex.Hex{h}
	if !conn[c] {
		if city := b.Cells[c].City; city != nil && g.isSource(city) {
			return line
		}
		for d := 0; d < 6; d++ {
			if n := b.Cells[c].Adj[d]; n >= 0 && !has(b.Cells[c].SeaSide, d) && conn[n] {
				c = n
				line = append(line, b.Cells[n].Hex)
				break
			}
		}
	}
	node := int32(-1)
	for seg := 0; seg < numSegs; seg++ {
		if sp.prev[z][g][int(c)*numSegs+seg] != unvisited {
			node = c*numSegs + int32(seg)
			break
		}
	}
	for guard := 0; node >= 0 && guard < len(b.Cells)*numSegs; guard++ {
		p := sp.prev[z][g][node]
		if p < 0 {
			break
		}
		if h := b.Cells[p/numSegs].Hex; h != line[len(line)-1] {
			line = append(line, h)
		}
		node = p
	}
	return line
}

// SourceOf is the supply source a line ends at (12.8): the city of its last
// hex, or nil for an empty line.
func (sp *Supply) SourceOf(line []hex.Hex) *City {
	if len(line) == 0 {
		return nil
	}
	return sp.s.Data.Board.CityAt(line[len(line)-1])
}

// OutOfSupply lists the units on the map that are out of supply where they
// stand (12.9: NoSupply or NoSupplyCaucasus), in index order.
func (sp *Supply) OutOfSupply() []int {
	var out []int
	for i := range sp.s.Units {
		if sp.s.Units[i].Where == OnMap && !sp.Of(i).In() {
			out = append(out, i)
		}
	}
	return out
}

// friendlyPort is a friendly-controlled port on a sea side controls (12.6).
func (sp *Supply) friendlyPort(c int32, side Side) bool {
	s := sp.s
	cell := &s.Data.Board.Cells[c]
	return cell.City != nil && cell.City.Port && cell.Sea != NoSea && s.Seas[cell.Sea] == side && s.Control[c].Side() == side
}

// SupplyReason says why a unit is or is not in supply.
type SupplyReason uint8

const (
	SupplyLine       SupplyReason = iota // (a) a line to a source
	SupplyCoast                          // (b) on the coast of a friendly sea
	SupplyKrug                           // (c) a Cossack in his Krug
	SupplyExempt                         // (d) partisans, garrisons, raiding cavalry, off-map units
	NoSupply                             // out of supply
	NoSupplyCaucasus                     // 12.11: White in Transcaucasia after the major withdrawal
)

var supplyReasonNames = []string{"line", "coast", "krug", "exempt", "out", "transcaucasia_after_withdrawal"}

func (r SupplyReason) String() string               { return enum.Name(r, supplyReasonNames) }
func (r SupplyReason) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// In reports whether a reason means in supply.
func (r SupplyReason) In() bool { return r < NoSupply }

// Of answers for unit i standing in its hex.
func (sp *Supply) Of(i int) SupplyReason {
	u := &sp.s.Units[i]
	if u.Where != OnMap {
		return SupplyExempt
	}
	return sp.At(i, sp.s.Data.Board.Index(u.Hex))
}

// At answers for unit i as if it stood in cell c (for moves and retreats,
// with the other units where they are).
func (sp *Supply) At(i int, c int32) SupplyReason {
	s := sp.s
	d := s.Def(i)
	u := &s.Units[i]
	side := s.SideOf(i)
	switch {
	case d.Type == Partisan || d.Type == Garrison || d.Type.OffMap() || u.Raiding || side == NoSide:
		return SupplyExempt
	}
	b := s.Data.Board
	cell := &b.Cells[c]
	if side == White && s.Withdrawal >= 2 && cell.Region == Transcaucasia {
		return NoSupplyCaucasus
	}
	if d.Cossack() && d.Krug == cell.Hex {
		return SupplyKrug
	}
	if cell.Sea != NoSea && cell.Land() && s.Seas[cell.Sea] == side {
		return SupplyCoast
	}
	g := groupOf(d.Faction)
	if d.Faction == Makhno {
		return SupplyExempt
	}
	if cell.City != nil && g.isSource(cell.City) && s.Control[c].Side() != side.Enemy() {
		return SupplyLine // in the source hex itself (12.4 a)
	}
	if sp.lineFrom(g, c, s.zocRule(i)) {
		return SupplyLine
	}
	return NoSupply
}

// lineFrom reports a supply line of group g from cell c: the hex itself is
// a source or a connected hex, or one overland step (not across an all-sea
// hexside; lake sides do not block, 12.7) reaches one (12.4 a). The tracing
// unit negates enemy ZOC in its own hex (8.7), so c itself is not checked.
func (sp *Supply) lineFrom(g sourceGroup, c int32, z int) bool {
	conn := sp.connected(g, z)
	if conn[c] {
		return true
	}
	cell := &sp.s.Data.Board.Cells[c]
	for d := 0; d < 6; d++ {
		if n := cell.Adj[d]; n >= 0 && !has(cell.SeaSide, d) && conn[n] {
			return true
		}
	}
	return false
}

// TracesToMoscow reports whether a Red unit in hex h could trace a supply
// line with Moscow as its source (14.1, 14.4).
func (sp *Supply) TracesToMoscow(h hex.Hex) bool {
	c := sp.s.Data.Board.Index(h)
	if c < 0 {
		return false
	}
	return sp.lineFrom(srcMoscow, c, zocBlocks)
}

// InSupply is a one-off supply check of unit i where it stands.
func (s *State) InSupply(i int) bool { return s.NewSupply().Of(i).In() }
