import { firmPk } from './keys';
import { table, type Item } from '../adapters/table';

export type Firm = { idStructure: string; nom: string; createdAt: string };

export const firmKey = (structureId: string) => ({ pk: firmPk(structureId), sk: 'FIRM' });

export const firmItem = (firm: Firm): Item => ({ ...firmKey(firm.idStructure), type: 'FIRM', ...firm });

export const getFirm = async (structureId: string): Promise<Firm | undefined> => {
  const item = await table.get(firmKey(structureId));
  return item && { idStructure: item.idStructure as string, nom: item.nom as string, createdAt: item.createdAt as string };
};
