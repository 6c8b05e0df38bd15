package redrussia

import (
	"fmt"
	"regexp"

	"tachanka/game/enum"
	"tachanka/game/jsonfile"
	"tachanka/game/play"
)

// Faction is one of the sides of the war (RULES Terms, 1.1, 12.0, 13.6,
// 11.0). Poland is one faction whether it is a minor or, under 13.54, the
// Polish major: its status, not its identity, changes.
type Faction uint8

const (
	NoFaction Faction = iota
	Red
	Siberian
	South
	NorthAsian
	Finland
	Baltic
	Poland
	Ukraine
	Anarchist
	Allies  // the Western Allies (13.6)
	Central // the Central Powers: the iron-cross zone of turns 1-2 (11.0)
)

var factionNames = []string{"", "red", "siberian", "south", "northasian", "finland", "baltic", "poland", "ukraine", "anarchist", "allies", "central"}

func (f Faction) String() string               { return enum.Name(f, factionNames) }
func (f Faction) MarshalText() ([]byte, error) { return []byte(f.String()), nil }
func (f *Faction) UnmarshalText(b []byte) error {
	v, err := enum.Parse[Faction](b, factionNames, "faction")
	*f = v
	return err
}

// Majors are the four major factions in seat order (a.3): Red, then
// clockwise North/Asian, Siberian, South.
var Majors = []Faction{Red, NorthAsian, Siberian, South}

// SetupOrder is the order in which the majors set up and, until the first
// initiative phase, act (a.3, 3.0 step 8).
var SetupOrder = []Faction{NorthAsian, Siberian, South, Red}

// Minors are the five minor factions (12.0); the Western Allies are a
// minor with rules of their own and are not among them.
var Minors = []Faction{Finland, Baltic, Poland, Ukraine, Anarchist}

// Whites are the three White major factions.
var Whites = []Faction{Siberian, South, NorthAsian}

// Major reports the four major factions (a Polish major is Poland with a
// status, not a fifth faction here).
func (f Faction) Major() bool { return f >= Red && f <= NorthAsian }

// Minor reports the five minors, not the Western Allies.
func (f Faction) Minor() bool { return f >= Finland && f <= Anarchist }

// White reports the three White majors.
func (f Faction) White() bool { return f == Siberian || f == South || f == NorthAsian }

// FactionKind is the standing of a faction in the rules.
type FactionKind uint8

const (
	NoKind FactionKind = iota
	KindMajor
	KindMinor
	KindAllies
	KindOccupier // the Central Powers: no units, only the zone of 11.0
)

var factionKindNames = []string{"", "major", "minor", "allies", "occupier"}

func (k FactionKind) String() string               { return enum.Name(k, factionKindNames) }
func (k FactionKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }
func (k *FactionKind) UnmarshalText(b []byte) error {
	v, err := enum.Parse[FactionKind](b, factionKindNames, "faction kind")
	*k = v
	return err
}

// JoinRule is the side a minor joins when a major attacks it or besieges
// its area (12.1, 13.1-13.5).
type JoinRule uint8

const (
	NoJoinRule   JoinRule = iota
	JoinFewestVP          // the White faction with the fewest VP
	JoinMostVP            // the White faction with the most VP (Poland, 13.5)
	JoinNorthAsianElseFewest
	JoinFarthestFromGulaiPolye // the White whose nearest unit is farthest away (13.4)
	JoinRed
	JoinNobody // stays neutral and defends (Ukraine, 13.1)
)

var joinRuleNames = []string{"", "fewest_vp", "most_vp", "northasian_else_fewest_vp", "farthest_from_gulai_polye", "red", "nobody"}

func (j JoinRule) String() string               { return enum.Name(j, joinRuleNames) }
func (j JoinRule) MarshalText() ([]byte, error) { return []byte(j.String()), nil }
func (j *JoinRule) UnmarshalText(b []byte) error {
	v, err := enum.Parse[JoinRule](b, joinRuleNames, "join rule")
	*j = v
	return err
}

// FactionDef is a faction's entry in tables.json: identity, client colours
// and the numbers the set-up and victory rules give it (a.2, a.3, b, k).
type FactionDef struct {
	Faction Faction     `json:"faction"`
	Kind    FactionKind `json:"kind"`
	Name    play.Text   `json:"name"`
	Code    string      `json:"code"` // three letters, as the brief writes them (RED, SIB ...)
	// Colour is the client's colour (#rrggbb) and Pattern the second cue
	// for minors and Allies, so that colour is never the only one (b.1).
	Colour     string `json:"colour"`
	Pattern    string `json:"pattern,omitempty"`
	Seat       int    `json:"seat,omitempty"`        // 1-4, clockwise from Red (a.3)
	SetupOrder int    `json:"setup_order,omitempty"` // 1-4 (a.3)

	// Majors.
	Money        int `json:"money,omitempty"`    // at the start (20.1-20.4)
	Manpower     int `json:"manpower,omitempty"` // at the start
	Hand         int `json:"hand,omitempty"`     // base hand limit with four players (14.3)
	VPBaseline   int `json:"vp_baseline,omitempty"`
	VictoryLevel int `json:"victory_level,omitempty"` // automatic victory (k)

	// Minors.
	PlacedBy       Faction  `json:"placed_by,omitempty"`    // who sets its units up (20.5)
	Reach          int      `json:"reach,omitempty"`        // areas from its home areas; 0: its territory only (12.6)
	ActiveReach    int      `json:"active_reach,omitempty"` // Poland active: -1, no limit at all (13.56)
	Repairs        int      `json:"repairs,omitempty"`      // per purchase phase (12.42)
	Builds         int      `json:"builds,omitempty"`       // per spring (12.42)
	IfRedAttacks   JoinRule `json:"if_red_attacks,omitempty"`
	IfWhiteAttacks JoinRule `json:"if_white_attacks,omitempty"`

	// Poland as a major (13.54).
	AsMajor *PolishMajor `json:"as_major,omitempty"`
}

// PolishMajor is what Poland starts with when a player takes it over.
type PolishMajor struct {
	Money    int `json:"money"`
	Manpower int `json:"manpower"`
	Hand     int `json:"hand"` // exactly, not a base (13.54)
	FromTurn int `json:"from_turn"`
}

var colourRE = regexp.MustCompile(`^#[0-9a-f]{6}$`)

// checkFactions checks the faction list of tables.json: every faction once,
// the kinds, the seat and set-up orders of a.3, and what the rulebook fixes
// of the majors' numbers (b.1, 20.1-20.4, 16.0) and the minors' (b.2).
func checkFactions(fs []FactionDef) error {
	seen := map[Faction]bool{}
	colours := map[string]Faction{}
	for i, f := range fs {
		p := jsonfile.Index("factions", i)
		if f.Faction == NoFaction {
			return jsonfile.Errorf(p+".faction", "missing")
		}
		if seen[f.Faction] {
			return jsonfile.Errorf(p+".faction", "%s appears twice", f.Faction)
		}
		seen[f.Faction] = true
		if want := kindOf(f.Faction); f.Kind != want {
			return jsonfile.Errorf(p+".kind", "%s is a %s faction, not %q", f.Faction, want, f.Kind)
		}
		if f.Name.EN == "" || f.Name.RU == "" || len(f.Code) != 3 {
			return jsonfile.Errorf(p, "%s: needs an English and a Russian name and a three-letter code", f.Faction)
		}
		if !colourRE.MatchString(f.Colour) {
			return jsonfile.Errorf(p+".colour", "%q is not #rrggbb in lower case", f.Colour)
		}
		if other, dup := colours[f.Colour]; dup {
			return jsonfile.Errorf(p+".colour", "%s has the colour of %s (b.1: distinct colours)", f.Faction, other)
		}
		colours[f.Colour] = f.Faction
		if (f.Kind == KindMinor || f.Kind == KindAllies) && f.Pattern == "" {
			return jsonfile.Errorf(p+".pattern", "%s: minors and Allies have a pattern, so colour is never the only cue (b.1)", f.Faction)
		}
		var err error
		switch f.Kind {
		case KindMajor:
			err = checkMajor(p, f)
		case KindMinor:
			err = checkMinor(p, f)
		default:
			if f.Seat != 0 || f.Money != 0 || f.Hand != 0 || f.VictoryLevel != 0 || f.PlacedBy != NoFaction || f.Repairs != 0 || f.AsMajor != nil {
				err = jsonfile.Errorf(p, "%s: only majors and minors have set-up numbers (the Allies gain units by 13.62 only)", f.Faction)
			}
		}
		if err != nil {
			return err
		}
	}
	for f := Red; f <= Central; f++ {
		if !seen[f] {
			return jsonfile.Errorf("factions", "%s is missing", f)
		}
	}
	return nil
}

func kindOf(f Faction) FactionKind {
	switch {
	case f.Major():
		return KindMajor
	case f.Minor():
		return KindMinor
	case f == Allies:
		return KindAllies
	}
	return KindOccupier
}

// majorFixed is what the rulebook prints for each major (b.1, 14.3, 16.0,
// 20.1-20.4): seat, set-up place, money, manpower, hand and baseline.
var majorFixed = map[Faction][6]int{
	Red:        {1, 4, 30, 40, 6, 55},
	NorthAsian: {2, 1, 12, 18, 4, 18},
	Siberian:   {3, 2, 23, 26, 5, 20},
	South:      {4, 3, 15, 21, 5, 16},
}

func checkMajor(p string, f FactionDef) error {
	w := majorFixed[f.Faction]
	got := [6]int{f.Seat, f.SetupOrder, f.Money, f.Manpower, f.Hand, f.VPBaseline}
	if got != w {
		return jsonfile.Errorf(p, "%s: seat, set-up order, money, manpower, hand, VP baseline are %v; the rules fix %v (a.3, b.1)", f.Faction, got, w)
	}
	if f.VictoryLevel <= 0 {
		return jsonfile.Errorf(p+".victory_level", "%s: an automatic victory level above 0 (nobody starts at it, k)", f.Faction)
	}
	if f.PlacedBy != NoFaction || f.Reach != 0 || f.Repairs != 0 || f.AsMajor != nil {
		return jsonfile.Errorf(p, "%s: a major has no minor's fields", f.Faction)
	}
	return nil
}

func checkMinor(p string, f FactionDef) error {
	if f.Seat != 0 || f.Money != 0 || f.Hand != 0 || f.VictoryLevel != 0 {
		return jsonfile.Errorf(p, "%s: a minor has no seat, money, hand or victory level", f.Faction)
	}
	if !f.PlacedBy.Major() {
		return jsonfile.Errorf(p+".placed_by", "%s: placed by a major (20.5)", f.Faction)
	}
	wantRep := 1
	if f.Faction == Poland {
		wantRep = 2
	}
	if f.Repairs != wantRep || f.Builds != wantRep {
		return jsonfile.Errorf(p, "%s: %d repairs and %d builds; 12.42 fixes %d and %d", f.Faction, f.Repairs, f.Builds, wantRep, wantRep)
	}
	if f.Reach < 0 || f.ActiveReach < -1 || f.IfRedAttacks == NoJoinRule || f.IfWhiteAttacks == NoJoinRule {
		return jsonfile.Errorf(p, "%s: needs its reach and whom it joins when attacked", f.Faction)
	}
	if (f.AsMajor != nil) != (f.Faction == Poland) {
		return jsonfile.Errorf(p+".as_major", "only Poland can become a major (13.54)")
	}
	if m := f.AsMajor; m != nil && (m.Money != 12 || m.Manpower != 6 || m.Hand != 3 || m.FromTurn != 7) {
		return jsonfile.Errorf(p+".as_major", "13.54 fixes 12 money, 6 manpower, 3 cards, from turn 7; found %+v", *m)
	}
	return nil
}

// Faction is the entry of f, or nil.
func (t *Tables) Faction(f Faction) *FactionDef {
	for i := range t.Factions {
		if t.Factions[i].Faction == f {
			return &t.Factions[i]
		}
	}
	return nil
}

// VictoryLevel is a major's automatic victory level (k).
func (t *Tables) VictoryLevel(f Faction) int {
	if d := t.Faction(f); d != nil {
		return d.VictoryLevel
	}
	panic(fmt.Sprintf("redrussia: no faction %s", f))
}
