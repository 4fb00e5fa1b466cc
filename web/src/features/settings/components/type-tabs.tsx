import { useCreateDossierType } from '../api/create-dossier-type';
import { useCreateDeadlineType } from '../api/create-deadline-type';
import { useCreateExpenseType } from '../api/create-expense-type';
import { useDeleteDossierType } from '../api/delete-dossier-type';
import { useDeleteDeadlineType } from '../api/delete-deadline-type';
import { useDeleteExpenseType } from '../api/delete-expense-type';
import { useDossierTypes } from '../api/list-dossier-types';
import { useDeadlineTypes } from '../api/list-deadline-types';
import { useExpenseTypes } from '../api/list-expense-types';
import { useUpdateDossierType } from '../api/update-dossier-type';
import { useUpdateDeadlineType } from '../api/update-deadline-type';
import { useUpdateExpenseType } from '../api/update-expense-type';
import { DossierTypePreview, useDossierTypePreview } from './dossier-type-preview';
import { TypePanel } from './type-panel';

/** 'Type Dossiers': the dossier types, and the picker as the dossier screens will show it. */
export const DossierTypesTab = () => {
  const list = useDossierTypes();
  const preview = useDossierTypePreview();
  const { trigger: create } = useCreateDossierType();
  const { trigger: update } = useUpdateDossierType();
  const { trigger: remove } = useDeleteDossierType();
  return (
    <TypePanel
      kind="dossierType"
      items={list.data}
      error={list.error}
      onCreate={(body) => create({ body })}
      onUpdate={(id, body) => update({ params: { id }, body })}
      onDelete={(id) => remove({ params: { id } })}
      onChanged={() => Promise.all([list.mutate(), preview.mutate()])}
    >
      <DossierTypePreview options={preview.data} />
    </TypePanel>
  );
};

/** 'Types échéances': deadline types with their delay and next deadlines. */
export const DeadlineTypesTab = () => {
  const list = useDeadlineTypes();
  const { trigger: create } = useCreateDeadlineType();
  const { trigger: update } = useUpdateDeadlineType();
  const { trigger: remove } = useDeleteDeadlineType();
  return (
    <TypePanel
      kind="deadlineType"
      items={list.data}
      error={list.error}
      onCreate={(body) => create({ body })}
      onUpdate={(id, body) => update({ params: { id }, body })}
      onDelete={(id) => remove({ params: { id } })}
      onChanged={() => list.mutate()}
    />
  );
};

export const ExpenseTypesTab = () => {
  const list = useExpenseTypes();
  const { trigger: create } = useCreateExpenseType();
  const { trigger: update } = useUpdateExpenseType();
  const { trigger: remove } = useDeleteExpenseType();
  return (
    <TypePanel
      kind="expenseType"
      items={list.data}
      error={list.error}
      onCreate={(body) => create({ body })}
      onUpdate={(id, body) => update({ params: { id }, body })}
      onDelete={(id) => remove({ params: { id } })}
      onChanged={() => list.mutate()}
    />
  );
};
