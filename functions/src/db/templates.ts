import type { Language } from '@mizan/shared/roles';
import { isConditionFailure, table } from '../adapters/table';
import { firmPk, sortKeyPrefix } from './keys';

/**
 * The firm's document templates: one item each, `T#{sid}#TPL` / `TPL#{id}`, in a partition of
 * their own (the library is one Query). An upload starts as the item in state `PENDING` with a
 * `ttl` (removed by DynamoDB when never confirmed); confirming turns it `STORED`, once.
 */
type TemplateFields = {
  id: string;
  nom: string;
  langue: Language;
  auteur: string;
  pendingPath: string;
  maxSize: number;
  expiresAt: string;
};
export type PendingTemplate = TemplateFields & { state: 'PENDING' };
/** A stored template: `path` is its object's key, `champs` the fields and lists the file uses. */
export type StoredTemplate = TemplateFields & { state: 'STORED'; path: string; size: number; dateUpload: string; champs: string[] };
export type TemplateRecord = PendingTemplate | StoredTemplate;

const templatesPk = (structureId: string) => `${firmPk(structureId)}#TPL`;
const templateKey = (structureId: string, id: string) => ({ pk: templatesPk(structureId), sk: `TPL#${id}` });
const fromItem = ({ pk: _pk, sk: _sk, type: _type, ttl: _ttl, ...rest }: Record<string, unknown>) => rest as unknown as TemplateRecord;

export const putPendingTemplate = (structureId: string, template: PendingTemplate, ttlSeconds: number) =>
  table.put({ ...templateKey(structureId, template.id), type: 'TEMPLATE', ...template, ttl: ttlSeconds }, 'attribute_not_exists(pk)');

export const findTemplate = async (structureId: string, id: string): Promise<TemplateRecord | undefined> => {
  const item = await table.get(templateKey(structureId, id), { consistent: true });
  return item && fromItem(item);
};

/** Records a checked upload; false when it is no longer pending (confirmed meanwhile, or expired and removed). */
export const storeTemplate = async (structureId: string, template: StoredTemplate): Promise<boolean> => {
  try {
    await table.transact([
      {
        Put: {
          Item: { ...templateKey(structureId, template.id), type: 'TEMPLATE', ...template },
          ConditionExpression: '#state = :pending',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':pending': 'PENDING' },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

export const dropTemplate = (structureId: string, id: string) => table.transact([{ Delete: { Key: templateKey(structureId, id) } }]);

/** The firm's stored templates, by name. */
export const listTemplates = async (structureId: string): Promise<StoredTemplate[]> => {
  const items = await table.queryAll(sortKeyPrefix(templatesPk(structureId), 'TPL#'));
  return items
    .map(fromItem)
    .filter((t): t is StoredTemplate => t.state === 'STORED')
    .sort((a, b) => a.nom.localeCompare(b.nom));
};
