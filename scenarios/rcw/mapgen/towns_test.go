package main

import (
	"math"
	"testing"

	"tachanka/game/rcw"
)

// Towns that are no seed of the generator (not in provinces.json,
// towns.json or the seeds of frontier.json), each with the province its
// 1914 governorate belongs to (DATA.md b.2's merges). Coordinates written
// by hand from gazetteer positions.
var towns = []struct {
	name     string
	lat, lon float64
	want     string
}{
	{"Mezen", 65.84, 44.25, "ARCH"},
	{"Kandalaksha", 67.15, 32.41, "ARCH"},
	{"Povenets", 62.85, 34.83, "OLON"},
	{"Vytegra", 61.0, 36.45, "OLON"},
	{"Lodeynoye Pole", 60.73, 33.55, "OLON"},
	{"Tikhvin", 59.64, 33.51, "NOVG"},
	{"Staraya Russa", 57.99, 31.35, "NOVG"},
	{"Ostrov", 57.35, 28.35, "PSKO"},
	{"Velikiy Ustyug", 60.76, 46.3, "VOLO"},
	{"Nikolsk", 59.53, 45.45, "VOLO"},
	{"Galich", 58.38, 42.35, "KOST"},
	{"Uglich", 57.53, 38.33, "YARO"},
	{"Shuya", 56.85, 41.39, "VLDM"},
	{"Pereslavl", 56.74, 38.85, "VLDM"},
	{"Skopin", 53.82, 39.55, "RYAZ"},
	{"Lipetsk", 52.6, 39.6, "TAMB"},
	{"Ostrogozhsk", 50.86, 39.08, "VORO"},
	{"Oboyan", 51.21, 36.27, "KURS"},
	{"Karachev", 53.12, 34.99, "OREL"},
	{"Livny", 52.42, 37.6, "OREL"},
	{"Kozelsk", 54.04, 35.78, "KALU"},
	{"Gzhatsk", 55.55, 35.0, "SMOL"},
	{"Borisov", 54.23, 28.5, "MINS"},
	{"Slutsk", 53.02, 27.55, "MINS"},
	{"Kobrin", 52.21, 24.36, "GROD"},
	{"Oshmyany", 54.43, 25.94, "VILN"},
	{"Ponevezh", 55.73, 24.36, "KOVN"},
	{"Tukkum", 56.97, 23.15, "COUR"},
	{"Wenden", 57.31, 25.27, "LIVO"},
	{"Orissaar (Osel)", 58.56, 23.08, "LIVO"},
	{"Kassari (Dago)", 58.81, 22.81, "ESTO"},
	{"Eckero (Aland)", 60.22, 19.55, "FINL"},
	{"Wesenberg", 59.35, 26.36, "ESTO"},
	{"Plock", 52.55, 19.7, "POLA"},
	{"Siedlce", 52.17, 22.29, "POLA"},
	{"Lutsk", 50.75, 25.34, "VOLY"},
	{"Proskurov", 49.42, 26.98, "PODO"},
	{"Tiraspol", 46.84, 29.63, "KHER"},
	{"Nezhin", 51.05, 31.88, "CHER"},
	{"Lubny", 50.02, 33.0, "POLT"},
	{"Izyum", 49.21, 37.26, "KHAR"},
	{"Bakhmut", 48.6, 38.0, "YEKA"},
	{"Berdyansk", 46.76, 36.8, "TAUR"},
	{"Feodosia", 45.03, 35.38, "TAUR"},
	{"Kamenskaya", 48.32, 40.26, "DCOS"},
	{"Yeysk", 46.71, 38.27, "KUBA"},
	{"Tuapse", 44.1, 39.08, "KUBA"},
	{"Mozdok", 43.74, 44.65, "TERE"},
	{"Volsk", 52.04, 47.38, "SARA"},
	{"Insar", 53.87, 44.37, "PENZ"},
	{"Karsun", 54.2, 47.0, "SIMB"},
	{"Cheboksary", 56.13, 47.25, "KAZA"},
	{"Glazov", 58.14, 52.66, "VYAT"},
	{"Osa", 57.28, 55.45, "PERM"},
	{"Cherdyn", 60.4, 56.48, "PERM"},
	{"Verkhoturye", 58.86, 60.8, "EKAT"},
	{"Kamyshlov", 56.85, 62.71, "EKAT"},
	{"Birsk", 55.42, 55.53, "UFA"},
	{"Sterlitamak", 53.63, 55.95, "UFA"},
	{"Buguruslan", 53.65, 52.43, "SAMA"},
	{"Iletsk", 51.53, 54.98, "OREN"},
	{"Lbishchensk", 50.1, 51.13, "URAL"},
	{"Urda", 48.7, 47.43, "KIRG"},
	{"Kizlyar", 43.85, 46.71, "TERE"},
	{"Gori", 41.98, 44.11, "TIFL"},
	{"Ozurgeti", 41.92, 42.0, "KUTA"},
	{"Nukha", 41.2, 47.17, "YELI"},
	{"Shemakha", 40.63, 48.64, "BAKU"},
}

func inRing(x, y float64, ring []rcw.Point) bool {
	in := false
	for i, j := 0, len(ring)-1; i < len(ring); j, i = i, i+1 {
		a, b := ring[i], ring[j]
		if (a[1] > y) != (b[1] > y) && x < (b[0]-a[0])*(y-a[1])/(b[1]-a[1])+a[0] {
			in = !in
		}
	}
	return in
}

// TestTownsInTheirGovernorates: the drawing is geography, not a diagram:
// towns the generator never sees fall in the province of their 1914
// governorate.
func TestTownsInTheirGovernorates(t *testing.T) {
	m, err := rcw.LoadMap("../map-rcw.json")
	if err != nil {
		t.Fatal(err)
	}
	in, err := readInputs("data", "../../reds/mapgen/data")
	if err != nil {
		t.Fatal(err)
	}
	w := newWorld(in)
	bad := 0
	for _, tw := range towns {
		p := w.at(tw.lon, tw.lat)
		got := "(none)"
		for _, pr := range m.Provinces {
			for _, r := range pr.Polygons {
				if inRing(p[0], p[1], r) {
					got = pr.Code
				}
			}
		}
		if got == "(none)" { // a port just off a simplified coast: the nearest label's province
			best := math.Inf(1)
			for _, pr := range m.Provinces {
				for _, r := range pr.Polygons {
					for _, q := range r {
						if d := math.Hypot(q[0]-p[0], q[1]-p[1]); d < best && d < 12 {
							best, got = d, pr.Code
						}
					}
				}
			}
		}
		if got != tw.want {
			bad++
			t.Logf("%s is in %s, its governorate is in %s", tw.name, got, tw.want)
		}
	}
	// A Voronoi partition is not the real borders: allow one town in ten.
	if bad*10 > len(towns) {
		t.Errorf("%d of %d towns are outside the province of their governorate", bad, len(towns))
	}
}
