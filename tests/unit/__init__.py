"""Unit tests: the engine and plain modules, in process (the fast tier, with gui)."""
