// Smart QR placeholder vocabulary of the hosted API's POST /api/recipients/html.
// Pure constants so that the HTML side editor and the core agree on them.

export const SQR_DOTS_TYPES = ['rounded', 'dots', 'classy', 'classy-rounded', 'square', 'extra-rounded'] as const;
export type SqrDotsType = (typeof SQR_DOTS_TYPES)[number];

export const SQR_CORNER_SQUARE_TYPES = ['dot', 'square', 'extra-rounded'] as const;
export type SqrCornerSquareType = (typeof SQR_CORNER_SQUARE_TYPES)[number];

export const SQR_CORNER_DOT_TYPES = ['dot', 'square'] as const;
export type SqrCornerDotType = (typeof SQR_CORNER_DOT_TYPES)[number];

export const SQR_ECLS = ['L', 'M', 'Q', 'H'] as const;
export type SqrEcl = (typeof SQR_ECLS)[number];

/** Every attribute a placeholder may carry; any other data-sqr-* attribute is an error. */
export const SQR_ATTRIBUTES = [
  'data-sqr',
  'data-sqr-id',
  'data-sqr-destination',
  'data-sqr-size',
  'data-sqr-ecl',
  'data-sqr-dots-color',
  'data-sqr-dots-type',
  'data-sqr-background-color',
  'data-sqr-corner-square-type',
  'data-sqr-corner-dot-type',
] as const;

export const SQR_DEFAULTS = {
  size: '15mm',
  sizeMm: 15,
  ecl: 'Q',
  dotsColor: '#000000',
  dotsType: 'square',
  cornerSquareType: 'square',
  cornerDotType: 'square',
} as const;

/**
 * Smallest accepted data-sqr-size: every style is tested to decode from the
 * 300 dpi preview from here up (below about 9 mm the modules of a tracked URL
 * get too small to print and scan reliably).
 */
export const SQR_MIN_SIZE_MM = 10;
/** Largest accepted data-sqr-size. */
export const SQR_MAX_SIZE_MM = 500;
/** Longest accepted data-sqr-id and data-sqr-destination. */
export const SQR_MAX_ID_LENGTH = 100;
export const SQR_MAX_DESTINATION_LENGTH = 2000;
/** Destinations must be absolute URLs with one of these schemes. */
export const SQR_DESTINATION_SCHEMES = ['http:', 'https:'] as const;

/** Each side's HTML is capped at 250 KB (UTF-8 bytes, 1 KB = 1024 bytes). */
export const HTML_SIDE_MAX_BYTES = 250 * 1024;
