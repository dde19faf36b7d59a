"""Scoring off the UI thread: the controller, the scoring process and the reference indexer."""
