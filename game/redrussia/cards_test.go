package redrussia

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"
	"unicode"
)

// TestO1_FiftyFourCards: the deck has 54 cards, numbered 1-54, each title
// once (2.3, m.4).
func TestO1_FiftyFourCards(t *testing.T) {
	c := loadTestComponents(t).Cards
	if len(c.Cards) != DeckSize || DeckSize != 54 {
		t.Fatalf("%d cards, want 54", len(c.Cards))
	}
	seen := map[string]bool{}
	for i, card := range c.Cards {
		if card.ID != i+1 || seen[card.Title.EN] {
			t.Errorf("card %d (%q) at place %d", card.ID, card.Title.EN, i+1)
		}
		seen[card.Title.EN] = true
	}
}

// TestM2_EveryRulebookCardPresent: every card the rulebook names, with the
// facts it fixes (m.2).
func TestM2_EveryRulebookCardPresent(t *testing.T) {
	d := loadTestComponents(t)
	c := d.Cards
	get := func(title string) *Card {
		card := c.ByTitle(title)
		if card == nil {
			t.Fatalf("%q is missing (m.2)", title)
		}
		return card
	}
	formed := get("Czech Legion Formed")
	if !formed.Has(ReleaseSetAside) || formed.Effects[0].SetAside != CzechOption || !reflect.DeepEqual(formed.Effects[1], Effect{Kind: GainMoney, Amount: 6}) ||
		formed.Requires[0].Kind != CzechOptionUsed {
		t.Errorf("Czech Legion Formed: the two Czech 4-2 INF and 6 money, only under 19.3 (3.0, 19.3)")
	}
	quits := get("Czech Legion Quits")
	if e := quits.Effects; len(e) != 3 || e[0].Kind != RemoveCzechInfantry || e[0].Count != 2 ||
		!reflect.DeepEqual(e[1], Effect{Kind: LoseMoney, Affects: Siberian, Amount: 6}) || !reflect.DeepEqual(e[2], Effect{Kind: LoseMoney, Affects: Red, Amount: 3}) {
		t.Errorf("Czech Legion Quits: two 4-2 INF and 6 money from the Siberian, 3 money from Red (19.3): %+v", e)
	}
	if !get("Kolchak Coup").Has(KolchakSupremeRuler) || get("Kolchak Coup").PlayableBy[0] != Siberian {
		t.Errorf("Kolchak Coup makes Kolchak Supreme Ruler (10.93)")
	}
	semenov := get("Semenov Corruption")
	if !semenov.Has(SemenovPlunder) || slices.Contains(semenov.PlayableBy, Siberian) || semenov.Effects[0].Affects != Siberian {
		t.Errorf("Semenov Corruption: played against the Siberian, a money-loss roll (10.93)")
	}
	if w := get("Wrangel Takes Over"); !w.Has(WrangelTakesCommand) || !slices.Equal(w.PlayableBy, []Faction{South}) {
		t.Errorf("Wrangel Takes Over: the South's, Wrangel replaces Denikin (10.92)")
	}
	if b := get("On to Berlin!"); !b.Has(MinorActiveWhenAttacked) || !b.Has(MustAttackMinor) || b.Requires[0].Kind != RedFacesPoland || !b.PlayableByRed() {
		t.Errorf("On to Berlin!: a Red invasion of Poland, Poland attacked afterwards fully active (13.52)")
	}
	gp := get("Greater Poland")
	if !gp.Has(GreaterPoland) || slices.Contains(gp.PlayableBy, Poland) || len(gp.PlayableBy) != 4 ||
		!slices.Equal(gp.Requires[0].Minors, []Faction{Poland, Ukraine}) || gp.Requires[1].Kind != NoPolishMajor {
		t.Errorf("Greater Poland: any major, neither Poland nor Ukraine conquered, unplayable with a Polish major (13.52, 13.54)")
	}
	cz := get("Curzon Intervenes")
	if !cz.Has(MinorNeutralKeepsAreas) || !slices.Equal(cz.PlayableBy, []Faction{Red}) || cz.Requires[0].Kind != MinorFullyActive || cz.Requires[1].Kind != NoPolishMajor {
		t.Errorf("Curzon Intervenes: Red's; a fully active Poland becomes neutral (13.53, 13.54)")
	}
	if !get("Coup de Main").Has(CoupDeMain) {
		t.Errorf("Coup de Main takes an area without a siege (9.0)")
	}
	raid := get("Cossack Raid")
	if e := raid.Effects[0]; e.Kind != CossackRaid || e.Count != d.Counters.Markers.CossackRaid || e.Routes != 2 {
		t.Errorf("Cossack Raid: the 3 raid markers, within two areas (15.3): %+v", e)
	}
	if tk := get("Tanks"); !tk.Has(ReleaseSetAside) || tk.Effects[0].SetAside != TanksCard || tk.Requires[0].Kind != FirstTanks {
		t.Errorf("Tanks: a faction adds its tanks after playing it (5.1, 15.4)")
	}
	if !get("Famine").Has(Famine) {
		t.Errorf("Famine designates famine areas (19.2)")
	}
	if r := get("Red Army Reforms"); !r.PlayableByRed() || !reflect.DeepEqual(r.Effects[0], Effect{Kind: ReleaseSetAside, SetAside: Withheld}) {
		t.Errorf("Red Army Reforms brings in Red's withheld units (20.4)")
	}
	// The families m.2 lists: infighting, new leaders, rail moves, partisans, the minors.
	for _, k := range []EffectKind{Infighting, TakeLeaders, RailMoves, PlacePartisans, ActivateMinor, MakhnoChangesSides, FreeAttack, FreeSiege} {
		if !slices.ContainsFunc(c.Cards, func(card Card) bool { return card.Has(k) }) {
			t.Errorf("no card has effect %s (m.2)", k)
		}
	}
	for _, m := range []Faction{Ukraine, Finland} {
		if !slices.ContainsFunc(c.Cards, func(card Card) bool {
			return slices.ContainsFunc(card.Effects, func(e Effect) bool { return e.Kind == ActivateMinor && e.Minor == m })
		}) {
			t.Errorf("no card brings %s into play (m.2)", m)
		}
	}
	rulebook := 0
	for _, card := range c.Cards {
		if card.Rulebook {
			rulebook++
		}
	}
	if rulebook != 13 {
		t.Errorf("%d cards marked from the rulebook, want the 13 of m.2", rulebook)
	}
}

// deckLine is a card as m.3's table writes it.
type deckLine struct {
	title, by, when, years string
	pi, rem                bool
}

// TestM3_TheDeck: every card's title, players, phase and windows, years,
// play-immediately and removal flags as m.3 gives them.
func TestM3_TheDeck(t *testing.T) {
	c := loadTestComponents(t).Cards
	want := []deckLine{
		{"Czech Legion Formed", "S", "pol", "1918", false, true},
		{"Czech Legion Quits", "any", "pol", "1919-1920", true, true},
		{"Kolchak Coup", "S", "pol", "1918-1919", false, true},
		{"Semenov Corruption", "any-but-S", "pol", "1918-1920", false, false},
		{"Wrangel Takes Over", "SO", "pol", "1919-1920", false, true},
		{"On to Berlin!", "R", "w1 own", "1920", false, true},
		{"Greater Poland", "any-but-P", "pol", "t3-1921", false, false},
		{"Curzon Intervenes", "R", "pol", "1920", false, true},
		{"Coup de Main", "any", "w7 w8 own", "all", false, false},
		{"Cossack Raid", "S SO", "w1 own", "1918-1920", false, false},
		{"Tanks", "any", "pur", "1919-1921", false, false},
		{"Famine", "white", "pol", "1919-1921", false, false},
		{"Red Army Reforms", "R", "pur", "1919-1920", false, true},
		{"Trotsky's Train", "R", "w1 own", "all", false, false},
		{"Red Terror", "R", "pol", "1918-1920", false, false},
		{"Universal Conscription", "R", "pur", "1918-1919", false, true},
		{"War Communism", "R", "pur", "1918-1920", false, false},
		{"Commissars", "R", "w4", "all", false, false},
		{"Red Cavalry Army", "R", "w1 own", "1919-1920", false, true},
		{"Red Commanders", "R", "pur", "all", false, false},
		{"Red Partisans", "R", "pol; w1 own", "all", false, false},
		{"Siberian Partisans", "R", "pol", "1919-1921", false, false},
		{"Red Verdun", "R", "w4 w8", "all", false, false},
		{"Assassination Attempt", "white", "pol", "1918", false, true},
		{"Left SR Revolt", "any", "pol", "1918", true, true},
		{"Politburo Infighting", "any", "pol", "1919-1921", true, false},
		{"Kronstadt Mutiny", "any", "pol", "1921", true, true},
		{"Tambov Rebellion", "any", "pol", "1920-1921", true, true},
		{"Allied Supplies", "white", "pur", "1918-1920", false, false},
		{"Captured Rolling Stock", "white", "w1 own", "all", false, false},
		{"Green Armies", "white", "pol", "1919-1921", false, false},
		{"White Commanders", "white", "pur", "all", false, false},
		{"Ukrainian Alliance", "white", "pol", "t3-1920", false, false},
		{"Finland Intervenes", "white", "pol", "1919-1920", false, false},
		{"Baltic Independence", "white", "pol", "t3-1920", false, false},
		{"Miracle on the Vistula", "white", "w4", "1920", false, true},
		{"Trans-Siberian Railway", "S", "w1 own", "all", false, false},
		{"Izhevsk Rising", "S", "pol", "1918", false, true},
		{"Siberian Atamans", "any", "pol", "1919-1920", true, false},
		{"Moscow Directive", "SO", "pol", "1919", false, true},
		{"Volunteer Veterans", "SO", "w4", "1918-1919", false, false},
		{"Kuban Separatists", "any", "pol", "1919-1920", true, false},
		{"North-Western Army", "N", "pol", "1919", false, true},
		{"Northern Government", "N", "pur", "1918-1919", false, false},
		{"Basmachi Revolt", "N", "pol", "1919-1921", false, false},
		{"Mutiny in the North", "any", "pol", "1919", true, true},
		{"Allied Withdrawal", "any", "pol", "1919-1921", true, false},
		{"French Fleet Mutiny", "any", "pol", "1919", true, true},
		{"Typhus", "any", "w1 w2 w3 w4 w5 w6 w7 w8 w9", "1919-1920", false, false},
		{"Mass Desertion", "any", "w4", "all", false, false},
		{"Armoured Trains", "any", "w4", "all", false, false},
		{"Requisitions", "any", "w3 w7 own", "all", false, false},
		{"Makhno Changes Sides", "any", "pol; w1 own", "1919-1921", false, false},
		{"Rising Star", "any", "pur", "all", false, false},
	}
	for i, w := range want {
		card := c.Card(i + 1)
		got := deckLine{card.Title.EN, byCode(card.PlayableBy), whenCode(card.When), yearsCode(card), card.Immediate, card.Remove}
		if got != w {
			t.Errorf("card %d:\n got %+v\nwant %+v (m.3)", i+1, got, w)
		}
	}
}

func byCode(fs []Faction) string {
	switch {
	case slices.Equal(fs, []Faction{Red, Siberian, South, NorthAsian, Poland}):
		return "any"
	case slices.Equal(fs, []Faction{Red, Siberian, South, NorthAsian}):
		return "any-but-P"
	case slices.Equal(fs, []Faction{Red, South, NorthAsian, Poland}):
		return "any-but-S"
	case slices.Equal(fs, []Faction{Siberian, South, NorthAsian, Poland}):
		return "white"
	}
	code := map[Faction]string{Red: "R", Siberian: "S", South: "SO", NorthAsian: "N", Poland: "P"}
	var s []string
	for _, f := range fs {
		s = append(s, code[f])
	}
	return strings.Join(s, " ")
}

func whenCode(ts []PlayTime) string {
	var parts []string
	for _, t := range ts {
		switch t.Phase {
		case PoliticalPhase:
			parts = append(parts, "pol")
		case PurchasePhase:
			parts = append(parts, "pur")
		case ActionPhase:
			var ws []string
			for _, w := range t.Windows {
				ws = append(ws, w.String())
			}
			if t.Own {
				ws = append(ws, "own")
			}
			parts = append(parts, strings.Join(ws, " "))
		default:
			parts = append(parts, t.Phase.String())
		}
	}
	return strings.Join(parts, "; ")
}

func yearsCode(c *Card) string {
	y := c.Years
	for i := 1; i < len(y); i++ {
		if y[i] != y[i-1]+1 {
			return fmt.Sprint(y)
		}
	}
	s := fmt.Sprint(y[0])
	if len(y) > 1 {
		s += fmt.Sprintf("-%d", y[len(y)-1])
	}
	switch {
	case c.FromTurn == 3 && y[0] == 1918:
		s = "t3" + s[4:]
	case c.FromTurn != 0:
		s = fmt.Sprintf("t%d:%s", c.FromTurn, s)
	case len(y) == 4:
		s = "all"
	}
	return s
}

// TestM4_Balance: 13 cards only Red may play, 21 only White factions, 9
// any faction, Semenov Corruption any but the Siberian, 10
// play-immediately cards; 19 removed after play (m.4).
func TestM4_Balance(t *testing.T) {
	c := loadTestComponents(t).Cards
	var red, white, any, pi, removed, other int
	for _, card := range c.Cards {
		switch {
		case card.Immediate:
			pi++
		case slices.Equal(card.PlayableBy, []Faction{Red}):
			red++
		case !card.PlayableByRed():
			white++
		case slices.Contains(card.PlayableBy, Siberian):
			any++
		default:
			other++
		}
		if card.Remove {
			removed++
		}
	}
	if red != 13 || white != 21 || any != 9 || other != 1 || pi != 10 || removed != 19 {
		t.Errorf("Red %d, White %d, any %d, other %d, play-immediately %d, removed %d; want 13, 21, 9, 1, 10, 19 (m.4)",
			red, white, any, other, pi, removed)
	}
}

// TestM4_PlayImmediatelyCardsHurt: every play-immediately card names the
// political phase, can be held by anyone, and hurts someone: Red (4), a
// White faction (3, one also the Allies), the Allies (2), the Siberian and
// Red together (Czech Legion Quits) (m.4, 14.71).
func TestM4_PlayImmediatelyCardsHurt(t *testing.T) {
	c := loadTestComponents(t).Cards
	hurt := map[string]int{}
	for _, card := range c.Cards {
		if !card.Immediate {
			continue
		}
		if len(card.When) != 1 || card.When[0].Phase != PoliticalPhase || len(card.PlayableBy) != 5 || len(card.Affects) == 0 {
			t.Errorf("%s: a play-immediately card is political, held by anyone, and names whom it affects", card.Title.EN)
		}
		var names []string
		for _, f := range card.Affects {
			names = append(names, f.String())
		}
		hurt[strings.Join(names, "+")]++
	}
	want := map[string]int{"red": 4, "siberian": 1, "south": 1, "northasian+allies": 1, "allies": 2, "siberian+red": 1}
	if len(hurt) != len(want) {
		t.Errorf("play-immediately cards hurt %v, want %v", hurt, want)
	}
	for k, n := range want {
		if hurt[k] != n {
			t.Errorf("%s: %d play-immediately cards, want %d (m.4)", k, hurt[k], n)
		}
	}
}

// TestM4_LeaderRailAndPartisanCards: the families of m.4: leader cards
// (Red Commanders 2, White Commanders 1, Rising Star 1, North-Western Army
// Yudenich); rail cards (Red +2 twice, White +2, Siberian +3); partisan
// cards and how many each places.
func TestM4_LeaderRailAndPartisanCards(t *testing.T) {
	c := loadTestComponents(t).Cards
	sum := func(k EffectKind, amount func(Effect) int) map[string]int {
		out := map[string]int{}
		for _, card := range c.Cards {
			for _, e := range card.Effects {
				if e.Kind == k {
					out[card.Title.EN] += amount(e)
				}
			}
		}
		return out
	}
	count := func(e Effect) int { return e.Count }
	eq := func(what string, got, want map[string]int) {
		if len(got) != len(want) {
			t.Errorf("%s cards: %v, want %v (m.4)", what, got, want)
			return
		}
		for k, v := range want {
			if got[k] != v {
				t.Errorf("%s cards: %v, want %v (m.4)", what, got, want)
				return
			}
		}
	}
	eq("leader", sum(TakeLeaders, count), map[string]int{"Red Commanders": 2, "White Commanders": 1, "Rising Star": 1})
	if nwa := c.ByTitle("North-Western Army"); !nwa.Has(TakeNamedLeader) || nwa.Effects[1].Leader != "yudenich" {
		t.Errorf("North-Western Army brings Yudenich (m.4)")
	}
	eq("rail", sum(RailMoves, func(e Effect) int { return e.Amount }),
		map[string]int{"Trotsky's Train": 2, "On to Berlin!": 2, "Captured Rolling Stock": 2, "Trans-Siberian Railway": 3})
	eq("partisan", sum(PlacePartisans, count), map[string]int{"Red Partisans": 1, "Siberian Partisans": 2, "Green Armies": 1,
		"Basmachi Revolt": 1, "Izhevsk Rising": 1, "Tambov Rebellion": 2})
	if ts := c.ByTitle("Trans-Siberian Railway").Effects[0]; ts.Territory != "siberia" {
		t.Errorf("Trans-Siberian Railway: moves that stay in Siberia")
	}
}

// TestM4_NoCardBreaksDiplomacy: no effect moves money or units from one
// major to another or sets White against White (18.0-18.2, m.4): money and
// manpower are gained only by the player and lost only by the affected.
func TestM4_NoCardBreaksDiplomacy(t *testing.T) {
	c := loadTestComponents(t).Cards
	for _, card := range c.Cards {
		gains, losses := map[Faction]bool{}, map[Faction]bool{}
		for _, e := range card.Effects {
			switch e.Kind {
			case GainMoney, GainManpower:
				gains[e.Affects] = true
			case LoseMoney, LoseManpower, SemenovPlunder:
				losses[e.Affects] = true
			}
		}
		if len(gains) > 0 && len(losses) > 0 {
			t.Errorf("%s: a card that both gives and takes resources looks like a transfer (18.2)", card.Title.EN)
		}
		if gains[NoFaction] && len(gains) > 1 {
			t.Errorf("%s: gains go to the player only", card.Title.EN)
		}
		for _, e := range card.Effects {
			if (e.Kind == LoseMoney || e.Kind == LoseManpower) && e.Affects == NoFaction {
				t.Errorf("%s: a loss names whom it falls on", card.Title.EN)
			}
		}
	}
}

// TestM_EveryEffectKindIsUsed: the kinds are the effects the cards need:
// none unused, each with a parameter list.
func TestM_EveryEffectKindIsUsed(t *testing.T) {
	c := loadTestComponents(t).Cards
	used := map[EffectKind]int{}
	for _, card := range c.Cards {
		for _, e := range card.Effects {
			used[e.Kind]++
		}
	}
	for _, k := range EffectKinds() {
		if used[k] == 0 {
			t.Errorf("effect kind %s is used by no card", k)
		}
		if _, ok := effectParams[k]; !ok {
			t.Errorf("effect kind %s has no parameter list", k)
		}
	}
	if len(EffectKinds()) < 30 {
		t.Errorf("%d effect kinds: too few to match the cards' wording", len(EffectKinds()))
	}
}

// TestM_TitlesAndTexts: every card has a Russian title in Cyrillic and an
// English text; years agree with the calendar (Greater Poland is not
// playable on turn 2 of 1918, but is on turn 3).
func TestM_TitlesAndTexts(t *testing.T) {
	d := loadTestComponents(t)
	for _, card := range d.Cards.Cards {
		if !strings.ContainsFunc(card.Title.RU, func(r rune) bool { return unicode.Is(unicode.Cyrillic, r) }) {
			t.Errorf("card %d: Russian title %q", card.ID, card.Title.RU)
		}
		if len(card.Text) < 20 {
			t.Errorf("card %d: text %q", card.ID, card.Text)
		}
	}
	gp := d.Cards.ByTitle("Greater Poland")
	if gp.PlayableIn(&d.Tables.Calendar, 2) || !gp.PlayableIn(&d.Tables.Calendar, 3) || !gp.PlayableIn(&d.Tables.Calendar, 12) {
		t.Errorf("Greater Poland: from turn 3 of 1918 to 1921")
	}
	kr := d.Cards.ByTitle("Kronstadt Mutiny")
	if kr.PlayableIn(&d.Tables.Calendar, 11) || !kr.PlayableIn(&d.Tables.Calendar, 12) {
		t.Errorf("Kronstadt Mutiny: 1921 only, that is turn 12")
	}
}

// TestC4_AreaCodesTheDataNames: the places the data names, by the map's
// codes: the gateways and Add places of h, Red's fleet in Petrograd, and
// the areas the cards name.
func TestC4_AreaCodesTheDataNames(t *testing.T) {
	got := loadTestComponents(t).AreaCodes()
	want := []string{"ARCH", "KAZA", "KEM", "MOSC", "MURM", "NOVG", "NROS", "ODES", "ONEG", "PENZ", "PERM", "PETR",
		"POZN", "PSKO", "REVA", "RYAZ", "SARA", "SEVA", "TAMB", "TSAR", "VLAD", "VORO", "VYAT"}
	if !slices.Equal(got, want) {
		t.Errorf("area codes %v, want %v", got, want)
	}
}

// TestM_EnumWordsMatchTheConstants: each enumeration's word list is as long
// as its constants, so a kind and its word never drift apart.
func TestM_EnumWordsMatchTheConstants(t *testing.T) {
	if len(EffectKinds()) != int(FreeSiege) || FreeSiege.String() != "free_siege" || GainMoney.String() != "gain_money" {
		t.Errorf("effect kinds: %d words for %d constants", len(EffectKinds()), FreeSiege)
	}
	if StackOfUnits.String() != "stack_of_units" || len(conditionNames) != int(StackOfUnits)+1 {
		t.Errorf("conditions: %d words for %d constants", len(conditionNames), StackOfUnits+1)
	}
	if W9.String() != "w9" || CollectionPhase.String() != "money_manpower" || Central.String() != "central" ||
		PARTISAN.String() != "partisan" || SpecialPilsudski.String() != "pilsudski" || NextORIRoll.String() != "next_ori_roll" {
		t.Errorf("an enumeration's words do not match its constants")
	}
}
