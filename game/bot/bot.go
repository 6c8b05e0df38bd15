package bot

import (
	"fmt"
	"slices"
	"time"

	"tachanka/game/dice"
	"tachanka/game/reds"
)

// Level sets how much work the bot does per decision. The budget is counted
// in work (positions evaluated, samples drawn), never in time, so a seed and
// a level always play the same game; Deadline only guards slow machines.
type Level uint8

const (
	Quick Level = iota
	Normal
	Hard
)

// Levels are the levels from the weakest to the strongest.
var Levels = []Level{Quick, Normal, Hard}

// DefaultLevel is the level the client and selfplay use unless told.
const DefaultLevel = Normal

var levelNames = []string{"quick", "normal", "hard"}

func (l Level) String() string { return levelNames[l] }

// LevelNames lists the levels, the default first.
func LevelNames() []string {
	out := []string{DefaultLevel.String()}
	for _, n := range levelNames {
		if n != out[0] {
			out = append(out, n)
		}
	}
	return out
}

// ParseLevel reads "quick", "normal" or "hard".
func ParseLevel(s string) (Level, error) {
	for i, n := range levelNames {
		if n == s {
			return Level(i), nil
		}
	}
	return 0, fmt.Errorf("unknown bot level %q (quick, normal or hard)", s)
}

// budget is the work a level may do.
type budget struct {
	moveDests  int // destinations kept per unit when planning moves
	stackMoves bool
	samples    int // chance samples per candidate in one-ply decisions
	subsets    bool
	lookahead  bool // weigh the combat step a move prepares
	// styles of movement plan tried; with more than one, each is played
	// through the combat step rollouts times and the best kept.
	styles   []style
	rollouts int
	// variants is how many of the chosen plan's first moves are each
	// undone in a variant rolled out against it (bestVariant), by the
	// side planning.
	variants [3]int
	// attacks is how many of the best attacks the combat step's search
	// rolls out (with ending the step).
	attacks int
	// policy is the budget of the player that makes both sides' decisions
	// in a rollout; nil is quick's.
	policy *budget
	// activationWork, when positive, is the work one activation segment's
	// decisions may spend on rollouts together: the movement plan up to
	// half of it, each attack up to half of what is left. An attack with
	// too little left is searched as the normal level searches it.
	activationWork int
	// horizon is how many activation segments a rollout plays after the
	// one being decided (with the Logistics segments between), by the
	// side planning: 0 ends it with the segment.
	horizon [3]int // indexed by reds.Side
	// choices is by side whether the Field Staff's front and the first chit
	// are chosen by rollouts (searchChoice) rather than by the groups'
	// static value alone.
	choices [3]bool
	// attackSearch, when set, is the budget the combat step's search
	// uses instead of this one.
	attackSearch *budget
	// guardCap, where positive, is by side the most SP the guard of a
	// threatened supply source asks for (guardSources); 0 asks for as many
	// as the enemy brings near it.
	guardCap [3]int
}

// normalBudget is the normal level's.
var normalBudget = budget{moveDests: 24, stackMoves: true, samples: 3, subsets: true, lookahead: true,
	styles: []style{balanced, aggressive, cautious, marching}, rollouts: 2, attacks: 4}

// normalPolicy is the normal level without its own search: hard's rollout
// policy (a rollout within a rollout would cost more than it tells).
var normalPolicy = func() budget {
	p := normalBudget
	p.styles, p.rollouts, p.attacks = []style{balanced}, 0, 0
	return p
}()

var budgets = [...]budget{
	Quick:  {moveDests: 6, samples: 1, styles: []style{balanced}},
	Normal: normalBudget,
	// Hard spends its time on its movement plans: more of them, rolled
	// out as far as hardHorizon and as often as its work per activation
	// allows (up to 8 times each), the normal level's judgement playing
	// them, and then (as hardVariants gives) variants of the plan chosen
	// that each hold one of its moves; as Red (hardChoices) it rolls out
	// the Field Staff's fronts and its first chits too, and as White
	// (hardGuardCap) it keeps fewer units by a threatened source. Its
	// attacks it chooses as the normal level does: searched like its plans
	// (6 attacks on 1-2 long rollouts each, so the pick among them is
	// mostly the dice's) it won fewer games with either side
	// (game/bot/TUNING.md, "The hard level", 26 November 2026).
	Hard: {moveDests: 32, stackMoves: true, samples: 4, subsets: true, lookahead: true,
		styles: []style{balanced, aggressive, cautious, marching, holding, bold}, rollouts: 8, variants: hardVariants, choices: hardChoices,
		policy: &normalPolicy, activationWork: hardActivationWork, horizon: hardHorizon, attackSearch: &normalBudget,
		guardCap: hardGuardCap},
}

// hardGuardCap is by side the most SP hard keeps by a threatened supply
// source. The normal level keeps as many as the enemy brings within 5 hexes:
// against a massed enemy that holds every unit in reach, and the AFSR stood
// by Novorossiysk for three turns while Red took Rostov and the Donbass.
// Capped at 8 SP, hard White won 32 of 50 short-scenario games where it had
// won 28. Red's guard is Moscow's, whose loss loses the game (4.3a), and is
// not capped (game/bot/TUNING.md, "The guard of a supply source").
var hardGuardCap = [3]int{reds.Red: 0, reds.White: 8}

// hardVariants is how many variants of its chosen plan hard weighs, by
// side. White's rollouts are short (hardHorizon) and pay for several rounds
// of them; Red's play the next segment too, and the variants' one or two
// samples each cost Red games (game/bot/TUNING.md, "Variants of the chosen
// plan").
var hardVariants = [3]int{reds.Red: 0, reds.White: 4}

// hardChoices is by side whether hard chooses the Field Staff's front and
// its first chit by rollouts. Red's choices decide which front moves, and
// the rollouts won Red many campaign games; White's first chit searched so
// lost it short-scenario games (game/bot/TUNING.md, "Choices of front and
// first chit").
var hardChoices = [3]bool{reds.Red: true, reds.White: false}

// hardHorizon is how far hard's rollouts look, by side. Red's plans are
// judged through the next segment (the enemy's reply, mostly), White's at
// the end of their own segment: more rollouts of a shorter future. Each
// won the more games for its side (game/bot/TUNING.md, "White's rollouts
// ended with the segment").
var hardHorizon = [3]int{reds.Red: 1, reds.White: 0}

// hardActivationWork is hard's work per activation segment, in the units
// of cost: about a second on one core of the 2-core AMD EPYC the project
// measures on, with the other core busy (a rollout's unit there takes
// 25-40 microseconds: the costs below leave out the engine's own work in
// the combats and Logistics segments a rollout plays).
const hardActivationWork = 40000

// The work of the bot's costly steps, in units of about 10 microseconds of
// the step alone (measured on a campaign position of turn 8): an
// evaluation, the pull of the objectives, a board of move scores, a copy
// of the state, an action applied, the reachable hexes of a unit, an
// attack's odds. A move score costs about a hundredth of a unit: Nodes/100.
const (
	costEval      = 70
	costPull      = 75
	costBoard     = 27
	costClone     = 20
	costApply     = 10
	costReachable = 5
	costOdds      = 2
)

// cost is the work done so far.
func (b *Bot) cost() int { return b.work + b.Nodes/100 }

// rolloutGuess is the work of a rollout before one has been measured.
const rolloutGuess = 1700

// Bot is the computer opponent. It sees what a player sees and never the
// game's random generator: searches run on copies it reseeds itself.
type Bot struct {
	level    Level
	b        budget
	r        dice.Rand
	Deadline time.Duration
	// plan caches a movement or strategic step's planned actions.
	plan    []reds.Action
	planFor string
	// Nodes counts the positions evaluated and the moves scored.
	Nodes int
	// work is the work done, in units of cost (see cost).
	work int
	// actFor names the activation segment actSpent was spent in;
	// actRollouts rollouts took actRolloutWork of it.
	actFor         string
	actSpent       int
	actRollouts    int
	actRolloutWork int
}

// activationLeft is the work the level may still spend on rollouts in the
// pending activation segment (a large number when it has no such cap).
func (b *Bot) activationLeft(s *reds.State) int {
	if b.b.activationWork == 0 {
		return 1 << 40
	}
	key := fmt.Sprintf("%d/%s/%s", s.Turn, s.Pending.Side, segmentOf(s))
	if key != b.actFor {
		b.actFor, b.actSpent, b.actRollouts, b.actRolloutWork = key, 0, 0, 0
	}
	return b.b.activationWork - b.actSpent
}

// rolloutWork is what a rollout has cost on average in this activation
// segment, or guess when none has been played.
func (b *Bot) rolloutWork(guess int) int {
	if b.actRollouts == 0 {
		return guess
	}
	return b.actRolloutWork / b.actRollouts
}

// New returns a bot of the level, seeded for its own tie-breaks and samples.
func New(level Level, seed uint64) *Bot {
	return &Bot{level: level, b: budgets[level], r: dice.New(seed*0x9e37 + 7), Deadline: 2 * time.Second}
}

func (b *Bot) Name() string { return "bot-" + b.level.String() }

// Choose makes the pending decision.
func (b *Bot) Choose(s *reds.State) (reds.Action, error) {
	var a reds.Action
	var ok bool
	switch s.Pending.Kind {
	case reds.DecideMovement:
		a, ok = b.planned(s, b.planActivation)
	case reds.DecideStrategic:
		a, ok = b.planned(s, b.planStrategic)
	case reds.DecideCombat:
		a, ok = b.chooseAttack(s)
	case reds.DecideFronts:
		a, ok = b.chooseFronts(s), true
	case reds.DecideFirstChit:
		a, ok = b.chooseFirstChit(s), true
	case reds.DecideFieldStaff:
		a, ok = b.chooseFieldStaff(s), true
	case reds.DecideSupport:
		a, ok = b.chooseSupport(s), true
	case reds.DecidePeace:
		a, ok = reds.Action{Type: reds.ActChoose, Side: s.Pending.Side, Yes: wantPeace(s)}, true
	}
	if ok {
		return a, nil
	}
	return b.onePly(s)
}

// seeds draws n seeds from the bot's own generator, one per sample or
// rollout round: every candidate is tried on the same ones.
func (b *Bot) seeds(n int) []uint64 {
	out := make([]uint64, n)
	for k := range out {
		out[k] = b.r.Uint64()
	}
	return out
}

// searchCopy is a copy of s for the bot to try things on, with a generator
// of the bot's own: it never learns the game's future dice.
func (b *Bot) searchCopy(s *reds.State, seed uint64) *reds.State {
	c := s.Clone()
	c.Rand = dice.New(seed)
	b.work += costClone
	return c
}

// planned returns the next action of a cached plan for this step, planning
// when there is none or the position is not the one planned for.
func (b *Bot) planned(s *reds.State, plan func(*reds.State) []reds.Action) (reds.Action, bool) {
	key := planKey(s)
	if b.planFor != key || len(b.plan) == 0 {
		b.plan = plan(s)
		b.planFor = key
	}
	for len(b.plan) > 0 {
		a := b.plan[0]
		b.plan = b.plan[1:]
		if reds.Check(s, a) == nil {
			if len(b.plan) > 0 {
				b.planFor = planKeyAfter(s, a)
			}
			return a, true
		}
	}
	return reds.Action{Type: reds.ActEndStep, Side: s.Pending.Side}, true
}

// planKey identifies a decision point: the step, the segment and the number
// of units that have moved.
func planKey(s *reds.State) string {
	seg := ""
	if s.Segment != nil {
		seg = s.Segment.Chit.String()
	}
	moved := 0
	for i := range s.Units {
		if s.Units[i].Moved || s.Units[i].StratMoved {
			moved++
		}
	}
	return fmt.Sprintf("%d/%s/%d/%s/%s/%d", s.Turn, s.Step, s.Sub, seg, s.Pending.Kind, moved)
}

// planKeyAfter is the key the position will have once a is applied.
func planKeyAfter(s *reds.State, a reds.Action) string {
	c := s.Clone()
	if _, err := reds.Apply(c, a); err != nil {
		return ""
	}
	return planKey(c)
}

// onePly tries legal actions on copies, each with the same samples of
// chance, and keeps the one whose position evaluates best. Where there are
// many (placements, retreats), the move scores pick the few worth the full
// evaluation; an action that rolls no dice needs one sample, not several.
func (b *Bot) onePly(s *reds.State) (reds.Action, error) {
	// Shortlist the engine's candidates before trying them: a trial
	// rejects the illegal ones anyway, and placements can number hundreds.
	if a, ok := b.bestOf(s, b.shortlist(s, reds.Candidates(s))); ok {
		return a, nil
	}
	acts := reds.LegalActions(s)
	if len(acts) == 0 {
		return reds.Action{}, fmt.Errorf("no legal action for %s (%s)", s.Pending.Side, s.Pending.Kind)
	}
	a, _ := b.bestOf(s, acts)
	return a, nil
}

// bestOf evaluates acts on copies and returns the best legal one.
func (b *Bot) bestOf(s *reds.State, acts []reds.Action) (reds.Action, bool) {
	side := s.Pending.Side
	seeds := b.seeds(b.b.samples)
	best, bestScore := -1, -1e18
	for k, a := range acts {
		total := 0.0
		legal := true
		for n, seed := range seeds {
			c := b.searchCopy(s, seed)
			before := c.Rand
			if _, err := reds.Apply(c, a); err != nil {
				legal = false
				break
			}
			b.Nodes++
			b.work += costApply + costEval
			total += Evaluate(c, side) + b.decisionBias(s, c, a)
			if c.Rand == before { // no dice: every sample would agree
				total *= float64(len(seeds)) / float64(n+1)
				break
			}
		}
		if legal && (best < 0 || total > bestScore) {
			best, bestScore = k, total
		}
	}
	if best < 0 {
		return reds.Action{}, false
	}
	return acts[best], true
}

// shortlistSize is how many of many actions onePly evaluates in full.
const shortlistSize = 8

// shortlist keeps the actions whose units end in the best-scoring hexes
// when there are more than shortlistSize that place or move units; the
// others (ending the step, declining) always stay.
func (b *Bot) shortlist(s *reds.State, acts []reds.Action) []reds.Action {
	if len(acts) <= shortlistSize {
		return acts
	}
	side := s.Pending.Side
	var bd *board
	var out []reds.Action
	var ranked []reds.Action
	var scores []float64
	for _, a := range acts {
		dest := a.Hex
		if len(a.Path) > 0 {
			dest = a.Path[len(a.Path)-1]
		}
		c := s.Data.Board.Index(dest)
		if c < 0 || len(a.Units) == 0 {
			out = append(out, a)
			continue
		}
		if bd == nil {
			bd = newBoard(s, side, newPull(s, side), balanced, b.b.guardCap[side])
			b.work += costPull + costBoard
		}
		score := 0.0
		for _, id := range a.Units {
			if i, ok := s.UnitByID(id); ok {
				score += bd.score(i, c, false)
			}
		}
		ranked = append(ranked, a)
		scores = append(scores, score)
	}
	for n, k := range sortedByScore(scores) {
		if n == shortlistSize {
			break
		}
		out = append(out, ranked[k])
	}
	return out
}

// decisionBias adds what a static evaluation misses for a few decisions.
func (b *Bot) decisionBias(before, after *reds.State, a reds.Action) float64 {
	side := a.Side
	switch before.Pending.Kind {
	case reds.DecideRetreat, reds.DecidePlace, reds.DecideReplace:
		// Nearer the objectives, and not alone next to the enemy.
		p := newPull(after, side)
		b.work += costPull
		bias := 0.0
		for _, id := range a.Units {
			if i, ok := after.UnitByID(id); ok && after.Units[i].Where == reds.OnMap {
				bias += p.at(after.Data.Board.Index(after.Units[i].Hex)) * 0.3
			}
		}
		return bias
	case reds.DecideGarrisons:
		return -0.4 * float64(len(a.Units)) // keep garrisons unless there is a reason
	}
	return 0
}

// active lists the units of side that the pending step lets it act with
// (the engine's Actors).
func active(s *reds.State) []int {
	var out []int
	for _, id := range s.Actors() {
		if i, ok := s.UnitByID(id); ok {
			out = append(out, i)
		}
	}
	return out
}

func ids(s *reds.State, units []int) []string {
	out := make([]string, len(units))
	for k, i := range units {
		out[k] = s.Def(i).ID
	}
	return out
}

// sortedByScore returns indexes of xs sorted by descending score.
func sortedByScore(scores []float64) []int {
	idx := make([]int, len(scores))
	for k := range idx {
		idx[k] = k
	}
	slices.SortStableFunc(idx, func(a, b int) int {
		switch {
		case scores[a] > scores[b]:
			return -1
		case scores[a] < scores[b]:
			return 1
		}
		return 0
	})
	return idx
}
