package redsui

import (
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/game/bot"
	"tachanka/game/hex"
	"tachanka/game/reds"
	"tachanka/game/scenario"
	"tachanka/render/ui"
	"tachanka/scenarios"
)

// dialogNames are the dialogs that answer decisions.
var dialogNames = map[reds.Decision]string{
	reds.DecideFronts: "high_command:fronts", reds.DecideFirstChit: "high_command:first_chit",
	reds.DecideFieldStaff: "high_command:field_staff", reds.DecideSupport: "support", reds.DecideLoss: "loss",
	reds.DecideEvent: "event", reds.DecideLeader: "leader", reds.DecideTsarRally: "tsar",
	reds.DecideRaidEnd: "raid_end", reds.DecideMiracle: "miracle", reds.DecidePeace: "peace", reds.DecideBorderArmy: "border_army",
}

// Every decision random games meet has its way in the client: a dialog for
// choices, lit hexes for placements and retreats (every hex the engine
// accepts, and only those), the status bar's buttons for ending steps.
func TestEveryDecisionHasItsGesture(t *testing.T) {
	scn := "reds-1918-1921"
	f, err := scenarios.Open(scn)
	if err != nil {
		t.Skip(err)
	}
	a, b := newTestApp(t, scn)
	seen := map[reds.Decision]int{}
	for _, seed := range []uint64{3, 17} {
		g, _ := f.NewGame(seed)
		red, white := bot.NewRandom(seed), bot.NewRandom(seed+1)
		for n := 0; n < 1500 && g.State.Turn <= 7 && g.State.Step != reds.StepGameOver; n++ {
			s := g.State
			k := s.Pending.Kind
			seen[k]++
			frame(func() error {
				b.game, b.ver = g, b.ver+1
				a.CloseModals()
				b.sel, b.trayPick, b.dialogVer = nil, "", 0
				b.checkDecision(t, a)
				return nil
			}, func(*ebiten.Image) {})
			if t.Failed() {
				t.Fatalf("seed %d, turn %d, %s:%s", seed, s.Turn, s.Pending.Side, k)
			}
			p := white
			if s.Pending.Side == reds.Red {
				p = red
			}
			act, err := p.Choose(s)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := g.Do(act); err != nil {
				t.Fatal(err)
			}
		}
	}
	g := retreatOpening(t, f)
	seen[reds.DecideRetreat]++
	frame(func() error {
		b.game, b.ver = g, b.ver+1
		a.CloseModals()
		b.sel = nil
		b.checkDecision(t, a)
		return nil
	}, func(*ebiten.Image) {})
	for _, k := range []reds.Decision{reds.DecideFronts, reds.DecideFirstChit, reds.DecideMovement, reds.DecideCombat,
		reds.DecideRetreat, reds.DecideStrategic, reds.DecidePlace, reds.DecideGarrisons} {
		if seen[k] == 0 {
			t.Errorf("the random games never met a %s decision: the test proves less than it says", k)
		}
	}
	t.Logf("decisions met: %v", seen)
}

// retreatOpening plays the campaign's opening that leaves a choice of
// retreat (random attacks seldom do): seed 5, the Ekaterinodar stack beats
// the 11th Army's hex.
func retreatOpening(t *testing.T, f *scenario.File) *reds.Game {
	t.Helper()
	g, _ := f.NewGame(5)
	script := []reds.Action{
		{Type: reds.ActLeader, Side: reds.Red, Chit: reds.ChitFieldStaff},
		{Type: reds.ActFronts, Side: reds.Red, Fronts: []reds.Front{reds.NorthFront, reds.WestFront}},
		{Type: reds.ActFirstChit, Side: reds.White, Chit: reds.ChitAFSR},
		{Type: reds.ActMove, Side: reds.White, Units: []string{"afsr-markov", "afsr-drozdov", "afsr-kornilov", "afsr-1-kuban-corps"},
			Path: []hex.Hex{hex.MustParse("2924"), hex.MustParse("3024"), hex.MustParse("3123")}},
		{Type: reds.ActEndStep, Side: reds.White},
		{Type: reds.ActAttack, Side: reds.White, Units: []string{"afsr-markov", "afsr-drozdov", "afsr-kornilov", "afsr-1-kuban-corps"}, Hex: hex.MustParse("3224")},
	}
	for _, x := range script {
		if _, err := g.Do(x); err != nil {
			t.Fatalf("the retreat's opening: %v: %v", x, err)
		}
	}
	if g.State.Pending.Kind != reds.DecideRetreat {
		t.Fatalf("the retreat's opening ends in %s, not a retreat", g.State.Pending.Kind)
	}
	return g
}

// Units dragged one by one out of a retreating stack go as one stack as far
// as the first hex their paths share, and part there: one action, with an
// end for each unit (11.6(5)); the first drag only plans.
func TestSplitRetreatGoesAsOneStack(t *testing.T) {
	f, err := scenarios.Open("reds-1918-1921")
	if err != nil {
		t.Skip(err)
	}
	a, b := newTestApp(t, "reds-1918-1921")
	g := retreatOpening(t, f)
	s := g.State
	// The opening's retreat is the 11th Army's alone: a second Red unit is
	// put in its hex to retreat with it (the engine's own rules for the
	// split are tested in game/reds: TestR11_6_5_...).
	from := s.Units[mustUnit(t, s, s.Pending.Units[0])].Hex
	for i := range s.Units {
		d := s.Def(i)
		if s.SideOf(i) == reds.Red && s.Units[i].Where == reds.OnMap && d.Type == reds.Infantry && d.SP <= 2 && s.Units[i].Hex != from {
			s.Units[i].Hex = from
			s.Combat.Retreating = append(s.Combat.Retreating, d.ID)
			s.Pending.Units = append(s.Pending.Units, d.ID)
			break
		}
	}
	ids := s.Pending.Units
	// Two units of the hex and two ends through one first hex.
	var mid, end1, end2 hex.Hex
	var u1, u2 string
	for _, x := range ids {
		for _, y := range ids {
			if x == y {
				continue
			}
			for _, o1 := range s.RetreatOptions(x) {
				for _, o2 := range s.RetreatOptions(y) {
					// Free routes: a drop takes a route through the hex
					// dragged across only if none to its end is cheaper.
					if !mid.Valid() && o1.Path[1] == o2.Path[1] && o1.Path[2] != o2.Path[2] && o1.Path[0] == o2.Path[0] && o1.EZOC == 0 && o2.EZOC == 0 {
						mid, end1, end2, u1, u2 = o1.Path[1], o1.Path[2], o2.Path[2], x, y
					}
				}
			}
		}
	}
	if !mid.Valid() || len(ids) != 2 {
		t.Fatalf("the opening's retreat (%v) offers no split through one hex", ids)
	}
	before := len(g.Actions)
	frame(func() error {
		b.game, b.ver = g, b.ver+1
		a.CloseModals()
		b.sel = nil
		b.doRetreat([]string{u1}, end1, mid)
		if len(g.Actions) != before || len(b.retreatPlan) != 1 {
			t.Errorf("the first unit's drag sent %d actions, planned %v", len(g.Actions)-before, b.retreatPlan)
		}
		b.doRetreat([]string{u2}, end2, mid)
		return nil
	}, func(*ebiten.Image) {})
	if len(g.Actions) != before+1 {
		t.Fatalf("%d actions sent, want one", len(g.Actions)-before)
	}
	x := g.Actions[before]
	if x.Type != reds.ActRetreat || !slices.Equal(x.Units, []string{u1, u2}) || x.Path[1] != mid || !slices.Equal(x.Ends, []hex.Hex{end1, end2}) {
		t.Fatalf("sent %+v", x)
	}
	for id, want := range map[string]hex.Hex{u1: end1, u2: end2} {
		if i, _ := g.State.UnitByID(id); g.State.Units[i].Where == reds.OnMap && g.State.Units[i].Hex != want {
			t.Errorf("%s in %v, want %v", id, g.State.Units[i].Hex, want)
		}
	}
	if len(b.retreatPlan) != 0 {
		t.Errorf("plan left: %v", b.retreatPlan)
	}
}

// checkDecision asserts the client's way of making the pending decision.
func (b *boardScene) checkDecision(t *testing.T, a *ui.App) {
	t.Helper()
	s := b.state()
	p := s.Pending
	if name, ok := dialogNames[p.Kind]; ok {
		b.ensureDialog()
		if m := a.Top(); m == nil || m.Name() != name {
			t.Errorf("%s: dialog %v, want %s", p.Kind, a.Modals(), name)
		}
		return
	}
	buttons := map[string]bool{}
	for _, btn := range b.statusButtons() {
		buttons[btn.id] = true
	}
	switch p.Kind {
	case reds.DecideMovement, reds.DecideCombat, reds.DecideStrategic, reds.DecideRedTrain, reds.DecideReplace:
		if !buttons["bar:end"] {
			t.Errorf("%s: no button ends it: %v", p.Kind, buttons)
		}
	case reds.DecideAdvance:
		if !buttons["bar:advance_all"] || !buttons["bar:advance_none"] {
			t.Errorf("advance: buttons %v", buttons)
		}
	case reds.DecideGarrisons:
		// No dialog: the client keeps them, or (when the player asked to
		// be asked) the bar asks, with End (garrisons_test.go).
		a.Settings.AskGarrisons = true
		end := false
		for _, btn := range b.statusButtons() {
			end = end || btn.id == "bar:end"
		}
		a.Settings.AskGarrisons = false
		if b.ensureDialog(); a.Top() != nil || !end {
			t.Errorf("garrisons: dialog %v, End on the bar %v", a.Modals(), end)
		}
	}
	// The lit hexes are exactly the hexes of the engine's legal actions.
	var want []string
	switch p.Kind {
	case reds.DecidePlace, reds.DecideTerror, reds.DecideRedTrain:
		for _, x := range reds.LegalActions(s) {
			if x.Type == reds.ActPlace || x.Type == reds.ActRedTrain {
				want = append(want, x.Hex.String())
			}
		}
	case reds.DecideRetreat:
		ids := b.defaultRetreaters()
		for _, x := range reds.LegalActions(s) {
			if x.Ends == nil && (slices.Equal(x.Units, ids) || len(ids) == 1 && len(x.Units) == 1 && x.Units[0] == ids[0]) {
				want = append(want, x.Path[2].String())
			}
		}
	default:
		return
	}
	var got []string
	if l := b.litNow(); l != nil {
		for h := range l.hexes {
			got = append(got, h.String())
		}
	}
	slices.Sort(got)
	slices.Sort(want)
	want = slices.Compact(want)
	if !slices.Equal(got, want) {
		t.Errorf("%s: lit %s, the engine allows %s", p.Kind, strings.Join(got, " "), strings.Join(want, " "))
	}
}

func mustUnit(t *testing.T, s *reds.State, id string) int {
	t.Helper()
	i, ok := s.UnitByID(id)
	if !ok {
		t.Fatalf("no unit %s", id)
	}
	return i
}

// Issue 22 (small things): the loss dialog asks which unit is disordered
// only when none of the tied units is disordered already; when all are,
// the one chosen is eliminated and the question says so; when some are,
// it says a disordered one is eliminated.
func TestLossDialogSaysWhenTheChoiceEliminates(t *testing.T) {
	f, err := scenarios.Open("reds-1918-1921")
	if err != nil {
		t.Skip(err)
	}
	a, b := newTestApp(t, "reds-1918-1921")
	g := retreatOpening(t, f)
	s := g.State
	var ids []string
	for i := range s.Units {
		if s.SideOf(i) == reds.Red && s.Units[i].Where == reds.OnMap && len(ids) < 2 {
			ids = append(ids, s.Def(i).ID)
		}
	}
	for _, c := range []struct {
		disordered []bool
		title      string
	}{
		{[]bool{false, false}, "Which unit is disordered?"},
		{[]bool{true, false}, "Which unit takes the loss?"},
		{[]bool{true, true}, "Which unit is eliminated?"},
	} {
		for k, id := range ids {
			s.Units[mustUnit(t, s, id)].Disordered = c.disordered[k]
		}
		s.Loss = &reds.Loss{Side: reds.Red, Units: ids, Rule: "11.5"}
		s.Pending = reds.Pending{Side: reds.Red, Kind: reds.DecideLoss, Units: ids}
		var title string
		frame(func() error {
			b.game, b.ver = g, b.ver+1
			a.CloseModals()
			b.openLoss()
			if d, ok := a.Top().(*ui.Dialog); ok {
				title = d.Title
			}
			return nil
		}, func(*ebiten.Image) {})
		if title != c.title {
			t.Errorf("disordered %v: the dialog asks %q, want %q", c.disordered, title, c.title)
		}
	}
}
