"""How the window writes things: numbers, queue names, the core's messages in the window's
language, the shipped scenarios' texts, and the translators."""
