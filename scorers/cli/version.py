"""The version of GEO Writer, as ``pyproject.toml`` declares it (a test keeps the two
equal): the packaged app carries no installed metadata to read it from."""

VERSION = "0.1.0"
