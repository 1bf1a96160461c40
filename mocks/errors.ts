/** A business rule said no: answered as HTTP 200 with the envelope's code and msg (docs/product.md#calls-and-errors). */
export class BusinessError extends Error {
  constructor(
    message: string,
    readonly code = 500,
    /** What the envelope's data says besides (a refusal's right, `RefusedRight`); null when nothing. */
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

/** The request itself is wrong (malformed JSON, wrong types, too large): HTTP 400 with Code 400. */
export class BadRequestError extends Error {}
