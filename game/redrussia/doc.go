// Package redrussia is Avalanche Press's Red Russia (design William
// Sariego): Red against three White factions on an area map of summer 1918
// to spring 1921, with money and manpower, event cards, secret attack
// levels, sieges and the One Russia Index.
//
// The package holds the game's data (the area map, the counters, the
// tables and the cards, each with a strict loader and the load checks of
// the data brief, o.1) and, built on them, the rules engine: a pure state
// machine like the other games' (game/reds, game/poltava, game/rcw).
package redrussia
