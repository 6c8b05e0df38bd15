// Package uitest runs a client package's tests in a real Ebiten game loop:
// Ebiten runs on the main thread, so a package's TestMain hands the thread
// to Main, which runs the tests on another goroutine, and each test sends
// the loop its work a frame at a time (Frame). Every Ebiten call of a test
// belongs in a frame: Ebiten's images are not safe to touch while the loop
// flushes them (the race detector catches it). It needs a display (Xvfb);
// only tests import it.
package uitest

import (
	"errors"
	"os"
	"runtime"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// Times are what a frame's update and draw took.
type Times struct{ Update, Draw time.Duration }

type job struct {
	update  func()
	draw    func(*ebiten.Image)
	times   Times
	stopped bool // the work called t.Fatal (runtime.Goexit)
	done    chan struct{}
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
			j.times.Update, j.stopped = run(j.update)
		}
		l.cur = j
	default:
		time.Sleep(time.Millisecond) // idle: leave the CPU to other tests
	}
	return nil
}

func (l *loop) Draw(screen *ebiten.Image) {
	if l.cur == nil {
		return
	}
	if l.cur.draw != nil && !l.cur.stopped {
		l.cur.times.Draw, l.cur.stopped = run(func() { l.cur.draw(screen) })
	}
	close(l.cur.done)
	l.cur = nil
}

func (l *loop) Layout(int, int) (int, int) { return 1280, 800 }

// run calls f on a goroutine of its own while the loop waits, so that a
// t.Fatal in f ends that goroutine and not the game loop; it reports how
// long f took and whether it stopped so.
func run(f func()) (took time.Duration, stopped bool) {
	finished := make(chan bool, 1)
	start := time.Now()
	go func() {
		normal := false
		defer func() { finished <- normal }()
		f()
		normal = true
	}()
	normal := <-finished
	return time.Since(start), !normal
}

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
	// The tests draw on a 1280x800 screen (Layout) whatever the window's
	// size. The window is kept tiny in a corner: the client tests drive a
	// real pointer on the same display and must not meet it. One update
	// per drawn frame, as fast as the tests send work.
	ebiten.SetWindowSize(48, 48)
	ebiten.SetWindowTitle(name + "-tests")
	ebiten.SetWindowPosition(0, 0)
	ebiten.SetVsyncEnabled(false)
	ebiten.SetTPS(ebiten.SyncWithFPS)
	if err := ebiten.RunGame(&loop{}); err != nil && !errors.Is(err, ebiten.Termination) {
		os.Stderr.WriteString(name + " tests: " + err.Error() + "\n")
		os.Exit(1)
	}
	c := <-code
	os.RemoveAll(tmp)
	os.Exit(c)
}

// Frame runs update, then draw, in one frame of the game loop, and reports
// what they took. Either may call t.Fatal: the frame ends there, and so
// does the test (Frame ends the test's goroutine as t.FailNow would).
func Frame(update func(), draw func(*ebiten.Image)) Times {
	j := &job{update: update, draw: draw, done: make(chan struct{})}
	work <- j
	<-j.done
	if j.stopped {
		runtime.Goexit()
	}
	return j.times
}
