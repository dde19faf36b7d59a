"""A rescore after an edit redoes only what the edit changed, and equals a fresh score."""
