package mapview

// Along is the point a fraction f (0 to 1) of the way along a path of
// points, each leg taking the same time: where a counter travelling the
// path stands. An empty path is the zero point; f is clamped.
func Along(path []Point, f float64) Point {
	switch len(path) {
	case 0:
		return Point{}
	case 1:
		return path[0]
	}
	f = min(1, max(0, f))
	pos := f * float64(len(path)-1)
	k := min(int(pos), len(path)-2)
	t := pos - float64(k)
	a, b := path[k], path[k+1]
	return Point{X: a.X + (b.X-a.X)*t, Y: a.Y + (b.Y-a.Y)*t}
}

// TravelSeconds is how long, at speed 1, a counter takes along a path of
// n places (the start included): a steady pace a place, never too short
// to follow.
func TravelSeconds(n int) float64 { return max(0.3, 0.16*float64(n-1)) }
