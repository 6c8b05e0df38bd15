package rcwui

import (
	"math/rand/v2"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"tachanka/game/rcw"
	"tachanka/render/ui"
	"tachanka/scenarios"
)

// findPending plays seeded random games until one waits for a decision
// of kind, and returns that position.
func findPending(t *testing.T, kind rcw.Decision) *rcw.State {
	t.Helper()
	d, err := scenarios.RCWData()
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); seed <= 40; seed++ {
		s, _ := rcw.NewState(d, 5)
		rcw.Start(s, seed)
		r := rand.New(rand.NewPCG(seed, 9))
		for k := 0; k < 4000 && !s.Over(); k++ {
			if s.Pending.Kind == kind {
				return s
			}
			if _, err := rcw.Apply(s, pickRandom(s, r)); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Skipf("no %v in 40 random games", kind)
	return nil
}

// The decision panel offers, for an Exchange's losses, a capture and a
// redraw, one button for each action Legal lists for the player (the
// minimal sets of 8.43 Ruling; each Imperial unit's capture and the
// pass; draw or pass), and nothing for another seat's decision.
func TestPendingDecisionButtons(t *testing.T) {
	for _, kind := range []rcw.Decision{rcw.DecideLosses, rcw.DecideCapture, rcw.DecideRedraw} {
		t.Run(kind.String(), func(t *testing.T) {
			s := findPending(t, kind)
			_, b := openBoard(t, s, ui.Options{UIScale: 1}, 1600, 1000)
			for l := range b.seats {
				b.seats[l] = "human"
			}
			b.facing = s.Pending.Player
			var want []string
			for _, x := range s.Legal() {
				if x.Player == b.facing && slices.Contains(decisionTypes, x.Type) {
					want = append(want, b.describe(x))
				}
			}
			var got []string
			for _, r := range b.decisionRows() {
				for _, bt := range r.btns {
					if strings.HasPrefix(bt.id, "rcw:do:") {
						got = append(got, bt.label)
					}
				}
			}
			if len(want) > maxButtons {
				want = want[:maxButtons]
			}
			if len(got) == 0 || !slices.Equal(got, want) {
				t.Fatalf("%v of Player %s: buttons %q, Legal %q", kind, b.facing, got, want)
			}
			for _, p := range s.Players {
				if p.Letter != b.facing {
					b.facing = p.Letter
					break
				}
			}
			for _, r := range b.decisionRows() {
				for _, bt := range r.btns {
					if strings.HasPrefix(bt.id, "rcw:do:") {
						t.Fatalf("Player %s is offered %q for another's decision", b.facing, bt.label)
					}
				}
			}
		})
	}
}

// The solitaire game opens with one Red seat, the engine's procedure in
// the other; Red's forces drag to the provinces Legal lists, and its save
// loads back with the same seats.
func TestSolitaireBoard(t *testing.T) {
	a := newApp(t, ui.Options{Scenario: "rcw-solitaire", Seed: 4, UIScale: 1}, 1600, 1000)
	var b *boardScene
	frame(func() {
		sc, err := Open(a)
		if err != nil {
			t.Fatal(err)
		}
		b = sc.(*boardScene)
		a.SetScene(b)
	}, nil)
	if b.seats["A"] != "human" || b.seats["B"] != soloSeat || b.st.Solo == nil {
		t.Fatalf("seats %v", b.seats)
	}
	b.checkCurtain()
	if b.facing != "A" || b.curtain != "" || b.st.Pending.Player != "A" {
		t.Fatalf("facing %q, curtain %q, pending %v", b.facing, b.curtain, b.st.Pending)
	}
	dragged := false
	for _, st := range b.st.Stacks {
		if len(b.forcesOf(st.ID)) > 0 && b.startDrag(st.ID) {
			if len(b.dragLit()) == 0 {
				t.Fatalf("stack %d lights nothing", st.ID)
			}
			to := b.dragLit()[0]
			b.drag.live = true
			b.drop(to)
			dragged = true
			break
		}
	}
	if !dragged && b.st.Pending.Kind == rcw.DecideMove {
		t.Fatal("no Red force to drag in the Movement Phase")
	}
	path := t.TempDir() + "/solo.json"
	if err := b.saveFile().Save(path); err != nil {
		t.Fatal(err)
	}
	var got *boardScene
	var err error
	frame(func() { got, err = loadScene(a, path) }, nil)
	if err != nil || got.seats["B"] != soloSeat || len(got.actions) != len(b.actions) {
		t.Fatalf("the solitaire save: %v, seats %v", err, got.seats)
	}
}

// A seat changes hands at a checkpoint: a person's goes to the computer
// player (table, then strong), then to the random player, whose decision is played on the
// board's tick; the log says what the actions did with their rules, and a
// loaded game says it again.
func TestSeatSwitchAndLog(t *testing.T) {
	a, b := played(t, 3, 21, func(s *rcw.State) bool { return s.Pending.Kind == rcw.DecideSequence })
	who := b.st.Pending.Player
	b.switchSeat(who)
	if b.seats[who] != "table" || b.facing == who {
		t.Fatalf("seat %s: %q, facing %q", who, b.seats[who], b.facing)
	}
	b.switchSeat(who)
	if b.seats[who] != "strong" {
		t.Fatalf("seat %s: %q, want strong after table", who, b.seats[who])
	}
	b.switchSeat(who)
	if b.seats[who] != "random" {
		t.Fatalf("seat %s: %q, want random after the computer", who, b.seats[who])
	}
	b.random.pace, b.random.wait = 0, true
	n := len(b.actions)
	if !b.random.step(b, time.Now()) || len(b.actions) != n+1 {
		t.Fatal("the random player did not take the seat's decision")
	}
	if len(b.log) == 0 || !strings.Contains(strings.Join(b.logTexts(), "\n"), "(4.2") {
		t.Fatalf("the log: %q", b.logTexts())
	}
	path := filepath.Join(t.TempDir(), "s.json")
	if err := b.saveFile().Save(path); err != nil {
		t.Fatal(err)
	}
	var got *boardScene
	var err error
	frame(func() { got, err = loadScene(a, path) }, nil)
	if err != nil || !slices.Equal(got.logTexts(), b.logTexts()) || got.seats[who] != "random" {
		t.Fatalf("loaded: %v, %d log lines of %d, seat %q", err, len(got.log), len(b.log), got.seats[who])
	}
}

// The politics panel lists, for the seat at the screen, every political
// action Legal lists for him (assassinations, Central Committee
// proposals, purges, consents, leaving), and the main menu resumes the
// autosaved game.
func TestPoliticsListsLegalAndResume(t *testing.T) {
	a, b := played(t, 4, 17, func(s *rcw.State) bool { return s.Turn == 2 && s.Pending.Kind == rcw.DecideMove })
	b.polOpen = true
	var want []string
	for _, x := range b.legal() {
		if x.Player == b.facing && slices.Contains(politicsTypes, x.Type) {
			want = append(want, b.describe(x))
		}
	}
	var got []string
	for _, r := range b.politicsRows() {
		for _, bt := range r.btns {
			if strings.HasPrefix(bt.id, "pol:do:") {
				got = append(got, bt.label)
			}
		}
	}
	if len(want) > 2*maxButtons {
		want = want[:2*maxButtons]
	}
	if len(want) == 0 || !slices.Equal(got, want) {
		t.Fatalf("the panel lists %q, Legal %q", got, want)
	}
	r := Autosaved()
	if r == nil || !strings.Contains(r.Describe(), "2") {
		t.Fatalf("the autosave is not offered to resume: %v", r)
	}
	var sc *boardScene
	frame(func() { sc = r.Resume(a).(*boardScene) }, nil)
	if len(sc.actions) != len(b.actions) {
		t.Fatalf("resumed with %d actions of %d", len(sc.actions), len(b.actions))
	}
}

// A computer seat (rcwbot) takes its decisions on the board's tick, every
// one accepted by the engine, and a saved game's computer seats recall the
// game from its actions.
func TestComputerSeatsPlay(t *testing.T) {
	a, b := played(t, 4, 5, func(s *rcw.State) bool { return s.Pending.Kind == rcw.DecideSequence })
	for l := range b.seats {
		b.seats[l] = "table"
	}
	b.facing = ""
	b.random.pace, b.random.wait = 0, true
	n := len(b.actions)
	for k := 0; k < 300 && !b.st.Over(); k++ {
		if !b.random.step(b, time.Now()) {
			t.Fatalf("step %d: no computer decision while waiting for %v (%s)", k, b.st.Pending, b.msg)
		}
	}
	if len(b.actions) != n+300 && !b.st.Over() {
		t.Fatalf("%d actions played", len(b.actions)-n)
	}
	if len(b.random.bots) != 4 {
		t.Fatalf("%d computer players made", len(b.random.bots))
	}
	path := filepath.Join(t.TempDir(), "c.json")
	if err := b.saveFile().Save(path); err != nil {
		t.Fatal(err)
	}
	var got *boardScene
	var err error
	frame(func() { got, err = loadScene(a, path) }, nil)
	if err != nil || len(got.random.bots) != 4 || got.seats["A"] != "table" {
		t.Fatalf("the loaded game's computer seats: %v, %v", err, got.seats)
	}
	if x, y := got.random.bots["A"].PCT(), b.random.bots["A"].PCT(); !reflect.DeepEqual(x, y) {
		t.Fatalf("the recalled cooperation table %v differs from the played one %v", x, y)
	}
}
