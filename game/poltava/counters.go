package poltava

import (
	"tachanka/game/hex"
	"tachanka/game/jsonfile"
)

// Values are what one side of a counter prints (2.1). Fire 0: the unit
// cannot fire on that side.
type Values struct {
	Melee int `json:"melee"`
	Stars int `json:"stars"`
	Fire  int `json:"fire"`
	MA    int `json:"ma"`
}

// UnitDef is a counter as counters.json gives it (DATA.md e.1).
type UnitDef struct {
	ID        string  `json:"id"`
	Name      string  `json:"name"`
	NameRU    string  `json:"name_ru"`
	Abbr      string  `json:"abbr"`
	Side      Side    `json:"side"`
	Type      Kind    `json:"type"`
	Division  string  `json:"division"`
	Steps     int     `json:"steps"`
	OdB       int     `json:"odb,omitempty"`
	Column    int     `json:"column,omitempty"`
	Front     Values  `json:"front"`
	Back      *Values `json:"back,omitempty"`
	Bracketed bool    `json:"bracketed,omitempty"`
	Note      string  `json:"note"`
}

// DivisionDef is a division and its rout box (10.1, DATA.md f).
type DivisionDef struct {
	ID        string `json:"id"`
	Side      Side   `json:"side"`
	Name      string `json:"name"`
	NameRU    string `json:"name_ru"`
	Code      string `json:"code"`
	Threshold int    `json:"threshold"`
	ArmyRout  bool   `json:"army_rout"`
	Colour    string `json:"colour"`
	Letter    string `json:"letter"`
}

// LeaderDef is a commander (9.5, DATA.md e.8).
type LeaderDef struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	NameRU string `json:"name_ru"`
	Side   Side   `json:"side"`
	Note   string `json:"note"`
}

// EntryColumn is a Swedish column of Scenario 2 and its entry hex (S2.1).
type EntryColumn struct {
	Column int     `json:"column"`
	Name   string  `json:"name"`
	NameRU string  `json:"name_ru"`
	Hex    hex.Hex `json:"hex"`
	Colour string  `json:"colour"`
}

// Counters is the whole counter mix of both armies.
type Counters struct {
	Format    int           `json:"format"`
	Divisions []DivisionDef `json:"divisions"`
	Units     []UnitDef     `json:"units"`
	Leaders   []LeaderDef   `json:"leaders"`
	Redoubts  struct {
		Finished   Values `json:"finished"`
		Unfinished Values `json:"unfinished"`
	} `json:"redoubts"`
	Cossacks struct {
		Defect int `json:"defect"`
		Leave  int `json:"leave"`
	} `json:"cossacks"`
	EntryColumns []EntryColumn `json:"entry_columns"`
}

// Division is the division with id, or nil.
func (c *Counters) Division(id string) *DivisionDef {
	for i := range c.Divisions {
		if c.Divisions[i].ID == id {
			return &c.Divisions[i]
		}
	}
	return nil
}

// Roos is the id of the Roos column, the Swedish division units join in
// Scenario 2 (SR4); Rentzel's detachment is Rentzel, the Camp is Camp.
const (
	Roos    = "Roos"
	Rentzel = "Rc"
	Camp    = "Lg"
)

// LoadCounters reads counters.json and checks it whole.
func LoadCounters(data []byte) (*Counters, error) {
	data = jsonfile.TrimBOM(data)
	if err := jsonfile.CheckSyntax(data); err != nil {
		return nil, err
	}
	var c Counters
	if err := jsonfile.Decode(data, &c, ""); err != nil {
		return nil, err
	}
	if c.Format != 1 {
		return nil, jsonfile.Errorf("format", "counters format %d is not supported (this program reads format 1)", c.Format)
	}
	divs := map[string]bool{}
	for i, d := range c.Divisions {
		p := jsonfile.Index("divisions", i)
		if d.ID == "" || divs[d.ID] {
			return nil, jsonfile.Errorf(jsonfile.Join(p, "id"), "missing or repeated division id %q", d.ID)
		}
		if d.Side == NoSide {
			return nil, jsonfile.Errorf(jsonfile.Join(p, "side"), "division %s has no side", d.ID)
		}
		divs[d.ID] = true
	}
	ids := map[string]bool{}
	for i, u := range c.Units {
		p := jsonfile.Index("units", i)
		switch {
		case u.ID == "" || ids[u.ID]:
			return nil, jsonfile.Errorf(jsonfile.Join(p, "id"), "missing or repeated unit id %q", u.ID)
		case u.Side == NoSide:
			return nil, jsonfile.Errorf(jsonfile.Join(p, "side"), "%s has no side", u.ID)
		case u.Steps != 1 && u.Steps != 2:
			return nil, jsonfile.Errorf(jsonfile.Join(p, "steps"), "%s has %d steps (1 or 2)", u.ID, u.Steps)
		case (u.Steps == 2) != (u.Back != nil):
			return nil, jsonfile.Errorf(jsonfile.Join(p, "back"), "%s: a two-step counter has a back and a one-step counter none", u.ID)
		case u.Type != Cossack && !divs[u.Division]:
			return nil, jsonfile.Errorf(jsonfile.Join(p, "division"), "%s: no division %q", u.ID, u.Division)
		case u.Type == Cossack && u.Division != "":
			return nil, jsonfile.Errorf(jsonfile.Join(p, "division"), "%s: Skoropadsky's Cossacks are not a division (G2)", u.ID)
		}
		if u.Back != nil && (u.Back.Melee > u.Front.Melee || u.Back.Stars > u.Front.Stars || u.Back.MA > u.Front.MA ||
			worseFire(u.Back.Fire, u.Front.Fire)) {
			return nil, jsonfile.Errorf(jsonfile.Join(p, "back"), "%s: the reduced side is better than the full side (DATA.md e.3)", u.ID)
		}
		ids[u.ID] = true
	}
	lids := map[string]bool{}
	for i, l := range c.Leaders {
		if l.ID == "" || lids[l.ID] || ids[l.ID] || l.Side == NoSide {
			return nil, jsonfile.Errorf(jsonfile.Join(jsonfile.Index("leaders", i), "id"), "missing or repeated leader id %q, or no side", l.ID)
		}
		lids[l.ID] = true
	}
	return &c, nil
}

// worseFire: a reduced Fire value back is better than front (a lower
// number hits more often; 0 cannot fire at all).
func worseFire(back, front int) bool {
	if back == 0 {
		return false
	}
	return front == 0 || back < front
}
