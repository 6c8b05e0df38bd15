//go:build race

package scenarios_test

// raceOn: the race detector makes play some ten times slower; the property
// tests play shorter games under it.
const raceOn = true
