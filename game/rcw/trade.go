package rcw

import (
	"slices"
)

// inSession reports the pre-game trading session (15.33).
func (s *State) inSession() bool { return s.Phase == PhaseTrading }

// checkGoods refuses goods a player does not hold, or may not trade now:
// leaders only in the session (15.33 Ruling).
func (s *State) checkGoods(player string, g Goods) error {
	p := s.Player(player)
	if g.PM < 0 || g.AM < 0 {
		return refuse("15.33", "a trade moves whole markers")
	}
	if g.PM > p.PM || g.AM > p.AM {
		return refuse("15.33", "Player %s holds %d PM and %d AM", player, p.PM, p.AM)
	}
	if len(g.Leaders) > 0 && !s.inSession() {
		return refuse("15.33", "after the trading session only PM and AM may be traded")
	}
	seen := map[int]bool{}
	for _, id := range g.Leaders {
		pc := s.Piece(id)
		if pc == nil || s.Def(id).Kind != KindLeader || pc.Owner != player || seen[id] {
			return refuse("15.33", "Player %s does not hold leader %d", player, id)
		}
		seen[id] = true
	}
	return nil
}

// doOffer: a player offers a trade to another, at any checkpoint (4.3):
// PM and AM at any time, leaders too in the trading session (15.33). The
// deal must have been made.
func doOffer(s *State, a Action) error {
	if s.Phase == PhaseDeal {
		return refuse("15.33", "nothing has been dealt yet")
	}
	if s.Player(a.To) == nil || a.To == a.Player {
		return refuse("15.33", "an offer goes to another player")
	}
	if s.hasQuit(a.Player) || s.hasQuit(a.To) {
		return refuse("14.21", "a player who has left makes and receives no offers")
	}
	var give, get Goods
	if a.Give != nil {
		give = *a.Give
	}
	if a.Get != nil {
		get = *a.Get
	}
	if give.empty() && get.empty() {
		return refuse("15.33", "an offer moves something")
	}
	if err := s.checkGoods(a.Player, give); err != nil {
		return err
	}
	if err := s.checkGoods(a.To, get); err != nil {
		return err
	}
	s.NextOffer++
	o := Offer{ID: s.NextOffer, From: a.Player, To: a.To, Give: give, Get: get}
	s.Offers = append(s.Offers, o)
	s.emit(Event{Kind: EvOffer, Rule: "15.33", Player: a.Player, To: a.To, N: o.ID})
	return nil
}

func (s *State) offer(id int) (int, *Offer) {
	for i := range s.Offers {
		if s.Offers[i].ID == id {
			return i, &s.Offers[i]
		}
	}
	return -1, nil
}

// doAccept: the addressee accepts; the goods change hands if both still
// hold them. In the session an accepted trade clears every player's
// declaration of being done (15.33 Ruling).
func doAccept(s *State, a Action) error {
	k, o := s.offer(a.Offer)
	if o == nil || o.To != a.Player {
		return refuse("15.33", "there is no offer %d to Player %s", a.Offer, a.Player)
	}
	if err := s.checkGoods(o.From, o.Give); err != nil {
		return err
	}
	if err := s.checkGoods(o.To, o.Get); err != nil {
		return err
	}
	move := func(from, to string, g Goods) {
		f, t := s.Player(from), s.Player(to)
		f.PM -= g.PM
		t.PM += g.PM
		f.AM -= g.AM
		t.AM += g.AM
		for _, id := range g.Leaders {
			s.Piece(id).Owner = to
		}
	}
	move(o.From, o.To, o.Give)
	move(o.To, o.From, o.Get)
	s.emit(Event{Kind: EvTrade, Rule: "15.33", Player: o.From, To: o.To, N: o.ID,
		Units: append(slices.Clone(o.Give.Leaders), o.Get.Leaders...)})
	s.Offers = slices.Delete(s.Offers, k, k+1)
	if s.inSession() {
		for i := range s.Players {
			s.Players[i].Done = false
		}
	}
	s.dropStaleOffers()
	return nil
}

// dropStaleOffers: offers whose goods are no longer held lapse.
func (s *State) dropStaleOffers() {
	s.Offers = slices.DeleteFunc(s.Offers, func(o Offer) bool {
		if s.checkGoods(o.From, o.Give) != nil || s.checkGoods(o.To, o.Get) != nil {
			s.emit(Event{Kind: EvLapsed, Rule: "15.33", Player: o.From, To: o.To, N: o.ID})
			return true
		}
		return false
	})
}

func doDecline(s *State, a Action) error {
	k, o := s.offer(a.Offer)
	if o == nil || o.To != a.Player {
		return refuse("15.33", "there is no offer %d to Player %s", a.Offer, a.Player)
	}
	s.emit(Event{Kind: EvDeclined, Rule: "15.33", Player: o.From, To: o.To, N: o.ID})
	s.Offers = slices.Delete(s.Offers, k, k+1)
	return nil
}

func doWithdraw(s *State, a Action) error {
	k, o := s.offer(a.Offer)
	if o == nil || o.From != a.Player {
		return refuse("15.33", "Player %s made no offer %d", a.Player, a.Offer)
	}
	s.emit(Event{Kind: EvWithdrawn, Rule: "15.33", Player: o.From, To: o.To, N: o.ID})
	s.Offers = slices.Delete(s.Offers, k, k+1)
	return nil
}

// lapseOffers closes every open offer.
func (s *State) lapseOffers(rule string) {
	for _, o := range s.Offers {
		s.emit(Event{Kind: EvLapsed, Rule: rule, Player: o.From, To: o.To, N: o.ID})
	}
	s.Offers = nil
}
