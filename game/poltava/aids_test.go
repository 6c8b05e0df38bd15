package poltava

import (
	"math"
	"testing"
)

// The aids' views are the tables the engine plays by, and copies of them.
func TestAids_T1IsTheMeleeTable(t *testing.T) {
	cols, rows := MeleeColumns(), MeleeTable()
	if len(cols) != 9 || cols[4] != "0" || len(rows) != 6 {
		t.Fatalf("T1: %d columns (%v), %d rows", len(cols), cols, len(rows))
	}
	for die := 1; die <= 6; die++ {
		for c := range cols {
			if got, want := rows[die-1][c], meleeResult(c, die, 0).Code; got != want {
				t.Errorf("T1 die %d column %s: aid %q, engine %q", die, cols[c], got, want)
			}
		}
	}
	rows[0][0], cols[0] = "changed", "changed"
	if meleeTable[0][0] == "changed" || meleeColumns[0] == "changed" {
		t.Error("changing the aid changed the engine's table")
	}
}

func TestAids_T2IsTheTerrainEffects(t *testing.T) {
	lines := TerrainTable()
	if len(lines) != len(terrainNames) {
		t.Fatalf("%d lines for %d terrains", len(lines), len(terrainNames))
	}
	for _, l := range lines {
		if l.Terrain.Impassable() != (l.Cost == 0) {
			t.Errorf("%v: cost %d, impassable %v", l.Terrain, l.Cost, l.Terrain.Impassable())
		}
		if l.Shift != terrainEffects[l.Terrain].Shift || l.DRM != terrainEffects[l.Terrain].DRM {
			t.Errorf("%v: shift %d drm %v", l.Terrain, l.Shift, l.DRM)
		}
	}
	if l := lines[5]; l.Terrain != Retrenchment || l.Cost != 4 || l.Shift != 2 || !l.DRM {
		t.Errorf("retrenchment: %+v (T2: 2 MP, 2 shifts, −1)", l)
	}
	sc, ss, rc := HexsideEffects()
	if sc != 2 || ss != 1 || rc != 1 {
		t.Errorf("stream +%d half points, %d shift; road %d half point", sc, ss, rc)
	}
}

func TestAids_6_4_FireChances(t *testing.T) {
	for _, c := range []struct {
		fire, shots int
		want        []float64
	}{{4, 1, []float64{0.5, 0.5}}, {6, 1, []float64{5.0 / 6, 1.0 / 6}}, {5, CanisterShots, []float64{4.0 / 9, 4.0 / 9, 1.0 / 9}}} {
		got := FireChances(c.fire, c.shots)
		for k := range c.want {
			if math.Abs(got[k]-c.want[k]) > 1e-9 {
				t.Errorf("fire %d, %d dice: %v, want %v", c.fire, c.shots, got, c.want)
				break
			}
		}
	}
}
