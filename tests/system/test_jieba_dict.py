"""jieba's prefix dictionary in our fast format: same words, same segmentation, safe to reuse."""

from __future__ import annotations

import subprocess
import sys

from scorers.language import jieba_dict
from tests.support import texts


def _fresh_tokenizer():
    return jieba_dict.import_jieba().Tokenizer()


def test_a_dictionary_loaded_from_our_file_segments_exactly_like_jieba(tmp_path):
    jieba_own = _fresh_tokenizer()
    jieba_own.tmp_dir = str(tmp_path / "jieba")
    (tmp_path / "jieba").mkdir()
    jieba_own.initialize()  # jieba's own build from dict.txt, no cache of ours
    ours = _fresh_tokenizer()
    assert jieba_dict.install(ours, tmp_path / "cache") == "built"
    again = _fresh_tokenizer()
    assert jieba_dict.install(again, tmp_path / "cache") == "cache"

    assert again.total == jieba_own.total
    assert again.FREQ == jieba_own.FREQ
    text = texts.ZH_ARTICLE
    assert list(again.cut(text)) == list(jieba_own.cut(text))


def test_a_damaged_file_is_rebuilt(tmp_path):
    cached = tmp_path / jieba_dict.FILE_NAME
    cached.write_bytes(b"GEOWJIEBA{not json\n" + b"\x00" * 100)
    tokenizer = _fresh_tokenizer()
    assert jieba_dict.install(tokenizer, tmp_path) == "built"
    assert tokenizer.FREQ["中国"] > 0
    assert jieba_dict.read(cached) is not None  # written again, whole


def test_a_file_built_from_another_dictionary_is_not_used(tmp_path):
    other = tmp_path / "dict.txt"
    other.write_text("中国 100 ns\n人民 50 n\n", encoding="utf-8")
    freq, total = jieba_dict.build(other)
    cached = tmp_path / "cache" / jieba_dict.FILE_NAME
    jieba_dict.write(cached, freq, total, source=other)
    assert jieba_dict.read(cached, source=other) == (freq, total)
    assert jieba_dict.read(cached) is None  # not jieba's dict.txt
    tokenizer = _fresh_tokenizer()
    assert jieba_dict.install(tokenizer, tmp_path / "cache") == "built"
    assert len(tokenizer.FREQ) > 100_000


def test_the_prebuilt_file_shipped_with_the_app_comes_first(tmp_path, monkeypatch):
    prebuilt = tmp_path / "app" / jieba_dict.FILE_NAME
    assert jieba_dict.main([str(prebuilt)]) == 0
    assert prebuilt.stat().st_mode & 0o444 == 0o444  # readable by every user once installed
    monkeypatch.setattr(jieba_dict, "PREBUILT", prebuilt)
    tokenizer = _fresh_tokenizer()
    assert jieba_dict.install(tokenizer, tmp_path / "cache") == "prebuilt"
    assert not (tmp_path / "cache").exists()  # nothing written to the cache folder


def test_jieba_is_imported_without_pkg_resources():
    code = ("import sys\nfrom scorers.language import jieba_dict\njieba_dict.import_jieba()\n"
            "print('pkg_resources' in sys.modules)\nimport pkg_resources\n")
    done = subprocess.run([sys.executable, "-W", "ignore", "-c", code], capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    # Not imported by jieba, and still importable by anyone who wants it.
    assert done.stdout.strip() == "False"
