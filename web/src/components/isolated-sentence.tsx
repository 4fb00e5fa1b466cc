import { templateParts } from '@mizan/shared/bidi';
import { Fragment } from 'react';

type IsolatedSentenceProps = {
  /** A sentence with `{{name}}` placeholders, in the reader's language. */
  template: string;
  values: Readonly<Record<string, string>>;
};

/**
 * A sentence of the reader's language whose values each sit in their own `<bdi>` (named by
 * `data-part`), isolated from the words around them (decisions, "Mixed directions"): an Arabic
 * step's name never turns the dates after it around in a French sentence, nor a Latin reference
 * an Arabic one.
 */
export const IsolatedSentence = ({ template, values }: IsolatedSentenceProps) => (
  <>
    {templateParts(template).map((part, index) =>
      'text' in part ? (
        <Fragment key={index}>{part.text}</Fragment>
      ) : (
        <bdi key={index} data-part={part.name}>
          {values[part.name] ?? ''}
        </bdi>
      ),
    )}
  </>
);
