// Command tachanka-window is the window of tachanka. Users run `tachanka`,
// which checks the command line and starts this program for the commands
// that open a window (play, load, screenshot, the main menu).
//
// It is a program of its own because Ebiten connects to the display while
// the program initialises, before main runs: linked into `tachanka`, every
// subcommand would crash on a machine without a display. Here a C
// constructor checks the display first and explains what is missing.
package main

/*
#cgo LDFLAGS: -lX11
#include <stdio.h>
#include <stdlib.h>
#include <X11/Xlib.h>

__attribute__((constructor)) static void tachanka_need_display(void) {
	const char *d = getenv("DISPLAY");
	if (d == NULL || *d == 0) {
		fprintf(stderr, "tachanka: no display: DISPLAY is not set (run it in a desktop session, or under Xvfb: xvfb-run -a tachanka ...)\n");
		exit(1);
	}
	Display *x = XOpenDisplay(NULL);
	if (x == NULL) {
		fprintf(stderr, "tachanka: cannot open the display %s (is the X server running?)\n", d);
		exit(1);
	}
	XCloseDisplay(x);
}
*/
import "C"

import (
	"encoding/json"
	"fmt"
	"os"
	"runtime/debug"

	"tachanka/game/bot"
	"tachanka/render"
)

// newComputer makes the computer player of a side (render.BotMaker): the
// bot at the level named, or at its default level.
func newComputer(level string, seed uint64) bot.Player {
	l, err := bot.ParseLevel(level)
	if err != nil {
		l = bot.DefaultLevel
	}
	return bot.New(l, seed)
}

func main() {
	if len(os.Args) != 3 || os.Args[1] != "-options" {
		fmt.Fprintln(os.Stderr, "tachanka-window: run it through tachanka (tachanka play, tachanka load FILE, tachanka screenshot ...)")
		os.Exit(2)
	}
	// The heap lives at about 45 MB and peaks near 80 while tiles and
	// counters are painted; a soft limit collects sooner at the peak,
	// which keeps the window's resident memory about 10 MB lower.
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(96 << 20)
	}
	var o render.Options
	if err := json.Unmarshal([]byte(os.Args[2]), &o); err != nil {
		fmt.Fprintf(os.Stderr, "tachanka-window: bad options: %v\n", err)
		os.Exit(2)
	}
	if err := render.Run(o, newComputer); err != nil {
		fmt.Fprintf(os.Stderr, "tachanka: %v\n", err)
		os.Exit(1)
	}
}
