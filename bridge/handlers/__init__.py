"""Routing and handlers: what a post is (`routing`) and the functions that handle each kind
(a new game, a sign-up, an order, a GM command, a discobot reply, a player's own words), each
over one unit of work and the parts it needs (`bridge.publishing.parts.Parts`)."""
