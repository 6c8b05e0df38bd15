package rrui

import (
	"strings"
)

// Tooltips: a counter says what it is and where; an area its name, its
// controller, its fortification and siege, its money and manpower, and
// the pieces in it.

// TipKey is what is under a screen point: a counter, or an area.
func (b *boardScene) TipKey(x, y float64) string {
	if b.curtain >= 0 || b.drag != nil || !b.mapR.Contains(x, y) {
		return ""
	}
	for _, it := range b.spreadItems() {
		if it.r.Contains(x, y) {
			return "piece:" + it.piece
		}
	}
	if b.onPanel(x, y) {
		return ""
	}
	spots := b.counterSpots()
	for k := len(spots) - 1; k >= 0; k-- {
		if spots[k].r.Contains(x, y) {
			if b.sideBySide(b.countAt(spots, spots[k].place)) {
				return "piece:" + spots[k].piece
			}
			return "place:" + spots[k].place
		}
	}
	if p := b.areaUnder(x, y); p != "" {
		return "place:" + p
	}
	return ""
}

// TipText is the tooltip of a key.
func (b *boardScene) TipText(key string) []string {
	s := b.shownState()
	if id, ok := strings.CutPrefix(key, "piece:"); ok {
		p := s.Piece(id)
		if p == nil {
			return nil
		}
		out := []string{b.pieceName(id) + " · " + b.factionWord(p.Faction)}
		if p.Where != "" {
			out = append(out, b.placeName(p.Where))
		}
		return out
	}
	if code, ok := strings.CutPrefix(key, "place:"); ok {
		out := []string{b.placeName(code)}
		if info := b.placeInfo(code); info != "" {
			out = append(out, info)
		}
		var names []string
		for _, p := range b.piecesAt(s, code) {
			names = append(names, b.pieceName(p.ID))
		}
		if len(names) > 0 {
			out = append(out, strings.Join(names, ", "))
		}
		return out
	}
	return nil
}
