package poltavaui

import (
	"image/color"
	"strconv"
	"strings"
)

// The map's colours: the look of a printed map, paper and earth tones, as
// the battlefield's preview (docs/map-poltava-preview.png) chose them.
var (
	colPaper    = rgb(0xf4efe0)
	colGrid     = rgb(0xb9b09a)
	colOpen     = rgb(0xf1ebcf)
	colWoods    = rgb(0x9cc08a)
	colTree     = rgb(0x5e8f52)
	colMarsh    = rgb(0xb2d3c8)
	colTuft     = rgb(0x5f9a8a)
	colVillage  = rgb(0xeadcb8)
	colHouse    = rgb(0x8a3b2a)
	colHill     = rgb(0xdcc394)
	colHachure  = rgb(0x9a7a4a)
	colCamp     = rgb(0xf0d9c2)
	colEarth    = rgb(0xc6a077)
	colRampart  = rgb(0x5a3218)
	colLineHex  = rgb(0xf2cfc0)
	colRedoubt  = rgb(0xa0281c)
	colRoad     = rgb(0x8c5a2c)
	colStream   = rgb(0x2f6db3)
	colRiver    = rgb(0x3a7cc4)
	colText     = rgb(0x1e1a14)
	colNumber   = color.RGBA{0x5a, 0x52, 0x42, 150}
	colHalo     = color.RGBA{0xf8, 0xf4, 0xe6, 235}
	colWoodText = rgb(0x24481e)
	colGun      = rgb(0x161616)
)

// The armies' counters: Swedish yellow on blue, Russian white on green
// with a red rim; Skoropadsky's Cossacks carry a tan stripe (no division).
var (
	swedeBG    = rgb(0x1d4f9c)
	swedeFG    = rgb(0xf6d02f)
	russianBG  = rgb(0x2c6a3a)
	russianFG  = rgb(0xffffff)
	russianRim = rgb(0xc62828)
	cossackTan = rgb(0xc8a050)
	reducedFG  = rgb(0x1a1a1a)
	leaderGold = rgb(0xe8b923)
)

func rgb(v uint32) color.RGBA {
	return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 255}
}

// hexColour reads "#rrggbb" (the counters' division and column colours);
// grey if it is not one.
func hexColour(s string) color.RGBA {
	v, err := strconv.ParseUint(strings.TrimPrefix(s, "#"), 16, 32)
	if err != nil || len(s) != 7 {
		return rgb(0x808080)
	}
	return rgb(uint32(v))
}

// inkOn is black or white, whichever reads better on c.
func inkOn(c color.RGBA) color.RGBA {
	l := 0.299*float64(c.R) + 0.587*float64(c.G) + 0.114*float64(c.B)
	if l > 150 {
		return rgb(0x111111)
	}
	return rgb(0xffffff)
}

// alpha is c at opacity a (premultiplied).
func alpha(c color.RGBA, a uint8) color.RGBA {
	f := float64(a) / 255
	return color.RGBA{uint8(float64(c.R) * f), uint8(float64(c.G) * f), uint8(float64(c.B) * f), a}
}
