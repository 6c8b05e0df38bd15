package rcwui

import (
	"math"

	"tachanka/game/rcw"
)

// The stacks of a province stand in a grid below its name, centred on the
// province's label point, in world units so that the layout zooms with
// the map. Provinces of western Russia are small: a grid no wider than
// three keeps the stacks near their province, and below legibleZoom one
// token and a "+n" stand for them all.
const (
	counterWorld = 30.0 // a counter's side
	depthWorld   = 3.0  // the offset of each counter under the top one (two at most)
	tabWorld     = 9.0  // the control marker's height above the counter
	gapWorld     = 5.0  // between two stacks
	stacksPerRow = 3
	// legibleZoom: below it counters are under 20 pixels, and the
	// province shows a token instead of its stacks.
	legibleZoom = 20 / counterWorld
	// detailZoom: from it counters print their names and values.
	detailZoom = 27 / counterWorld
)

// slot is where one stack stands: its counter's square (the pile's depth
// and the control marker around it are inside foot).
type slot struct {
	stack   int // the stack's id
	counter box // the top counter
	foot    box // everything drawn for the stack: marker, counter, pile
}

// stackSlots lays out the stacks of one province around its label point.
// Stacks never overlap: each has its own cell of the grid.
func stackSlots(anchor rcw.Point, stacks []*rcw.Stack) []slot {
	n := len(stacks)
	if n == 0 {
		return nil
	}
	cols := min(n, stacksPerRow)
	rows := (n + cols - 1) / cols
	cellW := counterWorld + 2*depthWorld + gapWorld
	cellH := tabWorld + counterWorld + 2*depthWorld + gapWorld
	x0 := anchor[0] - float64(cols)*cellW/2 + gapWorld/2
	y0 := anchor[1] + 4 // just below the label point, under the name
	out := make([]slot, 0, n)
	for k, st := range stacks {
		r, c := k/cols, k%cols
		inRow := cols
		if r == rows-1 && n%cols != 0 {
			inRow = n % cols // the last row centred
		}
		x := x0 + float64(c)*cellW + float64(cols-inRow)*cellW/2
		y := y0 + float64(r)*cellH
		cb := box{x, y + tabWorld, x + counterWorld, y + tabWorld + counterWorld}
		foot := box{x, y, x + counterWorld + 2*depthWorld, y + tabWorld + counterWorld + 2*depthWorld}
		out = append(out, slot{stack: st.ID, counter: cb, foot: foot})
	}
	return out
}

// tokenBox is where the single token of a province's stacks stands at low
// zoom (a square of px screen pixels at the label point), in world units.
func tokenBox(anchor rcw.Point, px, zoom float64) box {
	h := px / zoom / 2
	return box{anchor[0] - h, anchor[1] + 2, anchor[0] + h, anchor[1] + 2 + 2*h}
}

// pileDepth is how many counters show under the top one.
func pileDepth(n int) int { return int(math.Min(2, float64(n-1))) }
