"""The words a search engine would index: one rule for passages and for questions.

Answer engines find a passage with a lexical ranker (BM25) before they quote it,
so the answer preview ranks passages by the same kind of tokens: lower-cased
words without stop words or punctuation. English keeps short words ("AI",
"EV") and numbers ("2024") and stems the rest the Snowball way ("panels" → "panel",
"constructed" → "construct"); Chinese
uses jieba's words and adds the dictionary words inside a long word
("太阳能板" also gives "太阳能"), as jieba's search mode does, so that a
question and a passage still meet when jieba cuts them differently.

Passages get their terms from the same spaCy Doc the block analysis already
made (:mod:`scorers.analysis.block`), so indexing costs no second tokenisation;
questions are tokenised by the same pipeline's tokenizer.
"""

from __future__ import annotations

import re
import threading
import unicodedata
from collections.abc import Iterable, Sequence
from typing import Any

import Stemmer

from scorers.language.detect import CJK_CHAR

#: Words of spaCy's English stop list that carry a question's meaning ("How long do
#: batteries last?", "the first step", "the top speed"): a ranker must keep them.
KEEP = frozenset("""
last first top bottom front back full empty part side name serious call show give move fill
put make see well used using
""".split()) | frozenset(
    # Number words and ordinals answer "how many" and "which": "eight legs", "the third
    # book", 三大功能, 第三.
    """one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty
    forty fifty sixty hundred thousand million billion once twice second third fourth fifth
    sixth 一 二 三 四 五 六 七 八 九 十 百 千 万 亿 两""".split()) | frozenset(
    # spaCy's Chinese stop list holds verbs of doing that a how-to question asks about:
    # "如何成为 Collaborator？" is asked of 成为, which section "成为 Collaborator" holds,
    # not of the words every section of the page names (Ant Design).
    """成为 实现 获得 取得 达到 做到 变成 加入 掌握""".split())

#: Chinese question words: an answer never holds them ("哪位作家" is answered by a name,
#: "有多远" by a distance), so they are no terms to search for; nor are the locatives.
ZH_QUESTION_WORDS = frozenset("""
什么 哪 哪位 哪个 哪些 哪里 哪儿 哪年 哪一年 哪部 哪种 哪家 哪座 哪国 哪本 哪支 哪队 哪条 哪次
哪天 哪名 哪所 哪首 哪项 哪类 多少 几 几只 几个 几年 几次 几种 几位 几本 几部 几名 几天 几岁 几倍
几家 几座 几条 几月 几号 几点 谁 怎么 怎样 怎么样 为什么 为何 如何 有多远 多远 多久 多长 多大 多高
多重 多快 何时 何地 何人 何处 是否 能否 吗 呢
""".split()) | frozenset(
    # Locatives jieba cuts off a word ("研究中" → "研究" + "中"): they tell nothing.
    "中 里 内 上 下 时".split())


#: Irregular English verb forms, read as their base form before stemming ("began" and
#: "begin" meet; "wrote", "written" and "write"). Forms that are as often another word
#: ("found", "left", "rose", "wound", "lay") are left alone.
_IRREGULAR = {form: base.strip() for entry in """
    begin: began begun; become: became; break: broke broken; bring: brought; build: built;
    buy: bought; catch: caught; choose: chose chosen; come: came; do: did done; draw: drew
    drawn; drive: drove driven; eat: ate eaten; fall: fell fallen; feel: felt; fight:
    fought; fly: flew flown; forget: forgot forgotten; freeze: froze frozen; get: got
    gotten; give: gave given; go: went gone; grow: grew grown; hold: held; keep: kept;
    know: knew known; lead: led; lose: lost; make: made; mean: meant; meet: met; pay:
    paid; ride: rode ridden; rise: risen; run: ran; say: said; see: saw seen; sell: sold;
    send: sent; shake: shook shaken; sing: sang sung; sink: sank sunk; sit: sat; speak:
    spoke spoken; spend: spent; stand: stood; steal: stole stolen; strike: struck; swim:
    swam swum; take: took taken; teach: taught; tell: told; think: thought; throw: threw
    thrown; understand: understood; wear: wore worn; win: won; write: wrote written; seek:
    sought; bear: bore born borne; beat: beaten; bite: bitten; hide: hid hidden; sleep:
    slept; deal: dealt; feed: fed; flee: fled; forbid: forbade forbidden; hang: hung;
    lend: lent; shoot: shot; slide: slid; spin: spun; stick: stuck; sweep: swept; swing:
    swung; weep: wept; arise: arose arisen; awake: awoke; undergo: underwent undergone;
    overcome: overcame; withdraw: withdrew
""".split(";")
              for base, forms in [entry.split(":")] for form in forms.split()}


_STEMMERS = threading.local()


def _porter() -> Stemmer.Stemmer:
    # PyStemmer's stemmers are not safe to share between threads: one per thread, made
    # when the thread first stems (each keeps its own cache of stemmed words).
    stemmer = getattr(_STEMMERS, "english", None)
    if stemmer is None:
        stemmer = _STEMMERS.english = Stemmer.Stemmer("english")
    return stemmer


def stem(term: str) -> str:
    """The English stem a search engine indexes, so that word forms meet: "published",
    "publishing" and "publishes" are "publish"; "construction" and "constructed" are
    "construct"; "industrialized" and "industrialization" are "industri". Snowball's
    English (Porter2) stemmer, the one search engines use, after the irregular verbs
    ("began" is "begin"), which it leaves alone. Words under three letters and words
    with digits stay as they are ("AI", "v5")."""
    term = _IRREGULAR.get(term, term)
    if not term.isalpha() or len(term) < 3:
        return term
    return _porter().stemWord(term)


def dictionary() -> dict[str, int] | None:
    """jieba's word frequencies, once its dictionary is loaded (None before)."""
    try:
        import jieba
    except ImportError:  # pragma: no cover - jieba is a dependency
        return None
    freq = jieba.dt.FREQ
    return freq or None


def _sub_words(word: str, freq: dict[str, int]) -> list[str]:
    # jieba.cut_for_search's rule: the 2- and 3-character dictionary words inside
    # a longer word.
    found = []
    for size in (2, 3):
        if len(word) <= size:
            continue
        for i in range(len(word) - size + 1):
            piece = word[i:i + size]
            if freq.get(piece):
                found.append(piece)
    return found


def word_terms(low: str, is_stop: bool, lang: str, freq: dict[str, int] | None) -> list[str]:
    """The index terms of one word (not white space or punctuation).

    Args:
        low: the word in lower case.
        is_stop: spaCy counts it as a stop word.
        lang: ``"en"`` or ``"zh"``.
        freq: jieba's dictionary (:func:`dictionary`), for Chinese sub-words.
    """
    if is_stop and low not in KEEP:
        return []
    if lang == "zh" and CJK_CHAR.match(low):
        if low in ZH_QUESTION_WORDS:
            return []
        if freq is not None and len(low) > 2:
            return [low, *_sub_words(low, freq)]
        return [low]
    if not any(ch.isalnum() for ch in low):
        return []
    if not low.isascii():  # "café" and "cafe", "Céloron" and "Celoron" meet
        low = _unaccented(low)
    if low.isalpha():
        if len(low) < 2:
            return []
        low = stem(low)
    return [low]


def _unaccented(word: str) -> str:
    """``word`` without its accents (Latin letters only: a CJK word never gets here)."""
    return "".join(ch for ch in unicodedata.normalize("NFKD", word)
                   if not unicodedata.combining(ch))


def index_terms(tokens: Iterable[Any], lang: str) -> tuple[list[str], list[int]]:
    """The index terms of spaCy ``tokens`` and the character offset of each.

    Args:
        tokens: spaCy tokens (a Doc or a slice of one).
        lang: ``"en"`` or ``"zh"``.

    Returns:
        ``(terms, offsets)``: terms in text order, repeats kept (for term
        frequencies), and the offset of the token each term came from.
    """
    terms: list[str] = []
    offsets: list[int] = []
    freq = dictionary() if lang == "zh" else None
    for token in tokens:
        if token.is_space or token.is_punct:
            continue
        for term in word_terms(token.lower_, token.is_stop, lang, freq):
            terms.append(term)
            offsets.append(token.idx)
    return terms, offsets


_CODE_WORD = re.compile(r"[^\W_]+(?:\.[^\W_]+)*")


def code_terms(text: str, spans: Sequence[tuple[int, int]], lang: str,
               ) -> tuple[list[str], list[int]]:
    """The index terms of short inline code (`v5`, `colorPrimary`, `npm run test`) and the
    offset of each: the prose blanks it, but it names the things a reader searches for, and
    an engine indexes the text a page shows (a question about "v5" must find the sentence
    "现在 `v5` 版本已经发布", and the advice must not ask for a word the quote shows)."""
    terms: list[str] = []
    offsets: list[int] = []
    freq = dictionary() if lang == "zh" else None
    for start, end in spans:
        for found in _CODE_WORD.finditer(text, start, end):
            for term in word_terms(found.group(0).lower(), False, lang, freq):
                terms.append(term)
                offsets.append(found.start())
    return terms, offsets
