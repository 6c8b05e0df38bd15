package reds

import (
	"fmt"
	"slices"
	"strings"
	"tachanka/game/enum"

	"tachanka/game/hex"
)

// Combat (11.0). In the combat step the active player declares attacks one
// at a time; each runs through support (11.3 B, C), resolution (D-H) and
// results (11.5-11.8), asking players where the rules give them a choice:
// which unit takes a single disorder among equals, where each unit retreats,
// which units advance.

// CombatStage is how far a combat has gone.
type CombatStage uint8

const (
	StageAttackerSupport CombatStage = iota
	StageDefenderSupport
	StageResolve
	StageAttackerLoss
	StageDefenderLoss
	StageDefenderAfter // collateral losses once the defender's disorders are applied
	StageRetreat
	StageAdvance
	StageDone
)

var stageNames = []string{"attacker_support", "defender_support", "resolve", "attacker_loss", "defender_loss", "defender_after", "retreat", "advance", "done"}

func (c CombatStage) String() string               { return enum.Name(c, stageNames) }
func (c CombatStage) MarshalText() ([]byte, error) { return []byte(c.String()), nil }
func (c *CombatStage) UnmarshalText(b []byte) error {
	v, err := enum.Parse[CombatStage](b, stageNames, "combat stage")
	*c = v
	return err
}

// Combat is the combat in progress.
type Combat struct {
	Attackers  []string    `json:"attackers"`
	From       []hex.Hex   `json:"from"` // the hex each attacker attacks from
	Target     hex.Hex     `json:"target"`
	Defender   Side        `json:"defender"` // none for a nationalist garrison
	Defenders  []string    `json:"defenders"`
	Stage      CombatStage `json:"stage"`
	AttSupport []string    `json:"att_support,omitempty"`
	DefSupport []string    `json:"def_support,omitempty"`
	Report     *Report     `json:"report,omitempty"`
	// Retreat bookkeeping (11.6).
	RetreatSide  Side     `json:"retreat_side,omitempty"`
	Retreating   []string `json:"retreating,omitempty"`
	RetreatSet   bool     `json:"retreat_set,omitempty"`
	StackLosses  int      `json:"stack_losses,omitempty"` // EZOC disorders still owed by the last retreating stack
	RetreatStack []string `json:"retreat_stack,omitempty"`
	RetreatEnd   hex.Hex  `json:"retreat_end,omitzero"`
	// RetreatEnds are the other hexes where the last retreating stack
	// ended, when it split up (11.6(5)); each is checked for overstacking
	// after RetreatEnd (11.6(4)).
	RetreatEnds []hex.Hex `json:"retreat_ends,omitempty"`
}

func (c *Combat) clone() *Combat {
	if c == nil {
		return nil
	}
	d := *c
	d.Attackers, d.From, d.Defenders = slices.Clone(c.Attackers), slices.Clone(c.From), slices.Clone(c.Defenders)
	d.AttSupport, d.DefSupport = slices.Clone(c.AttSupport), slices.Clone(c.DefSupport)
	d.Retreating, d.RetreatStack = slices.Clone(c.Retreating), slices.Clone(c.RetreatStack)
	d.RetreatEnds = slices.Clone(c.RetreatEnds)
	if c.Report != nil {
		r := *c.Report
		d.Report = &r
	}
	return &d
}

// Loss is a choice of units to disorder or eliminate.
type Loss struct {
	Side      Side        `json:"side"`
	Units     []string    `json:"units"`               // the candidates
	Eliminate bool        `json:"eliminate,omitempty"` // overstack after a retreat: eliminate enough to meet the limit
	Hex       hex.Hex     `json:"hex,omitzero"`
	Rule      string      `json:"rule"`
	Next      CombatStage `json:"next"`
}

// Report is a resolved combat, as the log and the dice animation show it.
type Report struct {
	Attackers  []string `json:"attackers"`
	Target     hex.Hex  `json:"target"`
	Defenders  []string `json:"defenders"`
	AttSupport []string `json:"att_support,omitempty"`
	DefSupport []string `json:"def_support,omitempty"`
	Arithmetic
	ADie         int    `json:"a_die"`
	DDie         int    `json:"d_die"`
	AStrength    int    `json:"a_strength"`
	DStrength    int    `json:"d_strength"`
	Differential int    `json:"differential"`
	Result       string `json:"result"`
}

func (r *Report) String() string {
	return fmt.Sprintf("%s attack %v: %d:%d SP, odds %s, column %s; rolls %d and %d, strengths %d and %d, differential %+d: %s",
		strings.Join(r.Attackers, ", "), r.Target, r.A, r.D, r.Odds, r.Column, r.ADie, r.DDie, r.AStrength, r.DStrength, r.Differential, r.Result)
}

// counts reports whether unit i counts in a combat's SP, multiplier and
// modifiers (11.1): combat units do; aircraft and naval flotillas are
// support; garrisons only when alone (handled where defenders are chosen).
func counts(d *UnitDef) bool { return !d.Type.OffMap() }

// id is the unit's id.
func (s *State) id(i int) string { return s.Def(i).ID }

func (s *State) ids(units []int) []string {
	out := make([]string, len(units))
	for k, i := range units {
		out[k] = s.id(i)
	}
	return out
}

func (s *State) idx(ids []string) []int {
	out := make([]int, 0, len(ids))
	for _, id := range ids {
		if i, ok := s.UnitByID(id); ok {
			out = append(out, i)
		}
	}
	return out
}

// onMapIn reports unit i on the map in hex h.
func (s *State) onMapIn(i int, h hex.Hex) bool {
	return s.Units[i].Where == OnMap && s.Units[i].Hex == h
}

// defendersOf chooses the units of a hex that take part in its defence
// (11.1): all but a garrison stacked with other units, and units that
// retreated into it in this combat step (11.6(8)).
func (s *State) defendersOf(h hex.Hex) (def []int, side Side) {
	all := s.unitsAt(s.Data.Board.Index(h))
	var active []int
	for _, i := range all {
		if !s.Units[i].RetreatedIn {
			active = append(active, i)
		}
	}
	for _, i := range active {
		if s.Def(i).Type == Garrison && len(active) > 1 {
			continue
		}
		def = append(def, i)
		side = s.SideOf(i)
	}
	return def, side
}

// attackerProblem tells why unit i may not attack for side in the combat
// step now, whatever the target, if it may not (11.1, 11.2, 7.10); quiet,
// only the rule.
func (s *State) attackerProblem(i int, side Side, quiet bool) Reason {
	u := &s.Units[i]
	d := s.Def(i)
	switch {
	case u.Where != OnMap || s.SideOf(i) != side:
		return say1(quiet, "11.1", "%s is not one of your units on the map", d.Name)
	case !u.Active:
		return say1(quiet, "7.10", "%s is not part of the group activated in this segment", d.Name)
	case u.Attacked:
		return say1(quiet, "11.2", "%s has already attacked in this combat step", d.Name)
	case d.Type == Garrison:
		return because("11.1", "garrisons never attack")
	case d.Type.OffMap():
		return say1(quiet, "11.3", "%s supports a combat; it is committed, not declared", d.Name)
	}
	return Reason{}
}

// attackProblem checks a declared attack against 11.1 and 11.2.
func (s *State) attackProblem(att []int, target hex.Hex) Reason {
	b := s.Data.Board
	tc := b.Index(target)
	if tc < 0 {
		return because("11.1", "%v is not a hex of the map", target)
	}
	if len(att) == 0 {
		return because("11.3", "an attack needs at least one attacking unit")
	}
	if slices.Contains(s.AttackedHexes, target) {
		return because("11.2", "no hex may be attacked more than once per combat step")
	}
	if s.closed(tc) {
		return because("3.4", "no unit may attack into a closed area")
	}
	side := s.Pending.Side
	def, defSide := s.defendersOf(target)
	all := s.unitsAt(tc)
	if len(all) == 0 {
		return because("11.1", "there is no unit in %v to attack", target)
	}
	nationalist := false
	for _, i := range all {
		if s.Def(i).Faction == Nationalist {
			nationalist = true
		}
	}
	switch {
	case defSide == side:
		return because("11.1", "units attack enemy units, not their own")
	case defSide == NoSide && !nationalist:
		return because("11.1", "the hex holds no enemy unit")
	case len(def) == 1 && s.Def(def[0]).Faction == Nationalist && side == White:
		if !s.Freikorps || b.Cells[tc].Region != Baltic {
			return because("17.1", "only Red may attack the nationalist garrisons (von der Goltz those in the Baltic, after the Freikorps event)")
		}
		for _, i := range att {
			if s.Def(i).Faction != Freikorps {
				return because("17.1", "only von der Goltz may attack a nationalist garrison for White")
			}
		}
	}
	loneSoft := len(def) == 1 && (s.Def(def[0]).Type == Garrison || s.Def(def[0]).Type == Partisan)
	if side == Red && s.Poland != PolandAtWar {
		for _, i := range def {
			if s.Def(i).Faction == Poles {
				return because("15.1", "Red may not attack neutral Polish units")
			}
		}
		if s.Poland == PolandPeace && b.Cells[tc].Region == Poland {
			return because("15.5", "after the peace Red may not attack into Poland")
		}
	}
	seen := map[int]bool{}
	for _, i := range att {
		d := s.Def(i)
		u := &s.Units[i]
		if seen[i] {
			return because("11.3", "%s is listed twice", d.Name)
		}
		if why := s.attackerProblem(i, side, false); why.Rule != "" {
			return why
		}
		switch {
		case !hex.Adjacent(u.Hex, target):
			return because("11.1", "%s in %v is not adjacent to %v", d.Name, u.Hex, target)
		case d.Type == Partisan && len(att) > 1:
			return because("11.2", "a partisan never attacks together with any other unit")
		case (d.Type == Partisan && d.Faction != Makhno || u.Raiding) && !loneSoft:
			return because("11.2", "partisans (but Makhno) and raiding cavalry may attack only a hex held by a lone garrison or partisan")
		case d.Faction == AIF && s.AIFOffensive != s.Turn:
			return because("11.2", "AIF units may attack only in a turn in which White rolled AIF Offensive")
		case d.Faction == Poles && s.Poland == PolandNeutral && !s.Data.polandAdj[tc]:
			return because("15.1", "neutral Polish units may attack only hexes adjacent to Poland")
		case d.Faction == Estonian && b.Cells[tc].Region != Baltic:
			return because("10.11", "Estonian units may not attack hexes outside the Baltic")
		case d.Cossack() && s.Data.KrugDistance(i, tc) > 8:
			return because("10.12", "%s may not attack more than 8 hexes from its Krug", d.Name)
		case d.Type == Tank && tankBarred(b.Cells[tc].Terrain):
			return because("11.2", "tanks may not attack into forest, swamp or mountain hexes")
		}
		dir, _ := u.Hex.DirectionTo(target)
		from := &b.Cells[b.Index(u.Hex)]
		if d.Type == ArmoredTrain && !has(from.Rail, int(dir)) {
			return because("11.2", "armored trains attack only along a railway")
		}
		if d.Type == RiverFlotilla && !has(from.River, int(dir)) {
			return because("11.2", "river flotillas attack only along a river")
		}
		seen[i] = true
	}
	return Reason{}
}

// doAttack declares an attack (11.3 A).
func (s *State) doAttack(a Action) error {
	att, err := s.unitIndexes(a.Units)
	if err != nil {
		return err
	}
	if why := s.attackProblem(att, a.Hex); why.Rule != "" {
		return why.Err()
	}
	def, defSide := s.defendersOf(a.Hex)
	c := &Combat{Attackers: s.ids(att), Target: a.Hex, Defender: defSide, Defenders: s.ids(def)}
	for _, i := range att {
		c.From = append(c.From, s.Units[i].Hex)
	}
	s.Combat = c
	s.AttackedHexes = append(s.AttackedHexes, a.Hex)
	for _, i := range att {
		s.Units[i].Attacked = true
	}
	s.emit(Event{Type: EvAttack, Rule: "11.3", Side: a.Side, Units: slices.Clone(c.Attackers), Hex: a.Hex,
		Note: note("against %s", strings.Join(c.Defenders, ", "))})
	s.Pending = Pending{}
	return nil
}

// supportOptions lists the aircraft and naval flotilla side may commit
// (20.1, 20.7): one aircraft if one of its participating units is supplied,
// not a partisan, not raiding, and Red, AFSR, NW group, Polish or AIF; for
// White one naval flotilla of the defending hex's sea (not the White Sea or
// the Baltic in winter).
func (s *State) supportOptions(side Side) []string {
	c := s.Combat
	own := s.idx(c.Attackers)
	if side == c.Defender {
		own = s.idx(c.Defenders)
	}
	b := s.Data.Board
	tcell := &b.Cells[b.Index(c.Target)]
	sp := s.NewSupply()
	airOK := false
	for _, i := range own {
		d := s.Def(i)
		switch d.Faction {
		case FactionRed, AFSR, NWArmy, Estonian, Freikorps, Poles, AIF:
			if d.Type != Partisan && !s.Units[i].Raiding && sp.Of(i).In() {
				airOK = true
			}
		}
	}
	var out []string
	air, naval := false, false
	for i := range s.Units {
		u := &s.Units[i]
		d := s.Def(i)
		if u.Where != Available || d.Side != side {
			continue
		}
		switch {
		case d.Type == Aircraft && airOK && !air:
			out = append(out, d.ID)
			air = true
		case d.Type == NavalFlotilla && side == White && !naval && tcell.Land() && tcell.Sea == d.Sea &&
			!(s.Winter() && (d.Sea == WhiteSea || d.Sea == BalticSea)) && !(d.Sea == BalticSea && s.goltzOnLatvians()):
			out = append(out, d.ID)
			naval = true
		}
	}
	return out
}

// LatvianGarrison is the id of the Latvian nationalist garrison (17.3).
const LatvianGarrison = "nat-latvian-garrison"

// goltzOnLatvians: von der Goltz attacks the Latvian garrison (17.3).
func (s *State) goltzOnLatvians() bool {
	c := s.Combat
	if c == nil || !slices.Contains(c.Defenders, LatvianGarrison) {
		return false
	}
	for _, i := range s.idx(c.Attackers) {
		if s.Def(i).Faction == Freikorps {
			return true
		}
	}
	return false
}

// latvianFlotilla is 17.3: the Baltic naval flotilla, if available, backs
// the Latvian garrison when von der Goltz attacks it; White cannot use it
// for that attack.
func (s *State) latvianFlotilla() {
	c := s.Combat
	if !s.goltzOnLatvians() {
		return
	}
	for i := range s.Units {
		d := s.Def(i)
		if d.Type == NavalFlotilla && d.Sea == BalticSea && s.Units[i].Where == Available {
			c.DefSupport = []string{d.ID}
			s.emit(Event{Type: EvSupport, Rule: "17.3", Units: []string{d.ID}, Hex: c.Target, Note: note("the Baltic flotilla backs the Latvian garrison")})
			return
		}
	}
}

// activeSide is the player whose segment it is.
func (s *State) activeSide() Side {
	if s.Segment == nil {
		return NoSide
	}
	if s.Segment.Chit == ChitFieldStaff {
		return Red
	}
	return s.Segment.Chit.Owner()
}

// doSupport commits support units, or none (11.3 B, C).
func (s *State) doSupport(a Action) error {
	c := s.Combat
	opts := s.Pending.Units
	var air, naval int
	for _, id := range a.Units {
		if !slices.Contains(opts, id) {
			return illegal("20.1", "%s cannot support this combat", id)
		}
		i, _ := s.UnitByID(id)
		if s.Def(i).Type == Aircraft {
			air++
		} else {
			naval++
		}
	}
	if air > 1 || naval > 1 {
		return illegal("11.3", "at most one aircraft and one naval flotilla per side and combat")
	}
	if c.Stage == StageAttackerSupport {
		c.AttSupport = slices.Clone(a.Units)
		c.Stage = StageDefenderSupport
	} else {
		c.DefSupport = slices.Clone(a.Units)
		c.Stage = StageResolve
	}
	if len(a.Units) > 0 {
		s.emit(Event{Type: EvSupport, Rule: "11.3", Side: a.Side, Units: slices.Clone(a.Units), Hex: c.Target})
	}
	s.Pending = Pending{}
	return nil
}

// calcOf computes the arithmetic of a combat (11.3 D, E, H).
func (s *State) calcOf(att, def, attSupport, defSupport []int, target hex.Hex) Calc {
	b := s.Data.Board
	tc := b.Index(target)
	cell := &b.Cells[tc]
	var a, d, au, du, am, dm int
	side := NoSide
	tank := false
	for _, i := range att {
		x := s.Def(i)
		side = s.SideOf(i)
		ax, _, _ := x.Values(s.Units[i].Disordered)
		am += ax
		if counts(x) {
			a += x.SP
			au++
		}
		tank = tank || x.Type == Tank
	}
	for _, i := range def {
		x := s.Def(i)
		_, dx, _ := x.Values(s.Units[i].Disordered)
		dm += dx
		if counts(x) {
			d += x.SP
			du++
		}
	}
	for _, i := range attSupport {
		ax, _, _ := s.Def(i).Values(false)
		am += ax
	}
	for _, i := range defSupport {
		_, dx, _ := s.Def(i).Values(false)
		dm += dx
	}
	var shifts []Shift
	if city := cell.City; city != nil && !city.Point && !(side == Red && s.isRedCity(tc)) {
		shifts = append(shifts, Shift{"11.3", shiftCity})
	}
	if sh, ok := s.riverShift(att, tc); ok {
		shifts = append(shifts, sh)
	}
	t := cell.Terrain
	if t == Lake && s.Winter() {
		t = Clear
	}
	for k := 0; k < -s.Data.Tables.Terrain[t].Shift; k++ {
		shifts = append(shifts, Shift{"TEC", terrainShift(t)})
	}
	return NewCalc(a, d, au, du, am, dm, shifts)
}

// The reasons for a column shift (11.3 H, 11.4, TEC).
var (
	shiftCity      = note("the defender is in a city")
	shiftRiver     = note("the defender is behind a river")
	shiftTwoRivers = note("two rivers meet in the defender's hex and the attack does not come along two of them")
)

func terrainShift(t Terrain) Reason { return note("the defender is in %s", t) }

// shiftReasons lists every reason for a column shift.
func shiftReasons() []Reason {
	out := []Reason{shiftCity, shiftRiver, shiftTwoRivers}
	for t := Terrain(0); t < numTerrains; t++ {
		out = append(out, terrainShift(t))
	}
	return out
}

// riverShift is 11.4: one column left for a defender in a river hex unless
// attacked along the river (along two of the lines where two rivers meet).
func (s *State) riverShift(att []int, tc int32) (Shift, bool) {
	b := s.Data.Board
	cell := &b.Cells[tc]
	lines := 0
	for d := 0; d < 6; d++ {
		if has(cell.River, d) {
			lines++
		}
	}
	if lines == 0 {
		return Shift{}, false
	}
	along := map[hex.Hex]bool{}
	for _, i := range att {
		h := s.Units[i].Hex
		if d, ok := cell.Hex.DirectionTo(h); ok && has(cell.River, int(d)) {
			along[h] = true
		}
	}
	need := 1
	if lines >= 3 {
		need = 2
	}
	if len(along) >= need {
		return Shift{}, false
	}
	if need == 2 {
		return Shift{"11.4", shiftTwoRivers}, true
	}
	return Shift{"11.4", shiftRiver}, true
}

// runCombat advances the combat in progress until a player must decide.
func (s *State) runCombat() {
	c := s.Combat
	switch c.Stage {
	case StageAttackerSupport, StageDefenderSupport:
		side := s.activeSide()
		if c.Stage == StageDefenderSupport {
			side = c.Defender
			if side == NoSide {
				s.latvianFlotilla()
			}
		}
		var opts []string
		if side != NoSide {
			opts = s.supportOptions(side)
		}
		if len(opts) == 0 {
			c.Stage++
			return
		}
		s.Pending = Pending{Side: side, Kind: DecideSupport, Units: opts}
	case StageResolve:
		s.resolve()
	case StageAttackerLoss:
		r, _ := ParseResult(c.Report.Result)
		s.attackerLoss(r)
	case StageDefenderLoss:
		r, _ := ParseResult(c.Report.Result)
		s.defenderLoss(r)
	case StageDefenderAfter:
		r, _ := ParseResult(c.Report.Result)
		s.defenderAfter(r)
	case StageRetreat:
		s.runRetreat()
	case StageAdvance:
		s.offerAdvance()
	case StageDone:
		s.finishCombat()
	}
}

// resolve rolls the dice and finds the result (11.3 D-H).
func (s *State) resolve() {
	c := s.Combat
	att, def := s.idx(c.Attackers), s.idx(c.Defenders)
	calc := s.calcOf(att, def, s.idx(c.AttSupport), s.idx(c.DefSupport), c.Target)
	ad, dd := s.Rand.D6(), s.Rand.D6()
	as, ds, diff, r := calc.Resolve(s.Data.Tables.CRT, ad, dd)
	c.Report = &Report{Attackers: slices.Clone(c.Attackers), Target: c.Target, Defenders: slices.Clone(c.Defenders),
		AttSupport: slices.Clone(c.AttSupport), DefSupport: slices.Clone(c.DefSupport), Arithmetic: calc.Arithmetic(),
		ADie: ad, DDie: dd, AStrength: as, DStrength: ds, Differential: diff, Result: r.String()}
	s.emit(Event{Type: EvCombat, Rule: "11.3", Side: s.activeSide(), Hex: c.Target, Dice: []int{ad, dd}, Report: c.Report})
	c.Stage = StageAttackerLoss
}

// highest returns the non-garrison units of the pool with the highest SP
// (11.5 a/d: its owner chooses among ties).
func (s *State) highest(pool []int) []int {
	best := -1
	var out []int
	for _, i := range pool {
		d := s.Def(i)
		if d.Type == Garrison || d.Type.OffMap() || s.Units[i].Where != OnMap {
			continue
		}
		switch {
		case d.SP > best:
			best, out = d.SP, []int{i}
		case d.SP == best:
			out = append(out, i)
		}
	}
	return out
}

// oneLoss disorders one unit of the pool, asking its owner among ties.
func (s *State) oneLoss(side Side, pool []int, rule string, next CombatStage) bool {
	cands := s.highest(pool)
	switch len(cands) {
	case 0:
		return true
	case 1:
		s.disorder(cands[0], rule)
		return true
	}
	s.Loss = &Loss{Side: side, Units: s.ids(cands), Rule: rule, Next: next}
	s.Pending = Pending{Side: side, Kind: DecideLoss, Units: s.ids(cands)}
	return false
}

func (s *State) attackerLoss(r Result) {
	c := s.Combat
	att := s.idx(c.Attackers)
	switch r.Att {
	case AttOne:
		if !s.oneLoss(s.activeSide(), att, "11.5", StageDefenderLoss) {
			return
		}
	case AttAll, AttAllRetreat:
		for _, i := range att {
			s.disorder(i, "11.5")
		}
		for _, i := range s.idx(c.AttSupport) {
			if s.Def(i).Type == Aircraft {
				s.eliminate(i, "11.5")
			}
		}
	}
	c.Stage = StageDefenderLoss
}

func (s *State) defenderLoss(r Result) {
	c := s.Combat
	def := s.idx(c.Defenders)
	c.Stage = StageDefenderAfter
	if len(def) == 1 && s.Def(def[0]).Type == Garrison {
		return // a lone garrison is affected only by an R (11.5)
	}
	switch r.Def {
	case DefOne, DefOneRetreat:
		s.oneLoss(c.Defender, def, "11.5", StageDefenderAfter)
	case DefAll, DefAllRetreat:
		for _, i := range def {
			s.disorder(i, "11.5")
		}
		for _, i := range s.idx(c.DefSupport) {
			if s.Def(i).Type == Aircraft {
				s.eliminate(i, "11.5")
			}
		}
	}
}

// defenderAfter applies what follows from the defender's disorders.
func (s *State) defenderAfter(r Result) {
	c := s.Combat
	def := s.idx(c.Defenders)
	tc := s.Data.Board.Index(c.Target)
	// 11.6(8): units that retreated in share any result of the defender.
	if r.Def != DefNone {
		for _, i := range s.unitsAt(tc) {
			if s.Units[i].RetreatedIn {
				s.eliminate(i, "11.6")
			}
		}
	}
	// 11.5: if the disorders eliminate every defender, garrisons go too.
	loneGarrison := len(def) == 1 && s.Def(def[0]).Type == Garrison
	if !loneGarrison && len(def) > 0 && s.allGone(def) {
		for _, i := range s.unitsAt(tc) {
			if s.Def(i).Type == Garrison {
				s.eliminate(i, "11.5")
			}
		}
	}
	c.Stage = StageRetreat
}

// allGone reports that none of the units is on the map any more.
func (s *State) allGone(units []int) bool {
	for _, i := range units {
		if s.Units[i].Where == OnMap {
			return false
		}
	}
	return true
}

// doLoss is the owner's choice of a unit to disorder, or of units to
// eliminate from an overstacked hex (11.6(4), 9.7).
func (s *State) doLoss(a Action) error {
	l := s.Loss
	for _, id := range a.Units {
		if !slices.Contains(l.Units, id) {
			return illegal(l.Rule, "%s is not one of the units to choose from", id)
		}
	}
	if l.Eliminate {
		if err := s.overstackChoice(l, a.Units); err != nil {
			return err
		}
	} else if len(a.Units) != 1 {
		return illegal(l.Rule, "choose one unit to disorder")
	}
	s.Loss = nil
	s.Pending = Pending{}
	if l.Eliminate {
		for _, i := range s.idx(a.Units) {
			s.eliminate(i, l.Rule)
		}
	} else {
		i, _ := s.UnitByID(a.Units[0])
		s.disorder(i, l.Rule)
	}
	if c := s.Combat; c != nil {
		switch {
		case l.Eliminate:
			c.nextRetreatEnd()
		case l.Next == StageRetreat:
			c.StackLosses--
		}
		c.Stage = l.Next
		return nil
	}
	s.movementEnd() // 9.7: look for the next overstacked hex
	return nil
}

// disorder applies a disorder to unit i (11.5): a full-strength two-step
// unit flips; a disordered or one-step unit is eliminated. Naval flotillas
// are immune.
func (s *State) disorder(i int, rule string) {
	d := s.Def(i)
	u := &s.Units[i]
	if d.Type == NavalFlotilla || u.Where != OnMap && u.Where != Available {
		return
	}
	if d.Steps == 2 && !u.Disordered {
		u.Disordered = true
		s.emit(Event{Type: EvDisorder, Rule: rule, Side: s.SideOf(i), Units: []string{d.ID}, Hex: u.Hex})
		return
	}
	s.eliminate(i, rule)
}

// eliminate takes unit i off the map: to its pool or out of the game for
// special units and partisans (dotted ones for good), to the eliminated
// units otherwise (replacements may bring them back, 14.2).
func (s *State) eliminate(i int, rule string) {
	d := s.Def(i)
	u := &s.Units[i]
	where := Eliminated
	switch {
	case d.Faction == Nationalist:
		// Gone for good, but the Ukrainian garrison, which White re-places
		// in Kiev from the eliminated units (17.1, 14.3).
		if d.ID != UkrainianGarrison {
			where = Removed
		}
	case d.Type.Special() || d.Type == Partisan && d.Faction != Makhno:
		where = InPool
		if d.Dot {
			where = Removed
		}
	}
	if u.Raiding {
		s.CavalryRaid = false
	}
	h := u.Hex
	side := s.SideOf(i)
	s.leaveMap(i, where, 0)
	s.emit(Event{Type: EvEliminate, Rule: rule, Side: side, Units: []string{d.ID}, Hex: h})
	if d.Faction == Makhno {
		// An eliminated Makhno belongs to nobody: if Red brings him back,
		// the next allegiance phase decides his side again (14.5, 16.1).
		s.Makhno = NoSide
	}
}

// finishCombat sends support units to the next turn's box, checks the
// special units' escort (10.7) and returns to the combat step.
func (s *State) finishCombat() {
	c := s.Combat
	for _, i := range s.idx(append(slices.Clone(c.AttSupport), c.DefSupport...)) {
		if s.Units[i].Where == Available {
			s.Units[i].Where, s.Units[i].Box = InTurnBox, s.Turn+1
		}
	}
	s.Combat = nil
	s.checkEscorts("10.7")
	s.wait(s.activeSide(), DecideCombat)
}

// checkEscorts eliminates armored trains, river flotillas and tanks not
// stacked with a friendly infantry or cavalry unit (10.7).
func (s *State) checkEscorts(rule string) {
	for i := range s.Units {
		u := &s.Units[i]
		t := s.Def(i).Type
		if u.Where != OnMap || t != ArmoredTrain && t != RiverFlotilla && t != Tank {
			continue
		}
		escorted := false
		for _, j := range s.unitsAt(s.Data.Board.Index(u.Hex)) {
			if s.SideOf(j) == s.SideOf(i) && s.Def(j).Type.Combat() {
				escorted = true
			}
		}
		if !escorted {
			s.eliminate(i, rule)
		}
	}
}
