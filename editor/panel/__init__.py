"""The GEO panel: scores, findings and the answer preview."""
