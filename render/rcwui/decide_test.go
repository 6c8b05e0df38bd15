package rcwui

import (
	"fmt"
	"image"
	"image/png"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/game/rcw"
	"tachanka/game/rcw/rcwcmd"
	"tachanka/render/ui"
)

// played is a board of a standard game of n players, every seat a
// person, played at random (through the board, so its record holds every
// action) until until holds.
func played(t *testing.T, n int, seed uint64, until func(*rcw.State) bool) (*ui.App, *boardScene) {
	t.Helper()
	f, err := rcwcmd.Open("rcw-standard")
	if err != nil {
		t.Fatal(err)
	}
	a := newApp(t, ui.Options{UIScale: 1, Zoom: 1.4}, 1600, 1000)
	seats := map[string]string{}
	for _, l := range rcw.Letters(n) {
		seats[l] = "human"
	}
	var b *boardScene
	frame(func() {
		b, err = startBoard(a, f, seats, seed)
		if err == nil {
			a.SetScene(b)
		}
	}, nil)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 3))
	for k := 0; !until(b.st); k++ {
		if k > 20000 || b.st.Over() {
			t.Fatalf("seed %d: the position wanted never came", seed)
		}
		if !b.act(pickRandom(b.st, r)) {
			t.Fatalf("a legal action was refused: %s", b.msg)
		}
	}
	b.facing, b.curtain = b.st.Pending.Player, ""
	return a, b
}

// draw draws the board once, so that its panels' buttons are there.
func drawOnce(b *boardScene) {
	frame(nil, func(screen *ebiten.Image) { b.a.Draw(screen) })
}

// press runs a panel button by id, as a click on it does.
func press(t *testing.T, b *boardScene, id string) {
	t.Helper()
	drawOnce(b)
	if !b.panelClick(id) {
		var ids []string
		for k := range b.handlers {
			ids = append(ids, k)
		}
		slices.Sort(ids)
		t.Fatalf("no button %s among %v", id, ids)
	}
}

// A force dragged lights exactly the provinces where the engine's Legal
// moves of that force end; dropped on one, it moves there along the
// engine's path, and the move joins the game's record.
func TestDragLightsTheEngineReach(t *testing.T) {
	_, b := played(t, 4, 11, func(s *rcw.State) bool { return s.Pending.Kind == rcw.DecideMove })
	me := b.st.Pending.Player
	var stack int
	for _, st := range b.st.Stacks {
		if st.Player == me && len(b.forcesOf(st.ID)) > 0 {
			stack = st.ID
			break
		}
	}
	if !b.startDrag(stack) {
		t.Fatalf("stack %d of Player %s cannot be dragged", stack, me)
	}
	units := b.drag.units
	want := map[string]bool{}
	for _, x := range b.st.Legal() {
		if x.Type == rcw.ActMove && slices.Equal(x.Units, units) {
			want[x.Path[len(x.Path)-1].To] = true
		}
	}
	got := b.dragLit()
	if len(got) == 0 || len(got) != len(want) {
		t.Fatalf("lit %v, the engine reaches %v", got, want)
	}
	for _, p := range got {
		if !want[p] {
			t.Fatalf("%s is lit but no Legal move of the force ends there", p)
		}
	}
	to := got[len(got)-1]
	n := len(b.actions)
	b.drag.live = true
	b.drop(to)
	if b.st.Province(units[0]) != to || len(b.actions) != n+1 || b.actions[n].Type != rcw.ActMove {
		t.Fatalf("the force is in %s after a drop on %s (%d actions)", b.st.Province(units[0]), to, len(b.actions))
	}
}

// The attack panel lists the attacks Legal lists on the target, each with
// the engine's odds column and the chance of each CRT result, which sum
// to 1 and are the CRT's faces on that column; Attack rolls the die.
func TestAttackPanelOdds(t *testing.T) {
	hasAttack := func(s *rcw.State) bool {
		if s.Pending.Kind != rcw.DecideCombat {
			return false
		}
		return slices.ContainsFunc(s.Legal(), func(x rcw.Action) bool { return x.Type == rcw.ActAttack })
	}
	_, b := played(t, 4, 5, hasAttack)
	k := slices.IndexFunc(b.legal(), func(x rcw.Action) bool { return x.Type == rcw.ActAttack })
	x := b.legal()[k]
	if !b.attackable(x.Target) {
		t.Fatalf("stack %d is attacked by a Legal action, not attackable", x.Target)
	}
	b.target = x.Target
	rows := b.attackRows()
	if len(rows) == 0 {
		t.Fatal("no attack in the panel")
	}
	for _, r := range rows {
		sum := 0.0
		for _, p := range r.chances {
			sum += p
		}
		if sum < 0.999 || sum > 1.001 {
			t.Fatalf("the chances %v sum to %v", r.chances, sum)
		}
		col := slices.Index(rcw.CRTColumns, r.column)
		for res, p := range r.chances {
			faces := 0
			for die := 1; die <= 6; die++ {
				got := b.d.Tables.CRT.Rows[die-1][col]
				if r.act.Type == rcw.ActSubvert && got != rcw.De {
					got = ""
				}
				if got == res {
					faces++
				}
			}
			if d := p - float64(faces)/6; d > 1e-9 || d < -1e-9 {
				t.Fatalf("%s on %s: %v, the CRT has %d faces", res, r.column, p, faces)
			}
		}
	}
	n := len(b.actions)
	press(t, b, "rcw:attack:0")
	if len(b.actions) != n+1 || !b.dice.showing() {
		t.Fatalf("Attack did not roll: %d actions, die %v", len(b.actions)-n, b.dice)
	}
}

// An offer written in the politics panel and accepted by its addressee
// moves the markers; an offer of more than the giver holds is refused
// with its rule, in a toast.
func TestOfferAcceptedAndRefusal(t *testing.T) {
	_, b := played(t, 4, 7, func(s *rcw.State) bool { return s.Phase == rcw.PhaseTrading })
	var from, to string
	for _, p := range b.st.Players {
		if p.PM > 0 && from == "" {
			from = p.Letter
		}
	}
	for _, p := range b.st.Players {
		if p.Letter != from && to == "" {
			to = p.Letter
		}
	}
	if from == "" {
		t.Skip("no PM dealt")
	}
	pmFrom, pmTo := b.st.Player(from).PM, b.st.Player(to).PM
	b.facing, b.polOpen = from, true
	press(t, b, "pol:to:"+to)
	for k := 0; k <= pmFrom; k++ {
		press(t, b, "pol:give:pm+")
	}
	press(t, b, "pol:offer")
	if !strings.Contains(b.a.ToastText(), "15.33") || len(b.st.Offers) != 0 {
		t.Fatalf("an offer of %d PM by a holder of %d: toast %q, offers %v", pmFrom+1, pmFrom, b.a.ToastText(), b.st.Offers)
	}
	press(t, b, "pol:give:pm-")
	press(t, b, "pol:offer")
	if len(b.st.Offers) != 1 {
		t.Fatalf("no offer made: %s", b.msg)
	}
	id := b.st.Offers[0].ID
	b.facing = to
	press(t, b, "pol:accept:"+itoa(id))
	if b.st.Player(from).PM != 0 || b.st.Player(to).PM != pmTo+pmFrom {
		t.Fatalf("after the trade %s holds %d PM and %s %d", from, b.st.Player(from).PM, to, b.st.Player(to).PM)
	}
}

func itoa(n int) string { return fmt.Sprint(n) }

// The pending decision's buttons are Legal's: the deal, then each
// person's Done; a decision that passes to another human seat brings the
// curtain down, and nothing can be done for him until it is lifted.
func TestDecisionButtonsAndCurtain(t *testing.T) {
	_, b := played(t, 3, 9, func(s *rcw.State) bool { return true })
	press(t, b, "rcw:do:0")
	if b.st.Phase != rcw.PhaseTrading {
		t.Fatalf("the deal button left the game in %v", b.st.Phase)
	}
	for _, l := range []string{"A", "B", "C"} {
		b.facing = l
		drawOnce(b)
		k := slices.IndexFunc(b.legal(), func(x rcw.Action) bool { return x.Type == rcw.ActDone && x.Player == l })
		press(t, b, "rcw:do:"+itoa(k))
	}
	if b.st.Pending.Kind != rcw.DecideSequence {
		t.Fatalf("after three Done the game waits for %v", b.st.Pending)
	}
	b.facing = "C"
	b.checkCurtain()
	if b.curtain != b.st.Pending.Player || len(b.mine()) != 0 {
		t.Fatalf("the sequencing draw of %s does not bring the curtain down (curtain %q)", b.st.Pending.Player, b.curtain)
	}
	b.lift()
	if b.facing != b.st.Pending.Player || len(b.mine()) == 0 {
		t.Fatal("the curtain lifted, the seat cannot act")
	}
	// Handed to another person during that decision (to answer an
	// offer), the screen stays his until he hands it back.
	other := "A"
	if b.facing == "A" {
		other = "B"
	}
	press(t, b, "rcw:hand:"+other)
	b.lift()
	b.checkCurtain()
	if b.facing != other || b.curtain != "" {
		t.Fatalf("handed to %s: facing %q, curtain %q", other, b.facing, b.curtain)
	}
}

// A saved game loads to the same state, actions and seats; the autosave
// holds the game too.
func TestSaveLoadRoundTrip(t *testing.T) {
	a, b := played(t, 4, 13, func(s *rcw.State) bool { return s.Turn == 1 && s.Pending.Kind == rcw.DecideCombat })
	b.seats["D"] = "random"
	path := filepath.Join(t.TempDir(), "rcw-save.json")
	if err := b.saveFile().Save(path); err != nil {
		t.Fatal(err)
	}
	var got *boardScene
	var err error
	frame(func() { got, err = loadScene(a, path) }, nil)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := rcw.MarshalState(b.st)
	have, _ := rcw.MarshalState(got.st)
	if string(want) != string(have) || len(got.actions) != len(b.actions) || got.seats["D"] != "random" || got.seats["A"] != "human" {
		t.Fatalf("the loaded game differs: %d actions of %d, seats %v", len(got.actions), len(b.actions), got.seats)
	}
	if b.autosaves == 0 {
		t.Fatal("nothing was autosaved")
	}
	data, err := os.ReadFile(ui.AutosavePath())
	if err != nil || !strings.Contains(string(data), `"game": "rcw"`) && !strings.Contains(string(data), `"game":"rcw"`) {
		t.Fatalf("the autosave: %v", err)
	}
}

// writeShot draws the board as the window shows it and, with RCW_SHOT
// set, writes the picture to that directory under name.
func writeShot(t *testing.T, b *boardScene, name string) {
	t.Helper()
	var img *image.RGBA
	frame(nil, func(*ebiten.Image) {
		w, h := b.w, b.h
		off := ebiten.NewImage(w, h)
		b.a.Dirty = true
		b.a.Draw(off)
		img = image.NewRGBA(image.Rect(0, 0, w, h))
		off.ReadPixels(img.Pix)
		off.Deallocate()
	})
	dir := os.Getenv("RCW_SHOT")
	if dir == "" {
		return
	}
	out, err := os.Create(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	if err := png.Encode(out, img); err != nil {
		t.Fatal(err)
	}
}

// The pictures of the decisions in docs (RCW_SHOT=DIR): the attack panel
// with its odds and chances beside the spread target (rcw-attack.png),
// and the politics panel with an offer written and one open
// (rcw-politics.png).
func TestDecisionShots(t *testing.T) {
	_, b := played(t, 4, 2, func(s *rcw.State) bool {
		return s.Pending.Kind == rcw.DecideCombat && slices.ContainsFunc(s.Legal(), func(x rcw.Action) bool { return x.Type == rcw.ActAttack })
	})
	// An attack on another player's stack at good odds, if there is one.
	k := slices.IndexFunc(b.legal(), func(x rcw.Action) bool {
		_, _, col, err := b.st.Odds(x)
		return x.Type == rcw.ActAttack && err == nil && col >= rcw.Odds21 && b.st.Stack(x.Target).Player != x.Player
	})
	if k < 0 {
		k = slices.IndexFunc(b.legal(), func(x rcw.Action) bool { return x.Type == rcw.ActAttack })
	}
	b.target = b.legal()[k].Target
	b.spread = b.st.Stack(b.target).Province
	p := b.d.Map.Province(b.spread)
	b.cam.Zoom = 1.3
	b.cam.CenterOn(p.Label[0]+250, p.Label[1]+120)
	writeShot(t, b, "rcw-attack.png")

	_, b = played(t, 4, 2, func(s *rcw.State) bool { return s.Phase == rcw.PhaseTrading })
	var from, to string
	for _, pl := range b.st.Players {
		if pl.PM > 0 && from == "" {
			from = pl.Letter
		} else if to == "" {
			to = pl.Letter
		}
	}
	b.facing, b.polOpen = to, true
	press(t, b, "pol:to:"+from)
	press(t, b, "pol:get:pm+")
	press(t, b, "pol:offer")
	b.facing = from
	press(t, b, "pol:to:"+to)
	press(t, b, "pol:give:pm+")
	b.cam.Fit()
	writeShot(t, b, "rcw-politics.png")
	if len(b.st.Offers) != 1 {
		t.Fatalf("the open offer was not made: %s", b.msg)
	}
}

// With stops planned, a force dropped on a lit province waits for its
// stops: a leader left on the way stays in the first province of the
// path, the others go on to the end, in one move the engine accepts.
func TestStopsOnTheWay(t *testing.T) {
	var b *boardScene
	var x rcw.Action
	for seed := uint64(1); seed < 30 && x.Type == 0; seed++ {
		_, b = played(t, 4, seed, func(s *rcw.State) bool { return s.Pending.Kind == rcw.DecideMove })
		for _, y := range b.legal() {
			if y.Type == rcw.ActMove && len(y.Units) >= 2 && len(y.Path) >= 2 && !y.Rail && y.Player == b.facing {
				x = y
				break
			}
		}
	}
	if x.Type == 0 {
		t.Skip("no force of two leaders with a path of two provinces")
	}
	b.stops = true
	st := b.stackOf(x.Units[0])
	b.force[st.ID] = x.Units
	if !b.startDrag(st.ID) {
		t.Fatal("the force cannot be dragged")
	}
	end := x.Path[len(x.Path)-1].To
	b.drag.moves[end] = x // the path of this test's choosing among Legal's
	b.drag.live = true
	n := len(b.actions)
	b.drop(end)
	if b.route == nil || len(b.actions) != n {
		t.Fatal("the drop moved at once with stops to plan")
	}
	left := x.Units[1]
	press(t, b, fmt.Sprintf("rcw:drop:0:%d", left))
	press(t, b, "rcw:route:move")
	if len(b.actions) != n+1 {
		t.Fatalf("the move with a stop was refused: %s", b.msg)
	}
	if got := b.st.Province(left); got != x.Path[0].To {
		t.Fatalf("the leader left at %s is in %s", x.Path[0].To, got)
	}
	if got := b.st.Province(x.Units[0]); got != end {
		t.Fatalf("the force ended in %s, not %s", got, end)
	}
}
