package widgets

import (
	"testing"

	"tachanka/assets"
)

// A cited rule opens its own section, else the section holding it (the
// Russian Civil War's cases such as 13.54 sit in section 13.5), else its
// chapter; every game's rules are found the same way.
func TestRulesPanelOpensTheRuleCited(t *testing.T) {
	cases := []struct{ rules, rule, want string }{
		{assets.Rules, "11.6(4)", "rules:11.6"},
		{assets.RCWRules, "13.54", "rules:13.5"},
		{assets.RCWRules, "12.11", "rules:12.1"},
		{assets.RCWRules, "17.0", "rules:17.0"},
		{assets.RCWRules, "5.0", "rules:5.0"},
		{assets.RCWRules, "", "rules:keys"},
	}
	for _, c := range cases {
		if got := NewRulesPanel(nil, c.rules, c.rule).Name(); got != c.want {
			t.Errorf("rule %q opens %s, want %s", c.rule, got, c.want)
		}
	}
}
