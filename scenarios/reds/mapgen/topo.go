package main

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"strings"
)

// The land comes from Natural Earth's 1:50m land polygons as the npm package
// world-atlas ships them (TopoJSON, land-50m.json). trimLand reads that file
// once and writes the rings that touch the map's region as plain lon/lat
// lists; the generator reads only the trimmed copy, which is committed.

// landBox is the lon/lat box kept: it holds every hex of the map's columns
// 8-59 and rows 0-28 with a margin for the anchors' warp.
var landBox = [4]float64{10, 28, 92, 73} // min lon, min lat, max lon, max lat

type topology struct {
	Transform *struct {
		Scale     [2]float64 `json:"scale"`
		Translate [2]float64 `json:"translate"`
	} `json:"transform"`
	Objects map[string]struct {
		Geometries []struct {
			Type string          `json:"type"`
			Arcs json.RawMessage `json:"arcs"`
		} `json:"geometries"`
	} `json:"objects"`
	Arcs [][][2]float64 `json:"arcs"`
}

// landFile is the trimmed land as committed.
type landFile struct {
	Source  string         `json:"source"`
	Licence string         `json:"licence"`
	Box     [4]float64     `json:"box"`
	Rings   [][][2]float64 `json:"rings"` // [lon, lat] pairs, even-odd filled
}

func trimLand(in, out string) error {
	data, err := os.ReadFile(in)
	if err != nil {
		return err
	}
	var t topology
	if err := json.Unmarshal(data, &t); err != nil {
		return fmt.Errorf("%s: %v", in, err)
	}
	if t.Transform == nil {
		return fmt.Errorf("%s: not a quantized TopoJSON file", in)
	}
	// Decode the delta-encoded, quantized arcs.
	arcs := make([][][2]float64, len(t.Arcs))
	for i, a := range t.Arcs {
		var x, y float64
		for _, d := range a {
			x += d[0]
			y += d[1]
			arcs[i] = append(arcs[i], [2]float64{x*t.Transform.Scale[0] + t.Transform.Translate[0], y*t.Transform.Scale[1] + t.Transform.Translate[1]})
		}
	}
	land, ok := t.Objects["land"]
	if !ok {
		return fmt.Errorf("%s: no land object", in)
	}
	f := landFile{
		Source:  "Natural Earth 1:50m land (version 4.1.0), from land-50m.json of the npm package world-atlas 2.0.2, trimmed by `mapgen -trim-land`",
		Licence: "Natural Earth data is in the public domain (https://www.naturalearthdata.com/about/terms-of-use/).",
		Box:     landBox,
	}
	for _, g := range land.Geometries {
		var polys [][][]int
		switch g.Type {
		case "Polygon":
			var p [][]int
			if err := json.Unmarshal(g.Arcs, &p); err != nil {
				return err
			}
			polys = [][][]int{p}
		case "MultiPolygon":
			if err := json.Unmarshal(g.Arcs, &polys); err != nil {
				return err
			}
		default:
			continue
		}
		for _, poly := range polys {
			for _, ringArcs := range poly {
				ring := clipRing(unwrapRing(joinArcs(arcs, ringArcs)), landBox)
				if len(ring) >= 3 {
					f.Rings = append(f.Rings, roundRing(ring))
				}
			}
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "{\n \"source\": %q,\n \"licence\": %q,\n \"box\": [%g, %g, %g, %g],\n \"rings\": [\n", f.Source, f.Licence, f.Box[0], f.Box[1], f.Box[2], f.Box[3])
	for i, r := range f.Rings {
		line, _ := json.Marshal(r)
		b.Write(line)
		if i < len(f.Rings)-1 {
			b.WriteString(",")
		}
		b.WriteString("\n")
	}
	b.WriteString(" ]\n}\n")
	return os.WriteFile(out, []byte(b.String()), 0o644)
}

// joinArcs builds a ring from arc indices; ~i is arc i reversed, and each
// arc after the first repeats the previous one's last point.
func joinArcs(arcs [][][2]float64, idx []int) [][2]float64 {
	var ring [][2]float64
	for _, i := range idx {
		var a [][2]float64
		if i >= 0 {
			a = arcs[i]
		} else {
			src := arcs[^i]
			for k := len(src) - 1; k >= 0; k-- {
				a = append(a, src[k])
			}
		}
		if len(ring) > 0 {
			a = a[1:]
		}
		ring = append(ring, a...)
	}
	return ring
}

// unwrapRing removes the jumps at the antimeridian (Eurasia's ring runs
// through Chukotka), then shifts the ring by whole turns so its mean
// longitude is in -180..180: a closed plane polygon again.
func unwrapRing(r [][2]float64) [][2]float64 {
	if len(r) == 0 {
		return r
	}
	out := make([][2]float64, len(r))
	off, sum := 0.0, 0.0
	out[0] = r[0]
	for i := 1; i < len(r); i++ {
		switch d := r[i][0] - r[i-1][0]; {
		case d > 180:
			off -= 360
		case d < -180:
			off += 360
		}
		out[i] = [2]float64{r[i][0] + off, r[i][1]}
		sum += out[i][0]
	}
	k := math.Round(sum / float64(len(r)) / 360)
	for i := range out {
		out[i][0] -= 360 * k
	}
	return out
}

// clipRing clips a ring to a box (Sutherland-Hodgman, one side at a time).
// Parts of the result may run along the box's sides; even-odd filling
// inside the box is unaffected.
func clipRing(r [][2]float64, box [4]float64) [][2]float64 {
	type side struct {
		in    func(p [2]float64) bool
		cross func(a, b [2]float64) [2]float64
	}
	atX := func(x float64) func(a, b [2]float64) [2]float64 {
		return func(a, b [2]float64) [2]float64 {
			return [2]float64{x, a[1] + (x-a[0])*(b[1]-a[1])/(b[0]-a[0])}
		}
	}
	atY := func(y float64) func(a, b [2]float64) [2]float64 {
		return func(a, b [2]float64) [2]float64 {
			return [2]float64{a[0] + (y-a[1])*(b[0]-a[0])/(b[1]-a[1]), y}
		}
	}
	sides := []side{
		{func(p [2]float64) bool { return p[0] >= box[0] }, atX(box[0])},
		{func(p [2]float64) bool { return p[0] <= box[2] }, atX(box[2])},
		{func(p [2]float64) bool { return p[1] >= box[1] }, atY(box[1])},
		{func(p [2]float64) bool { return p[1] <= box[3] }, atY(box[3])},
	}
	for _, s := range sides {
		if len(r) == 0 {
			break
		}
		var out [][2]float64
		for i := range r {
			a, b := r[(i+len(r)-1)%len(r)], r[i]
			switch ina, inb := s.in(a), s.in(b); {
			case inb && !ina:
				out = append(out, s.cross(a, b), b)
			case inb:
				out = append(out, b)
			case ina:
				out = append(out, s.cross(a, b))
			}
		}
		r = out
	}
	return r
}

// roundRing keeps three decimals (about 100 m) and drops repeated points.
func roundRing(r [][2]float64) [][2]float64 {
	var out [][2]float64
	for _, p := range r {
		q := [2]float64{math.Round(p[0]*1000) / 1000, math.Round(p[1]*1000) / 1000}
		if len(out) > 0 && out[len(out)-1] == q {
			continue
		}
		out = append(out, q)
	}
	if len(out) > 1 && out[0] == out[len(out)-1] {
		out = out[:len(out)-1]
	}
	return out
}
