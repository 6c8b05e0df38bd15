package preview

import (
	"image"
	"image/color"
	"testing"
)

type pt [2]float64

// TestFillAndStroke: a filled square covers its pixels at the canvas's
// scale and nothing else; a pen's line drawn twice, once each way, adds up
// instead of cancelling.
func TestFillAndStroke(t *testing.T) {
	c := Canvas[pt]{Img: image.NewRGBA(image.Rect(0, 0, 20, 20)), Scale: 0.5}
	red := color.RGBA{255, 0, 0, 255}
	c.Fill([][]pt{{{4, 4}, {20, 4}, {20, 20}, {4, 20}}}, red)
	for y := 0; y < 20; y++ {
		for x := 0; x < 20; x++ {
			in := x >= 2 && x < 10 && y >= 2 && y < 10
			if got := c.Img.RGBAAt(x, y) == red; got != in {
				t.Fatalf("pixel %d,%d filled %v, want %v", x, y, got, in)
			}
		}
	}
	p := c.Pen()
	p.Line(pt{2, 30}, pt{38, 30}, 2)
	p.Line(pt{38, 30}, pt{2, 30}, 2)
	blue := color.RGBA{0, 0, 255, 255}
	p.Draw(blue)
	if got := c.Img.RGBAAt(10, 15); got != blue {
		t.Errorf("pixel on the line drawn both ways is %v, want %v", got, blue)
	}
	if got := Lerp(pt{0, 10}, pt{10, 30}, 0.25); got != (pt{2.5, 15}) {
		t.Errorf("Lerp gave %v", got)
	}
	if got := HexColour("#1f8a3a"); got != (color.RGBA{0x1f, 0x8a, 0x3a, 255}) {
		t.Errorf("HexColour gave %v", got)
	}
}
