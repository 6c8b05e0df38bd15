package play

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
)

// Exit statuses of every command.
const (
	ExitOK    = 0
	ExitError = 1
	ExitUsage = 2
)

// Cmd is one run of a command: its name and where it writes. Every command
// answers bad arguments and bad files with one line on Err and a non-zero
// status, never a panic.
type Cmd struct {
	Name     string
	Usage    string // the command's usage line, for -h
	Summary  string
	Out, Err io.Writer
}

// Fail reports an error of the run: one line, status 1.
func (c *Cmd) Fail(format string, args ...any) int {
	fmt.Fprintf(c.Err, "tachanka %s: %s\n", c.Name, fmt.Sprintf(format, args...))
	return ExitError
}

// UsageError reports bad arguments: one line, status 2.
func (c *Cmd) UsageError(err error) int {
	fmt.Fprintf(c.Err, "tachanka %s: %v (see tachanka help)\n", c.Name, err)
	return ExitUsage
}

// Flags makes a flag set that reports errors as one line instead of usage.
func (c *Cmd) Flags() *flag.FlagSet {
	fs := flag.NewFlagSet(c.Name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs
}

// Parse parses args; when it returns false the command ends with the
// status given (-h prints the usage and exits 0).
func (c *Cmd) Parse(fs *flag.FlagSet, args []string) (int, bool) {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprintf(c.Out, "tachanka %s\n    %s\n", c.Usage, c.Summary)
			return ExitOK, false
		}
		return c.UsageError(err), false
	}
	return 0, true
}

// WriteJSONLines writes one JSON object per line, HTML left unescaped.
func WriteJSONLines[T any](w io.Writer, items []T) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for _, it := range items {
		if err := enc.Encode(it); err != nil {
			return err
		}
	}
	return nil
}

// OpenNamed reads a command's -scenario flag (def when not given) and the
// flags more adds, and opens the scenario or save it names with the game's
// open; ok is false, with the exit status, when the command ends here (a
// bad flag, an extra argument, a file that does not open).
func OpenNamed[F any](c *Cmd, args []string, def string, open func(string) (F, error), more func(*flag.FlagSet)) (f F, status int, ok bool) {
	fs := c.Flags()
	scn := fs.String("scenario", def, "scenario id or file")
	if more != nil {
		more(fs)
	}
	if st, parsed := c.Parse(fs, args); !parsed {
		return f, st, false
	}
	if fs.NArg() > 0 {
		return f, c.UsageError(fmt.Errorf("unexpected argument %q", fs.Arg(0))), false
	}
	f, err := open(*scn)
	if err != nil {
		return f, c.Fail("%v", err), false
	}
	return f, ExitOK, true
}
