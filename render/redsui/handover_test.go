package redsui

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/game/reds"
)

// In hotseat the hand-over screen stands only where the deciding side
// changes (REDS! hides nothing, so one side's run of decisions needs none),
// and the setting turns it off (issue 22).
func TestHandoverOnlyWhenTheSideChanges(t *testing.T) {
	a, b := newTestApp(t, "reds-1918-1921")
	frame(func() error {
		s := b.state()
		b.players = Players{Red: "human", White: "human"}
		a.Settings.NoHandover = false
		a.CloseModals()
		b.handed = reds.NoSide
		shown := func(side reds.Side, kind reds.Decision) string {
			s.Pending = reds.Pending{Side: side, Kind: kind}
			b.handover()
			name := ""
			if m := a.Top(); m != nil {
				name = m.Name()
			}
			a.CloseModals()
			return name
		}
		for k, c := range []struct {
			side reds.Side
			kind reds.Decision
			want string
		}{
			{reds.Red, reds.DecideMovement, ""}, // the first after a start
			{reds.Red, reds.DecideCombat, ""},
			{reds.Red, reds.DecideMovement, ""},
			{reds.White, reds.DecideRetreat, "handover:white"},
			{reds.White, reds.DecideAdvance, ""},
			{reds.Red, reds.DecideMovement, "handover:red"},
		} {
			if got := shown(c.side, c.kind); got != c.want {
				t.Errorf("step %d, %s's %s: screen %q, want %q", k, c.side, c.kind, got, c.want)
			}
		}
		a.Settings.NoHandover = true
		if got := shown(reds.White, reds.DecideMovement); got != "" {
			t.Errorf("with hand-over screens off: %q", got)
		}
		return nil
	}, func(*ebiten.Image) {})
}
