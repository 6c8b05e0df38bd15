// Package uitest runs a client package's tests in a real Ebiten game loop:
// Ebiten runs on the main thread, so a package's TestMain hands the thread
// to Main, which runs the tests on another goroutine, and each test sends
// the loop its work a frame at a time (Frame). It needs a display (Xvfb);
// only tests import it.
package uitest

import (
	"errors"
	"os"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

type job struct {
	update func()
	draw   func(*ebiten.Image)
	done   chan struct{}
}

var work = make(chan *job)

type loop struct{ cur *job }

func (l *loop) Update() error {
	if l.cur != nil {
		return nil
	}
	select {
	case j, ok := <-work:
		if !ok {
			return ebiten.Termination
		}
		if j.update != nil {
			j.update()
		}
		l.cur = j
	default:
		time.Sleep(time.Millisecond)
	}
	return nil
}

func (l *loop) Draw(screen *ebiten.Image) {
	if l.cur == nil {
		return
	}
	if l.cur.draw != nil {
		l.cur.draw(screen)
	}
	close(l.cur.done)
	l.cur = nil
}

func (l *loop) Layout(int, int) (int, int) { return 1280, 800 }

// Main is a client package's TestMain: the tests run with their own data
// and settings folders (none of the user's), the game loop on the main
// thread; it exits with the tests' status.
func Main(m *testing.M, name string) {
	tmp, err := os.MkdirTemp("", "tachanka-"+name+"-")
	if err != nil {
		os.Stderr.WriteString(err.Error() + "\n")
		os.Exit(1)
	}
	os.Setenv("XDG_DATA_HOME", tmp)
	os.Setenv("XDG_CONFIG_HOME", tmp)
	code := make(chan int, 1)
	go func() {
		c := m.Run()
		close(work)
		code <- c
	}()
	ebiten.SetWindowSize(48, 48)
	ebiten.SetWindowTitle(name + "-tests")
	ebiten.SetVsyncEnabled(false)
	if err := ebiten.RunGame(&loop{}); err != nil && !errors.Is(err, ebiten.Termination) {
		os.Stderr.WriteString(name + " tests: " + err.Error() + "\n")
		os.Exit(1)
	}
	c := <-code
	os.RemoveAll(tmp)
	os.Exit(c)
}

// Frame runs update, then draw, in one frame of the game loop.
func Frame(update func(), draw func(*ebiten.Image)) {
	j := &job{update: update, draw: draw, done: make(chan struct{})}
	work <- j
	<-j.done
}
