"""Delivery: outbox rows to forum calls, paced, retried, never twice; the one forum
adapter (pydiscourse)."""
