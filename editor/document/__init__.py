"""The open document: open, save, export, autosave, crash recovery and changes on disk."""
