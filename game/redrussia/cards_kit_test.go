package redrussia

import (
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// componentsDir is where the embedded data lives (scenarios/redrussia).
const componentsDir = "../../scenarios/redrussia"

var (
	testOnce sync.Once
	testData *Components
	testErr  error
)

// loadTestComponents loads the four files once for every test.
func loadTestComponents(t testing.TB) *Components {
	t.Helper()
	testOnce.Do(func() { testData, testErr = LoadComponents(componentsDir) })
	if testErr != nil {
		t.Fatal(testErr)
	}
	return testData
}

func readComponentFile(t testing.TB, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(componentsDir, name))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// edit replaces the first old in a data file's text and fails if old is
// not there, so a malformedCase-input test cannot pass by editing nothing.
func editComponentFile(t testing.TB, text, old, new string) []byte {
	t.Helper()
	if !strings.Contains(text, old) {
		t.Fatalf("the data no longer contains %q", old)
	}
	return []byte(strings.Replace(text, old, new, 1))
}
