import { firmPk } from './keys';
import type { Item } from '../adapters/table';

export type Firm = { idStructure: string; nom: string; createdAt: string };

export const firmKey = (structureId: string) => ({ pk: firmPk(structureId), sk: 'FIRM' });

export const firmItem = (firm: Firm): Item => ({ ...firmKey(firm.idStructure), type: 'FIRM', ...firm });
