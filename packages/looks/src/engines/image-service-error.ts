/**
 * An image service failed: unreachable, refused the request (key, credits,
 * moderation, a bad workflow), answered something that is not an image, or
 * ran past its time limit. `message` is what a person can act on, starting
 * with the engine's name; `status` is the HTTP status when there was one.
 */
export class ImageServiceError extends Error {
  constructor(
    message: string,
    readonly engine: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ImageServiceError';
  }
}
