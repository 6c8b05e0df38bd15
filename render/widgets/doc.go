// Package widgets are the pieces of a game's screen that every game will
// show and that know no game: dice (DrawDie), the chances of the results of
// a roll (DrawChances), a game's log with a link to the rule of each entry
// (DrawLog) and the rules panel, given a game's rules as Markdown
// (NewRulesPanel). They draw with the shell's theme and primitives
// (package ui).
package widgets
