"""A folder only this user can write, for caches that are read back later.

A cache is read back as data by the next run, so whoever can write its folder can
decide what the next run reads. The folder is created with mode 0700 and used only
when it belongs to this user and nobody else can write it; otherwise there is no
cache at all (slower, never shared). A shared temporary folder is never used.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path


def private_dir(path: str | Path) -> Path | None:
    """``path`` created if missing (mode 0700), or None when it is not private.

    Private means: a real folder (not a link to one elsewhere), owned by this user,
    not writable by its group or by others. A folder of ours with a wider mode is
    narrowed to 0700 rather than given up.
    """
    folder = Path(path)
    try:
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        info = os.lstat(folder)
        if not stat.S_ISDIR(info.st_mode):
            return None
        if not hasattr(os, "getuid"):  # no POSIX owners: the user's profile is private
            return folder
        if info.st_uid != os.getuid():
            return None
        if info.st_mode & 0o022:
            os.chmod(folder, 0o700)
            if os.lstat(folder).st_mode & 0o022:
                return None
    except (OSError, ValueError):
        return None
    return folder
