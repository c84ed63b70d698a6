import type { FieldErrors, FieldValues } from 'react-hook-form';

/** The first validation message in the form's field order: the one the 'Validation Error' toast shows. */
export const firstFormError = <Values extends FieldValues>(
  errors: FieldErrors<Values>,
  fieldOrder: readonly (keyof Values & string)[],
): string | undefined =>
  fieldOrder.map((field) => errors[field]?.message).find((message): message is string => typeof message === 'string');
