import { useCreateCaseType } from '../api/create-case-type';
import { useCreateDeadlineType } from '../api/create-deadline-type';
import { useCreateExpenseType } from '../api/create-expense-type';
import { useDeleteCaseType } from '../api/delete-case-type';
import { useDeleteDeadlineType } from '../api/delete-deadline-type';
import { useDeleteExpenseType } from '../api/delete-expense-type';
import { useCaseTypes } from '../api/list-case-types';
import { useDeadlineTypes } from '../api/list-deadline-types';
import { useExpenseTypes } from '../api/list-expense-types';
import { useUpdateCaseType } from '../api/update-case-type';
import { useUpdateDeadlineType } from '../api/update-deadline-type';
import { useUpdateExpenseType } from '../api/update-expense-type';
import { CaseTypePreview, useCaseTypePreview } from './case-type-preview';
import { TypePanel } from './type-panel';

/** 'Type Dossiers': the case types, and the picker as the case screens will show it. */
export const CaseTypesTab = () => {
  const list = useCaseTypes();
  const preview = useCaseTypePreview();
  const { trigger: create } = useCreateCaseType();
  const { trigger: update } = useUpdateCaseType();
  const { trigger: remove } = useDeleteCaseType();
  return (
    <TypePanel
      kind="caseType"
      items={list.data}
      onCreate={(body) => create({ body })}
      onUpdate={(id, body) => update({ params: { id }, body })}
      onDelete={(id) => remove({ params: { id } })}
      onChanged={() => Promise.all([list.mutate(), preview.mutate()])}
    >
      <CaseTypePreview options={preview.data} />
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
      onCreate={(body) => create({ body })}
      onUpdate={(id, body) => update({ params: { id }, body })}
      onDelete={(id) => remove({ params: { id } })}
      onChanged={() => list.mutate()}
    />
  );
};
