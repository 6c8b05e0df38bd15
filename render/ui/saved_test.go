package ui

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// A move made, taken back and made otherwise changes the mark; the same
// moves keep it (the Load confirmation of issue 22 rests on it).
func TestActionsMark(t *testing.T) {
	type act struct{ Unit, To string }
	none := ActionsMark([]act(nil))
	one := ActionsMark([]act{{"a", "0101"}})
	other := ActionsMark([]act{{"a", "0102"}})
	if none == one || one == other {
		t.Errorf("marks do not tell the lists apart: %q %q %q", none, one, other)
	}
	if again := ActionsMark([]act{{"a", "0101"}}); again != one {
		t.Errorf("the same moves give %q and %q", one, again)
	}
}

type fakeFile struct{ save bool }

func (f fakeFile) IsSave() bool { return f.save }

// A loader opens saves, refuses scenarios with one line naming the file,
// passes its reader's error on; the autosave is offered only when the
// game's reader reads it as a save.
func TestOpenSaveAndAutosave(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	open := func(save bool, err error) func(string) (fakeFile, error) {
		return func(string) (fakeFile, error) { return fakeFile{save}, err }
	}
	if _, err := OpenSave("a.json", open(true, nil)); err != nil {
		t.Fatal(err)
	}
	if _, err := OpenSave("s.json", open(false, nil)); err == nil || err.Error() != "s.json is a scenario, not a saved game" {
		t.Fatalf("a scenario: %v", err)
	}
	if _, err := OpenSave("b.json", open(true, os.ErrNotExist)); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("the reader's error: %v", err)
	}
	if _, ok := AutosavedFile(open(true, nil)); ok {
		t.Fatal("an autosave offered where there is none")
	}
	p := AutosavePath()
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, ok := AutosavedFile(open(true, nil)); !ok {
		t.Fatal("the autosave not offered")
	}
	if _, ok := AutosavedFile(open(false, nil)); ok {
		t.Fatal("a scenario offered as the autosave")
	}
	if _, ok := AutosavedFile(open(true, errors.New("another game's file"))); ok {
		t.Fatal("another game's autosave offered")
	}
}
