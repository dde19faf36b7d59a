"""The engine's regular expressions, rewritten to run fast with the same matches."""
