"""A spaCy ``Doc`` made straight from jieba's words.

spaCy's Chinese tokenizer hands jieba's words to ``spacy.util.get_words_and_spaces``,
which finds each word again in the text in Python (a slice of the rest of the text and
a search per word): about a fifth of a full Chinese score. jieba's words are the text
cut into pieces, so where they join to the text exactly that alignment is known
already; :func:`words_and_spaces` gives what spaCy's would (tests/equivalence/
test_tokens.py compares them), and falls back to it otherwise.

spaCy's rules, kept: words of white space alone are dropped; one plain space after a
word becomes that word's trailing space; any other white space between two words, at
the start or at the end, is one token of its own.
"""

from __future__ import annotations

from itertools import compress
from typing import Any


def words_and_spaces(words: list[str], text: str) -> tuple[list[str], list[bool]]:
    """The tokens and trailing spaces spaCy makes of ``words`` cut from ``text``."""
    if "".join(words) != text or "" in words:
        return _spacy_alignment(words, text)
    blank = list(map(str.isspace, words))
    if sum(map(len, compress(words, blank))) != len(text) - len("".join(text.split())):
        # white space inside a word: spaCy's search may place it differently, or refuse
        return _spacy_alignment(words, text)
    if True not in blank:
        return words, [False] * len(words)
    tokens = list(words)
    keep = [True] * len(words)
    spaces = [False] * len(words)
    head = last = -2
    for at in compress(range(len(words)), blank):
        if at == last + 1:  # more of the same stretch of white space: one token
            tokens[head] += words[at]
            keep[head] = True
            keep[at] = False
        else:
            head = at
            if at and words[at][0] == " ":  # the word before takes one space as its own
                spaces[at - 1] = True
                tokens[at] = words[at][1:]
                keep[at] = bool(tokens[at])
        last = at
    if False not in keep:
        return tokens, spaces
    return list(compress(tokens, keep)), list(compress(spaces, keep))


def _spacy_alignment(words: list[str], text: str) -> tuple[list[str], list[bool]]:
    from spacy.util import get_words_and_spaces

    return get_words_and_spaces(words, text)


class JiebaTokenizer:
    """spaCy's Chinese tokenizer with jieba as segmenter, making its ``Doc`` from jieba's
    words directly (same tokens); everything else is the wrapped tokenizer's."""

    def __init__(self, tokenizer: Any) -> None:
        from spacy.tokens import Doc

        self._tokenizer = tokenizer
        self._cut = tokenizer.jieba_seg.cut
        self._doc = Doc
        self.vocab = tokenizer.vocab

    def __call__(self, text: str) -> Any:
        words = [word for word in self._cut(text, cut_all=False) if word]
        tokens, spaces = words_and_spaces(words, text)
        return self._doc(self.vocab, words=tokens, spaces=spaces)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._tokenizer, name)
