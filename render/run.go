package render

// Run opens the window and returns when it is closed: the shell, with
// REDS!'s client and the registry's games.
func Run(o Options, newBot BotMaker) error {
	c := NewClient(newBot)
	h := c.Hooks()
	h.Games = gameEntries(c)
	return runWindow(o, h)
}
