package redrussia

import (
	"slices"
)

// The effects that need choices, one target per action (play.go): new
// leaders (10.6), the Czech Legion's departure (19.3), free units, Allied
// units removed, typhus, the coup de main.

func init() {
	choosers[TakeLeaders] = &chooser{count: countOf, upTo: true, targets: leaderTakes, chooser: byPlayer, apply: takeLeader}
	choosers[TakeNamedLeader] = &chooser{count: one, targets: leaderTakes, chooser: byPlayer, apply: takeLeader}
	choosers[RemoveCzechInfantry] = &chooser{count: countOf, targets: czechRemovals, chooser: func(*State, *Resolution, *Effect) Faction { return Siberian }, apply: removeFromGame}
	choosers[PlaceFreeUnits] = &chooser{count: countOf, targets: freeUnitAreas, chooser: byPlayer, apply: placeFreeUnit}
	choosers[RemoveAlliedUnits] = &chooser{count: alliedCount, targets: alliedRemovals, chooser: byPlayer, apply: removeAlliedUnit}
	choosers[Typhus] = &chooser{count: one, targets: typhusTargets, chooser: byPlayer, apply: typhus}
	choosers[CoupDeMain] = &chooser{count: one, targets: coupAreas, chooser: byPlayer, apply: coupDeMain}
	choosers[WrangelTakesCommand] = &chooser{count: wrangelChoice, targets: wrangelAreas, chooser: byPlayer, apply: placeWrangel, finish: wrangelTakesOver}
	choosers[EnemyInfantryLosesStep] = &chooser{count: countOf, targets: desertionTargets, chooser: byPlayer, apply: desertion}
}

func one(*State, *Effect) int { return 1 }

// leaderTakes: a leader of the faction's unused pool (never yet in play,
// or wounded: InPool), never Wrangel (10.92), or the named one, placed in
// an area the faction controls (10.6).
func leaderTakes(s *State, r *Resolution, e *Effect) []Action {
	var out []Action
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.Kind != KindLeader || p.Faction != r.Faction || p.Status != InPool || p.ID == "wrangel" || e.Leader != "" && p.ID != e.Leader {
			continue
		}
		for _, a := range s.data.Map.Areas {
			if s.Area(a.Code).Control == r.Faction && !s.OutOfPlay(a.Code) {
				out = append(out, Action{Piece: p.ID, Where: a.Code})
			}
		}
	}
	return out
}

func takeLeader(s *State, r *Resolution, e *Effect, a Action) {
	p := s.Piece(a.Piece)
	p.Status, p.Where = OnMap, a.Where
	s.emit(Event{Kind: EvPlaced, Rule: "10.6", Faction: r.Faction, Piece: p.ID, Where: a.Where, Text: "new leader"})
}

// czechRemovals (19.3): the Siberian's infantry in the game, on the map or
// not (in the pool, on the track); under the option only the 4-2s.
func czechRemovals(s *State, r *Resolution, e *Effect) []Action {
	var out []Action
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.Faction != Siberian || p.Type != INF || p.Status == Removed || p.Status == NotInPool || p.Status == Reserve {
			continue
		}
		if s.Options.Czech && s.data.Line(p.ID).Full != (Values{Attack: 4, Defense: 2}) {
			continue
		}
		out = append(out, Action{Piece: p.ID})
	}
	return out
}

func removeFromGame(s *State, r *Resolution, e *Effect, a Action) {
	p := s.Piece(a.Piece)
	where := p.Where
	p.takeOff(Removed)
	s.emit(Event{Kind: EvEliminated, Rule: "19.3", Faction: p.Faction, Piece: p.ID, Where: where, Text: "removed from the game"})
}

// freeUnitAreas: the effect's areas, while the faction's pool holds a unit
// of the type.
func freeUnitAreas(s *State, r *Resolution, e *Effect) []Action {
	if len(s.poolUnits(r.Faction, e.Type)) == 0 {
		return nil
	}
	var out []Action
	for _, a := range s.effectAreas(e, r.Faction) {
		if s.whiteStackOK(r.Faction, a) {
			out = append(out, Action{Where: a})
		}
	}
	return out
}

func (s *State) poolUnits(f Faction, t UnitType) []*Piece {
	var out []*Piece
	for i := range s.Pieces {
		if p := &s.Pieces[i]; p.Faction == f && p.Type == t && p.Kind == KindUnit && (p.Status == InPool || p.Status == Eliminated) {
			out = append(out, p)
		}
	}
	return out
}

// placeFreeUnit: a unit drawn at random from the pool, free, at full
// strength (DATA.md m).
func placeFreeUnit(s *State, r *Resolution, e *Effect, a Action) {
	pool := s.poolUnits(r.Faction, e.Type)
	p := pool[s.Rand.Intn(len(pool))]
	p.Status, p.Where, p.Reduced = OnMap, a.Where, false
	s.emit(Event{Kind: EvPlaced, Rule: "14.6", Faction: r.Faction, Piece: p.ID, Where: a.Where, Text: "free unit"})
}

// alliedFits: an Allied unit in play in the effect's areas or boxes (any
// where none are named), aircraft only when the effect says so.
func (s *State) alliedFits(e *Effect, p *Piece) bool {
	if p.Type == AIR && !e.WithAir {
		return false
	}
	if len(e.Areas) == 0 && len(e.Boxes) == 0 {
		return true
	}
	return slices.Contains(e.Areas, p.Where) || slices.ContainsFunc(e.Boxes, func(b string) bool { return p.Where == BoxPrefix+b })
}

func alliedCount(s *State, e *Effect) int {
	if e.All {
		return len(s.alliedUnitsInPlay())
	}
	return e.Count
}

func alliedRemovals(s *State, r *Resolution, e *Effect) []Action {
	var out []Action
	for _, p := range s.alliedUnitsInPlay() {
		if s.alliedFits(e, p) {
			out = append(out, Action{Piece: p.ID})
		}
	}
	return out
}

func removeAlliedUnit(s *State, r *Resolution, e *Effect, a Action) { s.removeAllied(s.Piece(a.Piece)) }

// typhusTargets: an area holding at least count units.
func typhusTargets(s *State, r *Resolution, e *Effect) []Action {
	var out []Action
	for _, a := range s.typhusAreas(e.Count) {
		out = append(out, Action{Where: a})
	}
	return out
}

// typhus: each unit there, of every faction, loses a step on a roll of
// e.Amount or less, with no retreat.
func typhus(s *State, r *Resolution, e *Effect, a Action) {
	for _, p := range s.UnitsAt(a.Where, NoFaction) {
		if die := s.Rand.D6(); die <= e.Amount {
			s.loseStep(p, "14.6")
		}
	}
}

// coupAreas: an area not of the excluded minor (Finland), of current
// fortification e.Amount or less, that the player could besiege (9.0,
// 9.1): controlled by an enemy, holding a land unit of his and no enemy or
// neutral land unit. Ruling: the current fortification is the printed
// one until the siege rules record losses. Once an area is taken that its
// taker must keep or give back (r.Taken), the targets are that choice:
// Yes keeps it, no gives it back (6.6, 12.3).
func coupAreas(s *State, r *Resolution, e *Effect) []Action {
	if r.Taken != "" {
		return []Action{{Where: r.Taken, Yes: true}, {Where: r.Taken}}
	}
	var out []Action
	for _, a := range s.data.Map.Areas {
		st := s.Area(a.Code)
		if s.OutOfPlay(a.Code) || st.Home == e.Minor || a.Fort-st.Siege > e.Amount || st.Control == NoFaction || !s.atWar(r.Faction, st.Control) {
			continue
		}
		mine, others := false, false
		for _, p := range s.UnitsAt(a.Code, NoFaction) {
			if p.Type == AIR || p.Type == FLEET {
				continue
			}
			if s.sideOf(p.Faction) == r.Faction {
				mine = true
			} else {
				others = true
			}
		}
		if mine && !others {
			out = append(out, Action{Where: a.Code})
		}
	}
	return out
}

// coupDeMain: control passes as by a successful siege (9.0).
// It counts as a successful siege for every rule (DATA.md m, card 9): a
// minor whose area it is joins a side (12.1), Reval goes to the Baltic
// States (13.2), control passes as by setControl (fleets to sea,
// partisans, the Gold) and so counts for the ORI's captures (17.5).
// Where the taker of a siege chooses to keep the area or give it back (a
// White taking another White's home area, 6.6; a major taking a minor's
// home area from another major, 12.3), the card asks the same choice of
// its player as a second target (r.Taken), control unchanged until then;
// the choice is made as the siege's (doKeep).
func coupDeMain(s *State, r *Resolution, e *Effect, a Action) {
	if r.Taken != "" {
		to, rule := r.Faction, "9.0"
		if !a.Yes {
			to, rule = s.Area(r.Taken).Home, "6.6"
			if to.Minor() {
				rule = "12.3"
			}
		}
		r.Taken = ""
		s.setControl(a.Where, to, rule)
		return
	}
	s.emit(Event{Kind: EvControl, Rule: "9.0", Faction: r.Faction, Where: a.Where, Text: "coup de main"})
	if ctrl := s.Area(a.Where).Control; ctrl.Minor() {
		s.activateByAttack(ctrl, r.Faction)
	}
	if s.siegeTaken(a.Where, r.Faction) {
		r.Taken = a.Where
		r.Left++ // the keep-or-give-back choice is one more target
	}
}

// desertionTargets ("Mass Desertion"): an enemy infantry unit in the
// battle under way (battleAt). Ruling: the player chooses it.
func desertionTargets(s *State, r *Resolution, e *Effect) []Action {
	if s.battleAt() == "" {
		return nil
	}
	var out []Action
	for side := 0; side < 2; side++ {
		for _, id := range s.Fight.Units[side] {
			if p := s.Piece(id); p.Type == INF && s.atWar(r.Faction, s.sideOf(p.Faction)) {
				out = append(out, Action{Piece: p.ID})
			}
		}
	}
	return out
}

func desertion(s *State, r *Resolution, e *Effect, a Action) { s.loseStep(s.Piece(a.Piece), "14.6") }

// wrangelChoice: Wrangel replaces Denikin in his area; with Denikin off the
// map the South places him in an area it controls (10.92 and its Ruling).
func wrangelChoice(s *State, e *Effect) int {
	if d := s.Piece("denikin"); d != nil && d.Status == OnMap {
		return 0
	}
	return 1
}

func wrangelAreas(s *State, r *Resolution, e *Effect) []Action {
	var out []Action
	for _, a := range s.data.Map.Areas {
		if s.Area(a.Code).Control == South && !s.OutOfPlay(a.Code) {
			out = append(out, Action{Where: a.Code})
		}
	}
	return out
}

func placeWrangel(s *State, r *Resolution, e *Effect, a Action) {
	if w := s.Piece("wrangel"); w != nil {
		w.Status, w.Where = OnMap, a.Where
		s.emit(Event{Kind: EvPlaced, Rule: "10.92", Faction: South, Piece: w.ID, Where: a.Where})
	}
}

// wrangelTakesOver: Denikin leaves the game for Wrangel, and the lasting
// effects (politics, ori.go).
func wrangelTakesOver(s *State, r *Resolution, e *Effect) {
	if d, w := s.Piece("denikin"), s.Piece("wrangel"); d != nil && d.Status == OnMap && w != nil {
		w.Status, w.Where = OnMap, d.Where
		d.takeOff(Removed)
		s.emit(Event{Kind: EvPlaced, Rule: "10.92", Faction: South, Piece: w.ID, Where: w.Where, Text: "replaces Denikin"})
	}
	s.WrangelTakesOver()
	s.effectEvent(r, e, South, 0, "Wrangel takes command (10.92)")
}
