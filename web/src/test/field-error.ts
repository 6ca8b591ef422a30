/** The error text shown under an input (the element its aria-describedby names with an `-error` id), if any. */
export const errorOf = (input: HTMLElement) => {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.length ? document.getElementById(ids[0] as string)?.textContent : undefined;
};
