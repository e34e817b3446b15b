"""The integration: everything that touches the forum, time, storage and HTTP."""
