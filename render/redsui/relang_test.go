package redsui

import (
	"strings"
	"testing"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"

	"tachanka/render/lang"
)

func cyrillic(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool { return unicode.Is(unicode.Cyrillic, r) }) >= 0
}

// Issue 22, item 4: back in English, the lit hexes' labels and the status
// line are English again, not what was said while the client was Russian.
func TestSwitchingBackToEnglishLeavesNoRussian(t *testing.T) {
	a, b := newTestApp(t, "test-moscow")
	setLang := func(code string) {
		frame(func() error {
			s := a.Settings
			s.Lang = code
			a.ApplySettings(s)
			return nil
		}, func(*ebiten.Image) {})
	}
	setLang("ru")
	defer setLang("en")
	// A selection whose lit hexes carry words.
	found := false
	for _, id := range b.state().Actors() {
		b.sel = []string{id}
		if l := b.litNow(); l != nil {
			for _, h := range l.hexes {
				if cyrillic(h.label) {
					found = true
				}
			}
		}
		if found {
			break
		}
	}
	if !found {
		t.Fatal("no selection lights hexes with words")
	}
	b.say(lang.T("msg.undone"), false)
	if !cyrillic(b.msg) {
		t.Fatalf("the message is not Russian: %q", b.msg)
	}
	setLang("en")
	for h, l := range b.litNow().hexes {
		if cyrillic(l.label) {
			t.Errorf("hex %v is still labelled %q", h, l.label)
		}
	}
	if cyrillic(b.msg) || cyrillic(b.instruction()) {
		t.Errorf("the status line still says %q / %q", b.msg, b.instruction())
	}
}
