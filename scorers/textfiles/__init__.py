"""Text files as writers have them: read and decode, remember the format, write back atomically."""
