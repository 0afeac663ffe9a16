"""The program's words for what it shows: balls, pockets and placement problems
(`names`), the guest player in any language (`people`), a stroke in a player's words
(`stroke_phrases` without Qt, `stroke_words` through Qt's catalogue)."""
