/** What ali-oss hands its `urllib` for one signed request (see createRequest in its sources). */
interface OssRequestParams {
  method: string;
  headers: Record<string, string | number>;
  /** A part (the file's Blob slice) or an XML body. */
  content?: Blob | Uint8Array<ArrayBuffer> | string;
  /** Milliseconds, or [connect, response] milliseconds. */
  timeout?: number | [number, number];
}

interface OssResponse {
  status: number;
  headers: Record<string, string>;
  data: string;
  res: { status: number; statusCode: number; headers: Record<string, string>; size: number };
}

/** A failure with no answer, as ali-oss's own transport reports it: status -1 (network) or -2 (timeout). */
function noAnswer(status: -1 | -2, name: string, message: string) {
  return Object.assign(new Error(message), { name, status });
}

/**
 * The `urllib` option of ali-oss: its requests sent with fetch. Its bundled transport (stream-http)
 * copies every request body byte by byte in JavaScript (Buffer.concat over a Uint8Array) before the XHR
 * goes out, about a second of main thread per 9 MB part, which serialised the parallel parts.
 * Here the bytes go to the browser in one native copy. The SDK still builds, signs and checks every
 * request and parses every answer.
 */
export const ossFetchTransport = {
  async request(url: string, params: OssRequestParams): Promise<OssResponse> {
    const timeout = Array.isArray(params.timeout) ? params.timeout[0] + params.timeout[1] : params.timeout;
    const headers = Object.fromEntries(Object.entries(params.headers).map(([name, value]) => [name, String(value)]));
    // Always an untyped Blob: fetch streams a Blob from the blob store (a large typed array it would copy
    // on the main thread), and a string would get fetch's own text/plain type, which is not signed.
    const body = params.content === undefined ? undefined : new Blob([params.content]);
    let response: Response;
    let data: string;
    try {
      response = await fetch(url, {
        method: params.method,
        headers,
        body,
        signal: timeout ? AbortSignal.timeout(timeout) : undefined,
      });
      data = await response.text();
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw timedOut
        ? noAnswer(-2, 'ResponseTimeoutError', `Response timeout for ${timeout}ms`)
        : noAnswer(-1, 'RequestError', (error as Error).message);
    }
    const answerHeaders = Object.fromEntries(response.headers.entries());
    return {
      status: response.status,
      headers: answerHeaders,
      data,
      res: { status: response.status, statusCode: response.status, headers: answerHeaders, size: data.length },
    };
  },
};
