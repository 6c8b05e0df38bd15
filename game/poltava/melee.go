package poltava

import (
	"fmt"
	"slices"
	"tachanka/game/enum"

	"tachanka/game/hex"
)

// The Melee phase (8, 9.1, 9.2, 9.4.2, 9.5, SR2.3, SR2.4, SR4): the
// withdrawals and obligations at its start, the declaration of attacks and
// their resolution step by step in the order of the 8.7 ruling.

// MeleeState is the Melee phase's obligations (8.2, 8.4) and the attack in
// progress.
type MeleeState struct {
	// Withdraw lists the cavalry that must leave an enemy ZOC before any
	// attack (9.2).
	Withdraw []string `json:"withdraw,omitempty"`
	// MustAttack (F) lists phasing units that must still take part in an
	// attack; MustBeAttacked (E) enemy units that must still be attacked.
	// Fixed at the start of the phase; an entry leaves its list when the
	// obligation is met.
	MustAttack     []string `json:"must_attack,omitempty"`
	MustBeAttacked []string `json:"must_be_attacked,omitempty"`
	Attack         *Attack  `json:"attack,omitempty"`
}

func (m *MeleeState) clone() *MeleeState {
	c := *m
	c.Withdraw = slices.Clone(m.Withdraw)
	c.MustAttack = slices.Clone(m.MustAttack)
	c.MustBeAttacked = slices.Clone(m.MustBeAttacked)
	if m.Attack != nil {
		c.Attack = m.Attack.clone()
	}
	return &c
}

// Stage is how far the attack in progress has been resolved (the order of
// the 8.7 ruling).
type Stage uint8

const (
	StageReroll  Stage = iota // leaders' re-rolls (9.5)
	StageLosses               // steps lost (8.7 (1), 8.8, 8.7.1)
	StageCapture              // redoubt capture (SR2.3)
	StageRoos                 // the Roos transfer (SR4)
	StageRetreat              // retreats (8.9)
	StageGuns                 // artillery whose stack-mate retreated or fell (9.4.2)
	StageAdvance              // advance after combat (8.10)
	StageDone                 // rout checks, and the attack is over (10.1, 10.2, G2)
)

var stageNames = []string{"reroll", "losses", "capture", "roos", "retreat", "guns", "advance", "done"}

func (g Stage) String() string               { return enum.Name(g, stageNames) }
func (g Stage) MarshalText() ([]byte, error) { return []byte(g.String()), nil }
func (g *Stage) UnmarshalText(b []byte) error {
	v, err := enum.Parse[Stage](b, stageNames, "stage")
	*g = v
	return err
}

// Attack is one melee being resolved (8.6, 8.7).
type Attack struct {
	Attackers []string  `json:"attackers"`
	Hexes     []hex.Hex `json:"hexes"`
	Side      Side      `json:"side"` // the attacker's
	// Defenders are the enemy combat units in the defending hexes,
	// Garrisons the garrisoned redoubts among them, Guns the artillery
	// stacked with a defender (9.4.2), all as declared.
	Defenders []string `json:"defenders,omitempty"`
	Garrisons []int    `json:"garrisons,omitempty"`
	Guns      []Gun    `json:"guns,omitempty"`
	// Lone: the attack on a hex holding only artillery (9.4.2).
	Lone   bool  `json:"lone,omitempty"`
	Column int   `json:"column"`
	DRM    int   `json:"drm,omitempty"`
	Rolls  []int `json:"rolls,omitempty"` // natural rolls; the last stands (9.5)
	// Used lists the leaders who have re-rolled; Turn is who may re-roll
	// next (9.5).
	Used   []string `json:"used,omitempty"`
	Turn   Role     `json:"turn,omitempty"`
	Result Outcome  `json:"result,omitzero"`
	Stage  Stage    `json:"stage"`
	// Losers are the sides still to lose steps (SF: the attacker first).
	Losers []Role `json:"losers,omitempty"`
	// Hit lists the garrisons that lost their step (SR2.3).
	Hit []int `json:"hit,omitempty"`
	// Retreat lists the units still to retreat; Paths the defenders'
	// retreats, for the advance (8.10).
	Retreat []string    `json:"retreat,omitempty"`
	Paths   []Retreated `json:"paths,omitempty"`
	// Vacated are the defending hexes empty of the enemy; Advance the
	// attackers that may still advance (8.10).
	Vacated []hex.Hex `json:"vacated,omitempty"`
	Advance []string  `json:"advance,omitempty"`
}

// Gun is an artillery counter stacked with a defender (9.4.2).
type Gun struct {
	Gun  string `json:"gun"`
	Mate string `json:"mate"`
}

// Retreated is a defender's retreat from its hex (8.9, for 8.10).
type Retreated struct {
	Unit string    `json:"unit"`
	From hex.Hex   `json:"from"`
	Path []hex.Hex `json:"path,omitempty"`
}

func (a *Attack) clone() *Attack {
	c := *a
	c.Attackers = slices.Clone(a.Attackers)
	c.Hexes = slices.Clone(a.Hexes)
	c.Defenders = slices.Clone(a.Defenders)
	c.Garrisons = slices.Clone(a.Garrisons)
	c.Guns = slices.Clone(a.Guns)
	c.Rolls = slices.Clone(a.Rolls)
	c.Used = slices.Clone(a.Used)
	c.Losers = slices.Clone(a.Losers)
	c.Hit = slices.Clone(a.Hit)
	c.Retreat = slices.Clone(a.Retreat)
	c.Paths = slices.Clone(a.Paths)
	for i := range c.Paths {
		c.Paths[i].Path = slices.Clone(a.Paths[i].Path)
	}
	c.Vacated = slices.Clone(a.Vacated)
	c.Advance = slices.Clone(a.Advance)
	return &c
}

// sideOf is the side playing role in the attack.
func (a *Attack) sideOf(r Role) Side {
	if r == Attacker {
		return a.Side
	}
	return a.Side.Enemy()
}

// units of role in the attack, still on the map.
func (s *State) units(a *Attack, r Role) []*Unit {
	ids := a.Defenders
	if r == Attacker {
		ids = a.Attackers
	}
	var out []*Unit
	for _, id := range ids {
		if u := s.Unit(id); u != nil && u.Status == OnMap {
			out = append(out, u)
		}
	}
	return out
}

// ---------------------------------------------------------------------
// Who may attack what (8.1-8.5, 9.1, 9.4, SR2.1, SR2.4).

// defended reports that h holds something side may attack: an enemy
// combat unit or artillery, or for the Swedes a garrisoned redoubt
// (8.4 rulings, SR2.1).
func (s *State) defended(side Side, h hex.Hex) bool {
	if e := s.CombatAt(h); e != nil && e.Side != side {
		return true
	}
	if g := s.ArtilleryAt(h); g != nil && g.Side != side {
		return true
	}
	return side == Sweden && s.Garrisoned(h)
}

// loneGun is the artillery counter on h when it stands there alone, with
// no combat unit and no garrison (9.4.2).
func (s *State) loneGun(side Side, h hex.Hex) *Unit {
	g := s.ArtilleryAt(h)
	if g == nil || g.Side == side || s.CombatAt(h) != nil || s.Garrisoned(h) {
		return nil
	}
	return g
}

// mayAttack is the one rule for whether u may attack hex h now: a phasing
// combat unit that has not attacked this phase, not standing in a
// captured redoubt, adjacent to h and not across an impassable hexside,
// h holding something it may attack, and cavalry never into woods,
// villages, redoubts or the retrenchment.
func (s *State) mayAttack(u *Unit, h hex.Hex) error {
	b := s.Data.Board
	switch {
	case u == nil || u.Status != OnMap:
		return refuse("8.6.1", "that unit is not on the map")
	case u.Side != s.Phasing:
		return refuse("3", "only the phasing player attacks")
	case !u.Kind().Combat():
		return refuse("9.4", "artillery never attacks")
	case s.inRedoubt(u):
		return refuse("SR2.4", "%s stands in a captured redoubt and may not start a melee", u.ID)
	case u.Attacked:
		return refuse("8.3", "%s has already attacked this phase", u.ID)
	case !hex.Adjacent(u.Hex, h):
		return refuse("8.5", "%v is not adjacent to %s", h, u.ID)
	case b.Blocked(u.Hex, h):
		return refuse("8.4", "no attack across the impassable hexside between %v and %v", u.Hex, h)
	case !s.defended(u.Side, h):
		return refuse("8.4", "%v holds nothing %s may attack", h, u.ID)
	case u.Kind().Mounted() && cavalryBarred(b.Terrain(h)):
		return refuse("9.1", "cavalry may not attack into %s (%v)", b.Terrain(h), h)
	}
	return nil
}

// attackable lists the hexes u may attack now.
func (s *State) attackable(u *Unit) []hex.Hex {
	var out []hex.Hex
	for _, h := range u.Hex.Neighbors() {
		if s.mayAttack(u, h) == nil {
			out = append(out, h)
		}
	}
	return out
}

// checkAttack checks a declaration's form and each attacker against each
// defending hex (8.5, 8.6.1, 9.4.2), not the obligations.
func (s *State) checkAttack(ids []string, hexes []hex.Hex) ([]*Unit, error) {
	if len(ids) == 0 || len(hexes) == 0 {
		return nil, refuse("8.6.1", "an attack names its units and the hex or hexes they attack")
	}
	if len(ids) > 1 && len(hexes) > 1 {
		return nil, refuse("8.5", "no attack is made from several hexes into several hexes")
	}
	var units []*Unit
	for k, id := range ids {
		if slices.Contains(ids[:k], id) {
			return nil, refuse("8.6.1", "%s is named twice", id)
		}
		u := s.Unit(id)
		if u == nil {
			return nil, refuse("8.6.1", "no unit %q", id)
		}
		units = append(units, u)
	}
	for k, h := range hexes {
		if slices.Contains(hexes[:k], h) {
			return nil, refuse("8.6.1", "%v is named twice", h)
		}
		for _, u := range units {
			if err := s.mayAttack(u, h); err != nil {
				return nil, err
			}
		}
		if len(hexes) > 1 && s.loneGun(s.Phasing, h) != nil {
			return nil, refuse("9.4.2", "artillery alone in its hex (%v) is attacked by itself, never with other hexes", h)
		}
	}
	return units, nil
}

// CheckAttack reports whether a declaration is legal now, obligations
// included (8.4, 8.5).
func (s *State) CheckAttack(ids []string, hexes []hex.Hex) error {
	if s.Phase != PhaseMelee || s.Pending.Kind != DecideMelee || s.Melee == nil {
		return refuse("8.3", "attacks are declared in the Melee phase, one after another")
	}
	if _, err := s.checkAttack(ids, hexes); err != nil {
		return err
	}
	return s.keepsObligations(ids, hexes)
}

// Declaration is an attack that may be declared.
type Declaration struct {
	Units []string  `json:"units"`
	Hexes []hex.Hex `json:"hexes"`
}

// AttackOptions lists every legal declaration now (8.5): each unit into
// each set of the hexes it may attack, and each set of two or more units
// into a hex they may all attack.
func (s *State) AttackOptions() []Declaration {
	if s.Phase != PhaseMelee || s.Pending.Kind != DecideMelee || s.Melee == nil {
		return nil
	}
	var out []Declaration
	try := func(ids []string, hs []hex.Hex) {
		if s.CheckAttack(ids, hs) == nil {
			out = append(out, Declaration{Units: ids, Hexes: hs})
		}
	}
	by := map[hex.Hex][]string{}
	var order []hex.Hex
	for _, u := range s.UnitsOf(s.Phasing) {
		hs := s.attackable(u)
		for _, sub := range subsets(hs, 1) {
			try([]string{u.ID}, sub)
		}
		for _, h := range hs {
			if _, ok := by[h]; !ok {
				order = append(order, h)
			}
			by[h] = append(by[h], u.ID)
		}
	}
	for _, h := range order {
		for _, sub := range subsets(by[h], 2) {
			try(sub, []hex.Hex{h})
		}
	}
	return out
}

// subsets lists the subsets of xs with at least min elements, in order.
func subsets[T any](xs []T, least int) [][]T {
	var out [][]T
	for m := 1; m < 1<<len(xs); m++ {
		var sub []T
		for i, x := range xs {
			if m&(1<<i) != 0 {
				sub = append(sub, x)
			}
		}
		if len(sub) >= least {
			out = append(out, sub)
		}
	}
	return out
}

// ---------------------------------------------------------------------
// The obligations (8.2, 8.4 and their rulings).

// Obligation is an obligation of the phase that can still be met: under
// 8.2 Unit must take part in an attack; under 8.4 Unit must be attacked.
type Obligation struct {
	Rule string  `json:"rule"`
	Unit string  `json:"unit"`
	Hex  hex.Hex `json:"hex"`
}

// mustAttackLive: an F obligation can still be met when its unit has not
// attacked and may attack some hex.
func (s *State) mustAttackLive(u *Unit) bool {
	return u != nil && u.Status == OnMap && !u.Attacked && len(s.attackable(u)) > 0
}

// attackableBy: some phasing unit, not one of except, may still attack
// enemy unit x in its hex. An E obligation toward x can be met only then.
func (s *State) attackableBy(x *Unit, except []string) bool {
	if x == nil || x.Status != OnMap {
		return false
	}
	for _, n := range x.Hex.Neighbors() {
		if y := s.CombatAt(n); y != nil && y.Side == s.Phasing && !slices.Contains(except, y.ID) && s.mayAttack(y, x.Hex) == nil {
			return true
		}
	}
	return false
}

// Obligations lists the obligations of the phase that remain and can still
// be met.
func (s *State) Obligations() []Obligation {
	if s.Melee == nil {
		return nil
	}
	var out []Obligation
	for _, id := range s.Melee.MustAttack {
		if u := s.Unit(id); s.mustAttackLive(u) {
			out = append(out, Obligation{Rule: "8.2", Unit: id, Hex: u.Hex})
		}
	}
	for _, id := range s.Melee.MustBeAttacked {
		if x := s.Unit(id); s.attackableBy(x, nil) {
			out = append(out, Obligation{Rule: "8.4", Unit: id, Hex: x.Hex})
		}
	}
	return out
}

// fixObligations fixes F and E at the start of the phase, after the
// withdrawals (8.4 rulings). An E obligation toward an enemy that no
// adjacent phasing unit may attack is void.
func (s *State) fixObligations() {
	m := s.Melee
	for _, u := range s.UnitsOf(s.Phasing) {
		if !u.Kind().Combat() || !s.InEnemyZOC(u.Side, u.Hex) {
			continue
		}
		m.MustAttack = append(m.MustAttack, u.ID)
		for _, x := range s.ZOCSources(u.Side, u.Hex) {
			if !slices.Contains(m.MustBeAttacked, x.ID) && s.attackableBy(x, nil) {
				m.MustBeAttacked = append(m.MustBeAttacked, x.ID)
			}
		}
	}
}

// keepsObligations refuses a declaration after which an E obligation that
// can be met now could no longer be met by the units not yet attacked.
// (One unit may attack all the hexes it must in one attack, 8.5, so the
// obligations can all be met together whenever each can be met alone.)
func (s *State) keepsObligations(ids []string, hexes []hex.Hex) error {
	for _, id := range s.Melee.MustBeAttacked {
		x := s.Unit(id)
		if x == nil || x.Status != OnMap || slices.Contains(hexes, x.Hex) {
			continue
		}
		if s.attackableBy(x, nil) && !s.attackableBy(x, ids) {
			return refuse("8.4", "%s at %v must be attacked this phase, and after this attack no unit would be left to attack it", x.ID, x.Hex)
		}
	}
	return nil
}

// checkMeleeEnd refuses to end the phase while an obligation remains that
// can still be met (8.2, 8.4 rulings).
func (s *State) checkMeleeEnd() error {
	for _, o := range s.Obligations() {
		if o.Rule == "8.2" {
			return refuse("8.2", "%s is in an enemy ZOC and must attack this phase", o.Unit)
		}
		return refuse("8.4", "%s at %v exerts a ZOC on your units and must be attacked this phase", o.Unit, o.Hex)
	}
	return nil
}

// ---------------------------------------------------------------------
// The start of the phase: withdrawals (9.2), then the obligations.

// beginMelee starts the Melee phase: withdrawals (9.2), then the
// obligations (8.2, 8.4).
func (s *State) beginMelee() {
	s.Melee = &MeleeState{}
	for _, u := range s.UnitsOf(s.Phasing) {
		if u.Kind().Mounted() && s.InEnemyZOC(u.Side, u.Hex) && !s.mayAttackCombat(u) {
			s.Melee.Withdraw = append(s.Melee.Withdraw, u.ID)
		}
	}
	s.nextWithdrawal()
}

// mayAttackCombat: u is adjacent to an enemy combat unit it may attack
// (9.2 ruling).
func (s *State) mayAttackCombat(u *Unit) bool {
	for _, h := range s.attackable(u) {
		if e := s.CombatAt(h); e != nil && e.Side != u.Side {
			return true
		}
	}
	return false
}

// nextWithdrawal eliminates the cavalry that must withdraw and cannot,
// waits for the next withdrawal, or, when none is left, fixes the
// obligations and waits for the first attack. A phase with nothing to
// attack passes at once.
func (s *State) nextWithdrawal() {
	m := s.Melee
	for k := 0; k < len(m.Withdraw); {
		u := s.Unit(m.Withdraw[k])
		switch {
		case u.Status != OnMap:
			m.Withdraw = slices.Delete(m.Withdraw, k, k+1)
		case len(s.WithdrawOptions(u)) == 0:
			m.Withdraw = slices.Delete(m.Withdraw, k, k+1)
			s.eliminate(u, "9.2")
			s.checkRouts()
			if s.Result != nil {
				return
			}
			k = 0
		default:
			k++
		}
	}
	if len(m.Withdraw) > 0 {
		s.Pending = Pending{Side: s.Phasing, Kind: DecideWithdraw, Units: slices.Clone(m.Withdraw)}
		return
	}
	s.fixObligations()
	s.wait(s.Phasing, DecideMelee)
	if !s.canAttackAny() {
		s.nextPhase()
	}
}

// resumeMelee carries the phase on after a withdrawal that a redoubt check
// interrupted (SR2.6) has ended.
func (s *State) resumeMelee() {
	if s.Phase == PhaseMelee && s.Melee != nil && s.Melee.Attack == nil {
		s.nextWithdrawal()
	}
}

// canAttackAny: some phasing unit may attack some hex. Then a legal
// declaration exists: a unit attacking every hex it may attack meets every
// obligation it could meet.
func (s *State) canAttackAny() bool {
	for _, u := range s.UnitsOf(s.Phasing) {
		if len(s.attackable(u)) > 0 {
			return true
		}
	}
	return false
}

// withdrawOK is the one rule for a hex entered in a withdrawal: not in an
// enemy ZOC (9.2 ruling).
func (s *State) withdrawOK(u *Unit, h hex.Hex) error {
	if s.InEnemyZOC(u.Side, h) {
		return refuse("9.2", "a withdrawal enters no hex in an enemy ZOC (%v)", h)
	}
	return nil
}

// WithdrawOptions lists where a cavalry unit obliged to withdraw may go,
// each with a path (9.2): a normal move up to its MA, every hex entered
// outside every enemy ZOC.
func (s *State) WithdrawOptions(u *Unit) map[hex.Hex][]hex.Hex {
	// S2.1's freeze binds the Movement phase only (its ruling): a frozen
	// Russian regiment withdraws like any other.
	if u == nil || u.Status != OnMap {
		return nil
	}
	out := map[hex.Hex][]hex.Hex{}
	for h, p := range s.search(u, u.Hex, normalMove, allowance(u, normalMove), hexSet{}, s.lineZone(u)) {
		if s.withdrawOK(u, h) == nil {
			out[h] = p
		}
	}
	return out
}

// withdraw moves cavalry out of an enemy ZOC (9.2).
func (s *State) withdraw(u *Unit, path []hex.Hex) error {
	if !slices.Contains(s.Melee.Withdraw, u.ID) {
		return refuse("9.2", "%s need not withdraw; the units that must are %v", u.ID, s.Melee.Withdraw)
	}
	for _, h := range path {
		if err := s.withdrawOK(u, h); err != nil {
			return err
		}
	}
	mp := allowance(u, normalMove)
	if _, err := s.checkPath(u, u.Hex, path, normalMove, mp); err != nil {
		return err
	}
	s.Melee.Withdraw = slices.DeleteFunc(s.Melee.Withdraw, func(id string) bool { return id == u.ID })
	u.Moved = true
	s.emit(Event{Kind: EvWithdrew, Side: u.Side, Unit: u.ID, Hex: path[len(path)-1], Path: slices.Clone(path), Rule: "9.2"})
	if err := s.walk(u, path, mp, normalMove, "9.2"); err != nil {
		return err
	}
	if s.Stop != nil || s.Pending.Kind == DecideContinue {
		return nil // the SR2.6 continuation resumes the phase (resumeMelee)
	}
	s.nextWithdrawal()
	return nil
}

// ---------------------------------------------------------------------
// Odds (8.6).

// Odds is what a declaration will roll on, before the roll (8.6).
type Odds struct {
	Attack       int `json:"attack"`
	AttackStars  int `json:"attack_stars"`
	Defence      int `json:"defence"`
	DefenceStars int `json:"defence_stars"`
	// Terrain is the defender's terrain shift, from TerrainHex (8.6.4);
	// DRM the modifier to the attacker's die (0 or −1).
	Terrain      int     `json:"terrain"`
	TerrainHex   hex.Hex `json:"terrain_hex,omitzero"`
	DRM          int     `json:"drm"`
	Differential int     `json:"differential"`
	Base         int     `json:"base"`  // base column (8.6.5)
	Shift        int     `json:"shift"` // net shift (8.6.6)
	Column       int     `json:"column"`
	ColumnName   string  `json:"column_name"`
	// Lone: artillery alone, destroyed without a roll (9.4.2).
	Lone    bool     `json:"lone,omitempty"`
	Reasons []string `json:"reasons"`
	// Why is each reason as data (Reasons says them in English), so a
	// client can say them in its words with the counters' names.
	Why []Reason `json:"-"`
	// ByDie is the result of each natural roll 1 to 6; Chances each result
	// and its probability, before any re-roll.
	ByDie   [6]Outcome `json:"by_die"`
	Chances []Chance   `json:"chances"`
}

// Reason is one line of the odds (8.6): Key says which, with the unit,
// the hex, the terrain and the numbers it names.
type Reason struct {
	Key     string // lone, attacker, garrison, defender, defender_redoubt, defender_village, terrain_shift, terrain_drm, stream, terrain_of
	Unit    string
	Hex     hex.Hex
	Terrain Terrain
	N, M    int
}

var reasonEN = map[string]string{
	"lone":             "%[2]v: artillery alone, destroyed without a roll (9.4.2)",
	"attacker":         "%[1]s attacks with %[4]d, %[5]d star(s) (8.6.1, 8.6.2)",
	"garrison":         "%[2]v: the redoubt's garrison defends with %[4]d (SR2.1)",
	"defender":         "%[1]s defends with %[4]d, %[5]d star(s) (8.6.4)",
	"defender_redoubt": "%[1]s defends with the redoubt's %[4]d, no stars (SR2.4)",
	"defender_village": "%[1]s: cavalry in a village defends with %[4]d, no stars (T2)",
	"terrain_shift":    "%[2]v: %[3]s, %[4]d shift(s) for the defender (T2)",
	"terrain_drm":      "%[2]v: %[3]s, attacker's die −1 (T2)",
	"stream":           "%[2]v: attacked only across a river/stream, 1 shift for the defender (T2)",
	"terrain_of":       "the defender uses the terrain of %[2]v (8.6.4)",
}

// String says the reason in English with the unit's id.
func (r Reason) String() string {
	return fmt.Sprintf(reasonEN[r.Key], r.Unit, r.Hex, r.Terrain, r.N, r.M)
}

// Chance is a result of T1 and its probability.
type Chance struct {
	Code   string  `json:"code"`
	Sixths int     `json:"sixths"`
	P      float64 `json:"p"`
}

// Odds gives the strengths, stars, terrain, modifier, column and the
// chance of each result of a declaration (8.6), or why it is not legal
// (8.5; the obligations are not checked here).
func (s *State) Odds(ids []string, hexes []hex.Hex) (Odds, error) {
	units, err := s.checkAttack(ids, hexes)
	if err != nil {
		return Odds{}, err
	}
	return s.odds(units, hexes), nil
}

// odds is 8.6.2 to 8.6.8 for a legal declaration.
func (s *State) odds(units []*Unit, hexes []hex.Hex) Odds {
	var o Odds
	why := func(r Reason) { o.Why = append(o.Why, r); o.Reasons = append(o.Reasons, r.String()) }
	side := units[0].Side
	if len(hexes) == 1 && s.loneGun(side, hexes[0]) != nil {
		o.Lone = true
		why(Reason{Key: "lone", Hex: hexes[0]})
		return o
	}
	for _, u := range units {
		v := u.Values()
		o.Attack += v.Melee
		o.AttackStars += v.Stars
		why(Reason{Key: "attacker", Unit: u.ID, N: v.Melee, M: v.Stars})
	}
	b := s.Data.Board
	best, bestDRM := -1, false
	for _, h := range hexes {
		if s.Garrisoned(h) && side == Sweden {
			v := s.redoubtValues(b.RedoubtAt(h))
			o.Defence += v.Melee
			why(Reason{Key: "garrison", Hex: h, N: v.Melee})
		}
		if x := s.CombatAt(h); x != nil && x.Side != side {
			m, st, r := s.defence(x)
			o.Defence += m
			o.DefenceStars += st
			why(r)
		}
		shift, drm, rs := s.hexTerrain(h, units)
		for _, r := range rs {
			why(r)
		}
		if shift > best || shift == best && drm && !bestDRM {
			best, bestDRM, o.TerrainHex = shift, drm, h
		}
	}
	o.Terrain = best
	if bestDRM {
		o.DRM = -1
	}
	if len(hexes) > 1 {
		why(Reason{Key: "terrain_of", Hex: o.TerrainHex})
	}
	o.Differential = o.Attack - o.Defence
	o.Base = baseColumn(o.Differential)
	o.Shift = o.AttackStars - o.DefenceStars - o.Terrain
	o.Column = shiftColumn(o.Base, o.Shift)
	o.ColumnName = meleeColumns[o.Column]
	count := map[string]int{}
	for d := 1; d <= 6; d++ {
		r := meleeResult(o.Column, d, o.DRM)
		o.ByDie[d-1] = r
		if count[r.Code] == 0 {
			o.Chances = append(o.Chances, Chance{Code: r.Code})
		}
		count[r.Code]++
	}
	for i := range o.Chances {
		n := count[o.Chances[i].Code]
		o.Chances[i].Sixths, o.Chances[i].P = n, float64(n)/6
	}
	return o
}

// defence is a defending combat unit's strength and stars (8.6.4
// rulings): a Swede in a captured redoubt counts the redoubt's value and
// no stars (SR2.4), cavalry and Cossacks in a village 1 and no stars (T2).
func (s *State) defence(x *Unit) (melee, stars int, why Reason) {
	v := x.Values()
	switch {
	case s.inRedoubt(x):
		m := s.redoubtValues(s.Data.Board.RedoubtAt(x.Hex)).Melee
		return m, 0, Reason{Key: "defender_redoubt", Unit: x.ID, Hex: x.Hex, N: m}
	case x.Kind().Mounted() && s.Data.Board.Terrain(x.Hex) == Village:
		return villageCavalry, 0, Reason{Key: "defender_village", Unit: x.ID, Hex: x.Hex, N: villageCavalry}
	}
	return v.Melee, v.Stars, Reason{Key: "defender", Unit: x.ID, Hex: x.Hex, N: v.Melee, M: v.Stars}
}

// ---------------------------------------------------------------------
// Declaration and resolution (8.6, 8.7).

// doAttack declares an attack and resolves it as far as it goes without a
// decision (8.6).
func doAttack(s *State, a Action) error {
	if err := s.CheckAttack(a.Units, a.Hexes); err != nil {
		return err
	}
	units, _ := s.checkAttack(a.Units, a.Hexes)
	m := s.Melee
	atk := &Attack{Attackers: slices.Clone(a.Units), Hexes: slices.Clone(a.Hexes), Side: s.Phasing}
	for _, u := range units {
		u.Attacked = true
		m.MustAttack = slices.DeleteFunc(m.MustAttack, func(id string) bool { return id == u.ID })
	}
	b := s.Data.Board
	for _, h := range a.Hexes {
		if s.Garrisoned(h) {
			atk.Garrisons = append(atk.Garrisons, b.RedoubtAt(h))
		}
		x := s.CombatAt(h)
		if x != nil && x.Side != s.Phasing {
			atk.Defenders = append(atk.Defenders, x.ID)
			m.MustBeAttacked = slices.DeleteFunc(m.MustBeAttacked, func(id string) bool { return id == x.ID })
			if g := s.ArtilleryAt(h); g != nil && g.Side != s.Phasing {
				atk.Guns = append(atk.Guns, Gun{Gun: g.ID, Mate: x.ID})
			}
		}
	}
	m.Attack = atk
	s.Begun = true
	o := s.odds(units, a.Hexes)
	if o.Lone {
		// 9.4.2: destroyed at once, no roll; one attacker may advance
		// into its hex.
		h := a.Hexes[0]
		g := s.loneGun(s.Phasing, h)
		atk.Lone = true
		atk.Result = Outcome{Loser: Defender, N: 1}
		s.emit(Event{Kind: EvArtilleryLost, Side: g.Side, Unit: g.ID, Hex: h, Units: slices.Clone(a.Units), Rule: "9.4.2"})
		s.eliminate(g, "9.4.2")
		atk.Vacated = []hex.Hex{h}
		atk.Advance = slices.Clone(a.Units)
		atk.Stage = StageAdvance
		s.resolve()
		return nil
	}
	atk.Column, atk.DRM = o.Column, o.DRM
	d := s.roll()
	atk.Rolls = []int{d}
	atk.Turn = Attacker
	r := meleeResult(atk.Column, d, atk.DRM)
	s.emit(Event{Kind: EvMelee, Side: s.Phasing, Units: slices.Clone(a.Units), Hex: a.Hexes[0], Dice: []int{d},
		N: atk.Column, Text: r.Code, Rule: "8.6"})
	s.resolve()
	return nil
}

// resolve carries the attack in progress on through the 8.7 order until a
// decision is needed or the attack is over.
func (s *State) resolve() {
	for {
		a := s.Melee.Attack
		switch a.Stage {
		case StageReroll:
			if side, leaders := s.rerollTurn(a); side != NoSide {
				s.Pending = Pending{Side: side, Kind: DecideReroll, Units: leaders}
				return
			}
			a.Result = meleeResult(a.Column, a.Rolls[len(a.Rolls)-1], a.DRM)
			switch {
			case a.Result.SF:
				a.Losers = []Role{Attacker, Defender}
			default:
				a.Losers = []Role{a.Result.Loser}
			}
			a.Stage = StageLosses
		case StageLosses:
			if len(a.Losers) == 0 {
				a.Stage = StageCapture
				continue
			}
			if s.stepLosses(a) {
				return
			}
		case StageCapture:
			s.capture(a)
			a.Stage = StageRoos
		case StageRoos:
			if s.roosTransfer(a) {
				return
			}
			s.startRetreat(a)
		case StageRetreat:
			if s.nextRetreat(a) {
				return
			}
			a.Stage = StageGuns
		case StageGuns:
			s.lostGuns(a)
			a.Stage = StageAdvance
			s.startAdvance(a)
		case StageAdvance:
			if s.nextAdvance(a) {
				return
			}
			a.Stage = StageDone
		case StageDone:
			s.Melee.Attack = nil
			s.checkRouts()
			if s.Result == nil {
				s.wait(s.Phasing, DecideMelee)
			}
			return
		}
	}
}

// ---------------------------------------------------------------------
// Leaders' re-rolls (9.5).

// rerollLeaders lists role's leaders in the attack who have not re-rolled.
func (s *State) rerollLeaders(a *Attack, r Role) []string {
	var out []string
	for _, u := range s.units(a, r) {
		for _, l := range s.LeadersWith(u.ID) {
			if !slices.Contains(a.Used, l.ID) {
				out = append(out, l.ID)
			}
		}
	}
	slices.Sort(out)
	return out
}

// rerollTurn is the side that may re-roll now and its leaders (9.5
// sequence): the attacker first; if he does not, the defender; NoSide when
// neither may.
func (s *State) rerollTurn(a *Attack) (Side, []string) {
	if a.Turn == Attacker {
		if ls := s.rerollLeaders(a, Attacker); len(ls) > 0 {
			return a.Side, ls
		}
		a.Turn = Defender
	}
	if a.Turn == Defender {
		if ls := s.rerollLeaders(a, Defender); len(ls) > 0 {
			return a.Side.Enemy(), ls
		}
		a.Turn = NoRole
	}
	return NoSide, nil
}

func doReroll(s *State, a Action) error {
	atk := s.Melee.Attack
	if !slices.Contains(s.Pending.Units, a.Leader) {
		return refuse("9.5", "%s may not re-roll this melee; the leaders who may are %v", a.Leader, s.Pending.Units)
	}
	l := s.Leader(a.Leader)
	with := s.Unit(l.With)
	d := s.roll()
	atk.Rolls = append(atk.Rolls, d)
	atk.Used = append(atk.Used, l.ID)
	atk.Turn = Attacker
	r := meleeResult(atk.Column, d, atk.DRM)
	s.emit(Event{Kind: EvReroll, Side: l.Side, Target: l.ID, Unit: with.ID, Dice: []int{d}, N: atk.Column, Text: r.Code, Rule: "9.5"})
	if d == 1 {
		// The leader falls: into the rout box of his unit's division,
		// where he counts (9.5, 10.1).
		l.Status, l.Division, l.With = Eliminated, with.Division, ""
		s.Box[with.Division]++
		s.emit(Event{Kind: EvLeaderFell, Side: l.Side, Target: l.ID, Unit: with.ID, Hex: with.Hex, Division: with.Division, Rule: "9.5"})
	}
	s.resolve()
	return nil
}

func doNoReroll(s *State, a Action) error {
	atk := s.Melee.Attack
	if s.Pending.Side == atk.Side {
		atk.Turn = Defender
	} else {
		atk.Turn = NoRole
	}
	s.resolve()
	return nil
}

// ---------------------------------------------------------------------
// Losses (8.7 (1), 8.7.1, 8.8) and redoubt capture (SR2.3).

// lossPool lists the ids that may lose steps on role's side and their
// steps: the units of the combat, and a defending garrison by its
// redoubt's id (one step).
func (s *State) lossPool(a *Attack, r Role) (ids []string, steps map[string]int) {
	steps = map[string]int{}
	for _, u := range s.units(a, r) {
		ids = append(ids, u.ID)
		steps[u.ID] = u.Steps()
	}
	if r == Defender {
		for _, g := range a.Garrisons {
			if s.Redoubts[g].Garrisoned && !slices.Contains(a.Hit, g) {
				id := s.Data.Board.Redoubts[g].ID
				ids = append(ids, id)
				steps[id] = 1
			}
		}
	}
	return ids, steps
}

// stepLosses applies the first loser's steps: at once when there is no
// choice (8.7.1: more steps than they have eliminates them all), or waits
// for the owner's choice. It reports a wait.
func (s *State) stepLosses(a *Attack) bool {
	r := a.Losers[0]
	n := a.Result.N
	if a.Result.SF {
		n = 1
	}
	ids, steps := s.lossPool(a, r)
	total := 0
	for _, id := range ids {
		total += steps[id]
	}
	switch {
	case total == 0:
	case n >= total:
		rule := "8.8"
		if n > total {
			rule = "8.7.1"
		}
		for _, id := range ids {
			for range steps[id] {
				s.loseOne(a, id, rule)
			}
		}
	case len(ids) == 1:
		for range n {
			s.loseOne(a, ids[0], "8.8")
		}
	default:
		s.Pending = Pending{Side: a.sideOf(r), Kind: DecideLosses, Units: ids, Count: n}
		return true
	}
	a.Losers = a.Losers[1:]
	return false
}

// loseOne costs a unit, or a garrison named by its redoubt's id, a step.
func (s *State) loseOne(a *Attack, id, rule string) {
	if u := s.Unit(id); u != nil {
		s.loseStep(u, rule)
		return
	}
	for _, g := range a.Garrisons {
		if s.Data.Board.Redoubts[g].ID == id {
			a.Hit = append(a.Hit, g)
		}
	}
}

func doLosses(s *State, a Action) error {
	atk := s.Melee.Attack
	p := s.Pending
	if len(a.Units) != p.Count {
		return refuse("8.8", "name %d step(s), one id per step, among %v", p.Count, p.Units)
	}
	_, steps := s.lossPool(atk, atk.Losers[0])
	count := map[string]int{}
	for _, id := range a.Units {
		if !slices.Contains(p.Units, id) {
			return refuse("8.8", "%s did not take part in this combat; the steps are lost among %v", id, p.Units)
		}
		count[id]++
		if count[id] > steps[id] {
			return refuse("8.8", "%s has only %d step(s)", id, steps[id])
		}
	}
	for _, id := range a.Units {
		s.loseOne(atk, id, "8.8")
	}
	atk.Losers = atk.Losers[1:]
	s.resolve()
	return nil
}

// capture flips the markers of the defending redoubts whose garrison lost
// its step, and of all of them on a D result (SR2.3).
func (s *State) capture(a *Attack) {
	for _, g := range a.Garrisons {
		if !s.Redoubts[g].Garrisoned || !(a.Result.Loser == Defender || slices.Contains(a.Hit, g)) {
			continue
		}
		s.Redoubts[g].Garrisoned = false
		h := s.Data.Board.Redoubts[g].Hex
		s.emit(Event{Kind: EvCaptured, Side: a.Side, Hex: h, Target: s.Data.Board.Redoubts[g].ID, Units: slices.Clone(a.Attackers), Rule: "SR2.3"})
	}
}

// ---------------------------------------------------------------------
// The Roos transfer (SR4).

// roosCandidates are the surviving attackers that may go to the Roos
// column after an asterisk in a Swedish assault on a garrisoned redoubt
// (SR4 ruling); a unit already in the column cannot join it again.
func (s *State) roosCandidates(a *Attack) []string {
	if !a.Result.Star || len(a.Garrisons) == 0 || a.Side != Sweden {
		return nil
	}
	var out []string
	for _, u := range s.units(a, Attacker) {
		if u.Division != Roos {
			out = append(out, u.ID)
		}
	}
	return out
}

// roosTransfer sends the one candidate, or waits for the Swedish choice.
// It reports a wait.
func (s *State) roosTransfer(a *Attack) bool {
	c := s.roosCandidates(a)
	switch len(c) {
	case 0:
		return false
	case 1:
		s.sendToRoos(s.Unit(c[0]))
		return false
	}
	s.Pending = Pending{Side: Sweden, Kind: DecideRoos, Units: c}
	return true
}

// sendToRoos joins u to the Roos column, bound to the zone of its hex (an
// attacker never stands on a line hex: those are redoubts, which a Swede
// may not attack from).
func (s *State) sendToRoos(u *Unit) {
	z := s.Data.Board.Cell(u.Hex).Zone
	if z == NoZone {
		z = u.Bound
	}
	s.joinRoos(u, z)
}

func doRoos(s *State, a Action) error {
	atk := s.Melee.Attack
	if !slices.Contains(s.Pending.Units, a.Unit) {
		return refuse("SR4", "one of the surviving attackers goes to the Roos column: %v", s.Pending.Units)
	}
	s.sendToRoos(s.Unit(a.Unit))
	s.startRetreat(atk)
	s.resolve()
	return nil
}

// ---------------------------------------------------------------------
// Artillery (9.4.2).

// lostGuns destroys the artillery whose defending stack-mate retreated or
// was eliminated by a D result; after SF or A it stays (9.4.2 rulings).
func (s *State) lostGuns(a *Attack) {
	if a.Result.Loser != Defender {
		return
	}
	for _, p := range a.Guns {
		g, mate := s.Unit(p.Gun), s.Unit(p.Mate)
		if g.Status != OnMap || mate.Status == OnMap && mate.Hex == g.Hex {
			continue
		}
		s.emit(Event{Kind: EvArtilleryLost, Side: g.Side, Unit: g.ID, Hex: g.Hex, Target: mate.ID, Rule: "9.4.2"})
		s.eliminate(g, "9.4.2")
	}
}
