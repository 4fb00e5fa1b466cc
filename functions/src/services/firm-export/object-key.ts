/** Where a job's ZIP lies in the documents bucket: under `exports/`, which the bucket's lifecycle empties after 2 days. */
export const EXPORTS_PREFIX = 'exports/';
export const exportObjectKey = (structureId: string, jobId: string) => `${EXPORTS_PREFIX}${structureId}/${jobId}.zip`;
