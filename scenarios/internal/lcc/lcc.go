// Package lcc is the conic projection of the area-map generators
// (scenarios/rcw/mapgen, DATA.md b.5, and scenarios/redrussia/mapgen,
// DATA.md c.8): Lambert conformal conic with standard parallels 45°N and
// 65°N, on a sphere, in kilometres (x east, y north). The maps differ in
// its centre only (Red Russia compresses the longitude before).
package lcc

import "math"

const earthKm = 6371.0

// Projection is the cone centred on a latitude and a longitude.
type Projection struct{ n, f, rho0, lon0 float64 }

// New is the projection centred on lat0°N lon0°E.
func New(lat0, lon0 float64) Projection {
	rad := math.Pi / 180
	p1, p2, p0 := 45*rad, 65*rad, lat0*rad
	t := func(p float64) float64 { return math.Tan(math.Pi/4 + p/2) }
	n := math.Log(math.Cos(p1)/math.Cos(p2)) / math.Log(t(p2)/t(p1))
	f := math.Cos(p1) * math.Pow(t(p1), n) / n
	return Projection{n: n, f: f, rho0: earthKm * f / math.Pow(t(p0), n), lon0: lon0}
}

// Project is the point of lon°E lat°N, in kilometres from the centre.
func (l Projection) Project(lon, lat float64) (x, y float64) {
	rad := math.Pi / 180
	rho := earthKm * l.f / math.Pow(math.Tan(math.Pi/4+lat*rad/2), l.n)
	th := l.n * (lon - l.lon0) * rad
	return rho * math.Sin(th), l.rho0 - rho*math.Cos(th)
}
