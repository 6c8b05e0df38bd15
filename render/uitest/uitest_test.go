package uitest

import (
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

func TestMain(m *testing.M) { Main(m, "uitest") }

// childEnv marks the copy of this test binary that runs the failing tests.
const childEnv = "TACHANKA_UITEST_CHILD"

// A t.Fatal inside a frame fails its test, says why, and ends that test
// alone: the game loop goes on and the next test's frames run.
func TestFatalInAFrameEndsOnlyItsTest(t *testing.T) {
	if os.Getenv(childEnv) != "" {
		t.Skip("the child runs the tests below")
	}
	cmd := exec.Command(os.Args[0], "-test.v", "-test.run", "^TestChild", "-test.timeout", "60s")
	cmd.Env = append(os.Environ(), childEnv+"=1")
	out, err := cmd.CombinedOutput()
	if err == nil {
		t.Fatalf("the child passed, want its failing test to fail it:\n%s", out)
	}
	for _, want := range []string{
		"--- FAIL: TestChildFatalInUpdate",
		"the update gave up",
		"--- FAIL: TestChildFatalInDraw",
		"the draw gave up",
		"--- PASS: TestChildFramesAfter",
	} {
		if !strings.Contains(string(out), want) {
			t.Errorf("the child's output lacks %q:\n%s", want, out)
		}
	}
	for _, never := range []string{"after the update's fatal", "after the draw's fatal", "draw after update's fatal"} {
		if strings.Contains(string(out), never) {
			t.Errorf("the child went on past a t.Fatal (%q):\n%s", never, out)
		}
	}
}

func child(t *testing.T) {
	if os.Getenv(childEnv) == "" {
		t.Skip("run by TestFatalInAFrameEndsOnlyItsTest")
	}
}

func TestChildFatalInUpdate(t *testing.T) {
	child(t)
	Frame(func() {
		t.Fatal("the update gave up")
		t.Log("after the update's fatal")
	}, func(*ebiten.Image) { t.Log("draw after update's fatal") })
	t.Log("after the update's fatal")
}

func TestChildFatalInDraw(t *testing.T) {
	child(t)
	Frame(nil, func(*ebiten.Image) { t.Fatal("the draw gave up") })
	t.Log("after the draw's fatal")
}

func TestChildFramesAfter(t *testing.T) {
	child(t)
	updates, draws := 0, 0
	for range 3 {
		Frame(func() { updates++ }, func(screen *ebiten.Image) {
			if screen.Bounds().Dx() != 1280 {
				t.Errorf("screen %v, want 1280 wide", screen.Bounds())
			}
			draws++
		})
	}
	if updates != 3 || draws != 3 {
		t.Errorf("%d updates and %d draws, want 3 and 3", updates, draws)
	}
}
