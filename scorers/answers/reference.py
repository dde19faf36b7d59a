"""A folder of reference pages, indexed so the draft can be ranked against them.

:func:`index_folder` reads every page of a folder (Markdown, HTML, text), cuts
it into passages exactly as the draft is cut, and packs the result into a
:class:`ReferenceIndex`: flat numpy arrays and a few lists, cheap to send from
the indexing process to the app. Each file's work is cached on disk under its
modification time and size, so refreshing a folder after one file changed
re-reads only that file.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from scorers.answers import page_cache
from scorers.answers.bm25 import ReferenceCorpus
from scorers.answers.claims import DEFINITION, FIGURE, NAMED
from scorers.answers.pages import page_files, read_page
from scorers.answers.passages import ClaimCache, PassageTerms, QuoteSentence, cut, passage_sentences
from scorers.language.nlp import cache_dir
from scorers.textfiles.textio import TextFileError

#: Longer pages are indexed in their first part.
MAX_PAGE_CHARS = 400_000

_CLAIM_CODES = {None: 0, FIGURE: 1, DEFINITION: 2, NAMED: 3}
_CLAIMS = {code: claim for claim, code in _CLAIM_CODES.items()}

Progress = Callable[[int, int], None]


@dataclass(slots=True)
class _Passage:
    terms: PassageTerms
    start: int
    end: int
    line: int
    heading: str
    position: float
    sentences: list[QuoteSentence]


@dataclass(slots=True)
class FileEntry:
    """One page's passages (or why it could not be read), as cached."""

    path: str
    stamp: tuple[int, int]
    text: str = ""
    passages: list[_Passage] = field(default_factory=list)
    error: str | None = None


@dataclass(frozen=True, slots=True)
class ReferencePassage:
    """One reference passage, unpacked for the few that rank near the top."""

    source: str
    start: int
    end: int
    line: int
    heading: str
    position: float
    text: str
    sentences: list[QuoteSentence]


class ReferenceIndex:
    """The passages of a folder of reference pages.

    Attributes:
        folder: the folder.
        files: the pages indexed (paths as strings).
        errors: ``(path, reason)`` of pages that could not be read.
        corpus: the BM25 postings.
    """

    def __init__(self, folder: str, entries: list[FileEntry]) -> None:
        self.folder = folder
        readable = [e for e in entries if e.error is None]
        self.files = [e.path for e in readable]
        self.errors = [(e.path, e.error) for e in entries if e.error is not None]
        self._texts = [e.text for e in readable]
        flat = [(number, p) for number, e in enumerate(readable) for p in e.passages]
        self.corpus = ReferenceCorpus.build([p.terms for _, p in flat])
        self._terms = list(self.corpus.vocab)
        self._file = np.fromiter((n for n, _ in flat), np.int32, len(flat))
        self._span = np.array([(p.start, p.end, p.line) for _, p in flat], np.int64) \
            .reshape(len(flat), 3)
        self._position = np.fromiter((p.position for _, p in flat), np.float32, len(flat))
        self._headings = [p.heading for _, p in flat]
        sentences = [s for _, p in flat for s in p.sentences]
        self._s_ptr = np.zeros(len(flat) + 1, np.int64)
        np.cumsum([len(p.sentences) for _, p in flat], out=self._s_ptr[1:])
        self._s_span = np.array([(s.start, s.end, s.index) for s in sentences], np.int64) \
            .reshape(len(sentences), 3)
        self._s_flags = np.array([(_CLAIM_CODES[s.claim], s.stands_alone, s.question)
                                  for s in sentences], np.int8).reshape(len(sentences), 3)
        vocab = self.corpus.vocab
        self._t_ptr = np.zeros(len(sentences) + 1, np.int64)
        np.cumsum([len(s.terms) for s in sentences], out=self._t_ptr[1:])
        self._t_ids = np.fromiter((vocab.get(t, -1) for s in sentences for t in s.terms),
                                  np.int32, int(self._t_ptr[-1]))

    @property
    def size(self) -> int:
        """Number of reference passages."""
        return self.corpus.size

    def passage(self, number: int) -> ReferencePassage:
        file = int(self._file[number])
        start, end, line = (int(v) for v in self._span[number])
        text = self._texts[file]
        sentences = []
        for s in range(int(self._s_ptr[number]), int(self._s_ptr[number + 1])):
            s_start, s_end, index = (int(v) for v in self._s_span[s])
            claim, alone, question = (int(v) for v in self._s_flags[s])
            ids = self._t_ids[int(self._t_ptr[s]):int(self._t_ptr[s + 1])]
            terms = frozenset(self._terms[i] for i in ids if i >= 0)
            sentences.append(QuoteSentence(s_start, s_end, _CLAIMS[claim], bool(alone),
                                           bool(question), index, terms))
        return ReferencePassage(self.files[file], start, end, line, self._headings[number],
                                float(self._position[number]), text, sentences)

    def has_term(self, number: int, term: str) -> bool:
        row = self.corpus.vocab.get(term)
        if row is None:
            return False
        ids = self.corpus.post_ids[int(self.corpus.term_ptr[row]):
                                   int(self.corpus.term_ptr[row + 1])]
        at = int(np.searchsorted(ids, number))
        return at < len(ids) and int(ids[at]) == number


def _index_file(engine, path: Path, stamp: tuple[int, int], claims: ClaimCache) -> FileEntry:
    try:
        page = read_page(path)
    except (TextFileError, OSError) as error:
        return FileEntry(str(path), stamp, error=str(error) or type(error).__name__)
    text = page.text[:MAX_PAGE_CHARS]
    view = engine.view(text)
    length = len(text) or 1
    passages = []
    for passage in cut(view.items).passages:
        sentences = passage_sentences(passage, claims)
        passages.append(_Passage(passage.terms(), passage.start, passage.end,
                                 page.source_line(passage.line), " › ".join(passage.heading_path),
                                 passage.start / length, sentences))
    return FileEntry(str(path), stamp, text, passages)


def default_cache_path(folder: str | Path) -> Path | None:
    """Where the per-file work for ``folder`` is cached (None: no private cache folder)."""
    root = cache_dir()
    if root is None:
        return None
    digest = hashlib.sha1(str(Path(folder).resolve()).encode("utf-8")).hexdigest()[:16]
    return root / "reference" / f"{digest}.json"


_CODEC = page_cache.Codec(FileEntry, _Passage, PassageTerms, QuoteSentence)


def _load_cache(path: Path | None) -> dict[str, FileEntry]:
    return page_cache.read(path, _CODEC, "FileEntry")


def _save_cache(path: Path | None, entries: list[FileEntry]) -> None:
    page_cache.write(path, _CODEC, "FileEntry", entries)


def index_folder(folder: str | Path, *, progress: Progress | None = None,
                 cache: Path | bool | None = True,
                 cancelled: Callable[[], bool] | None = None) -> ReferenceIndex:
    """Index the pages of ``folder``.

    Args:
        folder: a folder of Markdown, HTML or text pages.
        progress: called with (pages done, pages in all) after each page.
        cache: True for the default cache file, a path, or False for none.
        cancelled: polled between pages; indexing stops early when it returns True.
    """
    from scorers.engine import Engine

    cache_path = default_cache_path(folder) if cache is True else (cache or None)
    known = _load_cache(cache_path)
    files = page_files(folder)
    engine = Engine(max_cache=4_000)
    claims = ClaimCache()
    entries = []
    for done, path in enumerate(files, start=1):
        if cancelled is not None and cancelled():
            return ReferenceIndex(str(folder), entries)
        try:
            info = path.stat()
        except OSError:
            continue
        stamp = (info.st_mtime_ns, info.st_size)
        entry = known.get(str(path))
        if entry is None or entry.stamp != stamp:
            entry = _index_file(engine, path, stamp, claims)
        entries.append(entry)
        if progress is not None:
            progress(done, len(files))
    _save_cache(cache_path, entries)
    return ReferenceIndex(str(folder), entries)


def index_to_pipe(folder: str, conn) -> None:
    """Index ``folder`` and send the progress and the index through ``conn``.

    The app runs this in a separate process, so that indexing hundreds of pages never
    competes with typing for the interpreter. Messages: ``("progress", done, total)``,
    then ``("done", ReferenceIndex)`` or ``("error", message)``.
    """
    try:
        index = index_folder(folder, progress=lambda done, total: conn.send(
            ("progress", done, total)))
        conn.send(("done", index))
    except Exception as error:  # reported to the app, which shows it
        conn.send(("error", f"{type(error).__name__}: {error}"))
    finally:
        conn.close()
