"""Read a block once: its sentences, figures, claims, attributions and sources."""
