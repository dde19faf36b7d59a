"""System tests: the CLI, worker pools, the scoring process, self-test, pre-commit."""
