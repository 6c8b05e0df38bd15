package rcwui

import (
	"fmt"
	"slices"

	"tachanka/game/rcw"
	"tachanka/render/rcwui/rcwlang"
	"tachanka/render/ui"
)

// The solitaire game's Red Leader Determination (24.11): Legal lists a
// placement per pool leader and Red unit or province, too many for a
// button each. The panel lists the pool leaders; the one chosen lights
// the provinces where Legal places him; a click on one spreads it and
// the panel lists his placements there.

// placeProvince is the province an ActPlace puts its leader in.
func (b *boardScene) placeProvince(x rcw.Action) string {
	if x.Unit != 0 {
		return b.st.Province(x.Unit)
	}
	return x.To
}

// placeRows are the placement panel's rows.
func (b *boardScene) placeRows(mine []rcw.Action) []row {
	var leaders []int
	for _, x := range mine {
		if x.Type == rcw.ActPlace && !slices.Contains(leaders, x.Leader) {
			leaders = append(leaders, x.Leader)
		}
	}
	if len(leaders) == 0 {
		return nil
	}
	if !slices.Contains(leaders, b.placing) {
		b.placing = leaders[0]
	}
	rows := []row{{text: rcwlang.T("place.hint"), dim: true}}
	r := row{}
	for _, id := range leaders {
		style := ui.ButtonNormal
		if id == b.placing {
			style = ui.ButtonOn
		}
		r.btns = append(r.btns, btn{id: fmt.Sprintf("rcw:leader:%d", id), label: shortName(b.st, id), style: style, run: func() { b.placing = id }})
		if len(r.btns) == 4 {
			rows, r = append(rows, r), row{}
		}
	}
	if len(r.btns) > 0 {
		rows = append(rows, r)
	}
	b.lit = map[string]bool{}
	for k, x := range mine {
		if x.Type != rcw.ActPlace || x.Leader != b.placing {
			continue
		}
		p := b.placeProvince(x)
		b.lit[p] = true
		if p == b.spread {
			rows = append(rows, row{btns: []btn{{id: fmt.Sprintf("rcw:do:%d", k), label: b.describe(x), style: ui.ButtonHot, run: b.doer(x)}}})
		}
	}
	return rows
}
