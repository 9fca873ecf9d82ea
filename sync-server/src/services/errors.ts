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
