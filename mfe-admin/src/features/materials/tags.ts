/** Tags as typed in one field, "grammar, B1, verbs": trimmed, empty ones and repeats dropped. */
export const parseTags = (text: string): string[] => [
  ...new Set(
    text
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
  ),
];
