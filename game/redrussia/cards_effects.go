package redrussia

import (
	"slices"
	"strings"

	"tachanka/game/enum"
	"tachanka/game/jsonfile"
)

// EffectKind is what a card does, one kind for each distinct effect the 54
// cards need, named after the rules' wording, so that the engine can
// implement them one by one. A card is a list of effects applied in order.
type EffectKind uint8

const (
	NoEffect EffectKind = iota

	// Resources.
	GainMoney    // amount, or dice (+ amount), or by year
	LoseMoney    // amount or dice, by the affected faction
	GainManpower // amount or dice
	LoseManpower // amount or dice
	SemenovPlunder
	Famine // up to count Red areas of money >= amount, not food areas (19.2)
	CossackRaid

	// Forces and pools.
	ReleaseSetAside     // counters set aside join the pool, buyable by name (5.3)
	RemoveCzechInfantry // 19.3: two 4-2 INF, or any two INF without the option
	PlaceFreeUnits      // units drawn from the pool, free, at full strength
	PlacePartisans      // 15.2
	RemovePartisans
	TakeLeaders     // from the unused pool, the player's choice (10.6)
	TakeNamedLeader // a named leader from the unused pool
	WoundLeaderRoll // 10.4's wound, on a roll of amount or less

	// Leaders' politics.
	KolchakSupremeRuler // 10.93
	WrangelTakesCommand // 10.92

	// ORI and the tables.
	ORIRollModifier     // on this or the next ORI roll
	LoseORILevel        // 17.1
	Infighting          // a roll on the infighting table (j)
	ForeignRollModifier // on every foreign intervention roll this turn

	// Minors.
	ActivateMinor
	MinorActiveWhenAttacked // 13.52 "On to Berlin!"
	GreaterPoland           // 13.52
	MinorNeutralKeepsAreas  // 13.53 "Curzon Intervenes"
	MakhnoChangesSides      // 13.4

	// Western Allies.
	RemoveAlliedUnits
	FleetLosesStep

	// Movement.
	RailMoves     // +amount rail moves (7.6; rail points under 19.1)
	RailIntoEnemy // a leader's stack may end a rail move among enemies
	CavalryArmy   // +1 MP, and each cavalry counts as two for 8.4(7), 8.7

	// Combat and sieges.
	AttackCost       // attacks at some levels cost amount, or modifier less
	MustAttackMinor  // attack or besiege the minor, or lose amount ORI levels
	BattleDice       // the side adds dice in some rounds
	SiegeDefenceDice // defensive fire adds dice (9.3)
	HitsOn           // dice hit on amount or more
	NoRetreatForLosses
	EnemyInfantryLosesStep
	Typhus
	CoupDeMain // control without a siege (9.0)
	FreeAttack // 6.4: one attack costs nothing
	FreeSiege  // 6.4: one siege of up to amount rounds costs nothing
)

var effectKindNames = []string{
	"",
	"gain_money", "lose_money", "gain_manpower", "lose_manpower", "semenov_plunder", "famine", "cossack_raid",
	"release_set_aside", "remove_czech_infantry", "place_free_units", "place_partisans", "remove_partisans",
	"take_leaders", "take_named_leader", "wound_leader_roll",
	"kolchak_supreme_ruler", "wrangel_takes_command",
	"ori_roll_modifier", "lose_ori_level", "infighting", "foreign_roll_modifier",
	"activate_minor", "minor_active_when_attacked", "greater_poland", "minor_neutral_keeps_areas", "makhno_changes_sides",
	"remove_allied_units", "fleet_loses_step",
	"rail_moves", "rail_into_enemy", "cavalry_army",
	"attack_cost", "must_attack_minor", "battle_dice", "siege_defence_dice", "hits_on", "no_retreat_for_losses",
	"enemy_infantry_loses_step", "typhus", "coup_de_main", "free_attack", "free_siege",
}

func (k EffectKind) String() string               { return enum.Name(k, effectKindNames) }
func (k EffectKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }
func (k *EffectKind) UnmarshalText(b []byte) error {
	v, err := enum.Parse[EffectKind](b, effectKindNames, "effect kind")
	*k = v
	return err
}

// EffectKinds lists every kind, in order.
func EffectKinds() []EffectKind {
	out := make([]EffectKind, 0, len(effectKindNames)-1)
	for k := range len(effectKindNames) - 1 {
		out = append(out, EffectKind(k+1))
	}
	return out
}

// Scope is how long an effect lasts (14.2(e)).
type Scope uint8

const (
	NoScope     Scope = iota
	ActionScope       // "this action phase"
	TurnScope         // "this turn"
	ThisORIRoll       // this political phase's ORI roll
	NextORIRoll       // the faction's next ORI roll
)

var scopeNames = []string{"", "action_phase", "turn", "this_ori_roll", "next_ori_roll"}

func (s Scope) String() string               { return enum.Name(s, scopeNames) }
func (s Scope) MarshalText() ([]byte, error) { return []byte(s.String()), nil }
func (s *Scope) UnmarshalText(b []byte) error {
	v, err := enum.Parse[Scope](b, scopeNames, "scope")
	*s = v
	return err
}

// Rounds are the rounds of a battle an effect applies to.
type Rounds uint8

const (
	NoRounds Rounds = iota
	FirstRound
	EveryRound
)

var roundsNames = []string{"", "first", "every"}

func (r Rounds) String() string               { return enum.Name(r, roundsNames) }
func (r Rounds) MarshalText() ([]byte, error) { return []byte(r.String()), nil }
func (r *Rounds) UnmarshalText(b []byte) error {
	v, err := enum.Parse[Rounds](b, roundsNames, "rounds")
	*r = v
	return err
}

// AttackLevel is Probe, Assault or Invasion (8.3).
type AttackLevel uint8

const (
	NoLevel AttackLevel = iota
	Probe
	Assault
	Invasion
)

var attackLevelNames = []string{"", "probe", "assault", "invasion"}

func (l AttackLevel) String() string               { return enum.Name(l, attackLevelNames) }
func (l AttackLevel) MarshalText() ([]byte, error) { return []byte(l.String()), nil }
func (l *AttackLevel) UnmarshalText(b []byte) error {
	v, err := enum.Parse[AttackLevel](b, attackLevelNames, "attack level")
	*l = v
	return err
}

// Controller says whose areas an effect chooses among.
type Controller uint8

const (
	NoController Controller = iota
	RedControlled
	WhiteControlled // by any White faction
	SiberianControlled
	PlayerControlled
)

var controllerNames = []string{"", "red", "white", "siberian", "player"}

func (c Controller) String() string               { return enum.Name(c, controllerNames) }
func (c Controller) MarshalText() ([]byte, error) { return []byte(c.String()), nil }
func (c *Controller) UnmarshalText(b []byte) error {
	v, err := enum.Parse[Controller](b, controllerNames, "controller")
	*c = v
	return err
}

// Chooser is who carries out an effect when it is not the player.
type Chooser uint8

const (
	ThePlayer Chooser = iota
	// HolderWhiteElseFewestVP: one of the holder's White factions if he
	// commands one, else the White faction with the fewest VP (Tambov).
	HolderWhiteElseFewestVP
)

var chooserNames = []string{"player", "holder_white_else_fewest_vp"}

func (c Chooser) String() string               { return enum.Name(c, chooserNames) }
func (c Chooser) MarshalText() ([]byte, error) { return []byte(c.String()), nil }
func (c *Chooser) UnmarshalText(b []byte) error {
	v, err := enum.Parse[Chooser](b, chooserNames, "chooser")
	*c = v
	return err
}

// ModifierCondition is when an infighting card's modifier applies.
type ModifierCondition uint8

const (
	Always ModifierCondition = iota
	KolchakNotSupremeRuler
	DenikinInCommand // on the map stacked with a South unit (10.91)
)

var modifierConditionNames = []string{"always", "kolchak_not_supreme_ruler", "denikin_in_command"}

func (c ModifierCondition) String() string               { return enum.Name(c, modifierConditionNames) }
func (c ModifierCondition) MarshalText() ([]byte, error) { return []byte(c.String()), nil }
func (c *ModifierCondition) UnmarshalText(b []byte) error {
	v, err := enum.Parse[ModifierCondition](b, modifierConditionNames, "modifier condition")
	*c = v
	return err
}

// YearAmount is an amount that depends on the year.
type YearAmount struct {
	Year   int `json:"year"`
	Amount int `json:"amount"`
}

// Effect is one effect of a card: a kind and its parameters. Each kind
// takes some parameters and needs some (effectParams); any other is an
// error, so a file cannot say more than the engine will read.
type Effect struct {
	Kind EffectKind `json:"kind"`
	// Affects is the faction it falls on; empty: the playing faction.
	Affects Faction `json:"affects,omitempty"`
	// Window: this effect only when the card is played in that window.
	Window    Window            `json:"window,omitempty"`
	Amount    int               `json:"amount,omitempty"`
	Dice      int               `json:"dice,omitempty"`
	ByYear    []YearAmount      `json:"by_year,omitempty"`
	Count     int               `json:"count,omitempty"`
	All       bool              `json:"all,omitempty"`
	Modifier  int               `json:"modifier,omitempty"`
	Condition ModifierCondition `json:"condition,omitempty"`
	Rounds    Rounds            `json:"rounds,omitempty"`
	Levels    []AttackLevel     `json:"levels,omitempty"`
	Scope     Scope             `json:"scope,omitempty"`
	Minor     Faction           `json:"minor,omitempty"`
	Leader    string            `json:"leader,omitempty"`
	Type      UnitType          `json:"unit_type,omitempty"`
	WithAir   bool              `json:"with_air,omitempty"`
	SetAside  SetAside          `json:"set_aside,omitempty"`
	Where     Controller        `json:"where,omitempty"`
	Territory string            `json:"territory,omitempty"`
	Areas     []string          `json:"areas,omitempty"`
	Boxes     []string          `json:"boxes,omitempty"`
	Sea       string            `json:"sea,omitempty"`
	Routes    int               `json:"routes,omitempty"`
	Chooser   Chooser           `json:"chooser,omitempty"`
}

// paramSpec: the parameters a kind needs, and those it may also take.
type paramSpec struct{ need, may string }

// effectParams is the parameter list of every kind. "amount|dice|by_year"
// needs one of them.
var effectParams = map[EffectKind]paramSpec{
	GainMoney:               {"amount|dice|by_year", "affects amount dice"},
	LoseMoney:               {"affects amount|dice", ""},
	GainManpower:            {"amount|dice", ""},
	LoseManpower:            {"affects amount|dice", ""},
	SemenovPlunder:          {"affects dice", ""},
	Famine:                  {"count amount", ""},
	CossackRaid:             {"count routes amount", ""},
	ReleaseSetAside:         {"set_aside", ""},
	RemoveCzechInfantry:     {"affects count", ""},
	PlaceFreeUnits:          {"count unit_type where", "territory areas"},
	PlacePartisans:          {"count where", "territory areas chooser"},
	RemovePartisans:         {"count where", ""},
	TakeLeaders:             {"count", ""},
	TakeNamedLeader:         {"leader", ""},
	WoundLeaderRoll:         {"affects leader amount", ""},
	KolchakSupremeRuler:     {"", ""},
	WrangelTakesCommand:     {"", ""},
	ORIRollModifier:         {"modifier scope", ""},
	LoseORILevel:            {"affects amount", ""},
	Infighting:              {"affects", "modifier condition"},
	ForeignRollModifier:     {"modifier scope", ""},
	ActivateMinor:           {"minor", ""},
	MinorActiveWhenAttacked: {"minor", ""},
	GreaterPoland:           {"minor", ""},
	MinorNeutralKeepsAreas:  {"minor", ""},
	MakhnoChangesSides:      {"minor", ""},
	RemoveAlliedUnits:       {"affects count|all", "with_air areas boxes"},
	FleetLosesStep:          {"affects sea", ""},
	RailMoves:               {"amount", "territory"},
	RailIntoEnemy:           {"leader", ""},
	CavalryArmy:             {"amount", ""},
	AttackCost:              {"levels scope amount|modifier", "minor"},
	MustAttackMinor:         {"minor levels amount", ""},
	BattleDice:              {"dice rounds", "areas window"},
	SiegeDefenceDice:        {"dice rounds", "areas window"},
	HitsOn:                  {"amount rounds", "leader affects"},
	NoRetreatForLosses:      {"rounds", ""},
	EnemyInfantryLosesStep:  {"count", ""},
	Typhus:                  {"count amount", ""},
	CoupDeMain:              {"amount minor", ""},
	FreeAttack:              {"window", ""},
	FreeSiege:               {"window amount", ""},
}

// set lists the parameters an effect gives (Kind aside).
func (e *Effect) set() []string {
	var s []string
	add := func(name string, on bool) {
		if on {
			s = append(s, name)
		}
	}
	add("affects", e.Affects != NoFaction)
	add("window", e.Window != NoWindow)
	add("amount", e.Amount != 0)
	add("dice", e.Dice != 0)
	add("by_year", len(e.ByYear) > 0)
	add("count", e.Count != 0)
	add("all", e.All)
	add("modifier", e.Modifier != 0)
	add("condition", e.Condition != Always)
	add("rounds", e.Rounds != NoRounds)
	add("levels", len(e.Levels) > 0)
	add("scope", e.Scope != NoScope)
	add("minor", e.Minor != NoFaction)
	add("leader", e.Leader != "")
	add("unit_type", e.Type != NoType)
	add("with_air", e.WithAir)
	add("set_aside", e.SetAside != NotSetAside)
	add("where", e.Where != NoController)
	add("territory", e.Territory != "")
	add("areas", len(e.Areas) > 0)
	add("boxes", len(e.Boxes) > 0)
	add("sea", e.Sea != "")
	add("routes", e.Routes != 0)
	add("chooser", e.Chooser != ThePlayer)
	return s
}

// check: a known kind with the parameters it needs and no others, and the
// values in range.
func (e *Effect) check(p string) error {
	spec, ok := effectParams[e.Kind]
	if !ok {
		return jsonfile.Errorf(p+".kind", "missing or unknown effect kind %q", e.Kind)
	}
	given := e.set()
	allowed := map[string]bool{}
	for _, need := range strings.Fields(spec.need) {
		alts := strings.Split(need, "|")
		n := 0
		for _, a := range alts {
			allowed[a] = true
			if slices.Contains(given, a) {
				n++
			}
		}
		if n == 0 || len(alts) > 1 && n > 1 && e.Kind != GainMoney {
			return jsonfile.Errorf(p, "%s needs %s", e.Kind, strings.Join(alts, " or "))
		}
	}
	for _, may := range strings.Fields(spec.may) {
		allowed[may] = true
	}
	for _, g := range given {
		if !allowed[g] {
			return jsonfile.Errorf(jsonfile.Join(p, g), "%s takes no %s", e.Kind, g)
		}
	}
	return e.checkValues(p)
}

func (e *Effect) checkValues(p string) error {
	if e.Dice < 0 || e.Count < 0 || e.Routes < 0 {
		return jsonfile.Errorf(p, "dice, counts and routes are positive")
	}
	if e.Amount < 0 {
		return jsonfile.Errorf(p+".amount", "amounts are positive; the kind says whether it is gained or lost")
	}
	if e.Affects == Central {
		return jsonfile.Errorf(p+".affects", "the Central Powers are out of the war after turn 2 (11.0)")
	}
	if e.Minor != NoFaction && !e.Minor.Minor() {
		return jsonfile.Errorf(p+".minor", "%s is not one of the five minors", e.Minor)
	}
	if e.Territory != "" && !slices.Contains(dataTerritories, e.Territory) {
		return jsonfile.Errorf(p+".territory", "unknown territory %q", e.Territory)
	}
	if e.Sea != "" && !slices.Contains(dataSeaZones, e.Sea) {
		return jsonfile.Errorf(p+".sea", "unknown sea zone %q", e.Sea)
	}
	if err := checkAreaCodes(p+".areas", e.Areas...); err != nil {
		return err
	}
	for j, b := range e.Boxes {
		if !slices.Contains(dataBoxes, b) {
			return jsonfile.Errorf(jsonfile.Index(p+".boxes", j), "unknown holding box %q", b)
		}
	}
	for j, y := range e.ByYear {
		if y.Year < 1918 || y.Year > 1921 || y.Amount < 0 {
			return jsonfile.Errorf(jsonfile.Index(p+".by_year", j), "a year of the game and a positive amount")
		}
	}
	for j, l := range e.Levels {
		if l == NoLevel {
			return jsonfile.Errorf(jsonfile.Index(p+".levels", j), "missing attack level")
		}
	}
	if e.Kind == HitsOn && (e.Amount < 2 || e.Amount > 6) {
		return jsonfile.Errorf(p+".amount", "dice hit on 2 to 6")
	}
	return nil
}
