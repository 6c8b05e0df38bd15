package redrussia

import (
	"fmt"
	"os"
	"slices"

	"tachanka/game/enum"
	"tachanka/game/jsonfile"
	"tachanka/game/play"
)

// CardsFormat is the version of cards.json this package reads.
const CardsFormat = 1

// DeckSize is the number of event cards (2.3).
const DeckSize = 54

// Phase is a phase of the turn (4.0).
type Phase uint8

const (
	NoPhase Phase = iota
	CardPhase
	PurchasePhase
	PoliticalPhase
	InitiativePhase
	ActionPhase
	VictoryPhase
	AttritionPhase
	MaintenancePhase
	CollectionPhase // money and manpower (4.9)
)

var phaseNames = []string{"", "card", "purchase", "political", "initiative", "action", "victory", "attrition", "maintenance", "money_manpower"}

func (p Phase) String() string               { return enum.Name(p, phaseNames) }
func (p Phase) MarshalText() ([]byte, error) { return []byte(p.String()), nil }
func (p *Phase) UnmarshalText(b []byte) error {
	v, err := enum.Parse[Phase](b, phaseNames, "phase")
	*p = v
	return err
}

// Window is a card window of the action phase (14.2(b)).
type Window uint8

const (
	NoWindow Window = iota
	W1              // phase start
	W2              // after a move
	W3              // movement end
	W4              // battle start
	W5              // between rounds
	W6              // battle end
	W7              // siege step
	W8              // siege round
	W9              // phase end
)

var windowNames = []string{"", "w1", "w2", "w3", "w4", "w5", "w6", "w7", "w8", "w9"}

func (w Window) String() string               { return enum.Name(w, windowNames) }
func (w Window) MarshalText() ([]byte, error) { return []byte(w.String()), nil }
func (w *Window) UnmarshalText(b []byte) error {
	v, err := enum.Parse[Window](b, windowNames, "window")
	*w = v
	return err
}

// PlayTime is one moment a card may be played: a phase and, for the action
// phase, its windows; Own when only in the playing faction's own action
// phase (m.1).
type PlayTime struct {
	Phase   Phase    `json:"phase"`
	Windows []Window `json:"windows,omitempty"`
	Own     bool     `json:"own,omitempty"`
}

// Card is an event card (2.3, m.1).
type Card struct {
	ID    int       `json:"id"` // 1-54, DATA.md m.3's number
	Title play.Text `json:"title"`
	// Rulebook marks the cards whose facts the rulebook fixes (m.2, † in m.3).
	Rulebook bool `json:"rulebook,omitempty"`
	// PlayableBy are the majors that may play it; "poland" is a Polish
	// major (13.54). "Any" is all five, "any White" the Whites and Poland.
	PlayableBy []Faction `json:"playable_by"`
	// Affects are the factions its effect falls on where they differ from
	// the player (2.3).
	Affects   []Faction  `json:"affects,omitempty"`
	When      []PlayTime `json:"when"`
	Years     []int      `json:"years"`
	FromTurn  int        `json:"from_turn,omitempty"` // "1918 (turn 3 on)"
	Immediate bool       `json:"play_immediately,omitempty"`
	Remove    bool       `json:"remove_after_play,omitempty"`
	// Requires are the conditions under which it is playable (14.2).
	Requires []Condition `json:"requires,omitempty"`
	Effects  []Effect    `json:"effects"`
	Text     string      `json:"text"`
}

// Cards is cards.json.
type Cards struct {
	Format int    `json:"format"`
	Notes  string `json:"notes"`
	Cards  []Card `json:"cards"`
}

// LoadCards reads and checks cards.json.
func LoadCards(path string) (*Cards, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	c, err := ParseCards(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return c, nil
}

// ParseCards decodes the deck strictly and checks every card: numbered
// 1-54 in order, with its titles, who plays it, when, in which years, its
// conditions and its effects, each effect with the parameters its kind
// takes (m.1, m.4).
func ParseCards(data []byte) (*Cards, error) {
	var c Cards
	if err := decodeStrict(data, &c); err != nil {
		return nil, err
	}
	if c.Format != CardsFormat {
		return nil, fmt.Errorf("cards format %d is not supported (this program reads format %d)", c.Format, CardsFormat)
	}
	if len(c.Cards) != DeckSize {
		return nil, jsonfile.Errorf("cards", "%d cards; the deck has %d (2.3)", len(c.Cards), DeckSize)
	}
	titles := map[string]int{}
	for i := range c.Cards {
		card := &c.Cards[i]
		p := jsonfile.Index("cards", i)
		if card.ID != i+1 {
			return nil, jsonfile.Errorf(p+".id", "card %d where card %d belongs: ids run 1-%d in order, each once", card.ID, i+1, DeckSize)
		}
		if prev, dup := titles[card.Title.EN]; dup {
			return nil, jsonfile.Errorf(p+".title.en", "%q is also card %d", card.Title.EN, prev)
		}
		titles[card.Title.EN] = card.ID
		if err := card.check(p); err != nil {
			return nil, err
		}
	}
	return &c, nil
}

// Card is the card of an id (1-54), or nil.
func (c *Cards) Card(id int) *Card {
	if id < 1 || id > len(c.Cards) {
		return nil
	}
	return &c.Cards[id-1]
}

// ByTitle is the card of an English title, or nil.
func (c *Cards) ByTitle(title string) *Card {
	for i := range c.Cards {
		if c.Cards[i].Title.EN == title {
			return &c.Cards[i]
		}
	}
	return nil
}

// cardPlayers are the factions that can hold and play cards: the majors
// and a Polish major.
var cardPlayers = []Faction{Red, Siberian, South, NorthAsian, Poland}

// PlayableIn reports whether the card's years allow it on turn n of a
// calendar (14.74).
func (card *Card) PlayableIn(cal *Calendar, turn int) bool {
	return turn >= card.FromTurn && slices.Contains(card.Years, cal.YearOf(turn))
}

// Has reports whether one of the card's effects is of kind k.
func (card *Card) Has(k EffectKind) bool {
	for _, e := range card.Effects {
		if e.Kind == k {
			return true
		}
	}
	return false
}

// PlayableByRed reports whether Red may play it.
func (card *Card) PlayableByRed() bool { return slices.Contains(card.PlayableBy, Red) }

// PlayedIn reports whether the card may be played in window w of an action
// phase.
func (card *Card) PlayedIn(w Window) bool {
	for _, t := range card.When {
		if t.Phase == ActionPhase && slices.Contains(t.Windows, w) {
			return true
		}
	}
	return false
}

func (card *Card) check(p string) error {
	if card.Title.EN == "" || card.Title.RU == "" || card.Text == "" {
		return jsonfile.Errorf(p, "card %d: needs an English and a Russian title and its text (2.3)", card.ID)
	}
	if len(card.PlayableBy) == 0 {
		return jsonfile.Errorf(p+".playable_by", "card %d: names who may play it (14.73)", card.ID)
	}
	for j, f := range card.PlayableBy {
		if !slices.Contains(cardPlayers, f) || slices.Index(card.PlayableBy, f) != j {
			return jsonfile.Errorf(jsonfile.Index(p+".playable_by", j), "%q: a major or a Polish major, each once", f)
		}
	}
	for j, f := range card.Affects {
		if f == NoFaction || f == Central || slices.Index(card.Affects, f) != j {
			return jsonfile.Errorf(jsonfile.Index(p+".affects", j), "%q: a faction, each once", f)
		}
	}
	if err := card.checkWhen(p); err != nil {
		return err
	}
	if len(card.Years) == 0 {
		return jsonfile.Errorf(p+".years", "card %d: names its years (14.74)", card.ID)
	}
	for j, y := range card.Years {
		if y < 1918 || y > 1921 || j > 0 && y <= card.Years[j-1] {
			return jsonfile.Errorf(jsonfile.Index(p+".years", j), "%d: years of the game, 1918-1921, rising", y)
		}
	}
	if card.FromTurn < 0 || card.FromTurn > Turns || card.FromTurn > 0 && fixedTurns[card.FromTurn-1].y != card.Years[0] {
		return jsonfile.Errorf(p+".from_turn", "%d is not a turn of the card's first year", card.FromTurn)
	}
	if card.Immediate && (len(card.When) != 1 || card.When[0].Phase != PoliticalPhase) {
		return jsonfile.Errorf(p+".play_immediately", "card %d: a play-immediately card names the political phase (m.4)", card.ID)
	}
	for j := range card.Requires {
		if err := card.Requires[j].check(jsonfile.Index(p+".requires", j)); err != nil {
			return err
		}
	}
	if len(card.Effects) == 0 {
		return jsonfile.Errorf(p+".effects", "card %d: has at least one effect", card.ID)
	}
	for j := range card.Effects {
		e := &card.Effects[j]
		ep := jsonfile.Index(p+".effects", j)
		if err := e.check(ep); err != nil {
			return err
		}
		if e.Window != NoWindow && !card.PlayedIn(e.Window) {
			return jsonfile.Errorf(ep+".window", "card %d is never played in %s", card.ID, e.Window)
		}
	}
	return nil
}

func (card *Card) checkWhen(p string) error {
	if len(card.When) == 0 {
		return jsonfile.Errorf(p+".when", "card %d: names its phase (2.3)", card.ID)
	}
	for j, t := range card.When {
		tp := jsonfile.Index(p+".when", j)
		if t.Phase == NoPhase {
			return jsonfile.Errorf(tp+".phase", "missing")
		}
		if (t.Phase == ActionPhase) != (len(t.Windows) > 0) {
			return jsonfile.Errorf(tp+".windows", "an action-phase card names its windows (W1-W9), and only it (14.2)")
		}
		if t.Own && t.Phase != ActionPhase {
			return jsonfile.Errorf(tp+".own", "\"own\" concerns action phases only")
		}
		for k, w := range t.Windows {
			if w == NoWindow || slices.Index(t.Windows, w) != k {
				return jsonfile.Errorf(jsonfile.Index(tp+".windows", k), "%q: a window, each once", w)
			}
		}
	}
	return nil
}
