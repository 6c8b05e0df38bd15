package bot

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"tachanka/game/reds"
	"tachanka/scenarios"
)

// TestDiagCampaignEnd is a tool, skipped unless REDS_DIAG is set: it plays
// REDS_DIAG campaigns from seed REDS_SEED (1 by default), REDS_RED's level
// (normal by default) as Red against normal White, the games of selfplay
// and the strength tournament, and prints for each the result, the
// resource cities Red lacks at the end and every Red attack on Baku. With
// REDS_TRACE set it prints, at each turn from 12 on, the Red units within
// 14 hexes of Baku and those on Baku's task (redTasks), with their
// distance from it.
//
//	REDS_DIAG=12 REDS_RED=hard go test ./game/bot -run TestDiagCampaignEnd -v -timeout 30m
func TestDiagCampaignEnd(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("REDS_DIAG"))
	if n == 0 {
		t.Skip("set REDS_DIAG to the number of games")
	}
	level := Normal
	if v := os.Getenv("REDS_RED"); v != "" {
		var err error
		if level, err = ParseLevel(v); err != nil {
			t.Fatal(err)
		}
	}
	first, _ := strconv.ParseUint(os.Getenv("REDS_SEED"), 10, 64)
	first = max(first, 1)
	trace := os.Getenv("REDS_TRACE") != ""
	scn, err := scenarios.Open("reds-1918-1921")
	if err != nil {
		t.Fatal(err)
	}
	for seed := first; seed < first+uint64(n); seed++ {
		g, start := scn.NewGame(seed)
		b := g.State.Data.Board
		baku, _ := b.FindCity("Baku")
		fromBaku := reds.SeaDistances(b, []int32{b.Index(baku)})
		turnAt := map[int]int{} // action index to the turn it was taken in
		traced := 0
		m := Match{Red: New(level, seed*2+1), White: New(Normal, seed*2+2), MaxActions: 200000,
			Until: func(s *reds.State) bool {
				turnAt[len(g.Actions)] = s.Turn
				if trace && s.Turn >= 12 && s.Turn != traced {
					traced = s.Turn
					tasks := map[int][]int16{}
					if redEndGame(s) {
						tasks = redTasks(s)
					}
					fmt.Printf("  turn %d, Poland %v: near Baku%s; on Baku's task%s\n", s.Turn, s.Poland,
						unitsWhere(s, fromBaku, func(i int) bool {
							return s.SideOf(i) == reds.Red && fromBaku[b.Index(s.Units[i].Hex)] <= 14
						}), unitsWhere(s, fromBaku, func(i int) bool {
							task, ok := tasks[i]
							return ok && task[b.Index(baku)] == 0
						}))
				}
				return false
			}}
		if _, err := m.Play(g, start); err != nil {
			t.Fatal(err)
		}
		turn := 0
		for k, a := range g.Actions {
			if tu, ok := turnAt[k]; ok {
				turn = tu
			}
			if a.Type == reds.ActAttack && a.Hex == baku {
				fmt.Printf("  turn %d: %v\n", turn, a)
			}
		}
		s := g.State
		var lacks []string
		for _, c := range b.CityCells() {
			if city := b.Cells[c].City; city.Resource && !city.Point && s.Control[c] != reds.RedControl {
				lacks = append(lacks, fmt.Sprintf("%s (%v)", city.Name, s.Control[c]))
			}
		}
		fmt.Printf("seed %d: %s wins on turn %d (%s); Poland %v; Red lacks: %s\n",
			seed, s.Winner, s.Turn, s.WinReason, s.Poland, strings.Join(lacks, ", "))
	}
}

// unitsWhere lists the Red units on the map that pass keep, with their
// distance in hexes from Baku.
func unitsWhere(s *reds.State, fromBaku []int16, keep func(i int) bool) string {
	out := ""
	for i := range s.Units {
		if s.Units[i].Where == reds.OnMap && !s.Def(i).Type.Special() && keep(i) {
			out += fmt.Sprintf(" %s (%d)", s.Def(i).ID, fromBaku[s.Data.Board.Index(s.Units[i].Hex)])
		}
	}
	return out
}
