## Why a sign-up post is refused (templates/signup_rejection.md.j2), after "Signing up for "...": ".

# How to send the characteristics; $limited: true when the limits are known ($budget, $minimum,
# $maximum); $example: a spread within them.
arena-signup-how-to-spread = Send me by private message your four characteristics{ $limited ->
    [true] , **{ $budget } { $budget ->
        [one] point
       *[other] points
    }** in all, each between **{ $minimum }** and **{ $maximum }**
   *[false] , within the limits of my first message
 }, for instance `{ $example }`.
arena-signup-how-to-sign = To sign up, write in the game's topic `I am war chief of the <name>` to found a clan, or `I join the <name>` (or `I rally to @chief`) to join one.
arena-signup-how-to-sign-up = in the clan arena, nobody signs up alone: you found a clan or join one.
# The clans open ($named: false when none is founded); $clans: listed; $first: the first one, as typed.
arena-signup-open-clans = { $named ->
    [true] Open clans: { $clans }; write for instance `I join the { $first }`.
   *[false] No clan is founded yet.
 }
# $chiefs: clans founded, of $max possible.
arena-signup-found-yours = To found yours, write `I am war chief of the <name>` ({ $chiefs } of { $max } possible { $max ->
    [one] clan
   *[other] clans
 } founded).
arena-signup-all-founded = The { $max } possible clans are already founded: rally to one of them.
arena-signup-talk = I read neither a sign-up nor characteristics in this post.
arena-signup-empty = your post is empty (or holds only quotes).
arena-signup-too-long = your post is too long for me to look for a sign-up in it: write it alone, in a few words.
arena-signup-unreadable = I could not read this post: please put it more simply.
arena-signup-which-clan = I cannot tell which clan you want to join.
arena-signup-which-clan-open = { $named ->
    [true] Open clans: { $clans }. Write for instance `I join the { $first }`.
   *[false] No clan is founded yet: you may found the first one with `I am war chief of the <name>`.
 }
arena-signup-ambiguous = your post is unclear: one sign-up at a time, plainly.
# A veteran's roster entry; $missing: the characteristics it lacks.
arena-signup-veteran-missing = your entry in the arena's roster is incomplete: it lacks { $missing }. Your characteristics follow you from game to game and are not spread again: the GM completes the entry (`roster @username attack 3, shooting 2`), then sign up again.
# $stat: the characteristic; $value: what the roster gives.
arena-signup-veteran-not-a-number = your entry in the arena's roster gives { arena-stat } as "{ $value }", which is no whole number. Your characteristics follow you from game to game and are not spread again: the GM corrects the entry (`roster`), then sign up again.
arena-signup-veteran-above-maximum = your entry in the arena's roster gives { arena-stat } { $value }, above this game's maximum of { $maximum }. Your characteristics follow you from game to game and are not spread again: ask the GM to correct the entry (`roster`) or the game's maximum.
# $missing: the characteristics missing ($count); $given: what was read ($read: true when anything was).
arena-signup-missing = { $count ->
    [one] a characteristic is
   *[other] characteristics are
 } missing: { $missing }{ $read ->
    [true] {" "}(I read: { $given })
   *[false] {""}
 }. Give all four at once.
# A name given for a characteristic, quoted.
arena-signup-quoted = { $name }
# $all: the names given, "a and b"; $any: "a or b".
arena-signup-unknown-characteristic = the arena knows only four characteristics, attack, defence, shooting and shield: not { $all }.
arena-signup-not-a-number = { arena-stat } must be a whole number, not "{ $value }".
arena-signup-below-minimum = { arena-stat } { $value } is too little: each characteristic is at least { $minimum }.
arena-signup-above-maximum = { arena-stat } { $value } is too much: each characteristic is at most { $maximum }.
# $total: the points given; $budget: the points to share; $gap: the difference.
arena-signup-over-budget = your characteristics add up to { $total } { $total ->
    [one] point
   *[other] points
 }, { $gap } too many: share exactly { $budget } { $budget ->
    [one] point
   *[other] points
 }.
arena-signup-under-budget = your characteristics add up to only { $total } { $total ->
    [one] point
   *[other] points
 }, { $gap } short: share exactly { $budget } { $budget ->
    [one] point
   *[other] points
 }.
arena-signup-spread-known = I already know your characteristics: they follow you from game to game, wounds included, and do not change.
arena-signup-spread-not-asked = I have not asked for your characteristics yet: sign up in the game's topic first, and I will ask for them then.
arena-signup-no-clan-name = a war chief needs a clan's name. Write for instance `I am war chief of the Wolves`.
arena-signup-unknown-clan = I know no clan "{ $clan }".
arena-signup-clans-or-found = { $named ->
    [true] Open clans: { $clans }.
   *[false] No clan is founded yet: found the first one with `I am war chief of the <name>`.
 }
# $clan: the clan; $typed: its name as typed in a command.
arena-signup-clan-not-founded = @{ $chief }'s clan, the **{ $clan }**, is not founded yet: @{ $chief } still owes me their characteristics. Rally as soon as its founding is announced here (`I join the { $typed }`).
arena-signup-not-a-chief-here = @{ $chief } leads no clan in this game.
arena-signup-clan-name-taken = a clan called **{ $clan }** already exists. Join it (`I join the { $typed }`), or found yours under another name.
# $max: war chiefs at most; $room: some (in $clans, the first $first), none, or unknown.
arena-signup-too-many-chiefs = there are already { $max } { $max ->
    [one] war chief
   *[other] war chiefs
 }, the most this game allows: { $room ->
    [some] rally to one of the clans that still have room for you, { $clans }, for instance `I join the { $first }`.
    [none] and no clan has room for you any more: the arena is full.
   *[unknown] rally to one of the clans founded (`I join the <name>`).
 }
arena-signup-already-in-clan = you already belong to the **{ $clan }**. To change clans, first write `I withdraw`.
arena-signup-refused-by-clan = the war chief of the **{ $clan }** has used their one refusal on you: that clan stays closed to you. Another clan may take you.
arena-signup-clan-full = the **{ $clan }** have no room left: { $max } { $max ->
    [one] warrior
   *[other] warriors
 } at most, the chief included. Choose another clan.
arena-signup-not-a-chief = only a war chief may refuse someone, and only in their own clan.
arena-signup-refusal-used = you have already used your one refusal (on @{ $refused }): a chief refuses one person in the whole sign-up.
arena-signup-cannot-refuse-self = you cannot refuse yourself. To leave the arena, write `I withdraw`.
# $names: the warriors ($count); $clan: the chief's clan.
arena-signup-not-in-clan = { $names } { $count ->
    [one] is not
   *[other] are not
 } in your clan, **{ $clan }**: you can only refuse a warrior who joins you.
arena-signup-closed = the sign-up is closed: the clans are formed and enter the arena.
arena-signup-not-signed-up = you belong to no clan: there is nothing to withdraw from.
arena-signup-chief-cannot-leave = a war chief does not leave the **{ $clan }** while the clan has other warriors (the clan: { $members }). You may leave, and the clan with you, once it has only you.
arena-signup-phase = during the sign-up, one founds a clan, joins one, a chief may refuse one person, and anyone may withdraw: combat actions come when the arena opens.
arena-signup-impossible = this sign-up is not possible now.

## Why an order is refused (templates/rejection.md.j2), after "Order refused for ...: ", and
## what is valid now.

# What a warrior can do from their zone ($zone, $centre); $moves: "to zone 1 or to zone 2";
# $foes_here, $foes_away: whom they may attack, shoot at ($attackable, $shootable: true when
# anyone); $same: whom they may defend or shield.
arena-rejection-can = From { arena-zone }, { $yours ->
    [true] you
   *[false] @{ $me }
 } can: move { $moves }; { $attackable ->
    [true] attack { $foes_here }
   *[false] nobody to attack here
 }; { $shootable ->
    [true] shoot at { $foes_away }
   *[false] nobody to shoot at
 }; defend or shield { $same }; or do nothing.
# The warrior spoken to, first of those they can defend or shield.
arena-rejection-yourself = yourself
# The same without a known warrior; $same: who is in the zone ($anyone_here), $away: who is one
# zone away ($anyone_away).
arena-rejection-one-can = From { arena-zone }, one can move { $moves }. In this zone: { $anyone_here ->
    [true] { $same }
   *[false] nobody
 }. One zone away: { $anyone_away ->
    [true] { $away }
   *[false] nobody
 }.
arena-rejection-who-is-where = Who is where: { $standing }.
arena-rejection-no-name = I found no name in this post of one who leaves the arena.
# $options: "@a or @b".
arena-rejection-one-name = Answer with one name: { $options }.
arena-rejection-several-names = you name several opponents: only one leaves the arena.
# $why: empty, too_long, unreadable or other.
arena-rejection-not-an-order = { $why ->
    [empty] your post is empty (or holds only quotes).
    [too_long] your post is too long for me to look for an order in it: send the order alone, in a few words.
    [unreadable] I could not read this post: please put it more simply.
   *[other] I found no order in this post.
 }
# $why: what is unclear; $targets ($some_targets), $zones ($some_zones): what was named;
# $kind: the action without a target; $target: whom to protect ($named: true when named).
arena-rejection-ambiguous = { $why ->
    [two_actions] you declare several actions at once: one per warrior and round.
    [two_targets] you name several targets{ $some_targets ->
        [true] {" "}({ $targets })
       *[false] {""}
    }: one per action.
    [two_zones] you name several zones{ $some_zones ->
        [true] {" "}({ $zones })
       *[false] {""}
    }: a warrior moves one zone, to a single one.
    [no_target] I cannot tell { $kind ->
        [attack] whom you attack
        [shoot] whom you shoot at
        [defend] whom you defend
        [shield] whom you shield
       *[other] whom you aim at
    }: name them, for instance `@name`.
    [no_zone_placing] I cannot tell in which zone you place these warriors: name it, for instance `everyone in zone 1`.
    [no_zone] I cannot tell to which zone you go: name it, for instance `I move to zone 2` or `I go to the centre`.
    [defend_or_shield] protect{ $named ->
        [true] {" "}@{ $target }
       *[false] {""}
    } in melee or against shots? Write `I defend @name` (melee) or `shield on @name` (shots).
    [conditional] an action on a condition ("if…") cannot be declared: the arena resolves everything at once. Declare a firm action.
    [no_warrior] I cannot tell which warriors you place: name them, or write `everyone in zone 1`.
   *[other] this post is unclear: give one action, plainly.
 }
arena-rejection-not-in-round = this is not a combat action: during a round, each warrior declares one action, here in the game's topic.
# $yours: true when said to that warrior.
arena-rejection-not-in-arena = { $yours ->
    [true] you have left the arena and can no longer act or have your warriors act.
   *[false] @{ $warrior } has left the arena and can no longer act or have their warriors act.
 }
arena-rejection-unknown-action = the arena knows no such action.
# $zone: the zone asked for; $zones: the arena's.
arena-rejection-unknown-zone = the arena has no zone "{ $zone }". Its zones: { $zones }.
# $to, $origin: the zones ($to_the, $of_origin: with the French article, the Russian genitive).
arena-rejection-not-adjacent = a warrior moves one zone at a time, to a bordering zone: { $to } is too far from { $origin }.
arena-rejection-bordering = Bordering zones: { $zones }.
arena-rejection-no-such-warrior = no warrior "{ $target }" fights in this arena.
arena-rejection-target-gone = @{ $target } has already left the arena.
# $tried: the action tried (attack, shoot or another).
arena-rejection-not-an-adversary = { $tried ->
    [attack] nobody attacks themselves: one attacks an opponent in the same zone
    [shoot] nobody shoots at themselves: one shoots at an opponent one zone away
   *[other] nobody attacks or shoots at themselves
 }.
# $clan: the clan ($named: true when known).
arena-rejection-clan-mate = @{ $target } is of the same clan{ $named ->
    [true] , **{ $clan }**
   *[false] {""}
 }: { $tried ->
    [attack] one attacks only the warriors of other clans
    [shoot] one shoots only at the warriors of other clans
   *[other] one fights only the warriors of other clans
 }.
# $where: the target's zone; $reach: same (zone), none (out of reach) or far ($distance zones).
arena-rejection-not-one-zone-away = one shoots only at an opponent exactly one zone away: @{ $target } is { $where }, { $reach ->
    [same] in the same zone (attack them in melee)
    [none] out of reach
   *[far] { $distance } { $distance ->
        [one] zone
       *[other] zones
    } away
 }.
# $where: the target's zone; $origin: the actor's.
arena-rejection-not-same-zone = @{ $target } is { $where }, not { $origin }: { $tried ->
    [attack] one attacks only an opponent in the same zone
    [defend] one defends only a warrior in the same zone
    [shield] one shields only a warrior in the same zone
   *[other] one attacks, defends or shields only a warrior in the same zone
 }.
arena-rejection-not-your-warrior = you are not the war chief of @{ $warrior }: only a clan's chief may declare for one of its warriors.
arena-rejection-declare-your-own = Declare your own action, or that of a warrior of your clan if you are its chief.
arena-rejection-warrior-declared = @{ $warrior } has already declared an action this round: their word counts, and their chief can no longer replace it.
# $zones: the start zones; $first: the first, as typed.
arena-rejection-placement-expected = this is the placement: put each of your warriors in a start zone ({ $zones }), for instance `everyone in zone { $first }`.
arena-rejection-not-placement = the clans' placement is over.
arena-rejection-not-a-chief = only a war chief places the clan: your chief sees to it.
# $names: the warriors ($count); $clan: the chief's clan; $own: its warriors ($listed: true when known).
arena-rejection-not-in-clan = { $names } { $count ->
    [one] is not
   *[other] are not
 } of the **{ $clan }**: you place only your own warriors{ $listed ->
    [true] {" "}({ $own })
   *[false] {""}
 }.
# $missing: the warriors without a zone ($count).
arena-rejection-placement-incomplete = { $missing } { $count ->
    [one] is
   *[other] are
 } missing: every warrior of the clan, you included, needs a start zone.
# $where: the zone asked for; $zones: the start zones.
# $yours: true when $warrior is the chief reading.
arena-rejection-bad-start-zone = { $yours ->
    [true] you cannot start
   *[false] @{ $warrior } cannot start
 } { $where }: the start zones are { $zones }.
arena-rejection-choice-expected = all I expect from you is the name of the one who leaves the arena.
arena-rejection-no-choice = you have no choice to make right now.
arena-rejection-not-an-option = this warrior is not one of your opponents in this combat. Answer with one name: { $options }.
arena-rejection-impossible = this order is not possible now.
