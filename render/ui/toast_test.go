package ui

import (
	"testing"
	"time"
)

// A toast stays for ToastTime, then goes and the screen is redrawn.
func TestToastGoesAfterItsTime(t *testing.T) {
	a := &App{}
	a.Toast("", 1, 2)
	if a.ToastText() != "" {
		t.Fatal("an empty toast is shown")
	}
	a.Toast("refused", 10, 20)
	if x, y, ok := a.ToastAt(); a.ToastText() != "refused" || !ok || x != 10 || y != 20 || !a.Dirty {
		t.Fatalf("toast %q at %v,%v", a.ToastText(), x, y)
	}
	a.Dirty = false
	a.updateToast()
	if a.ToastText() == "" || a.Dirty {
		t.Fatal("the toast went at once")
	}
	a.toast.until = time.Now().Add(-time.Millisecond)
	a.updateToast()
	if a.ToastText() != "" || !a.Dirty {
		t.Fatal("the toast stays after its time")
	}
}
