"""Equivalence tests: fast code equals its plain definition; golden reports."""
