package rrbot

// The secret attack level and the retreat before combat are a zero-sum
// game between the attacker, who picks a level (a column) not knowing
// whether the defence will stay, and the defender, who stays or retreats
// (a row) not knowing the level (8.3, 8.4). Solve2xN finds the optimal
// mixed strategies of a 2×N matrix game exactly: the defender's (the row
// player, minimising) lies where two of the attacker's payoff lines cross
// or at an end; the attacker's (maximising) mixes at most two columns.

// Game is a solved matrix game.
type Game struct {
	Row   [2]float64 // the defender's mix: stay, retreat
	Col   []float64  // the attacker's mix over the columns
	Value float64    // the attacker's expected payoff at the solution
}

// Solve2xN solves the game whose payoff to the column player (the
// maximiser) is a[row][col].
func Solve2xN(a [2][]float64) Game {
	n := len(a[0])
	g := Game{Col: make([]float64, n)}
	if n == 0 {
		return g
	}
	// The attacker: the best single column or pair.
	best, bi, bj, bt := -1e18, 0, 0, 1.0
	worst := func(i, j int, t float64) float64 {
		r0 := t*a[0][i] + (1-t)*a[0][j]
		r1 := t*a[1][i] + (1-t)*a[1][j]
		return min(r0, r1)
	}
	for i := 0; i < n; i++ {
		if v := worst(i, i, 1); v > best+1e-12 {
			best, bi, bj, bt = v, i, i, 1
		}
		for j := i + 1; j < n; j++ {
			// r0(t) = r1(t): t(a0i-a0j-a1i+a1j) = a1j-a0j.
			den := a[0][i] - a[0][j] - a[1][i] + a[1][j]
			if den == 0 {
				continue
			}
			t := (a[1][j] - a[0][j]) / den
			if t <= 0 || t >= 1 {
				continue
			}
			if v := worst(i, j, t); v > best+1e-12 {
				best, bi, bj, bt = v, i, j, t
			}
		}
	}
	g.Col[bi] += bt
	g.Col[bj] += 1 - bt
	g.Value = best
	// The defender: p, the chance of staying, minimising the attacker's
	// best reply.
	reply := func(p float64) float64 {
		m := -1e18
		for c := 0; c < n; c++ {
			m = max(m, p*a[0][c]+(1-p)*a[1][c])
		}
		return m
	}
	cands := []float64{0, 1}
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			// p a0i + (1-p) a1i = p a0j + (1-p) a1j.
			den := a[0][i] - a[1][i] - a[0][j] + a[1][j]
			if den == 0 {
				continue
			}
			if p := (a[1][j] - a[1][i]) / den; p > 0 && p < 1 {
				cands = append(cands, p)
			}
		}
	}
	bp, bv := 1.0, 1e18
	for _, p := range cands {
		if v := reply(p); v < bv-1e-12 {
			bp, bv = p, v
		}
	}
	g.Row = [2]float64{bp, 1 - bp}
	return g
}
