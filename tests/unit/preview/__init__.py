"""Rendering and export: safe HTML, what the exported page says."""
