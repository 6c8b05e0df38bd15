package rcwui

import (
	"math"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/game/rcw"
	"tachanka/render/lang"
	"tachanka/render/mapview"
	"tachanka/render/ui"
)

// A click on a province spreads its stacks, every counter of them; a
// click at sea closes the spread; a click on a counter of the spread
// selects it.
func TestClickSpreadsAProvince(t *testing.T) {
	s := shotState(t)
	a, b := openBoard(t, s, ui.Options{Zoom: 1.2, UIScale: 1}, 1280, 800)
	code := busiest(s)
	p := s.Data().Map.Province(code)
	frame(func() {
		b.cam.CenterOn(p.Label[0], p.Label[1]-40)
		x, y := b.cam.ToScreen(p.Label[0], p.Label[1]-10)
		if got := b.provinceUnder(x, y); got != code {
			t.Fatalf("under %s's name: %q", code, got)
		}
		b.click(x, y)
	}, nil)
	if b.spread != code {
		t.Fatalf("the spread is %q, not %s", b.spread, code)
	}
	v := b.spreadLayout()
	var all []int
	for _, st := range s.StacksIn(code) {
		all = append(all, st.Pieces...)
	}
	var shown []int
	for _, it := range v.items {
		shown = append(shown, it.piece)
	}
	if !slices.Equal(all, shown) {
		t.Fatalf("the spread shows %v; %s holds %v", shown, code, all)
	}
	it := v.items[len(v.items)-1]
	frame(func() { b.click(it.r.CX(), it.r.CY()) }, nil)
	if b.sel.piece != it.piece || b.spread != code {
		t.Fatalf("a click on counter %d of the spread selects %+v", it.piece, b.sel)
	}
	if tip := b.TipText(b.TipKey(it.r.CX(), it.r.CY())); len(tip) == 0 || tip[0] != pieceText(s, it.piece) {
		t.Fatalf("the counter's tip: %q", tip)
	}
	sea := s.Data().Map.Seas[0].Label // the Baltic
	frame(func() {
		b.cam.CenterOn(sea[0], sea[1])
		x, y := b.cam.ToScreen(sea[0], sea[1])
		b.click(x, y)
	}, nil)
	if b.spread != "" {
		t.Fatalf("a click at sea leaves %q spread", b.spread)
	}
	_ = a
}

// A drag pans the map; however far it goes, the map stays in view (a
// margin of void at most); the wheel's zoom stays within its bounds;
// Home's fit shows the whole map.
func TestCameraClamp(t *testing.T) {
	s := shotState(t)
	a, b := openBoard(t, s, ui.Options{Zoom: 1, UIScale: 1}, 1280, 800)
	c := &b.cam
	drag := func(x0, y0, x1, y1 float64) {
		frame(func() {
			a.Left = ui.Button{Pressed: true, Down: true, X: x0, Y: y0}
			b.mouse(a, x0, y0)
			a.Left.Pressed = false
			b.mouse(a, (x0+x1)/2, (y0+y1)/2)
			b.mouse(a, x1, y1)
			a.Left.Down, a.Left.Released = false, true
			b.mouse(a, x1, y1)
			a.Left.Released = false
		}, nil)
	}
	inView := func(what string) {
		t.Helper()
		// Per axis: a map wider than the view shows at most a margin of
		// void; a narrower one is whole in the view.
		axis := func(x, view, lo, hi float64) bool {
			if hi-lo <= view {
				return x <= lo+1e-6 && x+view >= hi-1e-6
			}
			m := view * mapview.Margin
			return x >= lo-m-1e-6 && x+view <= hi+m+1e-6
		}
		vw, vh := c.VW/c.Zoom, c.VH/c.Zoom
		if !axis(c.X, vw, c.WX0, c.WX1) || !axis(c.Y, vh, c.WY0, c.WY1) {
			t.Fatalf("%s: the view %.0f,%.0f (%.0f x %.0f) leaves the map", what, c.X, c.Y, vw, vh)
		}
	}
	x0, y0 := c.X, c.Y
	drag(400, 400, 600, 450)
	if math.Abs((x0-c.X)*c.Zoom-200) > 1 || math.Abs((y0-c.Y)*c.Zoom-50) > 1 {
		t.Fatalf("a drag of 200,50 moved the view by %.1f,%.1f", (x0-c.X)*c.Zoom, (y0-c.Y)*c.Zoom)
	}
	if b.spread != "" {
		t.Fatalf("a drag spread %s", b.spread)
	}
	for _, d := range [][4]float64{{100, 100, 900, 700}, {900, 700, 10, 10}, {10, 700, 900, 10}} {
		for range 8 {
			drag(d[0], d[1], d[2], d[3])
		}
		inView("after long drags")
	}
	frame(func() {
		for range 40 {
			c.ZoomAt(1.15, 500, 400)
		}
	}, nil)
	if c.Zoom > c.MaxZoom+1e-9 {
		t.Fatalf("zoomed in to %v beyond %v", c.Zoom, c.MaxZoom)
	}
	inView("zoomed in")
	frame(func() {
		for range 40 {
			c.ZoomAt(0.87, 500, 400)
		}
	}, nil)
	if c.Zoom < c.MinZoom-1e-9 {
		t.Fatalf("zoomed out to %v below %v", c.Zoom, c.MinZoom)
	}
	inView("zoomed out")
	frame(func() { c.Fit() }, nil)
	if x, y := c.ToScreen(c.WX0, c.WY0); x < b.mapR.X-0.5 || y < b.mapR.Y-0.5 {
		t.Fatalf("the fit puts the map's corner at %.0f,%.0f", x, y)
	}
	if x, y := c.ToScreen(c.WX1, c.WY1); x > b.mapR.X+b.mapR.W+0.5 || y > b.mapR.Y+b.mapR.H+0.5 {
		t.Fatalf("the fit puts the map's far corner at %.0f,%.0f", x, y)
	}
}

// Random seats play the game on the board's tick, through the engine's
// legal actions; a person's decision waits for the person.
func TestRandomSeatsPlay(t *testing.T) {
	a := newApp(t, ui.Options{UIScale: 1}, 1280, 800)
	var b *boardScene
	frame(func() {
		sc, err := NewGame(a, 5, 42, map[string]string{"A": "random", "B": "random", "C": "random", "D": "random", "E": "random"})
		if err != nil {
			t.Fatal(err)
		}
		b = sc.(*boardScene)
		a.SetScene(b)
	}, nil)
	b.random.pace, b.random.wait = 0, true
	now := time.Now()
	for k := 0; k < 3000 && b.st.Turn < 2 && !b.st.Over(); k++ {
		b.random.step(b, now)
	}
	if b.st.Turn < 2 {
		t.Fatalf("after %d actions the game is at Game-Turn %d (%v)", b.ver, b.st.Turn, b.st.Pending)
	}
	if err := b.st.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
	// With a person in every seat, nothing moves on its own.
	frame(func() {
		sc, _ := NewGame(a, 3, 42, nil)
		b = sc.(*boardScene)
	}, nil)
	b.random.pace, b.random.wait = 0, true
	if b.random.step(b, now) || b.ver != 0 {
		t.Fatal("a random move was played for a person")
	}
	b.playWaiting()
	if b.ver != 1 {
		t.Fatal("the Random move button played nothing")
	}
}

// The new-game page chooses the number of players and the seats, and
// starts a game of them.
func TestNewGamePage(t *testing.T) {
	a := newApp(t, ui.Options{UIScale: 1}, 1280, 800)
	var m *newGameScene
	frame(func() {
		m = NewGamePage(a).(*newGameScene)
		a.SetScene(m)
	}, func(screen *ebiten.Image) { a.Dirty = true; a.Draw(screen) })
	for _, id := range []string{"rcwng:n:5", "rcwng:seat:B:0", "rcwng:seat:E:0", "rcwng:start"} {
		if _, ok := a.Hits.Rect(id); !ok {
			t.Fatalf("no %s on the page", id)
		}
		frame(func() {
			a.ClickID = id
			m.Update(a)
			a.ClickID = ""
		}, func(screen *ebiten.Image) { a.Dirty = true; a.Draw(screen) })
	}
	b, ok := a.Scene().(*boardScene)
	if !ok {
		t.Fatalf("the scene is a %T", a.Scene())
	}
	want := map[string]string{"A": "human", "B": "human", "C": "random", "D": "random", "E": "human"}
	if len(b.st.Players) != 5 || !mapsEqual(b.seats, want) {
		t.Fatalf("%d players, seats %v", len(b.st.Players), b.seats)
	}
}

func mapsEqual(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// A counter's tip names it in the language chosen: a leader's name,
// colour and LV; a unit's colour, nationality and strength; the Czar.
func TestPieceWords(t *testing.T) {
	s := shotState(t)
	defer lang.Set(lang.Current())
	var leader, blue int
	for _, p := range s.Pieces {
		d := s.Def(p.ID)
		if d.Kind == rcw.KindLeader && leader == 0 {
			leader = p.ID
		}
		if d.Kind == rcw.KindUnit && d.Unit.Colour == rcw.Blue && blue == 0 {
			blue = p.ID
		}
	}
	cases := []struct {
		id     int
		en, ru []string
	}{
		{leader, []string{s.Def(leader).Leader.Name, "LV"}, []string{s.Def(leader).Leader.Name, "ЗЛ"}},
		{blue, []string{"Blue", "strength"}, []string{"синий", "сила"}},
		{rcw.Czar, []string{"Czar"}, []string{"Царь"}},
	}
	for _, c := range cases {
		for _, l := range []lang.Lang{lang.EN, lang.RU} {
			lang.Set(l)
			got := pieceText(s, c.id)
			want := c.en
			if l == lang.RU {
				want = c.ru
			}
			for _, w := range want {
				if !strings.Contains(got, w) {
					t.Errorf("%v: counter %d is %q, without %q", l, c.id, got, w)
				}
			}
		}
	}
	lang.Set(lang.RU)
	if got := months(1); got != "июнь 1918 - октябрь 1918" {
		t.Errorf("Game-Turn 1's months in Russian: %q", got)
	}
}

// Far away a province's stacks are one token and "+n": a click on the
// token spreads them all.
func TestTokenSpreadsFarAway(t *testing.T) {
	s := shotState(t)
	_, b := openBoard(t, s, ui.Options{UIScale: 1}, 1280, 800)
	if b.cam.Zoom >= legibleZoom {
		t.Fatalf("the whole map at zoom %v shows stacks, not tokens", b.cam.Zoom)
	}
	code := busiest(s)
	p := s.Data().Map.Province(code)
	tb := tokenBox(p.Label, b.tokenPx(), b.cam.Zoom)
	x, y := b.cam.ToScreen((tb.x0+tb.x1)/2, (tb.y0+tb.y1)/2)
	if got, _ := b.stackAt(x, y); got != code {
		t.Fatalf("the token of %s finds %q", code, got)
	}
	frame(func() { b.click(x, y) }, nil)
	if b.spread != code || len(b.spreadLayout().items) < len(s.StacksIn(code)) {
		t.Fatalf("a click on %s's token spreads %q", code, b.spread)
	}
}
