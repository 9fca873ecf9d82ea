/**
 * Failures a service reports on purpose. They carry no transport details: the REST layer maps them to
 * status codes, and a sync push will record them as rejected mutations.
 */
export type ServiceErrorKind =
  'validation' | 'unauthorized' | 'forbidden' | 'not_found' | 'conflict';

export class ServiceError extends Error {
  constructor(
    readonly kind: ServiceErrorKind,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

export const notFound = (message = 'Not found') => new ServiceError('not_found', message);
export const conflict = (message: string, field?: string) =>
  new ServiceError('conflict', message, field);
export const invalid = (message: string, field?: string) =>
  new ServiceError('validation', message, field);
export const forbidden = (message = 'Only admins can do that') =>
  new ServiceError('forbidden', message);

/**
 * The HTTP status a failure is answered with over REST; a sync push records the same code with its
 * rejection, so a device learns the same answer either way.
 */
const STATUS_BY_KIND = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
} as const satisfies Record<ServiceErrorKind, number>;

export function statusOf(error: ServiceError): (typeof STATUS_BY_KIND)[ServiceErrorKind] {
  return STATUS_BY_KIND[error.kind];
}
