import { ClipboardPaste } from 'lucide-react';
import { useId, useState } from 'react';
import { SOURCE_TEXT_MAX_LENGTH, type Source, sourceSchema } from '@contracts/material';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FieldError, Textarea } from '../form-controls';

/** Text pasted as a source (notes, a transcript, a page that needs a login): a title and up to 20,000 characters. */
export const AddPastedText = ({ onAdd }: { onAdd(source: Source): void }) => {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<{ field: 'title' | 'text'; message: string }>();
  const titleId = useId();
  const textId = useId();
  const errorId = useId();

  const close = () => {
    setOpen(false);
    setTitle('');
    setText('');
    setError(undefined);
  };

  const add = () => {
    const parsed = sourceSchema.safeParse({ kind: 'text', title, text });
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      return setError({ field: issue?.path[0] === 'title' ? 'title' : 'text', message: issue?.message ?? '' });
    }
    onAdd(parsed.data);
    close();
  };

  if (!open) {
    return (
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <ClipboardPaste aria-hidden /> Paste text instead
      </Button>
    );
  }

  const invalid = (field: 'title' | 'text') => (error?.field === field ? { 'aria-invalid': true, 'aria-describedby': errorId } : {});
  return (
    <div role="group" aria-label="Paste a source" className="space-y-3 rounded-lg bg-muted/40 p-3">
      <div className="space-y-2">
        <Label htmlFor={titleId}>Title (optional)</Label>
        <Input id={titleId} value={title} onChange={(event) => setTitle(event.target.value)} autoComplete="off" className="aria-invalid:border-destructive" {...invalid('title')} />
      </div>
      <div className="space-y-2">
        <Label htmlFor={textId}>Source text</Label>
        <Textarea
          id={textId}
          rows={6}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Paste the article, notes or transcript here"
          {...invalid('text')}
        />
        <p className="text-sm text-muted-foreground">
          {text.length.toLocaleString('en-AU')} of {SOURCE_TEXT_MAX_LENGTH.toLocaleString('en-AU')} characters
        </p>
      </div>
      <FieldError id={errorId} message={error?.message} />
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={add}>
          Add text
        </Button>
        <Button type="button" variant="ghost" onClick={close}>
          Cancel
        </Button>
      </div>
    </div>
  );
};
