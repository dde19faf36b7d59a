"""Reading Markdown: blocks with exact offsets, inline prose, front matter, re-splitting."""
