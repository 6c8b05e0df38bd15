package rcwui

import (
	"image/color"

	"tachanka/game/rcw"
)

// The map's colours: a printed map's muted tints, each region its own so
// that no two neighbouring regions read alike (the map file's own tints
// are the mapmaker's preview, brighter than a board wants).
var regionTint = map[string]color.RGBA{
	"G": {0xd8, 0xab, 0x9c, 0xff}, // Greater Russia: faded brick
	"W": {0xc8, 0xbf, 0xd9, 0xff}, // White Russia: lavender grey
	"B": {0xa6, 0xcc, 0xbf, 0xff}, // Baltic: sea green
	"P": {0xb8, 0xb2, 0xa4, 0xff}, // Poland: warm grey
	"F": {0xdc, 0xd6, 0xcb, 0xff}, // Finland: pale taupe
	"U": {0xd3, 0xd9, 0x9a, 0xff}, // Ukraine: wheat olive
	"C": {0xe5, 0xc2, 0x8a, 0xff}, // Cossack Territories: ochre
	"T": {0xec, 0xe1, 0xae, 0xff}, // Trans-Caucasus: straw
	"S": {0xb4, 0xc8, 0xda, 0xff}, // Siberia: steel blue
}

var (
	seaColour    = color.RGBA{0xa4, 0xc2, 0xd4, 0xff}
	landColour   = color.RGBA{0xec, 0xe5, 0xd2, 0xff} // land beyond the game's provinces
	offMapColour = color.RGBA{0xd8, 0xd1, 0xbd, 0xff} // the board east of the geography
	borderColour = color.RGBA{0x5e, 0x4c, 0x3c, 0xff}
	frameColour  = color.RGBA{0x33, 0x2c, 0x26, 0xff}
	railColour   = color.RGBA{0x26, 0x22, 0x20, 0xff}
	kerchColour  = color.RGBA{0xa8, 0x1c, 0x1c, 0xff}
	portColour   = color.RGBA{0x1b, 0x34, 0x7a, 0xff}
	inkColour    = color.RGBA{0x1c, 0x16, 0x12, 0xff}
	haloColour   = color.RGBA{0xf6, 0xf1, 0xe2, 0xff}
	seaInk       = color.RGBA{0x26, 0x44, 0x70, 0xff}
	// litColour and railLitColour veil the provinces a force reaches
	// overland and only by rail (straight-alpha components, as the
	// vertices of mapview.FillPath are read); their edges ring them.
	litColour     = color.RGBA{0xff, 0xf2, 0x7a, 0x50}
	railLitColour = color.RGBA{0x8e, 0xd0, 0xff, 0x50}
	litEdge       = color.RGBA{0xe8, 0xb0, 0x10, 0xff}
	railLitEdge   = color.RGBA{0x20, 0x70, 0xd0, 0xff}
	hoverColour   = color.NRGBA{0xff, 0xff, 0xff, 0x30}
)

// regionColour is a region's tint (its file's tint when this palette
// does not know the letter).
func regionColour(m *rcw.Map, letter string) color.RGBA {
	if c, ok := regionTint[letter]; ok {
		return c
	}
	if r := m.Region(letter); r != nil {
		return parseHex(r.Colour)
	}
	return landColour
}

func parseHex(s string) color.RGBA {
	var v uint32
	for _, r := range s {
		switch {
		case r >= '0' && r <= '9':
			v = v<<4 | uint32(r-'0')
		case r >= 'a' && r <= 'f':
			v = v<<4 | uint32(r-'a'+10)
		case r >= 'A' && r <= 'F':
			v = v<<4 | uint32(r-'A'+10)
		}
	}
	return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}
}

// playerColour is the colour of a player's control markers: six colours
// apart from the counters' red, white, blue and green.
var playerColour = map[string]color.RGBA{
	"A": {0x6a, 0x3d, 0x9a, 0xff}, // purple
	"B": {0xd0, 0x6a, 0x0c, 0xff}, // orange
	"C": {0x12, 0x7e, 0x80, 0xff}, // teal
	"D": {0x7a, 0x4a, 0x1e, 0xff}, // brown
	"E": {0xb4, 0x2a, 0x78, 0xff}, // magenta
	"F": {0x34, 0x3c, 0x48, 0xff}, // slate
}

func markerColour(letter string) color.RGBA {
	if c, ok := playerColour[letter]; ok {
		return c
	}
	return color.RGBA{0x70, 0x70, 0x70, 0xff}
}

// counterLook is a counter's face and ink by its colour.
func counterLook(c rcw.Colour) (face, ink color.RGBA) {
	switch c {
	case rcw.Red:
		return color.RGBA{0xb0, 0x24, 0x1e, 0xff}, color.RGBA{0xff, 0xf6, 0xe8, 0xff}
	case rcw.White:
		return color.RGBA{0xf4, 0xf0, 0xe4, 0xff}, color.RGBA{0x1e, 0x1a, 0x16, 0xff}
	case rcw.Blue:
		return color.RGBA{0x2c, 0x58, 0xa0, 0xff}, color.RGBA{0xff, 0xff, 0xff, 0xff}
	case rcw.Green:
		return color.RGBA{0x35, 0x7a, 0x38, 0xff}, color.RGBA{0xff, 0xff, 0xff, 0xff}
	}
	return color.RGBA{0x88, 0x88, 0x88, 0xff}, color.RGBA{0, 0, 0, 0xff}
}

// The Czar's and the Gold's counters.
var (
	czarFace = color.RGBA{0x4e, 0x24, 0x78, 0xff}
	czarInk  = color.RGBA{0xf2, 0xd0, 0x5c, 0xff}
	goldFace = color.RGBA{0xd4, 0xaa, 0x2c, 0xff}
	goldInk  = color.RGBA{0x2a, 0x1e, 0x08, 0xff}
)
