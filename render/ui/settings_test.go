package ui

import (
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

type nopScene struct{}

func (nopScene) Update(*App) error  { return nil }
func (nopScene) Draw(*ebiten.Image) {}
func (nopScene) Resize(w, h int)    {}

// A click on a UI scale button of the Settings dialog leaves that button
// under the pointer at the new scale: the dialog does not move away from
// the pointer (issue 22: it was centred again, bigger or smaller).
func TestSettingsScaleButtonStaysUnderThePointer(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	th, err := newTheme(false, 1)
	if err != nil {
		t.Fatal(err)
	}
	a := &App{Theme: th, W: 1400, H: 900, scene: nopScene{}, Settings: Settings{UIScale: 1, Lang: "en"}}
	a.Settings.clamp()
	d := NewSettingsDialog(a).(*settingsDialog)
	img := ebiten.NewImage(1400, 900)
	centre := func(id string) (float64, float64) {
		a.Hits.reset()
		d.Draw(img)
		r, ok := a.Hits.Rect(id)
		if !ok {
			t.Fatalf("no %s button", id)
		}
		return r.X + r.W/2, r.Y + r.H/2
	}
	for _, id := range []string{"set:scale:+", "set:scale:+", "set:scale:-", "set:scale:-", "set:scale:-"} {
		before := a.Settings.UIScale
		x, y := centre(id)
		a.MX, a.MY, a.ClickID = x+3, y-2, id
		d.Update(a)
		if a.Settings.UIScale == before {
			t.Fatalf("%s left the scale at %v", id, before)
		}
		nx, ny := centre(id)
		if math.Abs(nx-a.MX) > 1 || math.Abs(ny-a.MY) > 1 {
			t.Errorf("%s at scale %v: the button clicked at %.0f,%.0f is now at %.0f,%.0f", id, a.Settings.UIScale, a.MX, a.MY, nx, ny)
		}
	}
}
