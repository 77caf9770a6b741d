// The UI's calls of the generate routes (src-shared/contract/generate.ts): handwriting samples.
import { binaryCall } from './route-call.ts';

export const generatePng = binaryCall('generatePng');
