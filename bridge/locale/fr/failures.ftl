## handling_failed
# Un message que le bot n'a pas pu traiter (une erreur de son côté) : rien n'en a été gardé.
# $by : gm (une commande du bureau du MJ) ou player (un message du bureau d'un joueur).
handling-failed = { $by ->
    [gm] **Je n'ai pas pu traiter cette commande** à cause d'une erreur de mon côté : rien n'a été fait ni changé. Vous pouvez la renvoyer plus tard. Détail technique pour l'équipe : `{ $error }`
   *[player] **Je n'ai pas pu traiter ce message** à cause d'une erreur de mon côté : rien n'a changé dans la partie. Le MJ est prévenu ; vous pouvez le renvoyer plus tard.
}

## handling_failed_gm
# $where : desk (le bureau du joueur), game (le sujet de la partie), group (une conversation de groupe).
handling-failed-gm = **Je n'ai pas pu traiter un message** de @{ $author } dans { $where ->
    [desk] son bureau
    [group] une conversation de groupe
   *[game] le sujet de la partie
} (message n° { $number }) de « { $title } », à cause d'une erreur de mon côté : rien n'en a été gardé. Lisez-le et agissez à la main s'il le faut. Détail technique pour l'équipe : `{ $error }`
