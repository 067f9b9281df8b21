/** Text taken literally inside a LIKE pattern: its wildcards and the escape character escaped. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** A LIKE pattern that finds the text anywhere. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
