package bot

import (
	"math"
	"slices"

	"tachanka/game/dice"

	"tachanka/game/reds"
)

// An activation is planned as a whole: its movement plan in each style of
// the level's budget is played on copies through the combat step that
// follows, on sampled dice (the bot's own, never the game's), by a quick
// policy for both players' decisions; the plan whose outcomes evaluate best
// on average is kept.

// planActivation plans the pending movement step.
func (b *Bot) planActivation(s *reds.State) []reds.Action {
	styles := b.b.styles
	if len(styles) == 1 || b.b.rollouts == 0 {
		return b.planMovement(s, styles[0])
	}
	seeds := b.seeds(b.b.rollouts)
	left := b.activationLeft(s)
	start := b.cost()
	var plans [][]reds.Action
	var planStyles []style
	for _, st := range styles {
		plan := b.planMovement(s, st)
		if !hasPlan(plans, plan) {
			plans = append(plans, plan)
			planStyles = append(planStyles, st)
		}
	}
	best := 0
	if len(plans) > 1 {
		planning := b.cost() - start
		b.actSpent += planning
		best = b.bestPlan(s, plans, seeds, left/2-planning)
	}
	if b.b.variants[s.Pending.Side] == 0 {
		return plans[best]
	}
	return b.bestVariant(s, plans[best], planStyles[best], seeds)
}

// bestVariant weighs plan against itself with the units of one of its
// first moves held where they stand, the rest planned again in its style:
// plans that differ in one decision, which reweighing a whole activation's
// styles does not give. They are rolled out on the same seeds with what is
// left of the activation's work; plan stays unless a variant does better.
func (b *Bot) bestVariant(s *reds.State, plan []reds.Action, st style, seeds []uint64) []reds.Action {
	start := b.cost()
	n := b.b.variants[s.Pending.Side]
	cands := [][]reds.Action{plan}
	for _, a := range plan {
		if len(cands) > n {
			break
		}
		if a.Type != reds.ActMove {
			continue
		}
		held := map[string]bool{}
		for _, id := range a.Units {
			held[id] = true
		}
		v := b.planMovementHolding(s, st, held)
		if !hasPlan(cands, v) {
			cands = append(cands, v)
		}
	}
	if len(cands) == 1 {
		return plan
	}
	planning := b.cost() - start
	b.actSpent += planning
	left := b.activationLeft(s)
	if left < len(cands)*b.rolloutWork(rolloutGuess) {
		return plan
	}
	return cands[b.bestPlan(s, cands, seeds, left)]
}

// bestPlan rolls plans out in rounds (within limit) and returns the index
// of the one whose mean is best, the first of equals.
func (b *Bot) bestPlan(s *reds.State, plans [][]reds.Action, seeds []uint64, limit int) int {
	return argmax(b.rounds(seeds, len(plans), limit, func(k int, seed uint64) float64 { return b.rollout(s, plans[k], seed) }))
}

// argmax is the index of the greatest of xs, the first of equals.
func argmax(xs []float64) int {
	best := 0
	for k := range xs {
		if xs[k] > xs[best] {
			best = k
		}
	}
	return best
}

// rounds rolls out n candidates, one seed a round, all candidates on the
// same seed, until the seeds run out or the work passes limit: before a
// round when another as costly as the last would pass it, and within a
// round as soon as it has (a rollout can cost ten times another, when it
// runs into combats and a Logistics segment). The first candidate is always
// rolled out once. It returns each candidate's mean, minus infinity for
// one never rolled out, and counts the work in the activation's. The limit
// is counted in work, so the same seed always plays the same rollouts.
func (b *Bot) rounds(seeds []uint64, n int, limit int, try func(k int, seed uint64) float64) []float64 {
	totals := make([]float64, n)
	done := make([]int, n)
	start := b.cost()
	last := 0
rounds:
	for r, seed := range seeds {
		if r > 0 && b.cost()-start+last > limit {
			break
		}
		before := b.cost()
		for k := range totals {
			if r+k > 0 && b.cost()-start > limit {
				break rounds
			}
			totals[k] += try(k, seed)
			done[k]++
		}
		last = b.cost() - before
	}
	b.actSpent += b.cost() - start
	for k := range totals {
		if done[k] == 0 {
			totals[k] = math.Inf(-1)
		} else {
			totals[k] /= float64(done[k])
		}
	}
	return totals
}

// rollout plays plan and the rest of its activation segment on a copy and
// evaluates the result for the planning side.
func (b *Bot) rollout(s *reds.State, plan []reds.Action, seed uint64) float64 {
	side := s.Pending.Side
	begin := b.cost()
	c, _ := b.playOut(s, plan, seed)
	b.work += costEval
	b.actRollouts++
	b.actRolloutWork += b.cost() - begin
	return Evaluate(c, side) - wHold*holdShortfall(c, side)
}

// playOut plays plan on a copy of s, on sampled dice, then the rest of the
// segment and as many segments after it as the budget's horizon gives the
// planning side (segments with a decision to make), by the policy for both
// players. It returns the copy and the chits of the segments it played,
// its own first.
func (b *Bot) playOut(s *reds.State, plan []reds.Action, seed uint64) (*reds.State, []reds.Chit) {
	side := s.Pending.Side
	horizon := b.b.horizon[side]
	// A movement plan that runs out ends the step; after any other
	// decision (an attack, a choice of front or first chit) the policy
	// plays on.
	moving := s.Pending.Kind == reds.DecideMovement
	c := b.searchCopy(s, seed)
	b.work += costClone
	for _, a := range plan {
		b.work += costApply
		if _, err := reds.Apply(c, a); err != nil {
			break // sampled dice spoiled the rest of the plan
		}
	}
	pb := budgets[Quick]
	if b.b.policy != nil {
		pb = *b.b.policy
	}
	policy := &Bot{level: Quick, b: pb, r: dice.New(seed ^ 0x70110)}
	// The own segment is the one pending at s, or, when s is the choice
	// that begins one (a first chit, the Field Staff's front), the first
	// that begins after it.
	start, turn := segmentOf(s), s.Turn
	cur, later := start, 0 // the segment played, and how many after the first
	played := []reds.Chit{start}
	for n := 0; n < 400*(1+horizon) && c.Turn == turn && c.Step != reds.StepGameOver; n++ {
		sg := segmentOf(c)
		if start == reds.NoChit && c.Step == reds.StepActivation && sg != reds.NoChit {
			start, cur, played[0] = sg, sg, sg
		}
		if horizon == 0 && start != reds.NoChit && (c.Step != reds.StepActivation || sg != start) {
			break
		}
		if c.Step == reds.StepActivation && sg != reds.NoChit && sg != cur {
			// Another segment: its chit drawn from the copy's cup, on the
			// copy's generator (a sampled draw). A Field Staff chit's
			// segment begins once its front is chosen.
			if later++; later > horizon {
				break
			}
			cur = sg
			played = append(played, sg)
		}
		if moving && later == 0 && c.Pending.Kind == reds.DecideMovement && c.Pending.Side == side {
			// The plan ran out or broke: end the step.
			reds.Apply(c, reds.Action{Type: reds.ActEndStep, Side: side})
			b.work += costApply
			continue
		}
		a, err := policy.Choose(c)
		if err != nil {
			break
		}
		b.work += costApply
		if _, err := reds.Apply(c, a); err != nil {
			break
		}
	}
	b.Nodes += policy.Nodes + 1
	b.work += policy.work
	return c, played
}

// holdShortfall is how far side's cities that need holding (holdCities)
// are from held at the end of a rollout: for each, the enemy SP in reach
// beyond the own SP in it (garrisons and special units not counted). The
// rollouts end before the enemy's reply, which the static
// evaluation cannot see: without this, a plan that walks out of
// Tsaritsyn scores as well as one that holds it.
func holdShortfall(s *reds.State, side reds.Side) float64 {
	bd := &board{s: s, side: side, enemySP: make([]int, len(s.Data.Board.Cells)), hold: make([]int, len(s.Data.Board.Cells))}
	b := s.Data.Board
	own := map[int32]int{}
	for i := range s.Units {
		u := &s.Units[i]
		if u.Where != reds.OnMap {
			continue
		}
		d := s.Def(i)
		if d.Type.Special() {
			continue
		}
		c := b.Index(u.Hex)
		switch s.SideOf(i) {
		case side:
			own[c] += d.SP
		case side.Enemy():
			bd.enemySP[c] += d.SP
		}
	}
	bd.holdCities()
	short := 0
	for c, need := range bd.hold {
		if need > own[int32(c)] {
			short += need - own[int32(c)]
		}
	}
	return float64(short)
}

// searchAttack (normal level) weighs the best attacks by expectation, and
// ending the combat step, by rolling each out through the rest of the step
// on the same sampled dice: an attack is worth what the position after the
// whole step is worth, not only its own expectation.
func (b *Bot) searchAttack(s *reds.State) reds.Action {
	side := s.Pending.Side
	end := reds.Action{Type: reds.ActEndStep, Side: side}
	cands := b.attackCandidates(s, -0.5)
	if len(cands) == 0 {
		return end
	}
	bb := b.b
	limit := b.activationLeft(s) / 2
	if bb.attackSearch != nil {
		bb, limit = *bb.attackSearch, 1<<40
	}
	if len(cands) > bb.attacks {
		cands = cands[:bb.attacks]
	}
	if limit < (len(cands)+1)*b.rolloutWork(rolloutGuess) {
		// Too little left of the activation's work for a round: search
		// as normal does.
		bb, limit = budgets[Normal], 1<<40
		if len(cands) > bb.attacks {
			cands = cands[:bb.attacks]
		}
	}
	seeds := b.seeds(bb.rollouts)
	// Ending the step first: an attack must do better than not attacking.
	tries := append([]reds.Action{end}, cands...)
	saved := b.b
	b.b = bb
	means := b.rounds(seeds, len(tries), limit, func(k int, seed uint64) float64 { return b.rollout(s, tries[k:k+1], seed) })
	b.b = saved
	return tries[argmax(means)]
}

// segmentOf names the activation segment a state is in by its chit: a
// chit is drawn once a turn, and a Field Staff segment's choice of front
// does not begin another.
func segmentOf(s *reds.State) reds.Chit {
	if s.Segment == nil {
		return reds.NoChit
	}
	return s.Segment.Chit
}

// hasPlan reports whether plans holds one the same as p.
func hasPlan(plans [][]reds.Action, p []reds.Action) bool {
	return slices.ContainsFunc(plans, func(q []reds.Action) bool { return samePlan(q, p) })
}

func samePlan(a, b []reds.Action) bool {
	return slices.EqualFunc(a, b, func(x, y reds.Action) bool { return x.String() == y.String() })
}
