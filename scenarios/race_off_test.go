//go:build !race

package scenarios_test

const raceOn = false
