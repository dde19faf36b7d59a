"""``geo-writer-score``: the command line, batch scoring, output formats, team configuration."""
