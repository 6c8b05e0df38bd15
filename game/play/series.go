package play

import "sync"

// Series plays games 0 to n-1 (one(i) plays game i, from its own seed),
// jobs at a time, and returns their results in game order, whatever order
// they finish in: a series of seeded games gives the same lines on one
// core or on many.
func Series[R any](n, jobs int, one func(i int) R) []R {
	out := make([]R, n)
	next := make(chan int)
	var wg sync.WaitGroup
	for range max(jobs, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				out[i] = one(i)
			}
		}()
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
	return out
}
