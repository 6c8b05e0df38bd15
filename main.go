// Command tachanka is a desktop wargame client; its first game is REDS! The
// Russian Civil War 1918-1921. With no arguments it opens the main menu;
// subcommands reach every part of the game without a window (see README).
package main

import (
	"os"

	"tachanka/cli"
)

func main() {
	os.Exit(cli.Main(os.Args[1:], os.Stdout, os.Stderr))
}
