"""Shared test setup: Qt runs offscreen, hypothesis has no deadline on slow CI machines."""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("GEO_WRITER_CACHE", os.path.join(os.path.dirname(__file__), "..", ".cache"))
# No report saved by one test (or run) is shown by another: tests of saved reports turn them on.
os.environ.setdefault("GEO_WRITER_SAVED_REPORTS", "0")
# Scores read today's date (a dated page ages: scorers/clock.py): every test, and every
# process a test starts, scores on the day the goldens were written, so that no test
# starts failing as the years pass. (Tests of the date itself set their own.)
os.environ.setdefault("GEO_WRITER_TODAY", "2026-11-30")
# Set before any worker process starts, so that tests/support/batch_start_fault.py can tell the
# test process (where it imports) from a worker (where it must die as it starts).
os.environ.setdefault("GEO_WRITER_TEST_PROCESS", str(os.getpid()))

settings.register_profile(
    "default", deadline=None, max_examples=60,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
settings.register_profile(
    "ci", deadline=None, max_examples=100,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
settings.load_profile("ci" if os.environ.get("CI") else "default")


@pytest.fixture(scope="session")
def engine_factory():
    """Build engines; the spaCy pipelines behind them load once per session."""
    from scorers import Engine

    return Engine


@pytest.fixture
def window(qtbot, tmp_path):
    """The real main window, offscreen, with settings and recovery in a temporary folder."""
    from PySide6.QtCore import QSettings

    from editor.document.recovery import RecoveryStore
    from editor.scoring.idle_gc import collector
    from editor.window.main_window import MainWindow
    from tests.support.gui_helpers import dispose

    collector().pin()  # as the app does: collections on the UI thread only
    settings = QSettings(str(tmp_path / "cfg" / "geo-writer.ini"), QSettings.Format.IniFormat)
    win = MainWindow(settings=settings, recovery=RecoveryStore(tmp_path / "recovery"))
    win.resize(1300, 800)
    win.show()
    qtbot.waitExposed(win)
    yield win
    # Not registered with qtbot: it would close the window while it still holds
    # unsaved text, and the unsaved-changes prompt would wait for an answer.
    dispose(win)  # destroyed now, not by a collection in some later test
    collector().unpin()
