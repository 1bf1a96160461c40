/** The text to show for a failed call: the server's message (the API rejects with it), else the fallback. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** A list's page that could not be loaded, when the call says nothing better. */
export const LOAD_FAILED_TEXT = '数据加载失败';
