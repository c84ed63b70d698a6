import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/toast';

interface CopyButtonProps {
  text: string;
  /** What is copied, for the button's name and the toast: "title 2", "description". */
  what: string;
}

/** Copies one piece of the post to the clipboard, says so in a toast, and shows a tick for a moment. */
export const CopyButton = ({ text, what }: CopyButtonProps) => {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify.success('Copied!', `${what[0]!.toUpperCase()}${what.slice(1)} copied to clipboard`);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      notify.error('Error', `Failed to copy the ${what}`);
    }
  };
  return (
    <Button type="button" variant="outline" size="sm" aria-label={`Copy ${what}`} onClick={() => void copy()} className="shrink-0">
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />} Copy
    </Button>
  );
};
