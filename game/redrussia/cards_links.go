package redrussia

import (
	"fmt"
	"os"
	"path/filepath"
)

// Components are the game's pieces and charts apart from the map: the
// counter mix, the leaders, the tables and the deck, each checked alone by
// its loader and together by CheckLinks. (The area map is loaded by its
// own files, map*.go.)
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
