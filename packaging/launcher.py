"""Entry script of the frozen app (PyInstaller needs a file to start from)."""

import multiprocessing
import sys

from editor.app import main

if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
