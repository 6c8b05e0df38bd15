package redrussia

import (
	"fmt"
	"os"

	"tachanka/game/enum"
	"tachanka/game/jsonfile"
	"tachanka/game/play"
)

// LeadersFormat is the version of leaders.json this package reads.
const LeadersFormat = 1

// Arrival is how a leader comes into play (l, 20.0, 10.6).
type Arrival uint8

const (
	NoArrival           Arrival = iota
	ArriveSetup                 // named at set-up (20.1-20.4)
	ArriveRandom                // in the random pool drawn at set-up; else by the new-leader cards
	ArriveCard                  // only through his own card (Wrangel, 10.92)
	ArrivePool                  // only through the new-leader cards (the North/Asian pool, 10.6)
	ArriveWithMinor             // set up with his minor and active with it (10.7, 20.5)
	ArriveAlliedCup             // among the Allies' variable pieces (20.5)
	ArriveAlliedReserve         // with an "Add" result (13.61)
)

var arrivalNames = []string{"", "setup", "random", "card", "pool", "with_minor", "allied_cup", "allied_reserve"}

func (a Arrival) String() string               { return enum.Name(a, arrivalNames) }
func (a Arrival) MarshalText() ([]byte, error) { return []byte(a.String()), nil }
func (a *Arrival) UnmarshalText(b []byte) error {
	v, err := enum.Parse[Arrival](b, arrivalNames, "arrival")
	*a = v
	return err
}

// Special is a leader with rules of his own (10.7-10.93, 13.55).
type Special uint8

const (
	NoSpecial Special = iota
	SpecialLenin
	SpecialStalin
	SpecialTrotsky
	SpecialDenikin
	SpecialWrangel
	SpecialKolchak
	SpecialMakhno
	SpecialPilsudski
)

var specialNames = []string{"", "lenin", "stalin", "trotsky", "denikin", "wrangel", "kolchak", "makhno", "pilsudski"}

func (s Special) String() string               { return enum.Name(s, specialNames) }
func (s Special) MarshalText() ([]byte, error) { return []byte(s.String()), nil }
func (s *Special) UnmarshalText(b []byte) error {
	v, err := enum.Parse[Special](b, specialNames, "special rule")
	*s = v
	return err
}

// Revolutionary reports the three who made the revolution (10.8).
func (s Special) Revolutionary() bool {
	return s == SpecialLenin || s == SpecialStalin || s == SpecialTrotsky
}

// Competitor reports the White "competitors" (10.9).
func (s Special) Competitor() bool {
	return s == SpecialDenikin || s == SpecialWrangel || s == SpecialKolchak
}

// Leader is a leader counter (d.1, l).
type Leader struct {
	ID      string    `json:"id"` // a lower-case key, e.g. "pilsudski"
	Name    play.Text `json:"name"`
	Faction Faction   `json:"faction"`
	Rating  int       `json:"rating"` // 0-3 (10.1); Lenin's combat rating is 10.81's
	MP      int       `json:"mp"`     // 2, Trotsky 3 (10.3, 10.83)
	Arrival Arrival   `json:"arrival"`
	// Card is the card that brings him in by name (Wrangel, Yudenich).
	Card    int     `json:"card,omitempty"`
	Special Special `json:"special,omitempty"`
	Note    string  `json:"note"` // the history behind the rating
}

// Leaders is leaders.json.
type Leaders struct {
	Format  int      `json:"format"`
	Notes   string   `json:"notes"`
	Leaders []Leader `json:"leaders"`

	byID map[string]int
}

// MaxRating is the best rating (10.1).
const MaxRating = 3

// LoadLeaders reads and checks leaders.json.
func LoadLeaders(path string) (*Leaders, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	l, err := ParseLeaders(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return l, nil
}

// ParseLeaders decodes the leader roster strictly and checks what the rules
// fix of it (l).
func ParseLeaders(data []byte) (*Leaders, error) {
	var l Leaders
	if err := decodeStrict(data, &l); err != nil {
		return nil, err
	}
	if l.Format != LeadersFormat {
		return nil, fmt.Errorf("leaders format %d is not supported (this program reads format %d)", l.Format, LeadersFormat)
	}
	if err := l.check(); err != nil {
		return nil, err
	}
	return &l, nil
}

// Leader is the leader of an id, or nil.
func (l *Leaders) Leader(id string) *Leader {
	if k, ok := l.byID[id]; ok {
		return &l.Leaders[k]
	}
	return nil
}

// Of lists a faction's leaders that arrive a given way, in file order.
func (l *Leaders) Of(f Faction, a Arrival) []*Leader {
	var out []*Leader
	for i := range l.Leaders {
		if x := &l.Leaders[i]; x.Faction == f && x.Arrival == a {
			out = append(out, x)
		}
	}
	return out
}

// BySpecial is the leader with a special rule, or nil.
func (l *Leaders) BySpecial(s Special) *Leader {
	for i := range l.Leaders {
		if l.Leaders[i].Special == s {
			return &l.Leaders[i]
		}
	}
	return nil
}

// specialFixed is what the rulebook fixes of the special leaders: faction,
// arrival and (where fixed) rating (l, 10.7-10.93, 20.0); -1: a Suggestion.
var specialFixed = map[Special]struct {
	f      Faction
	a      Arrival
	rating int
}{
	SpecialLenin:     {Red, ArriveSetup, 2},
	SpecialTrotsky:   {Red, ArriveSetup, 3},
	SpecialStalin:    {Red, ArriveRandom, -1},
	SpecialKolchak:   {Siberian, ArriveSetup, -1},
	SpecialDenikin:   {South, ArriveSetup, -1},
	SpecialWrangel:   {South, ArriveCard, -1},
	SpecialMakhno:    {Anarchist, ArriveWithMinor, 1},
	SpecialPilsudski: {Poland, ArriveWithMinor, -1},
}

func (l *Leaders) check() error {
	l.byID = map[string]int{}
	specials := map[Special]bool{}
	withMinor := map[Faction]int{}
	for i := range l.Leaders {
		x := &l.Leaders[i]
		p := jsonfile.Index("leaders", i)
		if err := jsonfile.CheckText(p+".id", x.ID, 30); err != nil {
			return err
		}
		if x.ID == "" || x.Name.EN == "" || x.Name.RU == "" || x.Note == "" {
			return jsonfile.Errorf(p, "%q: needs an id, English and Russian names and a note", x.ID)
		}
		if _, dup := l.byID[x.ID]; dup {
			return jsonfile.Errorf(p+".id", "%q is used twice", x.ID)
		}
		l.byID[x.ID] = i
		if x.Faction == NoFaction || x.Faction == Central {
			return jsonfile.Errorf(p+".faction", "%s: a leader belongs to a major, a minor or the Allies", x.ID)
		}
		if x.Rating < 0 || x.Rating > MaxRating {
			return jsonfile.Errorf(p+".rating", "%s: rating %d; ratings run from 0 to %d (10.1)", x.ID, x.Rating, MaxRating)
		}
		wantMP := 2
		if x.Special == SpecialTrotsky {
			wantMP = 3
		}
		if x.MP != wantMP {
			return jsonfile.Errorf(p+".mp", "%s: %d MP; a leader has 2, Trotsky 3 (10.3, 10.83)", x.ID, x.MP)
		}
		if err := checkArrival(p, x); err != nil {
			return err
		}
		if x.Arrival == ArriveWithMinor {
			withMinor[x.Faction]++
		}
		if x.Special != NoSpecial {
			if specials[x.Special] {
				return jsonfile.Errorf(p+".special", "%s twice", x.Special)
			}
			specials[x.Special] = true
			w := specialFixed[x.Special]
			if x.Faction != w.f || x.Arrival != w.a || w.rating >= 0 && x.Rating != w.rating {
				return jsonfile.Errorf(p, "%s: the rules make him %s, arriving %s%s", x.ID, w.f, w.a, fixedRating(w.rating))
			}
		}
	}
	for s := SpecialLenin; s <= SpecialPilsudski; s++ {
		if !specials[s] {
			return jsonfile.Errorf("leaders", "%s (special rule %s) is missing", s, s)
		}
	}
	if st := l.BySpecial(SpecialStalin); st.Rating < 1 {
		return jsonfile.Errorf("leaders", "Stalin's rating is at least 1: he picks one or two infantry he commands (10.82)")
	}
	for _, m := range Minors {
		if withMinor[m] != 1 {
			return jsonfile.Errorf("leaders", "%s has %d leaders; each minor has one (10.7)", m, withMinor[m])
		}
	}
	return nil
}

func fixedRating(r int) string {
	if r < 0 {
		return ""
	}
	return fmt.Sprintf(", rating %d", r)
}

func checkArrival(p string, x *Leader) error {
	ok := false
	switch x.Arrival {
	case ArriveSetup, ArriveRandom:
		ok = x.Faction.Major()
	case ArriveCard:
		ok = x.Faction.Major() && x.Card > 0
	case ArrivePool:
		ok = x.Faction.Major()
	case ArriveWithMinor:
		ok = x.Faction.Minor()
	case ArriveAlliedCup, ArriveAlliedReserve:
		ok = x.Faction == Allies
	}
	if !ok {
		return jsonfile.Errorf(p+".arrival", "%s: a %s leader cannot arrive %q", x.ID, x.Faction, x.Arrival)
	}
	return nil
}
