"""The engine in process: checks, reports, texts, the answer preview, team rules."""
