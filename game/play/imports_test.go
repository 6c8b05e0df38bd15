package play

import (
	"os/exec"
	"strings"
	"testing"
)

// The platform's shared rooms know no game: only the registry and the
// command line import the games (go list -deps walks the import graph).
func TestSharedPackagesImportNoGame(t *testing.T) {
	games := []string{"tachanka/game/reds", "tachanka/game/bot", "tachanka/game/scenario", "tachanka/game/registry", "tachanka/scenarios"}
	for _, pkg := range []string{"tachanka/game/play", "tachanka/render/mapview"} {
		out, err := exec.Command("go", "list", "-deps", pkg).Output()
		if err != nil {
			t.Fatalf("go list -deps %s: %v", pkg, err)
		}
		for _, dep := range strings.Fields(string(out)) {
			for _, g := range games {
				if dep == g || strings.HasPrefix(dep, g+"/") {
					t.Errorf("%s imports %s", pkg, dep)
				}
			}
		}
	}
}
