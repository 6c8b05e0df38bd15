package assets

import (
	"sync"
	"unicode"

	"golang.org/x/image/font/sfnt"
)

var (
	fontsOnce sync.Once
	fonts     []*sfnt.Font
)

// MissingGlyphs lists the runes of s that one of the client's fonts
// (regular, medium, bold) has no glyph for: they would show as empty
// boxes. Spaces and control characters are not drawn and are not listed.
func MissingGlyphs(s string) []rune {
	fontsOnce.Do(func() {
		for _, ttf := range [][]byte{FontRegular, FontMedium, FontBold} {
			f, err := sfnt.Parse(ttf)
			if err != nil {
				panic("assets: a font does not parse: " + err.Error())
			}
			fonts = append(fonts, f)
		}
	})
	var buf sfnt.Buffer
	var out []rune
	seen := map[rune]bool{}
	for _, r := range s {
		if seen[r] || unicode.IsSpace(r) || unicode.IsControl(r) {
			continue
		}
		seen[r] = true
		for _, f := range fonts {
			if i, err := f.GlyphIndex(&buf, r); err != nil || i == 0 {
				out = append(out, r)
				break
			}
		}
	}
	return out
}
