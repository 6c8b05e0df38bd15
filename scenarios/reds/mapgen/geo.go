package main

import (
	"math"

	"tachanka/game/hex"
)

// LatLon is a geographic position in degrees.
type LatLon struct {
	Lat, Lon float64
}

// Pt is a position in grid space: the plane of hex centres where adjacent
// centres are one unit apart, X = 0.866·column and Y = row + 0.5·(column mod
// 2), Y pointing down the map (DATA.md a.2).
type Pt struct {
	X, Y float64
}

func (p Pt) add(q Pt) Pt             { return Pt{p.X + q.X, p.Y + q.Y} }
func (p Pt) sub(q Pt) Pt             { return Pt{p.X - q.X, p.Y - q.Y} }
func (p Pt) scale(k float64) Pt      { return Pt{p.X * k, p.Y * k} }
func (p Pt) dist2(q Pt) float64      { d := p.sub(q); return d.X*d.X + d.Y*d.Y }
func (p Pt) lerp(q Pt, t float64) Pt { return Pt{p.X + (q.X-p.X)*t, p.Y + (q.Y-p.Y)*t} }

// The projection of DATA.md a.2: spherical Lambert azimuthal equal-area on
// 52°N 45°E (Earth radius 6371 km), then the affine fit of the rulebook's
// numbered hexes to their places.
const (
	earthRadius = 6371.0
	centreLat   = 52.0
	centreLon   = 45.0
)

var fit = struct{ a, b, c, d, e, f float64 }{
	0.0085604, -0.0050525, 25.3340, // X = a·x + b·y + c
	-0.0049882, -0.0086193, 15.3489, // Y = d·x + e·y + f
}

// lambert projects p to kilometres east (x) and north (y) of the centre.
func lambert(p LatLon) (x, y float64) {
	phi, lam := p.Lat*math.Pi/180, p.Lon*math.Pi/180
	phi0, lam0 := centreLat*math.Pi/180, centreLon*math.Pi/180
	cosc := math.Sin(phi0)*math.Sin(phi) + math.Cos(phi0)*math.Cos(phi)*math.Cos(lam-lam0)
	k := math.Sqrt(2 / (1 + cosc))
	x = earthRadius * k * math.Cos(phi) * math.Sin(lam-lam0)
	y = earthRadius * k * (math.Cos(phi0)*math.Sin(phi) - math.Sin(phi0)*math.Cos(phi)*math.Cos(lam-lam0))
	return x, y
}

// fitted is the fit's grid position of p, before the anchors' correction.
func fitted(p LatLon) Pt {
	x, y := lambert(p)
	return Pt{fit.a*x + fit.b*y + fit.c, fit.d*x + fit.e*y + fit.f}
}

// unfit inverts fitted: the place at grid position q.
func unfit(q Pt) LatLon {
	det := fit.a*fit.e - fit.b*fit.d
	X, Y := q.X-fit.c, q.Y-fit.f
	x := (fit.e*X - fit.b*Y) / det
	y := (-fit.d*X + fit.a*Y) / det
	rho := math.Hypot(x, y)
	phi0, lam0 := centreLat*math.Pi/180, centreLon*math.Pi/180
	if rho == 0 {
		return LatLon{centreLat, centreLon}
	}
	c := 2 * math.Asin(rho/(2*earthRadius))
	phi := math.Asin(math.Cos(c)*math.Sin(phi0) + y*math.Sin(c)*math.Cos(phi0)/rho)
	lam := lam0 + math.Atan2(x*math.Sin(c), rho*math.Cos(phi0)*math.Cos(c)-y*math.Sin(phi0)*math.Sin(c))
	return LatLon{phi * 180 / math.Pi, lam * 180 / math.Pi}
}

// grid is the layout whose unit is the distance between adjacent centres.
var grid = hex.Layout{Size: 1 / math.Sqrt(3)}

// centre is the grid position of h's centre.
func centre(h hex.Hex) Pt {
	x, y := grid.Center(h)
	return Pt{x, y}
}

// hexAt is the hex whose centre is nearest to p.
func hexAt(p Pt) hex.Hex { return grid.At(p.X, p.Y) }

// Warp moves the fit's positions so that every numbered place of DATA.md
// a.3 lands on the centre of its printed hex, and places near it move with
// it (rubber-sheeting). The displacement at p is an inverse-distance
// weighted mean of the anchors' residuals, with a background weight of zero
// displacement, so the correction fades far from every anchor.
type Warp struct {
	at    []Pt // the anchors' fitted positions
	shift []Pt // printed centre minus fitted position
}

// warpReach is the distance (grid units) at which one anchor weighs as much
// as the fit itself: beyond it the fit dominates.
const warpReach = 6.0

func newWarp(anchors map[hex.Hex]LatLon) *Warp {
	w := &Warp{}
	for _, h := range sortedHexes(anchors) {
		f := fitted(anchors[h])
		w.at = append(w.at, f)
		w.shift = append(w.shift, centre(h).sub(f))
	}
	return w
}

// Apply returns the warped grid position of a fitted position.
func (w *Warp) Apply(f Pt) Pt {
	sw := 1 / (warpReach * warpReach)
	var s Pt
	for i, a := range w.at {
		d2 := f.dist2(a)
		if d2 < 1e-12 {
			return f.add(w.shift[i])
		}
		wt := 1 / d2
		sw += wt
		s = s.add(w.shift[i].scale(wt))
	}
	return f.add(s.scale(1 / sw))
}

// Place is the grid position of a geographic position after the warp.
func (w *Warp) Place(p LatLon) Pt { return w.Apply(fitted(p)) }
