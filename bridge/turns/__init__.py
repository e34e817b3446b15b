"""Turns: deadlines and reviews as they come due, a step resolved into a draft, the GM's
review, the publication, and what they read: the orders' ledger, the audit log, the roster."""
