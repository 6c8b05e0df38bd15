package play

import (
	"os/exec"
	"strings"
	"testing"
)

// The platform's shared rooms know no game: only the registry, the command
// line and the client's assembly (render) import the games (go list -deps
// walks the import graph). The client's shell, its widgets, the map view,
// the string catalogue and the window's options are shared rooms.
func TestSharedPackagesImportNoGame(t *testing.T) {
	games := []string{"tachanka/game/reds", "tachanka/game/bot", "tachanka/game/scenario", "tachanka/game/registry", "tachanka/scenarios"}
	shared := []string{"tachanka/game/play", "tachanka/render/ui", "tachanka/render/widgets", "tachanka/render/mapview",
		"tachanka/render/lang", "tachanka/render/launch"}
	for _, pkg := range shared {
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
