import { message } from '@mizan/shared/messages';
import { clock } from '../../../adapters/clock';
import { storage } from '../../../adapters/storage';
import { dropTemplate, findTemplate, storeTemplate } from '../../../db/templates';
import { BadRequestError, ConflictError, NotFoundError, PayloadTooLargeError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { fieldError } from '../../../services/field-error';
import { readTemplate } from '../docx';
import { templatePath, templateView } from '../library';

/**
 * Checks an uploaded template with docxtemplater and adds it to the library: the file must have
 * arrived, within its declared size, be a DOCX, and name only known fields (a refusal names each
 * unknown one, in `details`). The pending object is copied once to the template's own key, and
 * that copy is what is read and kept. A refused file is deleted and the upload forgotten.
 */
export const handler = defineHandler('templates.confirm', async ({ params }, { caller, language }) => {
  const sid = caller.structureId;
  const upload = await findTemplate(sid, params.idModele);
  if (!upload) throw new NotFoundError();
  if (upload.state === 'STORED') throw new ConflictError('document_confirmed', null);
  const path = templatePath(sid, upload.id);
  const refuse = async (error: Error): Promise<never> => {
    await Promise.all([storage.remove(upload.pendingPath), storage.remove(path)]);
    await dropTemplate(sid, upload.id);
    throw error;
  };
  if (upload.expiresAt < clock.nowIso()) return refuse(new BadRequestError('upload_expired'));
  const copied = await storage.copy(upload.pendingPath, path, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  const stored = copied && (await storage.head(path));
  if (!stored) throw new BadRequestError('upload_missing', [fieldError('file', 'upload_missing', language)]);
  if (stored.size > upload.maxSize) return refuse(new PayloadTooLargeError('file_too_large'));
  const reading = readTemplate(await storage.readRange(path, 0, stored.size - 1));
  if (reading.kind === 'not_docx')
    return refuse(new BadRequestError('template_not_docx', [fieldError('file', 'template_not_docx', language)]));
  if (reading.kind !== 'ok') {
    const code = reading.kind === 'unknown' ? 'template_field_unknown' : 'template_malformed';
    const names = reading.kind === 'unknown' ? reading.fields : [reading.tag];
    return refuse(
      new BadRequestError(
        code,
        names.map((name) => ({ field: name, code, message: `${message(code, language)} : {${name}}` })),
      ),
    );
  }
  const template = { ...upload, state: 'STORED' as const, path, size: stored.size, dateUpload: clock.nowIso(), champs: reading.champs };
  if (!(await storeTemplate(sid, template))) {
    await storage.remove(path);
    throw new ConflictError('document_confirmed', null);
  }
  await storage.remove(upload.pendingPath);
  return templateView(template);
});
