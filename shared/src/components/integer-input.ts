/**
 * Integer inputs allow digits only (spec 1 §5): a key that would type any other character (a letter, a sign,
 * a decimal point, a space) is refused; keys that type nothing (Backspace, Delete, the arrows, Tab, Enter) and
 * shortcuts (Ctrl or Cmd with a key: copy, paste, select all) pass. What arrives otherwise (a paste) is still
 * checked by the field's rule ("Only integer.", "Only positive integer and 0.").
 */
export function integerInputAccepts(key: string, withShortcut = false): boolean {
  if (withShortcut || key.length !== 1) return true;
  return key >= '0' && key <= '9';
}
