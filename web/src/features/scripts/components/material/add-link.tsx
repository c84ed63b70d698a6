import { Link2, Loader2 } from 'lucide-react';
import { type KeyboardEvent, type Ref, useId, useState } from 'react';
import { SOURCE_TITLE_MAX_LENGTH, type Source } from '@contracts/material';
import { readSourceBodySchema } from '@contracts/source-link';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api-client';
import { useReadSource } from '../../api/read-source';
import { FieldError } from '../form-controls';

const READ_FAILED = 'The page could not be read. Check your connection and try again.';

export const ALREADY_ADDED = 'This page is already one of your sources';

interface AddLinkProps {
  ref?: Ref<HTMLInputElement>;
  /** The addresses already added, which are not read twice. */
  taken: readonly string[];
  onRead(source: Source, shortened: boolean): void;
}

/**
 * A link to a source: read by the server when it is added (not when generating), then listed with its title, address
 * and word count. A link that cannot be read keeps what was typed and says why beside the field, in the server's words.
 */
export const AddLink = ({ ref, taken, onRead }: AddLinkProps) => {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string>();
  const read = useReadSource();
  const fieldId = useId();
  const errorId = useId();

  const readLink = () => {
    const parsed = readSourceBodySchema.safeParse({ url });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    if (taken.includes(parsed.data.url)) return setError(ALREADY_ADDED);
    setError(undefined);
    read.mutate(parsed.data.url, {
      onSuccess: (page) => {
        if (taken.includes(page.url)) return setError(ALREADY_ADDED);
        onRead({ kind: 'link', url: page.url, title: page.title.slice(0, SOURCE_TITLE_MAX_LENGTH), text: page.text }, page.truncated);
        setUrl('');
      },
      onError: (failure) => setError(failure instanceof ApiError && failure.code !== 'http.error' ? failure.message : READ_FAILED),
    });
  };

  // Enter reads the link rather than generating the script.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (!read.isPending) readLink();
  };

  return (
    <div className="space-y-2">
      <Label htmlFor={fieldId}>Add a link</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          ref={ref}
          id={fieldId}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://example.com/article"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="aria-invalid:border-destructive"
        />
        <Button type="button" variant="outline" className="shrink-0" onClick={readLink} disabled={read.isPending}>
          {read.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Link2 aria-hidden />}
          {read.isPending ? 'Reading page...' : 'Read page'}
        </Button>
      </div>
      <div role="alert">
        <FieldError id={errorId} message={error} />
      </div>
    </div>
  );
};
