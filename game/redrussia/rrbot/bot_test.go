package rrbot

import (
	"math"
	"reflect"
	"slices"
	"testing"

	"tachanka/game/dice"
	"tachanka/game/redrussia"
	"tachanka/scenarios"
)

func data(t testing.TB) *redrussia.Data {
	t.Helper()
	d, err := scenarios.RedRussiaData()
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// advance plays a seeded 4-player game at random until stop holds.
func advance(t *testing.T, seed uint64, stop func(s *redrussia.State) bool) *redrussia.State {
	t.Helper()
	s := reach(t, seed, stop)
	if s == nil {
		t.Fatalf("seed %d: the game ended before the position", seed)
	}
	return s
}

// reach plays a seeded 4-player game at random until stop holds, nil if
// the game ends first.
func reach(t *testing.T, seed uint64, stop func(s *redrussia.State) bool) *redrussia.State {
	t.Helper()
	s, err := redrussia.NewGame(data(t), 4, seed, redrussia.Options{})
	if err != nil {
		t.Fatal(err)
	}
	r := dice.New(seed)
	for !stop(s) {
		if s.Over() {
			return nil
		}
		a, _ := s.RandomAction(&r)
		if _, err := redrussia.Apply(s, a); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

func newBot(t *testing.T, level string) *Player {
	t.Helper()
	b, err := New(level, 7)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestNewLevels(t *testing.T) {
	if Levels[0] != "normal" || len(Levels) != 2 {
		t.Fatalf("Levels = %v", Levels)
	}
	for _, l := range Levels {
		if _, err := New(l, 1); err != nil {
			t.Errorf("New(%q): %v", l, err)
		}
	}
	if _, err := New("grandmaster", 1); err == nil {
		t.Error("New accepted an unknown level")
	}
}

// binBelow is P(Bin(n, p) < k).
func binBelow(n int, p float64, k int) float64 {
	s := 0.0
	for i := 0; i < k && i <= n; i++ {
		s += float64(binom(n, i)) * math.Pow(p, float64(i)) * math.Pow(1-p, float64(n-i))
	}
	return s
}

func binom(n, k int) int {
	r := 1
	for i := 1; i <= k; i++ {
		r = r * (n - k + i) / i
	}
	return r
}

// oneOnOne sets up, on turn 1's first move, one attacking unit of the
// active faction and one enemy unit alone in an empty area the defence
// does not hold (no fortification dice, 8.5), no leaders, no cards in force and no entries; returns the
// view and the trial fight.
func oneOnOne(t *testing.T) (*redrussia.State, *redrussia.Fight, redrussia.Values, redrussia.Values) {
	s := advance(t, 3, func(s *redrussia.State) bool { return s.Turn == 1 && s.Pending.Kind == redrussia.DecideMove })
	f := s.Active
	var area string
	for _, a := range s.Data().Map.Areas {
		if ctrl := s.Area(a.Code).Control; (ctrl == redrussia.NoFaction || ctrl == f) && !s.OutOfPlay(a.Code) && len(s.PiecesAt(a.Code)) == 0 {
			area = a.Code
			break
		}
	}
	if area == "" {
		t.Skip("no empty area")
	}
	var att, def *redrussia.Piece
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.Status != redrussia.OnMap || p.Kind != redrussia.KindUnit || p.Type != redrussia.INF || s.Data().Map.Area(p.Where) == nil {
			continue
		}
		if p.Faction == f && att == nil {
			att = p
		} else if p.Faction.Major() && s.AtWar(f, p.Faction) && def == nil {
			def = p
		}
	}
	att.Where, def.Where = area, area
	s.Entries, s.InForce = nil, nil
	v := s.View(f)
	fi := v.BattleFight(f, area, []string{att.ID}, nil, v.Defenders(f, area, false))
	return v, fi, v.Values(v.Piece(att.ID)), v.Values(v.Piece(def.ID))
}

// The Markov chain's odds of a one-round battle of one unit against one
// are the hand-reckoned ones: the defender is cleared when the attacker's
// dice score its defence and the defender's do not score the attacker's.
func TestBattleOddsOneOnOne(t *testing.T) {
	v, fi, a, d := oneOnOne(t)
	o := BattleOdds(v, fi, 1)
	pHitDef := 1 - binBelow(a.Attack, 1.0/6, d.Defense) // the defender loses its step
	pHitAtt := 1 - binBelow(d.Attack, 1.0/6, a.Defense)
	want := pHitDef * (1 - pHitAtt)
	if math.Abs(o.Clear-want) > 1e-9 {
		t.Errorf("a %v against a %v: clear %.6f, want %.6f", a, d, o.Clear, want)
	}
	if math.Abs(o.DefSteps-pHitDef) > 1e-9 || math.Abs(o.AttSteps-pHitAtt) > 1e-9 || math.Abs(o.AttGone-pHitAtt) > 1e-9 {
		t.Errorf("steps %+v, want defence %.6f, attacker %.6f", o, pHitDef, pHitAtt)
	}
	// Two rounds: the defence survives the first round unhurt with the
	// attacker unhurt, then falls in the second.
	o2 := BattleOdds(v, fi, 2)
	want2 := want + (1-pHitDef)*(1-pHitAtt)*want
	if math.Abs(o2.Clear-want2) > 1e-9 {
		t.Errorf("two rounds: clear %.6f, want %.6f", o2.Clear, want2)
	}
}

func TestHitDist(t *testing.T) {
	d := hitDist(map[int]int{6: 2, 5: 1}, -1)
	// P(0) = (5/6)^2 (4/6).
	if math.Abs(d[0]-25.0/36*4/6) > 1e-12 || math.Abs(d[3]-1.0/36*2/6) > 1e-12 {
		t.Errorf("hitDist = %v", d)
	}
	sum := 0.0
	for _, q := range hitDist(map[int]int{6: 7, 4: 3}, 2) {
		sum += q
	}
	if math.Abs(sum-1) > 1e-12 {
		t.Errorf("capped distribution sums to %v", sum)
	}
}

// A known game: the attacker mixes its first two levels 1/3 and 2/3, the
// defence stays with 1/3; the value is 4/3.
func TestSolve2xN(t *testing.T) {
	g := Solve2xN([2][]float64{{4, 0, 1}, {0, 2, 1}})
	near := func(a, b float64) bool { return math.Abs(a-b) < 1e-9 }
	if !near(g.Value, 4.0/3) || !near(g.Col[0], 1.0/3) || !near(g.Col[1], 2.0/3) || !near(g.Col[2], 0) || !near(g.Row[0], 1.0/3) {
		t.Errorf("game = %+v", g)
	}
	// Matching pennies.
	g = Solve2xN([2][]float64{{1, -1}, {-1, 1}})
	if !near(g.Value, 0) || !near(g.Col[0], 0.5) || !near(g.Row[0], 0.5) {
		t.Errorf("pennies = %+v", g)
	}
	// A dominant column and row: pure strategies.
	g = Solve2xN([2][]float64{{5, 3}, {2, 1}})
	if !near(g.Value, 2) || !near(g.Col[0], 1) || !near(g.Row[1], 1) {
		t.Errorf("dominated = %+v", g)
	}
}

// The bot keeps its maintenance money: with just the reserve and a little
// more it neither buys nor repairs; with plenty it buys.
func TestPurchaseKeepsUpkeep(t *testing.T) {
	s := advance(t, 5, func(s *redrussia.State) bool {
		return s.Turn == 2 && s.Pending.Kind == redrussia.DecidePurchase
	})
	f := s.Pending.Faction
	b := newBot(t, "normal")
	v := s.View(f)
	s.F(f).Money = Reserve(v, f) + 2
	s.F(f).Manpower = 100
	a, ok := b.Choose(s, f)
	if !ok || a.Type == redrussia.ActBuy || a.Type == redrussia.ActRepair {
		t.Errorf("with %d money and %d for upkeep the bot chose %v", s.F(f).Money, Reserve(v, f), a)
	}
	s.F(f).Money = 200
	a, ok = b.Choose(s, f)
	if !ok || (a.Type != redrussia.ActBuy && a.Type != redrussia.ActRepair) {
		t.Errorf("with 200 money the bot chose %v", a)
	}
}

// TestB_WarChestBeforeRepairs: at turn 2's purchases the bot keeps 4
// money a turn for attacks and sieges until the winter of turn 3 (8 in
// all) beside its upkeep, repairing and buying only beyond them.
func TestB_WarChestBeforeRepairs(t *testing.T) {
	s := advance(t, 5, func(s *redrussia.State) bool {
		return s.Turn == 2 && s.Pending.Kind == redrussia.DecidePurchase
	})
	f := s.Pending.Faction
	v := s.View(f)
	if got := warChest(v); got != 8 {
		t.Fatalf("war chest at turn 2's purchases %d, want 4 a turn for turns 2 and 3", got)
	}
	s.F(f).Manpower = 100
	s.F(f).Money = Reserve(v, f) + 7
	if a, _ := newBot(t, "normal").Choose(s, f); a.Type == redrussia.ActBuy || a.Type == redrussia.ActRepair {
		t.Errorf("with 7 money beyond the upkeep the bot spent on its army: %v", a)
	}
	s.F(f).Money = Reserve(v, f) + 8 + 10
	if a, _ := newBot(t, "normal").Choose(s, f); a.Type != redrussia.ActBuy && a.Type != redrussia.ActRepair {
		t.Errorf("with 10 money beyond the upkeep and the war chest the bot chose %v", a)
	}
}

// The bot declares no paid battle when its money is all upkeep.
func TestNoBattleOnUpkeepMoney(t *testing.T) {
	s := advance(t, 11, func(s *redrussia.State) bool {
		if s.Pending.Kind != redrussia.DecideBattles {
			return false
		}
		for _, a := range s.Legal() {
			if a.Type == redrussia.ActDeclareBattle && a.N != int(redrussia.LevelFree) && !a.Yes {
				return true
			}
		}
		return false
	})
	f := s.Pending.Faction
	s.F(f).Money = Reserve(s.View(f), f)
	a, _ := newBot(t, "normal").Choose(s, f)
	if a.Type == redrussia.ActDeclareBattle && a.N != int(redrussia.LevelFree) {
		t.Errorf("declared %v with its upkeep money", a)
	}
}

// hopeless sets up a battle of many attacking units against one reduced
// defending infantry that may retreat, declared at level lv, and returns the state
// waiting for the defender's retreat before combat.
func hopeless(t *testing.T, lv redrussia.Level) (*redrussia.State, redrussia.Faction) {
	s := advance(t, 3, func(s *redrussia.State) bool {
		return s.Turn == 1 && s.Pending.Kind == redrussia.DecideBattles
	})
	f := s.Active
	m := s.Data().Map
	// An area of an enemy major with an easy neighbour it holds, empty.
	var area, refuge string
	var foe redrussia.Faction
	for _, a := range m.Areas {
		g := s.Area(a.Code).Control
		if !g.Major() || !s.AtWar(f, g) || s.OutOfPlay(a.Code) || len(s.PiecesAt(a.Code)) > 0 {
			continue
		}
		for _, nb := range m.Neighbours(a.Code) {
			if nb.Grade == redrussia.Easy && s.Area(nb.To).Control == g && len(s.PiecesAt(nb.To)) == 0 {
				area, refuge, foe = a.Code, nb.To, g
				break
			}
		}
		if area != "" {
			break
		}
	}
	if area == "" {
		t.Skip("no area for the position")
	}
	n := 0
	var def *redrussia.Piece
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.Status != redrussia.OnMap || p.Kind != redrussia.KindUnit || m.Area(p.Where) == nil || p.Type == redrussia.FLEET || p.Type == redrussia.AIR {
			continue
		}
		switch {
		case p.Faction == f && n < 8 && p.Type == redrussia.INF:
			p.Where = area
			n++
		case p.Faction == foe && def == nil && p.Type == redrussia.INF:
			def = p
			p.Where, p.Reduced = area, true
		}
	}
	if def == nil || n < 4 {
		t.Skip("no forces for the position")
	}
	s.Entries, s.InForce, s.Battles = nil, nil, nil
	s.F(f).Money = 50
	var decl redrussia.Action
	for _, a := range s.Legal() {
		if a.Type == redrussia.ActDeclareBattle && a.Where == area && a.N == int(lv) && !a.Yes {
			decl = a
		}
	}
	if decl.Type != redrussia.ActDeclareBattle {
		t.Fatalf("no battle at %v in %s", lv, area)
	}
	for _, a := range []redrussia.Action{decl, {Type: redrussia.ActEndCombat, Faction: f}} {
		if _, err := redrussia.Apply(s, a); err != nil {
			t.Fatal(err)
		}
	}
	for s.Pending.Kind == redrussia.DecideCard {
		if _, err := redrussia.Apply(s, redrussia.Action{Type: redrussia.ActPass, Faction: s.Pending.Faction}); err != nil {
			t.Fatal(err)
		}
	}
	if s.Pending.Kind != redrussia.DecideRetreat || s.Pending.Faction != foe {
		t.Fatalf("waiting for %+v, not %s's retreat before combat", s.Pending, foe)
	}
	_ = refuge
	return s, foe
}

// Before a hopeless battle the defence retreats, whatever the hidden
// level (the view hides it; both levels give the same choice).
func TestRetreatsBeforeHopelessBattle(t *testing.T) {
	for _, level := range Levels {
		var got []redrussia.Action
		for _, lv := range []redrussia.Level{redrussia.LevelProbe, redrussia.LevelInvasion} {
			s, foe := hopeless(t, lv)
			a, ok := newBot(t, level).Choose(s, foe)
			if !ok || a.Type != redrussia.ActRetreat {
				t.Errorf("%s: the defence chose %v before a hopeless battle", level, a)
			}
			got = append(got, a)
		}
		if len(got) == 2 && !reflect.DeepEqual(got[0], got[1]) {
			t.Errorf("%s: the choice depends on the hidden level: %v, %v", level, got[0], got[1])
		}
	}
}

// shuffled is s with its hidden parts changed for faction f: the other
// hands and the deck dealt anew from the same cards, another generator,
// the unrevealed levels of another player's battles changed.
func shuffled(s *redrussia.State, f redrussia.Faction, seed uint64) *redrussia.State {
	c := s.Clone()
	me := c.PlayerOf(f)
	var pool []int
	for i := range c.Players {
		if i != me {
			pool = append(pool, c.Players[i].Hand...)
		}
	}
	pool = append(pool, c.Deck...)
	r := dice.New(seed)
	for i := len(pool) - 1; i > 0; i-- {
		j := r.Intn(i + 1)
		pool[i], pool[j] = pool[j], pool[i]
	}
	k := 0
	for i := range c.Players {
		if i != me {
			n := len(c.Players[i].Hand)
			c.Players[i].Hand = slices.Clone(pool[k : k+n])
			k += n
		}
	}
	c.Deck = slices.Clone(pool[k:])
	c.Rand = dice.New(seed * 977)
	if c.Active != redrussia.NoFaction && c.PlayerOf(c.Active) != me {
		for i := range c.Battles {
			if b := &c.Battles[i]; !b.Revealed && b.Level != redrussia.LevelFree {
				b.Level = redrussia.LevelProbe + (b.Level % 3)
			}
		}
	}
	return c
}

// A short game of four computer players: every choice is one the engine
// accepts (no fallback), and a choice is the same when the hidden parts
// of the state are changed.
func TestBotGameLegalAndViewOnly(t *testing.T) {
	s, err := redrussia.NewGame(data(t), 4, 21, redrussia.Options{})
	if err != nil {
		t.Fatal(err)
	}
	bots := map[redrussia.Faction]*Player{}
	for i, f := range redrussia.Majors {
		level := Levels[i%2]
		bots[f], _ = New(level, uint64(i))
	}
	steps := 0
	for !s.Over() && s.Turn <= 2 && steps < 3000 {
		f := s.Pending.Faction
		b := bots[f]
		a, ok := b.Choose(s, f)
		if !ok {
			t.Fatalf("no choice at %+v", s.Pending)
		}
		if steps%7 == 0 {
			a2, _ := b.Choose(shuffled(s, f, uint64(steps)), f)
			if !reflect.DeepEqual(a, a2) {
				t.Fatalf("step %d (%+v): %v with the hidden parts changed, %v without", steps, s.Pending, a2, a)
			}
		}
		before := s.Clone()
		ev, err := redrussia.Apply(s, a)
		if err != nil {
			t.Fatalf("step %d: %v refused: %v", steps, a, err)
		}
		for _, o := range bots {
			o.Observe(before, a, ev)
		}
		steps++
	}
	for f, b := range bots {
		if b.Fallbacks > 0 {
			t.Errorf("%s: %d choices the engine refused", f, b.Fallbacks)
		}
	}
	if s.Turn <= 2 && !s.Over() {
		t.Errorf("the game stalled on turn %d after %d steps", s.Turn, steps)
	}
}

// Observe counts the cards played until a shuffle; Unseen leaves them out
// with the player's own hand.
func TestObserveCards(t *testing.T) {
	s := advance(t, 2, func(s *redrussia.State) bool { return s.Turn == 1 && s.Pending.Kind == redrussia.DecideMove })
	f := s.Pending.Faction
	b := newBot(t, "normal")
	v := s.View(f)
	all := len(b.Unseen(v, f))
	card := b.Unseen(v, f)[0]
	b.Observe(s, redrussia.Action{}, []redrussia.Event{{Kind: redrussia.EvCardPlayed, N: card}})
	if b.Seen(card) != 1 || len(b.Unseen(v, f)) != all-1 || slices.Contains(b.Unseen(v, f), card) {
		t.Errorf("after card %d was played: seen %d, %d unseen of %d", card, b.Seen(card), len(b.Unseen(v, f)), all)
	}
	for _, id := range v.Players[v.PlayerOf(f)].Hand {
		if slices.Contains(b.Unseen(v, f), id) {
			t.Errorf("own card %d counted unseen", id)
		}
	}
	b.Observe(s, redrussia.Action{}, []redrussia.Event{{Kind: redrussia.EvShuffled}})
	if b.Seen(card) != 0 || len(b.Unseen(v, f)) != all {
		t.Errorf("after the shuffle: seen %d, %d unseen of %d", b.Seen(card), len(b.Unseen(v, f)), all)
	}
}

// Every level may sit in a saved game's seat.
func TestLevelsAreSeatKinds(t *testing.T) {
	for _, l := range Levels {
		if !slices.Contains(redrussia.SeatKinds, l) {
			t.Errorf("level %q is not among redrussia.SeatKinds %v", l, redrussia.SeatKinds)
		}
	}
}

// TestB_AlliedMoveTakesTheUnitNearestATarget: given a "Move" result
// (13.61), the White takes control of the Allied unit that can fight for
// it soonest, the one next to an area it may besiege, not the first
// offered (Allied units fight free for their controller, 13.63).
func TestB_AlliedMoveTakesTheUnitNearestATarget(t *testing.T) {
	var s *redrussia.State
	for seed := uint64(1); s == nil && seed < 50; seed++ {
		s = reach(t, seed, func(s *redrussia.State) bool {
			n := 0
			for _, a := range s.Legal() {
				if a.Type == redrussia.ActAlliedControl {
					n++
				}
			}
			return n >= 2
		})
	}
	if s == nil {
		t.Fatal("no random game of seeds 1-49 reaches a Move with two Allied units to choose from")
	}
	f := s.Pending.Faction
	var ctl []redrussia.Action
	for _, a := range s.Legal() {
		if a.Type == redrussia.ActAlliedControl {
			ctl = append(ctl, a)
		}
	}
	pl := newPlan(s.View(f), f)
	near, far := "", ""
	for _, ar := range s.Data().Map.Areas {
		switch d := pl.distOf(ar.Code); {
		case d == 1 && near == "":
			near = ar.Code
		case d >= 4 && far == "":
			far = ar.Code
		}
	}
	if near == "" || far == "" {
		t.Fatalf("no area next to a target (%q) or far from one (%q)", near, far)
	}
	// The last land unit offered stands next to a target, the others far
	// from any.
	var last *redrussia.Piece
	for _, a := range ctl {
		p := s.Piece(a.Piece)
		p.Where = far
		if p.Type != redrussia.FLEET {
			last = p
		}
	}
	if last == nil || last.ID == ctl[0].Piece {
		t.Fatalf("no land unit offered after the first among %v", ctl)
	}
	last.Where = near
	a, ok := newBot(t, "normal").Choose(s, f)
	if !ok || a.Type != redrussia.ActAlliedControl || a.Piece != last.ID {
		t.Fatalf("%v took %v; want %s, next to a target in %s (the others in %s)", f, a, last.ID, near, far)
	}
	if _, err := redrussia.Apply(s, a); err != nil || s.Piece(last.ID).ControlledBy != f {
		t.Fatalf("control of %s: %v, %v", last.ID, err, s.Piece(last.ID).ControlledBy)
	}
}
