// Package assets holds what the client draws with, embedded in the binary:
// the Go fonts (which cover Cyrillic), the colour palettes and the rules.
package assets

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"image/color"
	"strconv"
	"strings"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomedium"
	"golang.org/x/image/font/gofont/goregular"
)

// Fonts: the Go font family's regular, medium and bold faces (TrueType).
var (
	FontRegular = goregular.TTF
	FontMedium  = gomedium.TTF
	FontBold    = gobold.TTF
)

//go:embed palette.json
var paletteJSON []byte

// Rules is the REDS! rules specification (RULES.md), shown by the client's
// rules panel; the spec lives outside the repository, so a copy is kept here.
//
//go:embed rules.md
var Rules string

// RCWRules and PoltavaRules are the rules specifications of SPI's
// Russian Civil War and of Poltava 1709, kept here for the same reason.
var (
	//go:embed rcw-rules.md
	RCWRules string
	//go:embed poltava-rules.md
	PoltavaRules string
	// RedRussiaRules is Avalanche Press's Red Russia's.
	//go:embed redrussia-rules.md
	RedRussiaRules string
)

// Palette maps a colour name to a colour.
type Palette map[string]color.RGBA

// Palettes returns the normal and the colour-blind-safe palettes.
func Palettes() (normal, colorblind Palette, err error) {
	var f struct {
		Notes      string            `json:"notes"`
		Normal     map[string]string `json:"normal"`
		Colorblind map[string]string `json:"colorblind"`
	}
	if err := json.Unmarshal(paletteJSON, &f); err != nil {
		return nil, nil, fmt.Errorf("palette.json: %v", err)
	}
	if normal, err = parsePalette(f.Normal); err != nil {
		return nil, nil, fmt.Errorf("palette.json: normal: %v", err)
	}
	if colorblind, err = parsePalette(f.Colorblind); err != nil {
		return nil, nil, fmt.Errorf("palette.json: colorblind: %v", err)
	}
	for k := range normal {
		if _, ok := colorblind[k]; !ok {
			return nil, nil, fmt.Errorf("palette.json: colorblind lacks %q", k)
		}
	}
	return normal, colorblind, nil
}

func parsePalette(m map[string]string) (Palette, error) {
	p := Palette{}
	for k, v := range m {
		c, err := ParseColor(v)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", k, err)
		}
		p[k] = c
	}
	return p, nil
}

// ParseColor reads #rrggbb or #rrggbbaa.
func ParseColor(s string) (color.RGBA, error) {
	h := strings.TrimPrefix(s, "#")
	if len(h) != 6 && len(h) != 8 {
		return color.RGBA{}, fmt.Errorf("bad colour %q", s)
	}
	if len(h) == 6 {
		h += "ff"
	}
	v, err := strconv.ParseUint(h, 16, 32)
	if err != nil {
		return color.RGBA{}, fmt.Errorf("bad colour %q", s)
	}
	return color.RGBA{uint8(v >> 24), uint8(v >> 16), uint8(v >> 8), uint8(v)}, nil
}
