## How the bot addresses a player (bridge/handlers/addressing.py).

# A player told their gender in their desk. $gender: feminine, masculine or other.
addressed-gender = { $gender ->
    [feminine] C'est noté : je m'adresserai à vous au féminin.
    [masculine] C'est noté : je m'adresserai à vous au masculin.
   *[other] C'est noté : je tournerai mes phrases pour qu'aucun accord ne vous désigne.
 }
# A player asked for their own language. $language: its name; $game_language: the game's;
# $same: "true" when they are the same.
addressed-language = { $same ->
    [true] C'est noté : je vous écris en { $language }, la langue de la partie.
   *[false] C'est noté : mes messages privés vous arriveront désormais en { $language }. Les messages publics restent en { $game_language }, la langue de la partie.
 }
addressed-gm-not-a-player = @{ $player } ne joue pas dans cette partie : rien n'est changé.
addressed-gm-gender = { $gender ->
    [feminine] C'est noté : je m'adresserai à @{ $player } au féminin.
    [masculine] C'est noté : je m'adresserai à @{ $player } au masculin.
   *[other] C'est noté : je tournerai mes phrases pour qu'aucun accord ne désigne @{ $player }.
 }
addressed-gm-language = C'est noté : mes messages privés à @{ $player } seront désormais en { $language }.
