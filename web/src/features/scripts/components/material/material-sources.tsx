import { useEffect, useRef, useState } from 'react';
import { type Control, useFieldArray } from 'react-hook-form';
import { SOURCES_MAX, type Source } from '@contracts/material';
import type { GenerateFormInput, GenerateFormValues } from '../../utils/generate-form-schema';
import { FieldError } from '../form-controls';
import { AddLink } from './add-link';
import { AddPastedText } from './add-pasted-text';
import { SourceList } from './source-list';

interface MaterialSourcesProps {
  control: Control<GenerateFormInput, unknown, GenerateFormValues>;
  error: string | undefined;
}

/**
 * Up to five sources, numbered in the order added (the script cites the first as [1]): a link the server reads when
 * it is added, or pasted text. Each keeps its text here, in the form, and is sent with the generate request.
 */
export const MaterialSources = ({ control, error }: MaterialSourcesProps) => {
  const { fields, append, remove } = useFieldArray({ control, name: 'material.sources' });
  const [shortened, setShortened] = useState<ReadonlySet<string>>(new Set());
  const linkField = useRef<HTMLInputElement>(null);
  const full = fields.length >= SOURCES_MAX;

  const add = (source: Source, wasShortened = false) => {
    append(source);
    if (wasShortened && source.kind === 'link') setShortened((current) => new Set(current).add(source.url));
  };

  // The removed item had focus: it goes to the link field, there again now that a source can be added.
  const focusLinkField = useRef(false);
  useEffect(() => {
    if (!focusLinkField.current) return;
    focusLinkField.current = false;
    linkField.current?.focus();
  }, [fields.length]);

  const removeAt = (index: number) => {
    focusLinkField.current = true;
    remove(index);
  };

  return (
    <div className="space-y-3">
      <div className="space-y-1">
        <h3 className="text-sm leading-none font-medium">Sources</h3>
        <p className="text-sm text-muted-foreground">
          Up to {SOURCES_MAX}: a web page or text you paste. The script marks what it takes from each with its number, like [1].
        </p>
      </div>
      <SourceList sources={fields} shortened={shortened} onRemove={removeAt} />
      <FieldError id="sources-error" message={error} />
      {full ? (
        <p className="text-sm text-muted-foreground">That is {SOURCES_MAX} sources, the most a script takes: remove one to add another.</p>
      ) : (
        <>
          <AddLink ref={linkField} taken={fields.flatMap((source) => (source.kind === 'link' ? [source.url] : []))} onRead={add} />
          <AddPastedText onAdd={add} />
        </>
      )}
    </div>
  );
};
