package reds

import (
	"tachanka/game/hex"
)

// Distances "not counted across all-sea hexsides" (10.12, 10.13, 16.2) are
// breadth-first searches over the map's land and lake hexes. The Krug and
// Free Territory tables are computed once per game data, since the sources
// never move; Data is then read-only and safe to share with the bot.

// Far is the distance of a hex SeaDistances cannot reach.
const Far = 1 << 14

const farAway = Far

// SeaDistances returns the fewest steps from the sources to every cell of
// the board, never crossing an all-sea hexside (terrain, units and ZOC
// ignored); cells out of reach hold Far.
func SeaDistances(b *Board, sources []int32) []int16 {
	dist := make([]int16, len(b.Cells))
	for i := range dist {
		dist[i] = farAway
	}
	queue := make([]int32, 0, len(b.Cells))
	for _, s := range sources {
		if s >= 0 && dist[s] != 0 {
			dist[s] = 0
			queue = append(queue, s)
		}
	}
	for k := 0; k < len(queue); k++ {
		c := queue[k]
		cell := &b.Cells[c]
		for d := 0; d < 6; d++ {
			n := cell.Adj[d]
			if n < 0 || has(cell.SeaSide, d) || b.Cells[n].Terrain == Sea || dist[n] <= dist[c]+1 {
				continue
			}
			dist[n] = dist[c] + 1
			queue = append(queue, n)
		}
	}
	return dist
}

// prepareDistances fills the Data's distance tables.
func (d *Data) prepareDistances() {
	b := d.Board
	d.krugDist = map[hex.Hex][]int16{}
	for i := range d.Units {
		k := d.Units[i].Krug
		if k.Valid() && d.krugDist[k] == nil && b.On(k) {
			d.krugDist[k] = SeaDistances(b, []int32{b.Index(k)})
		}
	}
	var ft []int32
	for i := range b.Cells {
		if b.Cells[i].FreeTerritory {
			ft = append(ft, int32(i))
		}
	}
	d.freeDist = SeaDistances(b, ft)
	d.polandAdj = make([]bool, len(b.Cells))
	for i := range b.Cells {
		c := &b.Cells[i]
		if c.Region == Poland {
			d.polandAdj[i] = true
			continue
		}
		for _, n := range c.Adj {
			if n >= 0 && b.Cells[n].Region == Poland {
				d.polandAdj[i] = true
			}
		}
	}
}

// KrugDistance is the distance from unit i's Krug to cell c (10.12).
func (d *Data) KrugDistance(i int, c int32) int {
	k := d.Units[i].Krug
	t := d.krugDist[k]
	if t == nil {
		return farAway
	}
	return int(t[c])
}

// FreeTerritoryDistance is the distance from the Free Territory (10.13).
func (d *Data) FreeTerritoryDistance(c int32) int { return int(d.freeDist[c]) }

// Winter reports a winter turn (19.1).
func (s *State) Winter() bool { return s.Data.Tables.Turn(s.Turn).Winter }

// Closed reports a hex in an area closed until strategic turn B (3.4).
func (s *State) closed(c int32) bool {
	if s.WWIOver {
		return false
	}
	cell := &s.Data.Board.Cells[c]
	return cell.WestOfLine || cell.Region != Russia
}

// areaProblem is where nothing of side (a unit of faction f, or the Gold
// and the Red Train with FactionNone) may ever be: the closed areas (3.4)
// and Poland (10.10, 15.1, 15.5). mayStand adds each unit's own limits; the
// Gold and the Red Train, which are markers, are held to this part (10.2,
// 20.10).
func (s *State) areaProblem(side Side, f Faction, c int32) Reason {
	if s.closed(c) {
		return because("3.4", "the area is closed until strategic turn B")
	}
	if s.Data.Board.Cells[c].Region != Poland {
		return Reason{}
	}
	switch {
	case f == Poles:
	case side == White && f == WhiteSpecial:
		// 15.1: the Poles receive and use White armored trains, river
		// flotillas and tanks, which must end with Polish infantry or
		// cavalry there (10.7).
	case side == White:
		return because("10.10", "White units other than Poles may never enter Poland")
	case side == Red && s.Poland == PolandNeutral:
		return because("10.10", "Red units may not enter neutral Poland")
	case side == Red && s.Poland == PolandPeace:
		return because("15.5", "after the peace Red units may never enter Poland again")
	}
	return Reason{}
}

// mayJoinPoles reports a stack that may enter or stack with Polish units:
// Poles, with White special units or not (9.5, 9.6, 15.1).
func (s *State) mayJoinPoles(units []int) bool {
	for _, i := range units {
		if f := s.Def(i).Faction; f != Poles && f != WhiteSpecial {
			return false
		}
	}
	return len(units) > 0
}

// mayStand reports whether unit i may be in cell c at all, whatever the way
// it gets there: the limits of 3.4, 10.10-10.13 and 15.1 that apply to every
// kind of movement, retreat, advance and placement. It returns the reason
// when it may not. A unit already in a closed hex may stay there.
func (s *State) mayStand(i int, c int32) Reason {
	d := s.Def(i)
	u := &s.Units[i]
	b := s.Data.Board
	cell := &b.Cells[c]
	if why := s.areaProblem(s.SideOf(i), d.Faction, c); why.Rule != "" && !(why.Rule == "3.4" && u.Where == OnMap && u.Hex == cell.Hex) {
		return why
	}
	if d.Faction == Poles && s.Poland == PolandNeutral && !s.Data.polandAdj[c] {
		return because("10.10", "neutral Polish units must stay within 1 hex of Poland")
	}
	if cell.Region == Baltic {
		switch {
		case d.Faction == AIF:
			return because("10.11", "AIF units may never enter the Baltic")
		case d.Faction == NWArmy && u.LeftBaltic:
			return because("10.11", "NW Army units that left the Baltic may never re-enter it")
		}
	} else {
		switch {
		case d.Faction == Estonian:
			return because("10.11", "Estonian units may not move outside the Baltic")
		case d.Faction == Freikorps && !s.Freikorps:
			return because("10.11", "von der Goltz may not leave the Baltic before the Freikorps event")
		}
	}
	if d.Cossack() && s.Data.KrugDistance(i, c) > 8 {
		return because("10.12", "a Cossack unit must stay within 8 hexes of its Krug")
	}
	if d.Faction == Makhno && s.Data.FreeTerritoryDistance(c) > 2 {
		return because("10.13", "Makhno must stay within 2 hexes of the Free Territory")
	}
	return Reason{}
}
