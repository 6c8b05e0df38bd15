// Package poltava is the rules engine of Poltava 1709, the tactical game of
// the battle of 27 June (8 July) 1709: the Swedish army of Charles XII
// against the Russian army of Peter I, one hex 150 m, one turn an hour,
// one counter a battalion or regiment.
//
// Like game/reds it is a pure state machine: a State is plain data, Apply
// is the only way it changes (it works on a copy and refuses with the
// rule's number, leaving the state as it was), every random number comes
// from the state's seeded generator, and the client, the computer players,
// replays and tests all ask the same exported queries (Reach, Targets,
// FireOptions, LineOfSight, Legal...). Rule numbers in comments and test
// names follow the rulebook's: 1-10, G1-G4, S1, S2, SR1-SR6, T1, T2.
//
// The files: board.go and boardfile.go (the battlefield map), counters.go
// (the counter mix), scenario.go (set-up labels, entries, absent units),
// state.go, action.go and event.go (the data), engine.go (Apply and the
// sequence of play), setup.go (S1.3-S1.5), movement.go and zoc.go (4, 5,
// 9.5 leaders), fire.go and los.go (6, 7, 9.4.1), melee.go (8, 9), losses.go
// (steps, rout boxes, army rout, G2), scenario2.go (S2, SR1-SR6), legal.go
// (the legal actions and the random player), invariant.go (what every
// state must satisfy), file.go and rules.go (files and the platform).
package poltava
