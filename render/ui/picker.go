package ui

import (
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tachanka/render/lang"
)

// The file picker is drawn with Ebiten: github.com/sqweek/dialog is not
// available here, and a picker of our own works everywhere, Xvfb included.
// Where zenity or kdialog is installed, NativePick uses it first.

// PickMode is what the picker picks a file for: to load it or to save.
type PickMode int

const (
	PickLoad PickMode = iota
	PickSave
)

// SaveDir is where games are saved by default: $XDG_DATA_HOME/tachanka/saves
// or ~/.local/share/tachanka/saves (created on demand), else the working directory.
func SaveDir() string {
	base := os.Getenv("XDG_DATA_HOME")
	if base == "" {
		if home, err := os.UserHomeDir(); err == nil {
			base = filepath.Join(home, ".local", "share")
		}
	}
	if base != "" {
		d := filepath.Join(base, "tachanka", "saves")
		if os.MkdirAll(d, 0o755) == nil {
			return d
		}
	}
	wd, _ := os.Getwd()
	return wd
}

// NativePick asks zenity or kdialog for a file, if one is installed and
// TACHANKA_NATIVE_DIALOG is not "0". ok is false when none could be used.
func NativePick(mode PickMode, dir string) (path string, ok bool) {
	if os.Getenv("TACHANKA_NATIVE_DIALOG") == "0" {
		return "", false
	}
	if z, err := exec.LookPath("zenity"); err == nil {
		args := []string{"--file-selection", "--filename=" + dir + "/", "--file-filter=Tachanka games | *.json"}
		if mode == PickSave {
			args = append(args, "--save", "--confirm-overwrite")
		}
		out, err := exec.Command(z, args...).Output()
		return strings.TrimSpace(string(out)), err == nil
	}
	if k, err := exec.LookPath("kdialog"); err == nil {
		flag := "--getopenfilename"
		if mode == PickSave {
			flag = "--getsavefilename"
		}
		out, err := exec.Command(k, flag, dir, "*.json").Output()
		return strings.TrimSpace(string(out)), err == nil
	}
	return "", false
}

// picker is the in-game file dialog: a directory listing, a file name field,
// OK and Cancel. Typing an absolute path in the field works too.
type picker struct {
	a       *App
	mode    PickMode
	dir     string
	entries []os.DirEntry
	field   string
	fresh   bool // the field holds a suggestion: typing replaces it
	sel     int
	scroll  int
	onPick  func(path string) string // returns an error message, or ""
	msg     string
	hover   string
	buttons []*button
	rows    []pickRow
}

type pickRow struct {
	name  string
	dir   bool
	y0, h float64
}

// NewPicker is the file picker: it lists dir, and hands the path chosen to
// onPick, which returns an error message to show, or "" to close.
func NewPicker(a *App, mode PickMode, dir string, onPick func(string) string) Modal {
	p := &picker{a: a, mode: mode, dir: dir, onPick: onPick, sel: -1}
	if mode == PickSave {
		p.field = "game-" + strings.ReplaceAll(strings.ReplaceAll(nowStamp(), ":", ""), " ", "-") + ".json"
		p.fresh = true
	}
	p.list()
	return p
}

func (p *picker) Name() string {
	if p.mode == PickSave {
		return "save"
	}
	return "load"
}

func (p *picker) list() {
	ents, err := os.ReadDir(p.dir)
	if err != nil {
		p.msg = err.Error()
	}
	p.entries = p.entries[:0]
	for _, e := range ents {
		if strings.HasPrefix(e.Name(), ".") {
			continue
		}
		if e.IsDir() || strings.HasSuffix(e.Name(), ".json") {
			p.entries = append(p.entries, e)
		}
	}
	sort.SliceStable(p.entries, func(i, j int) bool {
		if p.entries[i].IsDir() != p.entries[j].IsDir() {
			return p.entries[i].IsDir()
		}
		return p.entries[i].Name() < p.entries[j].Name()
	})
	p.scroll = 0
}

func (p *picker) target() string {
	f := strings.TrimSpace(p.field)
	if f == "" {
		return ""
	}
	if strings.HasPrefix(f, "~/") {
		if home, err := os.UserHomeDir(); err == nil {
			f = filepath.Join(home, f[2:])
		}
	}
	if !filepath.IsAbs(f) {
		f = filepath.Join(p.dir, f)
	}
	if p.mode == PickSave && !strings.HasSuffix(f, ".json") {
		f += ".json"
	}
	return f
}

func (p *picker) confirm() bool {
	t := p.target()
	if t == "" {
		p.msg = lang.T("pick.need_name")
		return false
	}
	if st, err := os.Stat(t); err == nil && st.IsDir() {
		p.dir, p.field = t, ""
		p.list()
		return false
	}
	if msg := p.onPick(t); msg != "" {
		p.msg = msg
		return false
	}
	return true
}

func (p *picker) Update(a *App) bool {
	// Typing edits the file name field.
	if chars := ebiten.AppendInputChars(nil); len(chars) > 0 {
		if p.fresh {
			p.field = ""
		}
		p.field += string(chars)
		p.fresh = false
		a.Dirty = true
	}
	if RepeatKey(ebiten.KeyBackspace) && len(p.field) > 0 {
		r := []rune(p.field)
		p.field = string(r[:len(r)-1])
		if p.fresh {
			p.field = ""
		}
		p.fresh = false
		a.Dirty = true
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyEscape) {
		return true
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyEnter) || inpututil.IsKeyJustPressed(ebiten.KeyKPEnter) {
		a.Dirty = true
		return p.confirm()
	}
	x, y := ebiten.CursorPosition()
	fx, fy := float64(x), float64(y)
	hover := ""
	for _, b := range p.buttons {
		if b.contains(fx, fy) {
			hover = b.Label
		}
	}
	if hover != p.hover {
		p.hover = hover
		a.Dirty = true
	}
	if _, wy := ebiten.Wheel(); wy != 0 {
		p.scroll = max(0, min(p.scroll-int(wy*3), max(0, len(p.entries)+1-p.visibleRows())))
		a.Dirty = true
	}
	if !inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
		return false
	}
	a.Dirty = true
	switch hover {
	case lang.T("ui.cancel"):
		return true
	case p.okLabel():
		return p.confirm()
	}
	for _, r := range p.rows {
		if fy < r.y0 || fy >= r.y0+r.h {
			continue
		}
		switch {
		case r.name == "..":
			p.dir = filepath.Dir(p.dir)
			p.list()
		case r.dir:
			p.dir = filepath.Join(p.dir, r.name)
			p.list()
		default:
			if p.field == r.name {
				return p.confirm() // second click: open
			}
			p.field, p.fresh = r.name, false
		}
		return false
	}
	return false
}

// okLabel is the label of the button that saves or loads.
func (p *picker) okLabel() string {
	if p.mode == PickSave {
		return lang.T("top.save")
	}
	return lang.T("top.load")
}

func (p *picker) visibleRows() int {
	return max(3, int((float64(p.a.H)*0.7-p.a.Theme.S(150))/p.a.Theme.S(24)))
}

func (p *picker) Draw(dst *ebiten.Image) {
	th := p.a.Theme
	w, h := p.a.W, p.a.H
	vector.DrawFilledRect(dst, 0, 0, float32(w), float32(h), WithAlpha(th.C("background"), 170), false)
	pw, ph := float64(w)*0.6, float64(h)*0.7
	px, py := (float64(w)-pw)/2, (float64(h)-ph)/2
	th.DrawPanel(dst, px, py, pw, ph)
	title := lang.T("pick.load_title")
	if p.mode == PickSave {
		title = lang.T("pick.save_title")
	}
	DrawText(dst, title, th.Face(18, true), px+th.S(16), py+th.S(12), th.C("text"), 0)
	DrawText(dst, p.dir, th.Face(12, false), px+th.S(16), py+th.S(40), th.C("text_dim"), 0)
	// Listing.
	rowH := th.S(24)
	y := py + th.S(64)
	p.rows = p.rows[:0]
	names := []pickRow{{name: "..", dir: true}}
	for _, e := range p.entries {
		names = append(names, pickRow{name: e.Name(), dir: e.IsDir()})
	}
	vis := p.visibleRows()
	for i := p.scroll; i < len(names) && i < p.scroll+vis; i++ {
		r := names[i]
		r.y0, r.h = y, rowH
		if r.name == p.field {
			vector.DrawFilledRect(dst, float32(px+th.S(10)), float32(y), float32(pw-th.S(20)), float32(rowH), th.C("panel_edge"), false)
		}
		label := r.name
		if r.dir {
			label = FolderMark + label + "/"
		}
		DrawText(dst, label, th.Face(14, false), px+th.S(16), y+th.S(4), th.C("text"), 0)
		p.rows = append(p.rows, r)
		y += rowH
	}
	// File name field.
	fy := py + ph - th.S(92)
	DrawText(dst, lang.T("pick.file"), th.Face(14, false), px+th.S(16), fy+th.S(6), th.C("text_dim"), 0)
	fx := px + th.S(60)
	vector.DrawFilledRect(dst, float32(fx), float32(fy), float32(pw-th.S(76)), float32(th.S(30)), th.C("background"), false)
	if p.fresh {
		fw := TextWidth(p.field, th.Face(14, false))
		vector.DrawFilledRect(dst, float32(fx+th.S(4)), float32(fy+th.S(4)), float32(fw+th.S(4)), float32(th.S(22)), WithAlpha(th.C("accent"), 90), false)
	}
	DrawText(dst, p.field+Caret, th.Face(14, false), fx+th.S(6), fy+th.S(6), th.C("text"), 0)
	if p.msg != "" {
		DrawText(dst, p.msg, th.Face(12, false), px+th.S(16), fy+th.S(38), th.C("danger"), 0)
	}
	bw, bh := th.S(110), th.S(34)
	by := py + ph - bh - th.S(12)
	p.buttons = []*button{
		{Label: p.okLabel(), X: px + pw - 2*bw - th.S(24), Y: by, W: bw, H: bh, Hot: true},
		{Label: lang.T("ui.cancel"), X: px + pw - bw - th.S(12), Y: by, W: bw, H: bh},
	}
	for _, b := range p.buttons {
		th.drawButton(dst, b, b.Label == p.hover)
	}
}

// RepeatKey is true when a key is first pressed and then every few frames
// while it is held.
func RepeatKey(k ebiten.Key) bool {
	d := inpututil.KeyPressDuration(k)
	return d == 1 || d > 24 && d%4 == 0
}

// SaveGame is the shell's save gesture for every game: to the game's own
// file when it has one and the player did not ask where (Ctrl+S once
// saved), else where a native dialog or the picker says. write saves to a
// path and returns an error message ("" when saved); fail shows one.
func SaveGame(a *App, ask bool, current string, write func(path string) string, fail func(msg string)) {
	if !ask && current != "" && current != AutosavePath() {
		if msg := write(current); msg != "" {
			fail(msg)
		}
		return
	}
	if path, ok := NativePick(PickSave, SaveDir()); ok {
		if path != "" {
			if msg := write(path); msg != "" {
				fail(msg)
			}
		}
		return
	}
	a.Show(NewPicker(a, PickSave, SaveDir(), write))
}

// LoadGame is the shell's load gesture for every game: a native dialog,
// or the picker when there is none, chooses a saved game; open opens it
// and returns an error message ("" when opened), which fail shows.
func LoadGame(a *App, open func(path string) string, fail func(msg string)) {
	if path, ok := NativePick(PickLoad, SaveDir()); ok {
		if path != "" {
			if msg := open(path); msg != "" {
				fail(msg)
			}
		}
		return
	}
	a.Show(NewPicker(a, PickLoad, SaveDir(), open))
}
