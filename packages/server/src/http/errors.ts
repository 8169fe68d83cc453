/** Typed errors thrown anywhere below the routes and rendered once by the error handler. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new AppError(404, 'not_found', message);
export const badRequest = (message: string, fields?: Record<string, string[]>) => new AppError(400, 'validation_error', message, fields);
export const unauthorized = () => new AppError(401, 'not_authenticated', 'Authentication credentials were not provided.');
export const forbidden = () => new AppError(403, 'forbidden', 'You do not have permission to perform this action.');
/** A token was sent but is expired, forged or revoked: simplejwt's answer, which clients refresh on. */
export const tokenNotValid = () => new AppError(401, 'token_not_valid', 'Given token not valid for any token type');
