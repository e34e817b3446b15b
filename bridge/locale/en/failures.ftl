## handling_failed
# A post the bot could not handle (an error on its side): nothing of it was kept.
# $by: gm (a command in the GM desk) or player (a post in a player's desk).
handling-failed = { $by ->
    [gm] **I couldn't carry out this command** because of an error on my side: nothing was done or changed. You can send it again later. Technical detail for the maintainers: `{ $error }`
   *[player] **I couldn't handle this message** because of an error on my side: nothing changed in the game. The game master has been told; you can send it again later.
}

## handling_failed_gm
# $where: desk (the player's desk), game (the game topic), group (a group conversation).
handling-failed-gm = **I couldn't handle a post** by @{ $author } in { $where ->
    [desk] their desk
    [group] a group conversation
   *[game] the game topic
} (post no. { $number }) of "{ $title }", because of an error on my side: nothing of it was kept. Read it and act by hand if need be. Technical detail for the maintainers: `{ $error }`
