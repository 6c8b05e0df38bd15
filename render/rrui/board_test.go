package rrui

import (
	"slices"
	"strings"
	"testing"
	"time"

	"tachanka/game/redrussia"
)

// hasLegal reports a legal action of a type.
func hasLegal(t redrussia.ActionType) func(*redrussia.State) bool {
	return func(s *redrussia.State) bool {
		return slices.ContainsFunc(s.Legal(), func(a redrussia.Action) bool { return a.Type == t })
	}
}

// humanAt seats a person at the pending faction's player, the rest random.
func humanAt(s *redrussia.State) map[string]string {
	seats := map[string]string{}
	p := s.PlayerOf(s.Pending.Faction)
	for _, f := range s.Players[p].Factions {
		seats[f.String()] = kindHuman
	}
	return seats
}

// A counter dragged to a lit area makes the move Legal lists there.
func TestMoveByDrag(t *testing.T) {
	f, s := newState(t, 4, 3)
	playUntil(t, s, 5, func(s *redrussia.State) bool {
		if s.Pending.Kind != redrussia.DecideMove {
			return false
		}
		for _, a := range s.Legal() {
			if a.Type == redrussia.ActMove && len(a.Path) == 1 && s.Data().Map.Area(a.Path[0]) != nil && !a.Rail {
				return true
			}
		}
		return false
	})
	a, b := openBoard(t, f, s, humanAt(s))
	var mv redrussia.Action
	for _, x := range s.Legal() {
		if x.Type == redrussia.ActMove && len(x.Path) == 1 && s.Data().Map.Area(x.Path[0]) != nil && !x.Rail {
			mv = x
			break
		}
	}
	from := s.Piece(mv.Pieces[0]).Where
	frame(func() {
		b.cam.Zoom = 0.35
		ar := b.d.Map.Area(from)
		b.cam.CenterOn(ar.Label[0], ar.Label[1])
		b.spread = from
	}, nil)
	draw(a, b)
	var x0, y0 float64
	for _, it := range b.spreadItems() {
		if it.piece == mv.Pieces[0] {
			x0, y0 = it.r.CX(), it.r.CY()
		}
	}
	if x0 == 0 {
		t.Fatalf("the spread of %s has no counter of %s", from, mv.Pieces[0])
	}
	_, moves := b.movesOf(mv.Pieces[0], false)
	dest := ""
	for end := range moves {
		if b.d.Map.Area(end) != nil {
			x, y := b.cam.ToScreen(b.d.Map.Area(end).Town[0], b.d.Map.Area(end).Town[1])
			if b.mapR.Contains(x, y) && b.areaUnder(x, y) == end && !b.onPanel(x, y) && !b.spreadRect().Contains(x, y) {
				dest = end
				break
			}
		}
	}
	if dest == "" {
		t.Fatalf("no lit area of %v on the screen", moves)
	}
	x1, y1 := b.cam.ToScreen(b.d.Map.Area(dest).Town[0], b.d.Map.Area(dest).Town[1])
	n := len(b.actions)
	frame(func() {
		a.Left = ui0(x0, y0)
		b.mouse(a, x0, y0)
		a.Left.Pressed = false
		b.mouse(a, x0+20, y0+20)
		if b.drag == nil || !b.drag.live {
			t.Errorf("the press on %s picked up no stack", mv.Pieces[0])
			return
		}
		if lit := b.dragLit(); !slices.Contains(lit, dest) {
			t.Errorf("%s is not lit: %v", dest, lit)
		}
		b.mouse(a, x1, y1)
		a.Left.Down, a.Left.Released = false, true
		b.mouse(a, x1, y1)
		a.Left.Released = false
	}, nil)
	if len(b.actions) != n+1 {
		t.Fatalf("the drop made no action (%s)", b.msg)
	}
	got := b.actions[n]
	if got.Type != redrussia.ActMove || got.Path[len(got.Path)-1] != dest || got.Pieces[0] != mv.Pieces[0] {
		t.Fatalf("the drop made %v", got)
	}
	if p := b.st.Piece(mv.Pieces[0]); p.Where != dest {
		t.Fatalf("%s is in %s, not %s", p.ID, p.Where, dest)
	}
}

// An attack: the target area clicked, the level chosen on its button
// (priced by the engine), the battle declared at that level; the other
// seats' view hides the level.
func TestAttackWithLevel(t *testing.T) {
	f, s := newState(t, 4, 7)
	playUntil(t, s, 11, func(s *redrussia.State) bool {
		return s.Pending.Kind == redrussia.DecideBattles && hasLegal(redrussia.ActDeclareBattle)(s)
	})
	a, b := openBoard(t, f, s, humanAt(s))
	var target string
	for _, x := range b.mine() {
		if x.Type == redrussia.ActDeclareBattle {
			target = x.Where
			break
		}
	}
	frame(func() {
		b.cam.Zoom = 0.3
		ar := b.d.Map.Area(target)
		b.cam.CenterOn(ar.Town[0], ar.Town[1])
	}, nil)
	x, y := screenOf(t, b, target)
	clickAt(a, b, x, y)
	if b.target != target {
		t.Fatalf("a click on %s made %q the target", target, b.target)
	}
	draw(a, b)
	var id string
	for _, r := range b.decisionRows() {
		for _, bt := range r.btns {
			if strings.HasPrefix(bt.id, "rr:declare:") && id == "" {
				id = bt.id
			}
		}
	}
	if id == "" {
		t.Fatalf("no level button: %v", b.decisionRows())
	}
	n := len(b.actions)
	frame(func() { b.panelClick(id) }, nil)
	if len(b.actions) != n+1 || b.actions[n].Type != redrussia.ActDeclareBattle {
		t.Fatalf("the level button made %v", b.actions[n:])
	}
	lv := redrussia.Level(b.actions[n].N)
	bt := b.st.Battles[len(b.st.Battles)-1]
	if bt.Area != target || bt.Level != lv {
		t.Fatalf("declared %+v, wanted %s at %s", bt, target, lv)
	}
	other := redrussia.NoFaction
	for _, g := range b.st.Majors() {
		if b.st.PlayerOf(g) != b.st.PlayerOf(b.st.Active) {
			other = g
			break
		}
	}
	if v := b.st.View(other); lv != redrussia.LevelFree && v.Battles[len(v.Battles)-1].Level != redrussia.Hidden {
		t.Fatalf("%s sees the level %s", other, v.Battles[len(v.Battles)-1].Level)
	}
}

// A card of the hand clicked is played; it is shown to all and logged.
func TestCardPlayed(t *testing.T) {
	f, s := newState(t, 4, 2)
	playUntil(t, s, 3, hasLegal(redrussia.ActPlayCard))
	a, b := openBoard(t, f, s, humanAt(s))
	var card int
	for _, x := range b.mine() {
		if x.Type == redrussia.ActPlayCard {
			card = x.N
			break
		}
	}
	draw(a, b)
	if !slices.Contains(b.hand(), card) {
		t.Fatalf("card %d is not in the hand shown %v", card, b.hand())
	}
	n := len(b.actions)
	frame(func() { b.cardClick("rr:card:" + itoa(card)) }, nil)
	if b.cardPick == card {
		frame(func() {
			for _, x := range b.playsOf(card) {
				b.act(x)
				break
			}
		}, nil)
	}
	if len(b.actions) != n+1 || b.actions[n].Type != redrussia.ActPlayCard || b.actions[n].N != card {
		t.Fatalf("the click made %v", b.actions[n:])
	}
	if b.shown == nil || b.shown.card != card {
		t.Fatalf("the card played is not shown: %+v", b.shown)
	}
	if !slices.ContainsFunc(b.logTexts(), func(l string) bool { return strings.Contains(l, b.cardTitle(card)) }) {
		t.Fatalf("the log does not name the card: %v", b.logTexts())
	}
	draw(a, b)
}

// With two people at one screen, the curtain comes down before the other
// one's decision (his hand, his secret levels): nothing of the board's
// decisions or hand shows under it until he lifts it.
func TestCurtainBeforeHiddenInput(t *testing.T) {
	f, s := newState(t, 2, 4)
	a, b := openBoard(t, f, s, map[string]string{"red": kindHuman, "northasian": kindHuman, "siberian": kindHuman, "south": kindHuman})
	// The first decision is the Siberian's (the White player): the
	// screen is passed to him first.
	white := s.PlayerOf(redrussia.Siberian)
	if b.facing >= 0 || b.curtain != white {
		t.Fatalf("facing %d, curtain %d; the White player is %d", b.facing, b.curtain, white)
	}
	frame(func() { a.ClickID = "rr:curtain"; b.clicks(a); a.ClickID = "" }, nil)
	if b.facing != white || b.curtain >= 0 {
		t.Fatalf("after the click: facing %d, curtain %d", b.facing, b.curtain)
	}
	// Play on until Red decides.
	frame(func() {
		playUntil(t, b.st, 9, func(s *redrussia.State) bool {
			return s.PlayerOf(s.Pending.Faction) == s.PlayerOf(redrussia.Red) && s.Turn > 0
		})
		b.ver++
		b.checkCurtain()
	}, nil)
	red := b.st.PlayerOf(redrussia.Red)
	if b.curtain != red {
		t.Fatalf("no curtain for Red: facing %d, curtain %d", b.facing, b.curtain)
	}
	if rows := b.decisionRows(); len(rows) != 0 {
		t.Fatalf("the decision shows under the curtain: %v", rows)
	}
	draw(a, b)
	if _, ok := b.handlers["rr:do:0"]; ok {
		t.Fatal("a decision's button is live under the curtain")
	}
	if v := b.shownState(); slices.ContainsFunc(v.Players, func(p redrussia.Player) bool { return slices.ContainsFunc(p.Hand, func(c int) bool { return c >= 0 }) }) {
		t.Fatal("a hand shows under the curtain")
	}
	frame(func() { a.ClickID = "rr:curtain"; b.clicks(a); a.ClickID = "" }, nil)
	if b.facing != red || b.curtain >= 0 {
		t.Fatalf("after the click: facing %d, curtain %d", b.facing, b.curtain)
	}
	if v := b.shownState(); slices.Contains(v.Players[white].Hand, -1) == (len(v.Players[white].Hand) == 0) {
		t.Fatalf("Red sees the White hand %v", v.Players[white].Hand)
	}
}

// A game of random and computer seats advances on the board's tick.
func TestComputerSeatsAdvance(t *testing.T) {
	f, s := newState(t, 3, 6)
	_, b := openBoard(t, f, s, map[string]string{"red": kindBot, "northasian": kindRandom, "south": kindRandom, "siberian": kindBot})
	frame(func() {
		b.computer.paused, b.computer.pace, b.computer.wait = false, 0, true
		now := time.Now()
		for range 600 {
			b.shown = nil
			b.computer.step(b, now)
		}
	}, nil)
	if len(b.actions) < 500 || b.st.Turn < 1 {
		t.Fatalf("%d actions, turn %d", len(b.actions), b.st.Turn)
	}
	if err := b.st.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

// A siege: the area clicked, then the number of rounds on its button,
// which says what the engine will charge; the money goes.
func TestSiegeWithItsCost(t *testing.T) {
	f, s := newState(t, 4, 5)
	playUntil(t, s, 6, func(s *redrussia.State) bool {
		return s.Pending.Kind == redrussia.DecideSiege && hasLegal(redrussia.ActBesiege)(s)
	})
	a, b := openBoard(t, f, s, humanAt(s))
	var x redrussia.Action
	for _, y := range b.mine() {
		if y.Type == redrussia.ActBesiege {
			x = y
			break
		}
	}
	frame(func() {
		b.cam.Zoom = 0.3
		ar := b.d.Map.Area(x.Where)
		b.cam.CenterOn(ar.Town[0], ar.Town[1])
	}, nil)
	px, py := screenOf(t, b, x.Where)
	clickAt(a, b, px, py)
	if b.target != x.Where {
		t.Fatalf("a click on %s made %q the target", x.Where, b.target)
	}
	draw(a, b)
	var id, label string
	for _, r := range b.decisionRows() {
		for _, bt := range r.btns {
			if strings.HasPrefix(bt.id, "rr:declare:") && id == "" {
				id, label = bt.id, bt.label
			}
		}
	}
	if id == "" {
		t.Fatalf("no rounds button: %v", b.decisionRows())
	}
	f0 := s.Active
	money := b.st.F(f0).Money
	n := len(b.actions)
	pre := b.st.Clone()
	frame(func() { b.panelClick(id) }, nil)
	if len(b.actions) != n+1 || b.actions[n].Type != redrussia.ActBesiege {
		t.Fatalf("the rounds button made %v", b.actions[n:])
	}
	cost := pre.SiegeCost(b.actions[n])
	if !strings.Contains(label, itoa(cost)) {
		t.Errorf("the button %q does not say the cost %d", label, cost)
	}
	if got := b.st.F(f0).Money; got > money-cost && b.st.Fight != nil && b.st.Fight.Siege {
		t.Errorf("money %d after a siege of cost %d from %d", got, cost, money)
	}
}

// The defender's retreat before combat (8.4): a person defending is
// asked, the battle's area spread, the battle said in the panel, and a
// retreat's button retreats.
func TestRetreatBeforeCombat(t *testing.T) {
	f, s := newState(t, 4, 7)
	playUntil(t, s, 11, func(s *redrussia.State) bool {
		return s.Pending.Kind == redrussia.DecideRetreat && s.Fight != nil && !s.Fight.Siege &&
			s.Fight.Stage == redrussia.StageRetreatBefore && hasLegal(redrussia.ActRetreat)(s)
	})
	a, b := openBoard(t, f, s, humanAt(s))
	draw(a, b)
	if b.spread != s.Fight.Area {
		t.Fatalf("the battle's area %s is not spread (%q)", s.Fight.Area, b.spread)
	}
	var id string
	var fight bool
	for _, r := range b.decisionRows() {
		if strings.HasPrefix(r.text, "Battle in ") {
			fight = true
		}
		for _, bt := range r.btns {
			if strings.Contains(bt.label, "retreats to") && id == "" {
				id = bt.id
			}
		}
	}
	if id == "" || !fight {
		t.Fatalf("no retreat button or no battle row: %v", b.decisionRows())
	}
	n := len(b.actions)
	frame(func() { b.panelClick(id) }, nil)
	if len(b.actions) != n+1 || b.actions[n].Type != redrussia.ActRetreat {
		t.Fatalf("the retreat button made %v", b.actions[n:])
	}
}
