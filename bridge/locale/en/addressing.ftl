## How the bot addresses a player (bridge/handlers/addressing.py).

# A player told their gender in their desk. $gender: feminine, masculine or other.
addressed-gender = { $gender ->
    [feminine] Noted: I will address you in the feminine (she/her).
    [masculine] Noted: I will address you in the masculine (he/him).
   *[other] Noted: I will phrase things so that no word needs a gender for you.
 }
# A player asked for their own language. $language: its name; $game_language: the game's;
# $same: "true" when they are the same.
addressed-language = { $same ->
    [true] Noted: I write to you in { $language }, the game's language.
   *[false] Noted: my private messages to you are now in { $language }. Public posts stay in { $game_language }, the game's language.
 }
addressed-gm-not-a-player = @{ $player } is not playing in this game: nothing was changed.
addressed-gm-gender = { $gender ->
    [feminine] Noted: I will address @{ $player } in the feminine (she/her).
    [masculine] Noted: I will address @{ $player } in the masculine (he/him).
   *[other] Noted: I will phrase things so that no word needs a gender for @{ $player }.
 }
addressed-gm-language = Noted: my private messages to @{ $player } are now in { $language }.
