"""What the tests share: test articles, CLI and window helpers, golden cases, faults."""
