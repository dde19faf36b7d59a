"""Language: which language a text is in, its tokens and sentences (spaCy, jieba)."""
