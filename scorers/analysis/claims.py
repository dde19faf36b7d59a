"""What a sentence claims, and whether a passage stands on its own.

Answer engines quote sentences that make a claim: a figure bound to what it
measures, a definition ("X is …", "X 是 …"), a yes or no, or a statement about a
named thing. "Great question! Let's dive in" makes none; neither does "We will
get to it later". A passage that opens on "This" or 它 cannot be quoted alone;
a dummy "it" ("It takes 250 ms …") and conjunctions (但是, 所以) are fine.

These functions are the one place the engine decides that, for the checks of AI
Extractability and for the answer preview.

Example:
    >>> claim_kind("Kubernetes is a portable platform for containers.", "en")
    'definition'
    >>> claim_kind("Great question! Let's dive in.", "en") is None
    True
"""

from __future__ import annotations

import re

from scorers.fastpatterns import (
    Fast,
    Narrowed,
    fast_table,
    fold,
    lower_source,
    needed_words,
    needed_words_present,
    register_needed_words,
)
from scorers.language.detect import cjk_count, latin_word_count
from scorers.rules.patterns import OWN_MEASUREMENT
from scorers.rules.phrases import (
    BACK_REFERENCES,
    CONNECTIVE_OPENERS,
    DUMMY_IT,
    FIRST_PERSON,
    NON_ANSWERS,
    PERSONAL_NUMBERS,
    YES_NO,
)
from scorers.rules.thresholds import ZH_CHARS_PER_WORD

CLAIM_KINDS = ("figure", "definition", "yes_no", "named")

#: The verb every English definition holds, as a whole word.
_DEFINING_VERB = r"\b(?:is|are|was|refers to|means|stands for|describes|denotes)\b"
_DEFINITION = {
    "en": re.compile(
        r"^(?!(?:it|this|that|these|those|there|here|they|he|she|we|you|i|what|which|who)\b)"
        r"[^.,;:!?]{1,80}?" + _DEFINING_VERB + r"\s+"
        r"(?!(?:not|also|very|really|just|that|because|why|how|when|where)\b)", re.I),
    "zh": re.compile(
        r"^(?![这那它他她我你其此该])[^，。！？；]{1,30}?"
        r"(?<![但就还也不只于可总要或而正都像算真凡老硬倒才仍并却的])"
        r"(?:是指|指的是|是|即|意味着)(?![否的])"),
}


_NON_ANSWERS = fast_table(NON_ANSWERS)
#: Words one of which every English definition holds whole (its verb): a block whose fold
#: holds none has no definition in any sentence (a sentence is cut where a boundary stands).
_DEFINING_WORDS = needed_words(lower_source(_DEFINING_VERB))
if _DEFINING_WORDS is not None:
    register_needed_words(_DEFINING_WORDS)
_DEFINITIONS = fast_table(_DEFINITION)
_YES_NO = fast_table(YES_NO)
_DUMMY_IT = Fast(DUMMY_IT)
_BACK_REFERENCES = fast_table(BACK_REFERENCES)
_CONNECTIVE_OPENERS = fast_table(CONNECTIVE_OPENERS)


def _opening_firsts(lang: str) -> tuple[bool, frozenset[str] | None]:
    # The characters a pronoun or connective opening can start with (on the folded text
    # when the patterns fold), or None when they are not a few known characters.
    openers = (_BACK_REFERENCES[lang], _CONNECTIVE_OPENERS[lang])
    caseless = {fast.caseless for fast in openers}
    sets = [fast.opening_chars for fast in openers]
    if len(caseless) != 1 or any(chars is None for chars in sets):
        return False, None
    return caseless.pop(), frozenset().union(*sets)  # type: ignore[arg-type]


_OPENING_FIRSTS = {lang: _opening_firsts(lang) for lang in BACK_REFERENCES}


def _opening_words(lang: str) -> frozenset[str] | None:
    # Every English opening is a word written out in the patterns, followed by a
    # boundary or a space: a sentence whose first word (on the fold) is none of the words
    # of their sources opens on neither. Most sentences open on "the", "a", "our" …,
    # which the first character lets through; one look at the first word settles them.
    if lang != "en":
        return None
    sources = (_BACK_REFERENCES[lang].pattern, _CONNECTIVE_OPENERS[lang].pattern)
    if not all(pattern.flags & re.IGNORECASE for pattern in sources):
        return None
    return frozenset(word for pattern in sources
                     for word in re.findall(r"[a-z]+", pattern.pattern.lower()))


_OPENING_WORDS = {lang: _opening_words(lang) for lang in BACK_REFERENCES}
_LEADING_WORD = re.compile(r"\w*").match
#: Opening words that point back only with the next word: "the" in "the latter", "the
#: former" and "the above" (BACK_REFERENCES), and not in the 800 sentences of a long
#: article that open on "The …". tests/equivalence/test_opening_words.py tries "the" before
#: every word the patterns spell, so a new "the …" opening left out here fails it.
_ONLY_BEFORE = {"the": frozenset({"latter", "former", "above"})}


def _strip(text: str, low: str | None) -> tuple[str, str | None]:
    # White space is not cased: stripping the folded text cuts the same characters.
    return text.strip(), None if low is None else low.strip()


def non_answer(text: str, lang: str, low: str | None = None) -> bool:
    """True for sentences that put the answer off ("Great question", "让我们来看看").
    ``low`` is ``text`` folded (:func:`~scorers.fastpatterns.fastre.fold`), if the caller has it."""
    return _NON_ANSWERS[lang].found(*_strip(text, low))


def non_answers_in(block: str, lang: str, low: str | None = None) -> Narrowed:
    """The non-answer openers to look for in the sentences of ``block`` (see
    :meth:`scorers.fastpatterns.fastre.Fast.narrow`)."""
    return _NON_ANSWERS[lang].narrow(block, low)


def may_define(block: str, lang: str, low: str | None = None) -> bool:
    """False when no sentence of ``block`` (``low``: its fold) can be a definition."""
    if lang != "en" or low is None or _DEFINING_WORDS is None:
        return True
    return not _DEFINING_WORDS.isdisjoint(needed_words_present(low))


def claim_kind(text: str, lang: str, *, facts: int = 0, entities: int = 0,
               question: bool = False, low: str | None = None,
               non_answers: Narrowed | None = None,
               defines: bool = True) -> str | None:
    """What ``text`` (one sentence of prose) claims, or None when it claims nothing.

    Args:
        text: the sentence.
        lang: ``"en"`` or ``"zh"``.
        facts: bound figures in the sentence.
        entities: named entities in the sentence.
        question: the sentence is a question.
        low: ``text`` folded (:func:`~scorers.fastpatterns.fastre.fold`), when the caller has it.
        non_answers: the non-answer openers narrowed to the sentence's block
            (:func:`non_answers_in`), when the caller reads a block's sentences.
        defines: False when the sentence's block holds no definition
            (:func:`may_define`).

    Returns:
        ``"figure"``, ``"definition"``, ``"yes_no"``, ``"named"`` or None.
    """
    stripped, stripped_low = _strip(text, low)
    if question or not stripped:
        return None
    if non_answers is None:
        if non_answer(stripped, lang, stripped_low):
            return None
    elif non_answers.found(stripped, stripped_low):
        return None
    if facts:
        return "figure"
    if defines and _DEFINITIONS[lang].starts(stripped, stripped_low):
        return "definition"
    if _YES_NO[lang].starts(stripped, stripped_low):
        return "yes_no"
    if entities:
        return "named"
    return None


def opens_plainly(text: str, low: str | None, lang: str) -> bool:
    """Whether ``text`` (no leading space; ``low``: its fold, or None) certainly opens
    on no back-reference or connective (:func:`back_reference` is None), told by its
    first character and first word without running the patterns."""
    # Asked of every sentence of the article: most are settled here, cheaply.
    caseless, firsts = _OPENING_FIRSTS[lang]
    if firsts is not None:
        subject = low if caseless else text
        if subject is not None and subject[:1] not in firsts:
            return True
    words = _OPENING_WORDS[lang]
    if words is None or low is None:
        return False
    word = _LEADING_WORD(low).group()
    if word not in words:
        return True
    nexts = _ONLY_BEFORE.get(word)
    # The patterns spell the space between the two words as one " ".
    return nexts is not None and not (low[len(word):len(word) + 1] == " " and
                                      _LEADING_WORD(low, len(word) + 1).group() in nexts)


def back_reference(head: str, lang: str, low: str | None = None) -> tuple[int, str] | None:
    """Whether a passage opens by pointing back at something the reader has not seen.

    Args:
        head: the first characters of the passage's prose (leading spaces allowed).
        lang: ``"en"`` or ``"zh"``.
        low: ``head`` folded (:func:`~scorers.fastpatterns.fastre.fold`), when the caller has it.

    Returns:
        ``(length, kind)`` of the opening word — kind ``"pronoun"`` (This, They, 它 …)
        or ``"connective"`` (However, Moreover, 另外 …) — or None when it stands alone.
    """
    text = head.lstrip()
    offset = len(head) - len(text)
    text_low = None if low is None else low.lstrip()
    if opens_plainly(text, text_low, lang):
        return None
    if lang == "en" and _DUMMY_IT.starts(text, text_low):
        return None
    match = _BACK_REFERENCES[lang].match(text, text_low)
    if match:
        return (offset + match.end(), "pronoun")
    match = _CONNECTIVE_OPENERS[lang].match(text, text_low)
    if match:
        return (offset + match.end(), "connective")
    return None


#: Questions whose answer is a figure ("How long …?", "多少钱？"): only a figure answers them.
_QUANTITY_QUESTION = {
    "en": re.compile(
        r"^\W*(?:how (?:much|many|long|far|fast|often|big|old|large|high|hot|cold|heavy|"
        r"expensive|soon|quickly)|when\b|what (?:is|are|was) the (?:cost|price|size|number|"
        r"share|percentage|rate|speed|lifespan|average|typical|range))\b", re.I),
    "zh": re.compile(
        r"多少|多久|多长|多大|多高|多快|多远|多重|几[个年天月次岁倍种]|何时|什么时候|哪一年|哪年"),
}
_YES_NO_QUESTION = {
    "en": re.compile(r"^\W*(?:is|are|was|were|can|could|does|do|did|should|will|would|has|"
                     r"have|must)\b", re.I),
    "zh": re.compile(r"吗[？?]?\s*$|是否|能否|会不会|能不能|要不要|值不值|是不是|可不可以|有没有"),
}


_STEPS_QUESTION = {
    "en": re.compile(r"^\W*how (?:to|do (?:i|you|we)|can (?:i|you|we)|should (?:i|you|we))\b",
                     re.I),
    "zh": re.compile(
        r"^\W*(?:如何|怎么|怎样|怎么样)|(?:如何|怎么|怎样)(?:做|办|设置|安装|使用|开始)"),
}


def question_kind(heading: str, lang: str) -> str:
    """What answers a question heading: ``"figure"`` (how much, 多少 …), ``"yes_no"``
    (is it …, 吗), ``"steps"`` (how to …, 如何 …: the first step answers it) or
    ``"open"`` (why, what …)."""
    if _QUANTITY_QUESTION[lang].search(heading):
        return "figure"
    if _YES_NO_QUESTION[lang].search(heading):
        return "yes_no"
    if _STEPS_QUESTION[lang].search(heading):
        return "steps"
    return "open"


def statement_about(sentence: str, heading_terms: tuple[str, ...], lang: str) -> bool:
    """A plain statement whose subject is the heading's topic: one of its terms comes
    early in the sentence ("Compressors fail first because …" under "Why do
    compressors fail first?")."""
    head = sentence[:max(20, len(sentence) * 2 // 5)] if lang == "en" else sentence[:16]
    return shares_terms(head, heading_terms, lang) and bool(heading_terms)


def answers_heading(sentence: str, claim: str | None, heading: str,
                    heading_terms: tuple[str, ...], lang: str, *, question: bool,
                    hedged: bool = False, asks: bool = False) -> bool:
    """Whether ``sentence``, the first under ``heading``, answers it.

    A question heading is answered by a sentence that uses its terms and gives what
    the question asks for: a figure for "how much" questions, a yes, a no or a claim
    for yes-or-no questions, a claim or a plain statement about its subject for the
    rest. A topic heading ("Installation") is answered by any confident statement
    that neither puts the point off nor points back. A question (``asks``) answers
    nothing.
    """
    text = sentence.strip()
    if not text or asks or non_answer(text, lang) or back_reference(text, lang) is not None:
        return False
    if not question:
        # Four words at least, or in Chinese as many characters (ZH_CHARS_PER_WORD a word):
        # a label such as "讲师：何聪" or "Speaker: Ada" under a talk's title says nothing
        # about it.
        return not hedged and (claim is not None or (
            cjk_count(text) + latin_word_count(text) >= 4 * ZH_CHARS_PER_WORD if lang == "zh"
            else len(text.split()) >= 4))
    kind = question_kind(heading, lang)
    if kind == "steps":
        return True  # "How to start?" — "Install the app first." is the first step.
    if not shares_terms(text, heading_terms, lang):
        return claim == "yes_no"
    if kind == "figure":
        return claim == "figure"
    if kind == "yes_no":
        return claim is not None or statement_about(text, heading_terms, lang)
    # "What raised visibility?" — "Quotations and statistics raised visibility the most."
    # uses the question's words, and its answer is its subject.
    return True


def shares_terms(sentence: str, heading_terms: tuple[str, ...], lang: str) -> bool:
    """Whether ``sentence`` uses one of the heading's key terms (plurals folded).

    Args:
        sentence: the sentence's text.
        heading_terms: content terms of the heading, lower case.
        lang: ``"en"`` or ``"zh"``.
    """
    if not heading_terms:
        return True
    low = sentence.lower()
    for term in heading_terms:
        if term in low:
            return True
        if lang == "en" and len(term) > 4 and term.rstrip("s") in low:
            return True
        if lang == "zh" and len(term) >= 3 and any(term[i:i + 2] in low
                                                    for i in range(len(term) - 1)):
            return True
    return False


def personal(sentence: str, lang: str) -> bool:
    """Whether a sentence with a figure tells the writer's own story rather than a fact a
    reader could check: "I lost 5 kg", "我 25 岁", "大三那年", "my daughter turned 6".
    A writer's own measurement with its method ("I measured 250 ms on my laptop") is
    evidence, not anecdote."""
    # Asked of every sentence with a figure: the fast twins find what the patterns find
    # (the English ones read the sentence lower-cased; the Chinese ones need no fold).
    low = fold(sentence) if lang == "en" else None
    return _PERSONAL_NUMBERS[lang].found(sentence, low) or tells_own_story(sentence, lang, low)


def tells_own_story(sentence: str, lang: str, low: str | None = None) -> bool:
    """Whether a sentence speaks of the writer ("I", "my", 我) and is not a measurement
    with its method: the opening of a diary entry, not an answer a reader can quote.
    ``low`` is the sentence folded, when the caller has it (English)."""
    if low is None and lang == "en":
        low = fold(sentence)
    return _FIRST_PERSON[lang].found(sentence, low) and \
        not _OWN_MEASUREMENT[lang].found(sentence, low)


_PERSONAL_NUMBERS = fast_table(PERSONAL_NUMBERS)
_FIRST_PERSON = fast_table(FIRST_PERSON)
_OWN_MEASUREMENT = fast_table(OWN_MEASUREMENT)
