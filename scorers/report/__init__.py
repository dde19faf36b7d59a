"""What the engine returns and says: results, findings placed in the text, texts for people."""
