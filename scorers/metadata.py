"""What an answer engine reads about an article besides its text.

Title, description (the summary), publication date, language and the FAQ's
question/answer pairs, as exported into ``<title>``, ``<meta name="description">``
and JSON-LD ``Article`` / ``FAQPage`` structured data.

Example:
    >>> meta = extract("# Solar\\n\\n> TL;DR: Panels last 25 years.\\n\\n## FAQ\\n\\n"
    ...                "### How long do panels last?\\n\\nAbout 25 years.")
    >>> meta.title, meta.faq
    ('Solar', [('How long do panels last?', 'About 25 years.')])
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from . import language, patterns
from .blocks import FRONT_MATTER, HEADING, QUOTE, Block, segment
from .inline import strip_markup

# A "key: value" line. Linear: the key's line is found by its own start, and the value
# is the line up to its last non-space character (what a lazy value before "\s*$" gave,
# which re-read every run of blank lines and spaces once per position in it).
_FIELD = re.compile(r"^[^\S\n]*([A-Za-z_][\w-]*)\s*[:=]\s*((?:.*\S)?)[^\S\n]*$", re.M)
_ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
_ZH_DATE = re.compile(r"(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日")
_SUMMARY_LABEL = re.compile(
    r"^\s*(?:[^\w\s]\s*)?(?:tl;?dr|summary|in short|key takeaways?|摘要|速读|概要|要点|导读|"
    r"[^\s:：]{0,8}速读)\s*[:：]\s*", re.I)


@dataclass(slots=True)
class Metadata:
    """Metadata of an article; empty strings where the article does not say."""

    title: str = ""
    description: str = ""
    date: str = ""
    lang: str = "en"
    author: str = ""
    faq: list[tuple[str, str]] = field(default_factory=list)
    front_matter: dict[str, str] = field(default_factory=dict)


def plain_text(block: Block) -> str:
    """A block's words with markup removed and white space collapsed."""
    return " ".join(strip_markup(block.text, block.kind).prose.split())


def _shorten(text: str, limit: int = 160) -> str:
    if len(text) <= limit:
        return text
    cut = text[:limit].rsplit(" ", 1)[0] if " " in text[:limit] else text[:limit]
    return cut.rstrip(" ,;:，、；：") + "…"


def _date_in(text: str) -> str:
    iso = _ISO_DATE.search(text)
    if iso:
        return iso.group(0)
    zh = _ZH_DATE.search(text)
    if zh:
        return f"{zh.group(1)}-{int(zh.group(2)):02d}-{int(zh.group(3)):02d}"
    return ""


def extract(text: str) -> Metadata:
    """Read title, description, date, language and FAQ from Markdown ``text``."""
    blocks = segment(text)
    meta = Metadata(lang=language.detect(text))
    for block in blocks:
        if block.kind == FRONT_MATTER:
            meta.front_matter = {k.lower(): v.strip("'\"") for k, v in _FIELD.findall(block.text)}
            break
    fm = meta.front_matter
    meta.title = fm.get("title", "")
    meta.author = fm.get("author", "")
    meta.date = _date_in(fm.get("date", "") or fm.get("updated", ""))
    meta.description = fm.get("description", "") or fm.get("summary", "")

    prose_seen = 0
    for block in blocks:
        if block.kind == HEADING and block.level == 1 and not meta.title:
            meta.title = plain_text(block)
        elif block.is_prose and not meta.description and prose_seen < 3:
            prose_seen += 1
            words = plain_text(block)
            label = _SUMMARY_LABEL.match(words)
            if label or block.kind == QUOTE or prose_seen == 1:
                meta.description = _shorten(words[label.end():] if label else words)
        if not meta.date and block.is_prose and patterns.PUBLICATION_DATE.search(block.text):
            meta.date = _date_in(block.text)
    meta.faq = _faq(blocks)
    return meta


def _faq(blocks: list[Block]) -> list[tuple[str, str]]:
    pairs: list[tuple[str, str]] = []
    in_faq_level = 0
    question = ""
    answer: list[str] = []

    def flush() -> None:
        if question and answer:
            pairs.append((question, " ".join(answer)))

    for block in blocks:
        if block.kind == HEADING:
            words = plain_text(block)
            if patterns.FAQ_HEADING.search(words):
                flush()
                in_faq_level, question, answer = block.level, "", []
                continue
            if in_faq_level and block.level <= in_faq_level:
                flush()
                in_faq_level, question, answer = 0, "", []
                continue
            if in_faq_level and patterns.QUESTION.search(words):
                flush()
                question, answer = words, []
            continue
        if in_faq_level and question and block.is_prose:
            words = plain_text(block)
            if len(words) < 60 and patterns.PUBLICATION_DATE.match(words):
                continue  # a "Published: …" line closing the article is no answer
            answer.append(words)
    flush()
    return pairs
