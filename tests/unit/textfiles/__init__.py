"""Reading and writing text files: encodings, line ends, atomic saves."""
