package main

import (
	"cmp"
	"slices"

	"tachanka/game/hex"
)

// hexLess orders hexes column by column, the order of the map file.
func hexLess(a, b hex.Hex) int {
	if c := cmp.Compare(a.Col, b.Col); c != 0 {
		return c
	}
	return cmp.Compare(a.Row, b.Row)
}

// sortedHexes returns the keys of m in map-file order, so that everything
// built from a map is deterministic.
func sortedHexes[V any](m map[hex.Hex]V) []hex.Hex {
	out := make([]hex.Hex, 0, len(m))
	for h := range m {
		out = append(out, h)
	}
	slices.SortFunc(out, hexLess)
	return out
}
