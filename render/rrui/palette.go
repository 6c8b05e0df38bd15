package rrui

import (
	"image/color"
	"strconv"

	"tachanka/game/redrussia"
)

// The map's colours. The factions' colours are the game's data's
// (tables.json, b.1); the rest are a printed map's.
var (
	seaColour    = color.RGBA{0x9f, 0xbd, 0xd2, 0xff}
	landColour   = color.RGBA{0xe4, 0xde, 0xcc, 0xff}
	borderColour = color.RGBA{0x4c, 0x40, 0x36, 0xff}
	inkColour    = color.RGBA{0x1c, 0x16, 0x12, 0xff}
	haloColour   = color.RGBA{0xf6, 0xf1, 0xe2, 0xff}
	seaInk       = color.RGBA{0x1f, 0x3c, 0x6a, 0xff}
	portColour   = color.RGBA{0x1b, 0x34, 0x7a, 0xff}
	easyColour   = color.RGBA{0x2a, 0x26, 0x22, 0xff}
	hardColour   = color.RGBA{0xa0, 0x5a, 0x10, 0xff}
	veryColour   = color.RGBA{0xb0, 0x10, 0x10, 0xff}
	outColour    = color.RGBA{0x9a, 0x98, 0x90, 0xff}
	litColour    = color.RGBA{0xff, 0xee, 0x58, 0x70}
	siegeColour  = color.RGBA{0xc0, 0x10, 0x10, 0xff}
	boxColour    = color.RGBA{0xd6, 0xe2, 0xec, 0xff}
)

// hexColour reads #rrggbb.
func hexColour(s string) color.RGBA {
	if len(s) != 7 || s[0] != '#' {
		return color.RGBA{0x80, 0x80, 0x80, 0xff}
	}
	v, err := strconv.ParseUint(s[1:], 16, 32)
	if err != nil {
		return color.RGBA{0x80, 0x80, 0x80, 0xff}
	}
	return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}
}

// factionColour is a faction's colour from the game's data.
func (b *boardScene) factionColour(f redrussia.Faction) color.RGBA {
	for _, fd := range b.d.Tables.Factions {
		if fd.Faction == f {
			return hexColour(fd.Colour)
		}
	}
	return color.RGBA{0x80, 0x80, 0x80, 0xff}
}

// factionCode is a faction's three letters (RED, SIB ...).
func (b *boardScene) factionCode(f redrussia.Faction) string {
	for _, fd := range b.d.Tables.Factions {
		if fd.Faction == f {
			return fd.Code
		}
	}
	return f.String()
}

// inkOn is black or white, whichever reads on c.
func inkOn(c color.RGBA) color.RGBA {
	if int(c.R)*299+int(c.G)*587+int(c.B)*114 > 140000 {
		return color.RGBA{0x10, 0x10, 0x10, 0xff}
	}
	return color.RGBA{0xff, 0xff, 0xff, 0xff}
}

// mix is a blended with b by f (0: a).
func mix(a, b color.RGBA, f float64) color.RGBA {
	m := func(x, y uint8) uint8 { return uint8(float64(x)*(1-f) + float64(y)*f) }
	return color.RGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), 0xff}
}

// factionName and factionColourOf read the game's data without a board.
func factionName(d *redrussia.Data, f redrussia.Faction) string {
	if d != nil {
		for _, fd := range d.Tables.Factions {
			if fd.Faction == f {
				if langKey() != 0 {
					return fd.Name.RU
				}
				return fd.Name.EN
			}
		}
	}
	return f.String()
}

func factionColourOf(d *redrussia.Data, f redrussia.Faction) color.RGBA {
	if d != nil {
		for _, fd := range d.Tables.Factions {
			if fd.Faction == f {
				return hexColour(fd.Colour)
			}
		}
	}
	return color.RGBA{0xcc, 0xcc, 0xcc, 0xff}
}
