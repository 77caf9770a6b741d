// Text blocks of templates take the same merge fields as designs (src-shared/merge-fields.ts).
export { fillMergeFields as mergeFields } from '#shared/merge-fields.ts';
