// Package dice is the seeded random generator of a game. Its whole state is
// one number, saved with the game, so a game is fully determined by its
// scenario, seed and action list: replays and bug reports are exact.
package dice

import "math/bits"

// Rand is a SplitMix64 generator. The zero value is a valid generator; copy
// it to fork the stream (the bot searches on copies it reseeds, so it never
// sees the game's own future rolls).
type Rand struct {
	State uint64 `json:"state"`
}

// New returns a generator seeded with seed.
func New(seed uint64) Rand { return Rand{State: seed} }

// Uint64 returns the next 64 random bits.
func (r *Rand) Uint64() uint64 {
	r.State += 0x9e3779b97f4a7c15
	z := r.State
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Intn returns a uniform integer in [0, n). It panics if n <= 0, which is a
// programming error, never a player's.
func (r *Rand) Intn(n int) int {
	if n <= 0 {
		panic("dice: Intn with n <= 0")
	}
	// Lemire's multiply-and-reject: exact uniformity without division in
	// the common case.
	bound := uint64(n)
	hi, lo := bits.Mul64(r.Uint64(), bound)
	if lo < bound {
		threshold := -bound % bound
		for lo < threshold {
			hi, lo = bits.Mul64(r.Uint64(), bound)
		}
	}
	return int(hi)
}

// D6 rolls one six-sided die.
func (r *Rand) D6() int { return r.Intn(6) + 1 }

// TwoD6 rolls two dice and returns them separately (the client shows both).
func (r *Rand) TwoD6() (int, int) { return r.D6(), r.D6() }
