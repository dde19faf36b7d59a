"""``python -m scorers.cli``: the same as ``geo-writer-score``."""

import sys

from scorers.cli.command import main

sys.exit(main())
