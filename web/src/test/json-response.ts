/** A fetch stand-in answer with one status and JSON body. */
export function jsonResponse(status: number, body: unknown) {
  const text = body === undefined ? '' : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, text: async () => text } as unknown as Response;
}
