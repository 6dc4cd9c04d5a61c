"""Presentation: aligned text tables, CSV, Markdown and the JSON document of the command-line contract."""
