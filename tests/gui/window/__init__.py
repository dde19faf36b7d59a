"""The real window: every action, labels, contrast, typing, languages, quitting."""
