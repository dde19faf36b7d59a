"""What the checks judge by: thresholds, phrase lists, patterns and each check's evidence."""
