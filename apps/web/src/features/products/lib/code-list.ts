/** A pasted list (one code per line, or separated by commas or semicolons), trimmed, without empty or repeated entries. */
export function parseCodeList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\n\r,;]+/)
        .map((code) => code.trim())
        .filter((code) => code !== ''),
    ),
  ];
}
