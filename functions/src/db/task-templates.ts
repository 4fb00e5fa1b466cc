import { table, type Item } from '../adapters/table';
import { firmPk, sortKeyPrefix } from './keys';

/**
 * Task templates: per deadline type, the tasks a new deadline of that type proposes (a title and
 * how many working days before the deadline it is due). One item per type in the firm's template
 * partition `T#{sid}#TASKTPL` / `{typeId}`: a type's template is one GetItem, the firm's all one Query.
 */
export type TemplateTask = { titre: string; joursAvant: number };
export type TaskTemplate = { idTypeEcheance: string; taches: TemplateTask[] };

const partition = (structureId: string) => `${firmPk(structureId)}#TASKTPL`;
const fromItem = ({ idTypeEcheance, taches }: Item): TaskTemplate => ({ idTypeEcheance, taches }) as TaskTemplate;

/** The firm's templates, every type's (an emptied one has no task). */
export const listTaskTemplates = async (structureId: string): Promise<TaskTemplate[]> =>
  (await table.queryAll(sortKeyPrefix(partition(structureId), ''))).map(fromItem);

/** The deadline type's template, if the firm set one. */
export const getTaskTemplate = async (structureId: string, typeId: string): Promise<TaskTemplate | undefined> => {
  const item = await table.get({ pk: partition(structureId), sk: typeId });
  return item && fromItem(item);
};

/** Sets (replaces) the deadline type's template; no task leaves it empty. */
export const saveTaskTemplate = (structureId: string, template: TaskTemplate) =>
  table.put({ pk: partition(structureId), sk: template.idTypeEcheance, type: 'TASKTPL', ...template });
