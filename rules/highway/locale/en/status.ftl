## Highway Romantics on the status page (templates/status.html.j2), in English. Plain text:
## the page's markup stays in the template.

highway-status-filling = the host is filling the field
highway-status-move = move { $move }
# What the player to move is awaited for, by the stage ("" when nothing is said).
highway-status-awaited = { $stage ->
    [cell] names a cell or proposes a robbery
    [fight] guard fight
    [vote] vote on a robbery
    [revise] the leader revises the split
    [vote2] vote on the new split
    [roll] the leader rolls the robbery's dice
    [assign] the leader hands out the bags
    [last] last chance for a robbery
   *[other] {""}
 }
# "To move: <strong>ana</strong> (guard fight)." — the words before and after the player's
# name, and what is awaited ($doing).
highway-status-to-move-before = To move:{" "}
highway-status-to-move-after = {""}
highway-status-doing = {" "}({ $doing })
highway-status-treasury = Treasury:
highway-status-host = host:
highway-status-hidden-cells = hidden cells:
highway-status-discard = discard:
highway-status-bags-title = Bags and shares
highway-status-place = Place
highway-status-player = Player
highway-status-bags = Bags
highway-status-share = Share
highway-status-share-note = A share is the player's bags times the gold per bag; equal bags share a place.
highway-status-hands = Hands
highway-status-sabre = Sabre
highway-status-musket = Musket or pistols
highway-status-elixir = Elixir
highway-status-safes = Safes
highway-status-hands-note = Players in turn order; who has how many bags is told at the end.
