/** An import's objects in the documents bucket, under `imports/` (a lifecycle rule removes them): the uploaded file and the run's reports (its dossiers, its clients alone). */
export const importFileKey = (structureId: string, importId: string) => `imports/${structureId}/${importId}/file`;
export const importReportKey = (structureId: string, importId: string) => `imports/${structureId}/${importId}/report.json`;
export const importClientsReportKey = (structureId: string, importId: string) => `imports/${structureId}/${importId}/report-clients.json`;
