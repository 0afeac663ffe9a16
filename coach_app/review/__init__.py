"""The coach's review: a student's sessions walked shot by shot, notes, marks, compare."""
