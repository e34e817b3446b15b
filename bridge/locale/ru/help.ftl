## game_help: a kind of game's help, to whoever names it in a private message ("help mafia").
# $game: the game's id.
game-help-title = **{ $game }**: как в неё играют здесь.
game-help-create = создать партию (для ведущих): `новая игра { $game } "Название"`, затем параметры в виде `имя=значение`, в той же строке или по одному в строке.

## settings_list: a kind of game's settings, in its help and when a setting is unknown.
# $game: the game's id.
settings-list-own = Параметры игры **{ $game }**:
settings-list-every-game = Параметры любой партии:
# $name: the setting; $aliased: "yes" when it has other names, $aliases: them, joined;
# $default: its default as written in a command; $what: what it does (`setting-…`).
settings-list-line = `{ $name }`{ $aliased ->
    [yes] {" "}(или { $aliases })
   *[no] {""}
 }, по умолчанию `{ $default }`: { $what }
