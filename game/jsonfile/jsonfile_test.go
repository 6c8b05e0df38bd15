package jsonfile

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

type unit struct {
	ID string `json:"id"`
	SP int    `json:"sp"`
}

func TestCheckSyntax(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"", "the file is empty"},
		{"  \n ", "the file is empty"},
		{"{\"a\": 1,\n \"b\": [1, 2", "line 2 column 12: the file ends in the middle"},
		{"{\"a\": 1,\n \"b\": x}", "line 2 column 8"},
		{"{} {}", "extra data"},
	} {
		err := CheckSyntax([]byte(tc.in))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("CheckSyntax(%q) = %v, want %q", tc.in, err, tc.want)
		}
	}
	if err := CheckSyntax([]byte(`{"a":[1,2]}`)); err != nil {
		t.Fatal(err)
	}
}

func TestDecodeListNamesTheElement(t *testing.T) {
	_, err := DecodeList[unit]([]byte(`[{"id":"a","sp":1},{"id":"b","sp":"two"}]`), "units")
	if err == nil || err.Error() != "units[1].sp: want a whole number, found a JSON string" {
		t.Fatalf("got %v", err)
	}
	_, err = DecodeList[unit]([]byte(`[{"id":"a","sp":1,"spp":2}]`), "units")
	if err == nil || err.Error() != `units[0].spp: unknown field "spp"` {
		t.Fatalf("got %v", err)
	}
	us, err := DecodeList[unit]([]byte(`[{"id":"a","sp":1},{"id":"b","sp":2}]`), "units")
	if err != nil || len(us) != 2 || us[1].SP != 2 {
		t.Fatalf("got %v %v", us, err)
	}
}

func TestWriteAtomic(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "save.json")
	if err := WriteAtomic(p, []byte("one")); err != nil {
		t.Fatal(err)
	}
	if err := WriteAtomic(p, []byte("two")); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(p)
	if string(b) != "two" {
		t.Fatalf("content %q", b)
	}
	ents, _ := os.ReadDir(dir)
	if len(ents) != 1 {
		t.Fatalf("temporary files left behind: %v", ents)
	}
	// Writing into a missing directory fails and leaves nothing.
	if err := WriteAtomic(filepath.Join(dir, "no", "x.json"), []byte("x")); err == nil {
		t.Fatal("write into a missing directory succeeded")
	}
}

func TestMarshalIsStable(t *testing.T) {
	v := map[string]any{"b": 1, "a": []int{1, 2}, "c": "<x>"}
	a, _ := Marshal(v)
	b, _ := Marshal(v)
	if string(a) != string(b) || !strings.Contains(string(a), `"<x>"`) {
		t.Fatalf("%s", a)
	}
}

// An atomic save keeps the permissions of the file it replaces and removes
// the temporary files a crashed save left behind, not a younger one.
func TestWriteAtomicKeepsPermissionsAndRemovesStaleTemporaries(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "save.json")
	if err := os.WriteFile(p, []byte("{}"), 0o600); err != nil {
		t.Fatal(err)
	}
	stale := filepath.Join(dir, ".save.json.tmp-123")
	young := filepath.Join(dir, ".save.json.tmp-456")
	other := filepath.Join(dir, ".other.json.tmp-789")
	for _, f := range []string{stale, young, other} {
		os.WriteFile(f, []byte("half a sa"), 0o644)
	}
	old := time.Now().Add(-time.Hour)
	os.Chtimes(stale, old, old)
	os.Chtimes(other, old, old)
	if err := WriteAtomic(p, []byte(`{"a":1}`)); err != nil {
		t.Fatal(err)
	}
	st, err := os.Stat(p)
	if err != nil || st.Mode().Perm() != 0o600 {
		t.Fatalf("mode %v, %v: want 0600 kept", st.Mode(), err)
	}
	if _, err := os.Stat(stale); !os.IsNotExist(err) {
		t.Errorf("the stale temporary file is still there")
	}
	for _, f := range []string{young, other} {
		if _, err := os.Stat(f); err != nil {
			t.Errorf("%s was removed", filepath.Base(f))
		}
	}
	n := filepath.Join(dir, "new.json")
	if err := WriteAtomic(n, []byte(`{}`)); err != nil {
		t.Fatal(err)
	}
	if st, _ := os.Stat(n); st.Mode().Perm() != 0o644 {
		t.Errorf("a new file has mode %v, want 0644", st.Mode())
	}
}

// A wrong type in a field of an embedded struct is named by the file's
// key alone, not by the Go names of the structs on the way.
func TestAWrongTypeInAnEmbeddedStructNamesTheFilesKey(t *testing.T) {
	type head struct {
		Title string `json:"title"`
	}
	type file struct {
		head
		Players int `json:"players"`
	}
	var f file
	err := Decode([]byte(`{"title":3,"players":3}`), &f, "")
	if err == nil || err.Error() != "title: want a string, found a JSON number" {
		t.Fatalf("%v", err)
	}
}
