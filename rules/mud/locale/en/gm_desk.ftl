## The GM desk: what the mud's dice decide (the drafts), in English.

# $player: the player placed by lot.
mud-gm-die-start = starting intersection of @{ $player }
# $player: the player pushed aside; $target: the intersection they were going to.
mud-gm-die-displace = nearest free intersection to { $target } for @{ $player }, drawn among the tied ones
