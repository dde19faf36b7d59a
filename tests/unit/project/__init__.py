"""The project's own rules: the engine's door, the docs' check table, the catalogues."""
