package poltava

import (
	"strings"
	"testing"
)

// printedT1 is T1 as RULES.md prints it, in its own notation, so the
// table in crt.go is checked against an independent transcription.
var printedT1 = []string{
	"| 1 | A-3* | A-3* | A-2* | A-2* | A-1* | A-1* | A-1* | A-1* | SF* |",
	"| 2 | A-2* | A-2* | A-1* | A-1* | A-1* | A-1* | SF* | D-1 | D-1 |",
	"| 3 | A-2 | A-1 | A-1 | A-1 | SF | SF | D-1 | D-1 | D-1 |",
	"| 4 | A-1 | A-1 | A-1 | SF | SF | D-1 | D-1 | D-1 | D-2 |",
	"| 5 | A-1 | A-1 | SF | D-1 | D-1 | D-1 | D-1 | D-2 | D-2 |",
	"| 6 | SF | D-1 | D-1 | D-1 | D-1 | D-2 | D-2 | D-3 | D-3 |",
}

func printedCell(die, col int) string {
	cells := strings.Split(strings.Trim(printedT1[die-1], "| "), "|")
	return strings.ReplaceAll(strings.TrimSpace(cells[col+1]), "-", "")
}

// A differential in each column, left to right.
var columnDiffs = [9]int{-7, -5, -2, -1, 0, 1, 2, 4, 7}

// duel is a Swedish infantry unit of strength a attacking a Russian one
// of strength d in the open, both without stars.
func duel(t *testing.T, a, d int) *State {
	k := newKit(t).unit("sw", Sweden, Infantry, "1019", melee(a, 1, 0)).unit("ru", Russia, Infantry, "1020", melee(d, 1, 0))
	return k.build(Sweden, PhaseMelee)
}

func attack(units []string, hs ...string) Action {
	return Action{Type: ActAttack, Units: units, Hexes: hexes(hs...)}
}

func TestT1_EveryCellAsPrinted(t *testing.T) {
	for die := 1; die <= 6; die++ {
		for col := 0; col < 9; col++ {
			if got, want := meleeResult(col, die, 0).Code, printedCell(die, col); got != want {
				t.Errorf("T1 die %d column %s: %s, printed %s", die, meleeColumns[col], got, want)
			}
		}
	}
}

// Every cell through the engine: a differential in the column, the die
// loaded, the melee event gives the column and the result.
func TestT1_EveryCellThroughTheEngine(t *testing.T) {
	for col, diff := range columnDiffs {
		for die := 1; die <= 6; die++ {
			s := duel(t, 10+diff, 10)
			loadDice(t, s, die)
			ev := events(apply(t, s, attack([]string{"sw"}, "1020")), EvMelee)
			if len(ev) != 1 {
				t.Fatalf("diff %d die %d: %d melee events", diff, die, len(ev))
			}
			if ev[0].N != col || ev[0].Text != printedCell(die, col) || ev[0].Dice[0] != die {
				t.Errorf("diff %+d die %d: column %d result %s, want column %d result %s", diff, die, ev[0].N, ev[0].Text, col, printedCell(die, col))
			}
		}
	}
}

// Each boundary between two columns, on both sides, through Odds.
func TestT1_ColumnEdges(t *testing.T) {
	for _, e := range []struct{ lo, hi, col int }{
		{-7, -6, 0}, {-4, -3, 1}, {-2, -1, 2}, {-1, 0, 3}, {0, 1, 4}, {1, 2, 5}, {3, 4, 6}, {6, 7, 7},
	} {
		for k, diff := range []int{e.lo, e.hi} {
			s := duel(t, 10+diff, 10)
			o, err := s.Odds([]string{"sw"}, hexes("1020"))
			if err != nil {
				t.Fatal(err)
			}
			if o.Differential != diff || o.Column != e.col+k {
				t.Errorf("differential %+d: column %d (%s), want %d", diff, o.Column, o.ColumnName, e.col+k)
			}
		}
	}
	// Beyond the ends (8.6.7).
	if baseColumn(-20) != 0 || baseColumn(20) != 8 || shiftColumn(8, 3) != 8 || shiftColumn(0, -2) != 0 {
		t.Error("differentials and shifts beyond the ends are not clamped")
	}
}

// The rulebook's examples (8.6.6, 9.3; DATA.md h.1 checks).
func TestT1_RulebookExamples(t *testing.T) {
	k := newKit(t).unit("sw", Sweden, Infantry, "1019", melee(4, 3, 3)).unit("ru", Russia, Infantry, "1020", melee(3, 2, 0))
	o, err := k.build(Sweden, PhaseMelee).Odds([]string{"sw"}, hexes("1020"))
	if err != nil || o.Base != 5 || o.Column != 8 || o.ColumnName != ">=+7" {
		t.Errorf("4 against 3 with three shifts: base %d column %d (%s) %v; want base 5 (+1), column 8", o.Base, o.Column, o.ColumnName, err)
	}
	k = newKit(t).unit("sw", Sweden, Infantry, "1019", melee(3, 2, 2)).unit("ru", Russia, Infantry, "1020")
	o, err = k.build(Sweden, PhaseMelee).Odds([]string{"sw"}, hexes("1020"))
	if err != nil || o.Differential != -1 || o.Column != 5 || o.ColumnName != "+1" {
		t.Errorf("3 with two stars against 4: differential %d column %d (%s) %v; want -1, column 5 (+1)", o.Differential, o.Column, o.ColumnName, err)
	}
}

type side struct{ melee, stars int }

// The reference matchups of DATA.md h.4.
func TestT1_ReferenceMatchups(t *testing.T) {
	line, guards := side{3, 2}, side{4, 2}
	regt, rguards := side{4, 0}, side{5, 1}
	reiter, dragoon := side{4, 2}, side{3, 1}
	for _, m := range []struct {
		name     string
		swedes   bool // the Swedes attack
		cavalry  bool
		att      []side
		def      side
		terrain  string // "", "village", "retrenchment", "redoubt", "unfinished"
		column   string
		rolls    string
		sixthsD2 int
		sixthsSt int
	}{
		{"Swedish line bn vs Russian line regt", true, false, []side{line}, regt, "", "+1", "A1* A1* SF D1 D1 D2", 1, 2},
		{"2 Swedish line bns vs Russian line regt", true, false, []side{line, line}, regt, "", ">=+7", "SF* D1 D1 D2 D2 D3", 3, 1},
		{"Swedish Guards bn vs Russian line regt", true, false, []side{guards}, regt, "", "+2..+3", "A1* SF* D1 D1 D1 D2", 1, 2},
		{"Swedish line bn vs Russian Guards regt", true, false, []side{line}, rguards, "", "-1", "A2* A1* A1 SF D1 D1", 0, 2},
		{"Swedish line bn vs Russian line regt in a village", true, false, []side{line}, regt, "village", "0", "A1* A1* SF SF D1 D1", 0, 2},
		{"2 Swedish line bns vs Russian regt in a retrenchment hex", true, false, []side{line, line}, regt, "retrenchment", ">=+7", "SF* SF* D1 D1 D2 D2", 2, 2},
		{"Russian line regt vs Swedish line bn", false, false, []side{regt}, line, "", "-1", "A2* A1* A1 SF D1 D1", 0, 2},
		{"2 Russian line regts vs Swedish line bn", false, false, []side{regt, regt}, line, "", "+1", "A1* A1* SF D1 D1 D2", 1, 2},
		{"3 Russian line regts vs Swedish line bn", false, false, []side{regt, regt, regt}, line, "", "+2..+3", "A1* SF* D1 D1 D1 D2", 1, 2},
		{"2 Russian line regts vs reduced Swedish bn", false, false, []side{regt, regt}, side{2, 1}, "", "+2..+3", "A1* SF* D1 D1 D1 D2", 1, 2},
		{"Swedish line bn vs garrisoned redoubt", true, false, []side{line}, side{}, "redoubt", "-3..-2", "A2* A2* A1* A1 A1 SF", 0, 3},
		{"2 Swedish line bns vs garrisoned redoubt", true, false, []side{line, line}, side{}, "redoubt", "+2..+3", "A1* A1* SF* D1 D1 D1", 0, 3},
		{"3 Swedish line bns vs garrisoned redoubt", true, false, []side{line, line, line}, side{}, "redoubt", ">=+7", "SF* SF* D1 D1 D2 D2", 2, 2},
		{"Swedish line bn vs unfinished redoubt", true, false, []side{line}, side{}, "unfinished", "-1", "A2* A2* A1* A1 SF D1", 0, 3},
		{"2 Swedish line bns vs unfinished redoubt", true, false, []side{line, line}, side{}, "unfinished", ">=+7", "SF* SF* D1 D1 D2 D2", 2, 2},
		{"Swedish reiters vs Russian dragoons", true, true, []side{reiter}, dragoon, "", "+2..+3", "A1* SF* D1 D1 D1 D2", 1, 2},
		{"2 Swedish reiters vs Russian dragoons", true, true, []side{reiter, reiter}, dragoon, "", ">=+7", "SF* D1 D1 D2 D2 D3", 3, 1},
		{"Russian dragoons vs Swedish reiters", false, true, []side{dragoon}, reiter, "", "-3..-2", "A2* A1* A1 A1 SF D1", 0, 2},
		{"2 Russian dragoons vs Swedish reiters", false, true, []side{dragoon, dragoon}, reiter, "", "+2..+3", "A1* SF* D1 D1 D1 D2", 1, 2},
		{"3 Russian dragoons vs Swedish reiters", false, true, []side{dragoon, dragoon, dragoon}, reiter, "", ">=+7", "SF* D1 D1 D2 D2 D3", 3, 1},
	} {
		t.Run(m.name, func(t *testing.T) {
			att, def := Sweden, Russia
			if !m.swedes {
				att, def = Russia, Sweden
			}
			kind := Infantry
			if m.cavalry {
				kind = Cavalry
			}
			k := newKit(t)
			var ids []string
			for i, a := range m.att {
				id := string(rune('a' + i))
				k.unit(id, att, kind, []string{"1019", "0919", "1119"}[i], melee(a.melee, 1, a.stars))
				ids = append(ids, id)
			}
			switch m.terrain {
			case "redoubt", "unfinished":
				k.redoubt("1020", false, m.terrain == "unfinished").whole(8)
			default:
				k.unit("d", def, kind, "1020", melee(m.def.melee, 1, m.def.stars))
				if m.terrain == "village" {
					k.terrain(Village, "1020")
				}
				if m.terrain == "retrenchment" {
					k.terrain(Retrenchment, "1020")
				}
			}
			s := k.build(att, PhaseMelee)
			o, err := s.Odds(ids, hexes("1020"))
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			d2, star := 0, 0
			for _, r := range o.ByDie {
				got = append(got, r.Code)
				if r.Loser == Defender && r.N >= 2 {
					d2++
				}
				if r.Star {
					star++
				}
			}
			if o.ColumnName != m.column || strings.Join(got, " ") != m.rolls || d2 != m.sixthsD2 || star != m.sixthsSt {
				t.Errorf("column %s rolls %v P(D2+) %d/6 P(*) %d/6; want %s %s %d/6 %d/6 (%v)", o.ColumnName, got, d2, star, m.column, m.rolls, m.sixthsD2, m.sixthsSt, o.Reasons)
			}
			total := 0
			for _, c := range o.Chances {
				total += c.Sixths
			}
			if total != 6 {
				t.Errorf("chances add up to %d/6", total)
			}
		})
	}
}

func TestT2_VillageOneShiftAndCavalryDefendsWithOneWithoutStars(t *testing.T) {
	k := newKit(t).unit("sw", Sweden, Infantry, "1019").unit("dr", Russia, Cavalry, "1020", melee(3, 2, 1))
	k.terrain(Village, "1020")
	o, err := k.build(Sweden, PhaseMelee).Odds([]string{"sw"}, hexes("1020"))
	if err != nil {
		t.Fatal(err)
	}
	if o.Defence != 1 || o.DefenceStars != 0 || o.Terrain != 1 || o.DRM != 0 || o.Column != shiftColumn(baseColumn(3), -1) {
		t.Errorf("cavalry in a village: defence %d stars %d terrain %d drm %d column %d", o.Defence, o.DefenceStars, o.Terrain, o.DRM, o.Column)
	}
}

func TestT2_StreamShiftsOnlyWhenTheDefenderIsNotOutflanked(t *testing.T) {
	k := newKit(t).unit("a", Sweden, Infantry, "1019").unit("b", Sweden, Infantry, "0919").unit("ru", Russia, Infantry, "1020")
	k.stream("1019", "1020")
	s := k.build(Sweden, PhaseMelee)
	if o, _ := s.Odds([]string{"a"}, hexes("1020")); o.Terrain != 1 {
		t.Errorf("attacked only across the stream: terrain %d, want 1", o.Terrain)
	}
	if o, _ := s.Odds([]string{"a", "b"}, hexes("1020")); o.Terrain != 0 {
		t.Errorf("outflanked (b attacks across no stream): terrain %d, want 0", o.Terrain)
	}
	k.stream("0919", "1020")
	s = k.build(Sweden, PhaseMelee)
	if o, _ := s.Odds([]string{"a", "b"}, hexes("1020")); o.Terrain != 1 {
		t.Errorf("both across the stream: terrain %d, want 1", o.Terrain)
	}
}

// Redoubt and retrenchment: two shifts and −1 to the die, once, with the
// stream adding its shift; a modified roll below 1 uses row 1.
func TestT2_FortificationsTwoShiftsAndMinusOneOnce(t *testing.T) {
	k := newKit(t).unit("sw", Sweden, Infantry, "1019", melee(8, 1, 0)).unit("ru", Russia, Infantry, "1020")
	k.terrain(Retrenchment, "1020").stream("1019", "1020")
	s := k.build(Sweden, PhaseMelee)
	o, _ := s.Odds([]string{"sw"}, hexes("1020"))
	// +4 is column 7, three shifts left: column 4 ("0").
	if o.Terrain != 3 || o.DRM != -1 || o.Column != 4 {
		t.Fatalf("retrenchment across a stream: terrain %d drm %d column %d; want 3, -1, 4", o.Terrain, o.DRM, o.Column)
	}
	if o.ByDie[0].Code != "A1*" || o.ByDie[1].Code != "A1*" || o.ByDie[5].Code != "D1" || o.ByDie[3].Code != "SF" {
		t.Errorf("rows with −1: %v", o.ByDie)
	}
	loadDice(t, s, 1)
	ev := events(apply(t, s, attack([]string{"sw"}, "1020")), EvMelee)
	if ev[0].Text != "A1*" {
		t.Errorf("die 1 − 1 uses row 1: %s", ev[0].Text)
	}
}
