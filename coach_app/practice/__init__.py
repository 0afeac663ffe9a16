"""Practice mode: the drill browser, an attempt on the table with feedback, and the editor."""
