## The game: clans formed, placement, rounds, the end.

## The clans formed (templates/clans.md.j2).

arena-clans-title = { $title }: the clans are formed
# $count: how many clans.
arena-clans-closed = The sign-up is closed. { $count } { $count ->
    [one] clan enters
   *[other] clans enter
 } the arena:
arena-clans-clan = Clan
arena-clans-chief = War chief
arena-clans-warriors = Warriors
# $count: how many start zones; $zones: "1, 2 or 3"; $window: the time to answer.
arena-clans-placing = Each war chief now gets a private message from me: tell me where each of your warriors enters the arena, in { $count ->
    [one] zone
   *[other] zones
 } { $zones }, all together or spread out as you like. If a chief doesn't answer within { $window }, their clan is placed by lot.
arena-clans-first-round = As soon as every clan is placed, I open the first round right here.

## To a war chief: where the clan enters the arena (templates/placement_ask.md.j2).

arena-placement-ask-title = { $title }: where do the { $clan } enter the arena?
arena-placement-ask-members = War chief, place your clan. Your warriors: { $members }.
# $zones: "1, 2 or 3".
arena-placement-ask-zones = Start zones: { $zones }. All in one zone or spread as you like; each one needs a zone, you included.
arena-placement-ask-how = Answer me here, by private message, for instance:
# A command: $warrior in $zone, the others ($rest: true when more than the chief) in $home.
arena-placement-ask-split = @{ $warrior } zone { $zone }, { $rest ->
    [true] the rest
   *[false] me
 } zone { $home }
arena-placement-ask-all = everyone in zone { $zone }
# $window: the time to answer.
arena-placement-ask-window = You can change your placement until it closes. Without an answer within { $window }, each of your warriors is placed in a start zone drawn by lot.

## The end (templates/final.md.j2).

arena-final-title = { $title }: the winner
# $clan: the winning clan; $chief: its chief; $zones: the zones it holds besides the centre ($count).
arena-final-centre-and-zone = **The { $clan } win!** Their war chief, @{ $chief }, is still in the arena, and the clan alone holds the centre and { $count ->
    [one] zone
   *[other] zones
 } { $zones }.
arena-final-last-clan = **The { $clan } win!** Theirs is the only clan with warriors left in the arena.
arena-final-last-warrior = **The { $clan } win!** @{ $warrior } is the last warrior standing in the arena.
arena-final-nobody = **Nobody wins.** No warrior is left standing in the arena.
arena-final-clan = Clan
arena-final-chief = War chief
arena-final-standing = Still standing
arena-final-winner = (winner)
arena-final-thanks = Everyone's characteristics, wounds included, are kept for the next arena. Thank you all for fighting!

## A step opens (templates/step_open.md.j2).

arena-step-open-placement = **The clans' placement**: each war chief tells me here, by private message, the start zone of each of their warriors (for instance `everyone in zone 1`).
# $when: the deadline, in words.
arena-step-open-deadline = Deadline: { $when }.
# $outcome: what a silent player gets.
arena-step-open-silent = Without an answer, { $outcome }
arena-step-open-choice = **Round { $step }**: your defence won, and you say who leaves the arena. Answer here, by private message, with your opponent's name.
# $count: the warriors still standing ($counted: true when known).
arena-step-open-round = **Round { $step }**: the arena awaits your actions{ $counted ->
    [true] {" "}({ $count } { $count ->
        [one] warrior still standing
       *[other] warriors still standing
    })
   *[false] {""}
 }. Each declares **one action**, right here in the topic: `I attack @name`, `I defend myself`, `I defend @name`, `I shoot @name`, `shield on me`, `I go to the centre` or `I do nothing`.
arena-step-open-chief = A new declaration replaces the earlier one until the round closes. A war chief may declare for a warrior of the clan who has said nothing yet (`for @name: I defend myself`), but the warrior's own word always wins.
arena-step-open-closes = The round closes: { $when }.
arena-step-open-resolved = Everything is resolved at once, on the positions at the start of the round.

## To a defender who won: the choice of who leaves (templates/choice_ask.md.j2).

arena-choice-ask-title = { $title }, round { $round }: your choice
# $kind: melee or shots; $attackers: "@a and @b" ($many: true when more than one); $zone: where ($where: with
# its preposition); $won, $lost: the defence's score and the attack's.
arena-choice-ask-won = { $kind ->
    [melee] { $attackers } attacked you in { $zone }, and your defence won, { $won } to { $lost }: **you** decide which of your attackers leaves the arena.
   *[shots] { $attackers } shot at you from a bordering zone, and your shield won, { $won } to { $lost }: the shots turn against the shooters, and **you** decide which of them is hit and leaves the arena.
 }
# $names: the names to answer with, "`@a` or `@b`".
arena-choice-ask-how = Answer me here, by private message, with one name: { $names }.
# $window: the time to answer; $default: who leaves then; $by: draw (the lot among those tied,
# $among) or strongest; $best: their characteristic.
arena-choice-ask-default = Without an answer within { $window }, @{ $default } leaves the arena: { $by ->
    [draw] several are tied for the highest { $kind ->
        [melee] attack
       *[shots] shooting
    } ({ $best }), and the lot named @{ $default } among { $among }
   *[strongest] the { $kind ->
        [melee] attacker with the highest attack
       *[shots] shooter with the highest shooting
    } ({ $best })
 }.
arena-choice-ask-results = The round's results are published in the topic as soon as every choice is made.

## A round's results (templates/results.md.j2).

arena-results-title = { $title }: results of round { $round }
arena-results-actions = The actions declared
# One warrior's line; $zone: where they stood; $what: what they did.
arena-results-action = @{ $warrior } (zone { $zone }): { $what }
# After an action a chief declared; $chief: who.
arena-results-by-chief = (declared by their war chief, @{ $chief })
arena-results-void-action = { $action }, with no effect (see below)
arena-results-void = an action with no effect (see below)
arena-results-nothing = nothing
# $count: the actions with no effect.
arena-results-void-title = { $count ->
    [one] One action had no effect
   *[other] Some actions had no effect
 }:
# $acted: true when the action is known ($action); $declared: true when a chief declared it ($by);
# $reason: why it had no effect.
arena-results-void-line = @{ $warrior } does nothing{ $acted ->
    [true] {" "}({ $action }{ $declared ->
        [true] , declared by @{ $by }
       *[false] {""}
    })
   *[false] {""}
 }: { $reason }.
arena-results-combats = The combats
arena-results-no-combat = No combat this round.
arena-results-eliminated = Who leaves the arena
# After a warrior who leaves; $wound: their wound.
arena-results-wound = : { $wound }
arena-results-moves = The moves
# $origin, $destination: zones.
arena-results-moved = @{ $warrior }: { $origin } → { $destination }
arena-results-move-lost = @{ $warrior } meant to move { $destination }, but left the arena first.
arena-results-holdings = Who holds the zones
arena-results-zone = Zone
arena-results-held-by = Held by
# $state: held (by $clan), contested or nobody.
arena-results-holder = { $state ->
    [held] the **{ $clan }**
    [contested] contested: several clans are there
   *[nobody] nobody
 }
arena-results-over = **The game is over**: the proclamation of the winner follows.
# $next: the next round.
arena-results-go-on = No clan holds both the centre and another zone with its war chief standing: the fight goes on. **Round { $next } is open**: declare your actions right here.

## The clans enter the arena (templates/arena.md.j2).

arena-arena-title = { $title }: the clans enter the arena
arena-arena-picture = On the picture, each box is a zone, joined by a line to those it borders; the centre is in the middle. Each warrior is a disc in the clan's colour, marked with their initials.
# A clan; $placement: who stands where; $drawn: true when the lot placed it.
arena-arena-clan = **{ $clan }** (war chief @{ $chief }): { $placement }{ $drawn ->
    [true] {" "}(placed by lot)
   *[false] {""}
 }
# $clans: the clans placed by lot ($count); $sides: the die's faces; $faces: "1 → zone 1, 2 → zone 2".
arena-arena-drawn = { $count ->
    [one] The war chief of the
   *[other] The war chiefs of the
 } { $clans } did not answer in time: the lot spread { $count ->
    [one] its
   *[other] their
 } warriors, one die of { $sides } faces each ({ $faces }):
# $value: the die; $zone: where it put the warrior.
arena-arena-die = @{ $warrior }: die **{ $value }** → { $zone }
arena-arena-round = Round { $round }: your move!
arena-arena-actions = Each round, every warrior still standing declares **one action**, right here in the topic:
arena-arena-move = **move** from a zone to a bordering zone: `I go to the centre`, `I move to zone 2`;
arena-arena-attack = **attack** an opponent in the same zone: `I attack @name`;
arena-arena-defend = **defend** in melee, oneself or a warrior in the same zone: `I defend myself`, `I defend @name`;
arena-arena-shoot = **shoot** at an opponent in a bordering zone: `I shoot @name`;
arena-arena-shield = **shield** against shots, oneself or a warrior in the same zone: `shield on me`, `shield on @name`.
arena-arena-silent = A warrior who declares nothing does nothing. Their war chief may declare for them while they have said nothing (`for @name: I defend myself`), but the warrior's own word always wins. A new declaration replaces the earlier one until the round closes.
arena-arena-resolution = When the round closes, everything is resolved at once on the positions at its start: the melees, then the shots, every die shown in the results; warriors knocked out leave at the end of the round; then everyone who declared a move moves.
arena-arena-victory = **To win**, a clan whose war chief is still in the arena must hold the centre and at least one other zone (be there alone, with no opponent). The last clan standing wins too.
