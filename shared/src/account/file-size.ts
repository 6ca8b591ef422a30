/**
 * spec 1 §9: "File sizes shown humanised in upper case." Binary multiples (1 KB = 1024 bytes, as operating
 * systems show them), at most two decimals with trailing zeros dropped, unit in upper case: "512 B",
 * "1.5 KB", "2 MB", "1.17 GB".
 */
const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

export function humanFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`Not a file size: ${bytes}`);
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  let rounded = Math.round(value * 100) / 100;
  // 1023.999 KB rounds to 1024 KB: move to the next unit so no size reads "1024 KB".
  if (rounded >= 1024 && unit < UNITS.length - 1) {
    rounded = Math.round((rounded / 1024) * 100) / 100;
    unit += 1;
  }
  return `${rounded} ${UNITS[unit]}`;
}
