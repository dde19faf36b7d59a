"""The open document in the window: saving, recovery, changes on disk, odd files."""
