"""geo-writer-score's inputs: folders, .gitignore, --exclude, globs and standard input."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from scorers.cli.inputs import InputCollector
from tests.support import texts
from tests.support.cli import run_cli


def write(root: Path, relative: str, text: str = texts.EN_ARTICLE) -> Path:
    path = root / relative
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def names(root: Path, *arguments: str, exclude: tuple[str, ...] = ()) -> list[str]:
    collected = InputCollector(exclude).collect([str(root / a) if a != "-" else a
                                                 for a in arguments])
    return [Path(i.name).relative_to(root).as_posix() if i.path else i.name
            for i in collected.articles]


@pytest.fixture
def repo(tmp_path, monkeypatch):
    """A content repository: articles in folders, a .gitignore, things that are not articles."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".git" / "info").mkdir(parents=True)
    (tmp_path / ".git" / "info" / "exclude").write_text("secret-notes.md\n")
    (tmp_path / ".gitignore").write_text("build/\n*.tmp.md\n/docs/generated/\n")
    for name in ("docs/a.md", "docs/b.markdown", "docs/c.mdx", "docs/d.txt",
                 "docs/nested/deep/e.MD", "docs/image.png", "docs/notes.rst",
                 "docs/draft.tmp.md", "docs/generated/api.md", "build/out.md",
                 "docs/.hidden/x.md", "docs/node_modules/pkg/README.md", "secret-notes.md",
                 "blog/post.md", "blog/drafts/wip.md", "blog/drafts/keep.md"):
        write(tmp_path, name)
    # A nested .gitignore, with a negation that takes one file back.
    (tmp_path / "blog" / ".gitignore").write_text("drafts/*\n!drafts/keep.md\n")
    return tmp_path


def test_a_folder_is_searched_recursively_for_articles_only(repo):
    assert names(repo, "docs") == ["docs/a.md", "docs/b.markdown", "docs/c.mdx", "docs/d.txt",
                                   "docs/nested/deep/e.MD"]


def test_gitignore_rules_of_the_repository_and_of_nested_folders_apply(repo):
    found = names(repo, ".")
    for ignored in ("build/out.md", "docs/draft.tmp.md", "docs/generated/api.md",
                    "secret-notes.md", "blog/drafts/wip.md"):
        assert ignored not in found
    assert "blog/drafts/keep.md" in found  # re-included by the nested "!drafts/keep.md"
    assert "blog/post.md" in found


def test_gitignore_of_the_repository_applies_when_a_subfolder_is_named(repo):
    # /docs/generated/ is anchored in the top .gitignore: naming docs/ must not escape it.
    assert "docs/generated/api.md" not in names(repo, "docs")


def test_exclude_takes_gitignore_patterns(repo):
    assert names(repo, "docs", exclude=("*.txt", "nested/")) == [
        "docs/a.md", "docs/b.markdown", "docs/c.mdx"]
    assert names(repo, "docs", exclude=("docs/a.md",))[0] == "docs/b.markdown"


def test_exclude_also_drops_a_file_named_on_the_command_line(repo):
    # pre-commit passes every changed file by name; a team's exclusions must still hold.
    assert names(repo, "docs/a.md", "blog/post.md", exclude=("blog/",)) == ["docs/a.md"]


def test_a_named_file_is_taken_whatever_its_name_or_gitignore(repo):
    assert names(repo, "docs/notes.rst", "build/out.md") == ["docs/notes.rst", "build/out.md"]


def test_globs_are_expanded_and_respect_gitignore(repo):
    assert names(repo, "**/*.md") == ["blog/drafts/keep.md", "blog/post.md", "docs/a.md"]


def test_each_file_is_scored_once_in_argument_order(repo):
    assert names(repo, "docs/c.mdx", "docs", "docs/a.md") == [
        "docs/c.mdx", "docs/a.md", "docs/b.markdown", "docs/d.txt", "docs/nested/deep/e.MD"]


def test_empty_folder_and_unmatched_glob_are_reported(repo):
    (repo / "empty").mkdir()
    collected = InputCollector().collect(["empty", "nothing/*.md"])
    assert collected.articles == []
    assert [a for a, _ in collected.empty] == ["empty", "nothing/*.md"]


def test_a_folder_on_the_command_line_scores_its_articles(repo):
    status, out, err = run_cli("--json", "--jobs", "1", "blog")
    assert status == 0, err
    assert [json.loads(line)["file"] for line in out.splitlines()] == [
        str(Path("blog/drafts/keep.md")), str(Path("blog/post.md"))]


def test_standard_input_is_scored_and_named(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    status, out, err = run_cli("--json", "-", stdin=texts.ZH_ARTICLE.encode("gb18030"))
    assert status == 0, err
    report = json.loads(out)
    assert report["file"] == "<stdin>" and report["lang"] == "zh" and report["overall"] >= 80


def test_binary_standard_input_is_refused_with_a_message(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    status, out, err = run_cli("-", stdin=b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 4)
    assert status == 2 and out == ""
    assert "<stdin>: this looks like a binary file" in err


def test_standard_input_through_a_real_pipe(tmp_path):
    done = subprocess.run([sys.executable, "-m", "scorers.cli", "--format", "csv", "-"],
                          input=texts.EN_ARTICLE.encode(), capture_output=True, timeout=120,
                          cwd=tmp_path)
    assert done.returncode == 0, done.stderr.decode()
    assert done.stdout.decode().splitlines()[1].startswith("<stdin>,pass,en,")
