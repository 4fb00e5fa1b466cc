import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-client';
import { errorMessage } from './notify';
import { fieldErrorsByName, ruleKeys } from './validation';

/** A field of the form, or a place inside one as the API's details name it (`traductions.0.langue`). */
export type FieldPath<V> = (keyof V & string) | `${keyof V & string}.${string}`;

/** The fields that hold text: those an input, a select or a textarea edits. */
type TextName<V> = { [K in keyof V & string]: V[K] extends string ? K : never }[keyof V & string];

/** The fields that hold a list of rows (an invoice's lines, an agreement's instalments). */
type RowsName<V> = { [K in keyof V & string]: V[K] extends readonly object[] ? K : never }[keyof V & string];
type RowOf<T> = T extends readonly (infer R extends object)[] ? R : never;

export type FormOptions<V> = {
  /**
   * The message code of the rule each field breaks now (`validationCode` over the shared zod
   * schemas, codes of @mizan/shared/messages), by field. A submit stops while any is set.
   */
  rules?: (values: V) => Partial<Record<FieldPath<V>, string>>;
  /** A rule's message shows as soon as its field holds something, not only once the person tried to submit. */
  live?: boolean;
  /** The text of a code this form words its own way (`{ required: '*' }`); others read `t(ruleKeys(code))`. */
  messages?: Partial<Record<string, string>>;
  /** The API's name of a field, where it is not the form's (`{ password: 'newPassword' }`): its details show beside the field. */
  apiNames?: Partial<Record<keyof V & string, string>>;
  /** The form's failure when its rules stop a submit (none by default: the fields say it). */
  invalid?: string;
  /**
   * What the form says above its fields when the send fails; `placed`: one of the API's details
   * names a field of the form (it shows there). By default the error's message, unless placed.
   */
  failureOf?: (error: unknown, placed: boolean) => string | null;
};

const failureUnlessPlaced = (error: unknown, placed: boolean) => (placed ? null : errorMessage(error));

/** The server errors of every field but `name` and the places inside it. */
const without = (errors: Partial<Record<string, string>>, name: string) =>
  Object.fromEntries(Object.entries(errors).filter(([field]) => field !== name && !field.startsWith(`${name}.`)));

/**
 * A form's state: its values, each field's error (the client rules' once the person has tried to
 * submit, or the API's `details`), whether it is saving, and its failure as a whole.
 * `submit(send)` is the form's submit handler: it checks the rules, then awaits `send(values)`,
 * whose rejection places the API's details beside their fields and says the rest above them.
 * Changing a field clears its server error and the failure.
 */
export const useForm = <V extends object>(initial: V | (() => V), options: FormOptions<V> = {}) => {
  const { t } = useTranslation();
  const [start] = useState(initial);
  // The values as last saved or read (the first ones, or a reset's): what `dirty` compares with.
  const [baseline, setBaseline] = useState<V>(start);
  const [values, setValues] = useState<V>(start);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const codes: Partial<Record<string, string>> = options.rules?.(values) ?? {};

  /** The field's message: the server's, else its rule's once shown. */
  const errorOf = (name: FieldPath<V>): string | undefined => {
    const code = codes[name];
    const shown = code && (submitted || (options.live && (values as Record<string, unknown>)[name] !== ''));
    return serverErrors[name] ?? (shown ? (options.messages?.[code] ?? t(ruleKeys(code))) : undefined);
  };

  /** Sets a field (a value, or one computed from the current one), for widgets that are not inputs. */
  const setValue = <K extends keyof V & string>(name: K, value: V[K] | ((previous: V[K]) => V[K])) => {
    setValues((previous) => ({
      ...previous,
      [name]: typeof value === 'function' ? (value as (previous: V[K]) => V[K])(previous[name]) : value,
    }));
    setServerErrors((previous) => without(previous, name));
    setFailure(null);
  };

  /** What an input, a select or a textarea of a text field takes: `<TextField {...form.field('nom')} label=… />`. */
  const field = <K extends TextName<V>>(name: K) => ({
    name,
    value: values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setValue(name, event.target.value as V[K]),
    error: errorOf(name),
  });

  /** The edits of a list of rows: one row changed in part, one removed, one added at the end. */
  const rows = <K extends RowsName<V>>(name: K) => {
    const update = (edit: (list: RowOf<V[K]>[]) => RowOf<V[K]>[]) => setValue(name, (list) => edit(list as RowOf<V[K]>[]) as V[K]);
    return {
      change: (index: number, part: Partial<RowOf<V[K]>>) =>
        update((list) => list.map((row, at) => (at === index ? { ...row, ...part } : row))),
      remove: (index: number) => update((list) => list.filter((_, at) => at !== index)),
      add: (row: RowOf<V[K]>) => update((list) => [...list, row]),
    };
  };

  const submit = (send: (values: V) => unknown) => async (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    if (Object.values(codes).some(Boolean)) {
      if (options.invalid !== undefined) setFailure(options.invalid);
      return;
    }
    setFailure(null);
    setSaving(true);
    try {
      await send(values);
      setServerErrors({});
    } catch (error) {
      const byField = error instanceof ApiError ? fieldErrorsByName(error.details) : {};
      for (const [name, apiName] of Object.entries<string | undefined>(options.apiNames ?? {})) {
        const message = apiName && byField[apiName];
        if (message) byField[name] = message;
      }
      const placed = Object.keys(byField).some((name) => name.split('.')[0]! in values);
      setServerErrors(byField);
      setFailure((options.failureOf ?? failureUnlessPlaced)(error, placed));
    } finally {
      setSaving(false);
    }
  };

  /** Starts again from `next` (the first values by default): nothing submitted, no error, nothing unsaved. */
  const reset = (next: V | ((previous: V) => V) = start) => {
    const resetTo = typeof next === 'function' ? (next as (previous: V) => V)(values) : next;
    setValues(resetTo);
    setBaseline(resetTo);
    setSubmitted(false);
    setServerErrors({});
    setFailure(null);
  };

  /** Whether the values differ from the first ones or the last reset's: input that closing the form would lose. */
  const dirty = JSON.stringify(values) !== JSON.stringify(baseline);

  return { values, field, setValue, rows, errorOf, codes, saving, failure, submit, reset, dirty };
};
