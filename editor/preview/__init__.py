"""The rendered preview, the HTML and Markdown export, and the GEO report page."""
