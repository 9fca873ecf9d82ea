/**
 * Failures a service reports on purpose. Each kind has one status code (statusOf): the REST layer
 * answers with it and a sync push records it with the rejected mutation, so both agree without the
 * sync code depending on the HTTP layer.
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

const STATUS_BY_KIND = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
} as const satisfies Record<ServiceErrorKind, number>;

export type ServiceErrorStatus = (typeof STATUS_BY_KIND)[ServiceErrorKind];

/** The status the REST API answers a service failure with; a sync push records the same code. */
export function statusOf(error: ServiceError): ServiceErrorStatus {
  return STATUS_BY_KIND[error.kind];
}

export const notFound = (message = 'Not found') => new ServiceError('not_found', message);
export const conflict = (message: string, field?: string) =>
  new ServiceError('conflict', message, field);
export const invalid = (message: string, field?: string) =>
  new ServiceError('validation', message, field);
export const forbidden = (message = 'Only admins can do that') =>
  new ServiceError('forbidden', message);
