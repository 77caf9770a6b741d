// Generic status texts of the common error body (statusMessage). The hosted
// service says 'Server Error' for 500; the rest follow the HTTP reason phrases.
const STATUS_MESSAGES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  421: 'Misdirected Request',
  429: 'Too Many Requests',
  500: 'Server Error',
  503: 'Service Unavailable',
};

export function statusMessageFor(status: number): string {
  return STATUS_MESSAGES[status] ?? (status >= 500 ? 'Server Error' : 'Error');
}

/** The common error body every failing endpoint returns. */
export interface ErrorBody {
  error: true;
  url: string;
  statusCode: number;
  statusMessage: string;
  message: string;
  data?: unknown;
}

export const MESSAGES = {
  invalidToken: 'Invalid authentication token.',
  validation: 'Validation error',
  failedRecipients: 'Failed to create recipients',
} as const;
