"""The Markdown editor widget: syntax highlighting, GEO marks, editing commands."""
