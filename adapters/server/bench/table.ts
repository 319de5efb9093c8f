/**
 * A benchmark's results as an aligned text table: text columns padded right, numeric columns (by index)
 * padded left, a rule under the header.
 */
export function formatTable(
  header: string[],
  rows: string[][],
  isNumeric: (column: number) => boolean,
): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        isNumeric(column) ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}
