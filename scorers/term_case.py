"""Show a counted term as the article writes it: "AI", "GPT", "Kubernetes", not "ai".

Terms are counted lower-cased (so "Panel" and "panel" are one term); a message that
names them should use the writer's own spelling, the one the text uses most.

Example:
    >>> as_written("Train AI models. AI is here; ai too.", ["ai", "models"])
    ['AI', 'models']
"""

from __future__ import annotations

import re
from collections import Counter


def as_written(text: str, terms: list[str]) -> list[str]:
    """Each of ``terms`` in its most frequent spelling in ``text`` (itself if absent)."""
    out = []
    for term in terms:
        if term.lower() == term.upper():  # Chinese and digits have no case
            out.append(term)
            continue
        pattern = re.compile(rf"(?<!\w){re.escape(term)}(?!\w)", re.I)
        spellings = Counter(match.group(0) for match in pattern.finditer(text))
        out.append(spellings.most_common(1)[0][0] if spellings else term)
    return out
