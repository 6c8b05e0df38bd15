package redrussia

import (
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
)

// Components are the game's pieces and charts apart from the map: the
// counter mix, the leaders, the tables and the deck, each checked alone by
// its loader and together by CheckLinks. (The area map is loaded by its
// own files, map*.go.)
//
// Decisions, where DATA.md leaves a point open or says two things (each is
// also in scenarios/redrussia/NOTES.md):
//
//   - The Polish major is Poland with another status, not a fifth faction
//     value; in a card's playable_by, "poland" means the Polish major.
//   - The Allied White Sea fleet is a variable piece (20.5, 3.0 step 11:
//     the cup's eight draws need it), although d.3 lists it among the
//     fixed fleets.
//   - "1918 (turn 3 on)" is years 1918-... with from_turn 3.
//   - Tables are written with their true ends: the ORI table -2 to 9, the
//     foreign table -5 to 20, the minor table 0 to 10 (the natural 1 aside),
//     the infighting table -2 to 8; a modifier change that leaves a roll
//     unanswered fails to load.
//   - The ORI counts +1 per level on the foreign and minor tables and -1
//     per level on the infighting table; cards add at most +1 to infighting.
//   - A card whose whole effect needs a condition (Northern Government's
//     Archangel, North-Western Army's areas) has it as a playability
//     condition: otherwise it would be played for nothing (14.73).
//   - Red Verdun (W4, W8) and Typhus (W1-W9) may be played in any faction's
//     action phase; Coup de Main, Requisitions and the rail cards only in
//     the player's own (m.3's "own").
//   - Lenin's rating is stored as 2, his printed rating (used for capture,
//     10.5); his combat restriction is his special rule (10.81).
//   - Counter lines are grouped (Count identical counters); Pieces numbers
//     them. Areas (by code, "PETR"), boxes, sea zones and territories are
//     the map's ids as strings; the loaders check their form, the map
//     their existence once both are loaded.
//   - Colours are the b.1 suggestion in hexadecimal; minors, the Allies and
//     the Central Powers also carry a pattern name.
type Components struct {
	Counters *Counters
	Leaders  *Leaders
	Tables   *Tables
	Cards    *Cards
}

// The data files, in scenarios/redrussia.
const (
	CountersFile = "counters.json"
	LeadersFile  = "leaders.json"
	TablesFile   = "tables.json"
	CardsFile    = "cards.json"
)

// ParseComponents reads the four files through read (a directory, an
// embedded file system), checks each and then the links between them.
// Errors name the file.
func ParseComponents(read func(name string) ([]byte, error)) (*Components, error) {
	var c Components
	steps := []struct {
		name  string
		parse func([]byte) error
	}{
		{CountersFile, func(b []byte) (err error) { c.Counters, err = ParseCounters(b); return }},
		{LeadersFile, func(b []byte) (err error) { c.Leaders, err = ParseLeaders(b); return }},
		{TablesFile, func(b []byte) (err error) { c.Tables, err = ParseTables(b); return }},
		{CardsFile, func(b []byte) (err error) { c.Cards, err = ParseCards(b); return }},
	}
	for _, s := range steps {
		data, err := read(s.name)
		if err != nil {
			return nil, err
		}
		if err := s.parse(data); err != nil {
			return nil, fmt.Errorf("%s: %w", s.name, err)
		}
	}
	if err := c.CheckLinks(); err != nil {
		return nil, err
	}
	return &c, nil
}

// LoadComponents reads the four files from a directory.
func LoadComponents(dir string) (*Components, error) {
	return ParseComponents(func(name string) ([]byte, error) { return os.ReadFile(filepath.Join(dir, name)) })
}

// CheckLinks checks what one file says of another: the card that releases
// each set-aside counter releases it; every leader a card, a table or
// another leader names exists; the cards' infighting modifiers fit the
// infighting table; "Allied Withdrawal" gives the foreign table's penalty.
func (c *Components) CheckLinks() error {
	if err := c.checkSetAsides(); err != nil {
		return err
	}
	if err := c.checkLeaderNames(); err != nil {
		return err
	}
	inf := &c.Tables.Infighting
	for _, card := range c.Cards.Cards {
		for j, e := range card.Effects {
			switch e.Kind {
			case Infighting:
				if e.Modifier < 0 || e.Modifier > inf.CardModifierMax {
					return fmt.Errorf("%s: card %d effect %d: infighting modifier %+d; the infighting table answers cards of 0 to %+d (tables.json)",
						CardsFile, card.ID, j, e.Modifier, inf.CardModifierMax)
				}
			case ForeignRollModifier:
				if e.Modifier != c.Tables.Foreign.AlliedWithdrawal {
					return fmt.Errorf("%s: card %d: foreign intervention modifier %+d; tables.json gives \"Allied Withdrawal\" %+d",
						CardsFile, card.ID, e.Modifier, c.Tables.Foreign.AlliedWithdrawal)
				}
			}
		}
	}
	return nil
}

// checkSetAsides: each set-aside group is released by a card that says so,
// and each release card has counters to release.
func (c *Components) checkSetAsides() error {
	released := map[SetAside]int{}
	for _, card := range c.Cards.Cards {
		for _, e := range card.Effects {
			if e.Kind == ReleaseSetAside {
				released[e.SetAside] = card.ID
			}
		}
	}
	has := map[SetAside]bool{}
	for _, u := range c.Counters.Units {
		if u.SetAside == NotSetAside {
			continue
		}
		has[u.SetAside] = true
		if released[u.SetAside] != u.ReleasedBy {
			return fmt.Errorf("%s: %s is released by card %d, but card %d releases the %s counters (%s)",
				CountersFile, u.ID, u.ReleasedBy, released[u.SetAside], u.SetAside, CardsFile)
		}
	}
	for s, id := range released {
		if !has[s] {
			return fmt.Errorf("%s: card %d releases %s counters, and %s has none", CardsFile, id, s, CountersFile)
		}
	}
	return nil
}

// checkLeaderNames: the leaders the cards and the infighting table name
// exist, and a leader brought in by a card is brought in by it.
func (c *Components) checkLeaderNames() error {
	for _, card := range c.Cards.Cards {
		for _, e := range card.Effects {
			if e.Leader != "" && c.Leaders.Leader(e.Leader) == nil {
				return fmt.Errorf("%s: card %d names leader %q, who is not in %s", CardsFile, card.ID, e.Leader, LeadersFile)
			}
		}
		for _, r := range card.Requires {
			if r.Leader != "" && c.Leaders.Leader(r.Leader) == nil {
				return fmt.Errorf("%s: card %d names leader %q, who is not in %s", CardsFile, card.ID, r.Leader, LeadersFile)
			}
		}
	}
	for _, id := range c.Tables.Infighting.Spared {
		if c.Leaders.Leader(id) == nil {
			return fmt.Errorf("%s: infighting spares leader %q, who is not in %s", TablesFile, id, LeadersFile)
		}
	}
	for _, l := range c.Leaders.Leaders {
		if l.Card == 0 {
			continue
		}
		card := c.Cards.Card(l.Card)
		if card == nil || !card.brings(&l) {
			return fmt.Errorf("%s: %s arrives by card %d, which does not bring him (%s)", LeadersFile, l.ID, l.Card, CardsFile)
		}
	}
	return nil
}

// brings reports whether the card puts a named leader into play.
func (card *Card) brings(l *Leader) bool {
	for _, e := range card.Effects {
		if e.Kind == TakeNamedLeader && e.Leader == l.ID || e.Kind == WrangelTakesCommand && l.Special == SpecialWrangel {
			return true
		}
	}
	return false
}

// AreaCodes lists, sorted and once each, every area code the four files
// name (set-up places, gateways, Add places, card effects and conditions),
// so that a check against the map is one loop.
func (c *Components) AreaCodes() []string {
	seen := map[string]bool{}
	add := func(codes ...string) {
		for _, a := range codes {
			if a != "" {
				seen[a] = true
			}
		}
	}
	for _, p := range c.Counters.Setup {
		add(p.Area)
	}
	for _, g := range c.Tables.Foreign.Gateways {
		add(g.Areas...)
	}
	for _, a := range c.Tables.Foreign.AddPlacement {
		for _, pl := range a.Places {
			add(pl.Area)
		}
	}
	for _, card := range c.Cards.Cards {
		for _, e := range card.Effects {
			add(e.Areas...)
		}
		for _, r := range card.Requires {
			add(r.Areas...)
		}
	}
	return slices.Sorted(maps.Keys(seen))
}
