"""Entry script of the frozen app (PyInstaller needs a file to start from).

One executable serves both commands: started as ``geo-writer-score`` (a link to
it; the Debian package and the archive ship one) it is the command-line scorer,
otherwise the desktop app.
"""

import multiprocessing
import os
import sys


def _command() -> int:
    if os.path.basename(sys.argv[0]).startswith("geo-writer-score"):
        from scorers.cli.command import main as score

        return score()
    from editor.app import main

    return main()


if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(_command())
