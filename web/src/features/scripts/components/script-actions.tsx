import { Copy, Download, FileCode2, Loader2, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { scriptPlainText } from '@contracts/script-plain-text';
import { scriptDownloadName } from '@contracts/scripts';
import { PlaceholderConfirm, usePlaceholderGate } from '@/components/placeholder-confirm';
import { Button } from '@/components/ui/button';
import { saveAsFile } from '@/lib/save-file';
import { notify } from '@/lib/toast';

type Format = 'text' | 'markdown';

const FILES: Record<Format, { extension: string; type: string }> = {
  text: { extension: 'txt', type: 'text/plain;charset=utf-8' },
  markdown: { extension: 'md', type: 'text/markdown;charset=utf-8' },
};

interface ScriptActionsProps {
  topic: string;
  createdAt: string;
  body: string;
}

/**
 * Copy and Download give plain text (spec §8: "plain text, .txt"): what a creator reads aloud or pastes into a
 * teleprompter or caption tool, headings as plain lines and no markup. The Markdown source is the second choice.
 * Then 'Generate Another Script'. With placeholders left to fill in, each asks first (issue 30).
 */
export const ScriptActions = ({ topic, createdAt, body }: ScriptActionsProps) => {
  const [copying, setCopying] = useState<Format | null>(null);
  const { gate, dialog } = usePlaceholderGate(body);
  const textOf = (format: Format) => (format === 'text' ? scriptPlainText(body) : body);

  const copyNow = async (format: Format) => {
    setCopying(format);
    try {
      await navigator.clipboard.writeText(textOf(format));
      notify.success('Copied!', 'Script copied to clipboard');
    } catch {
      notify.error('Error', 'Failed to copy script');
    } finally {
      setCopying(null);
    }
  };

  const downloadNow = (format: Format) => {
    const { extension, type } = FILES[format];
    saveAsFile(scriptDownloadName(topic, createdAt, extension), textOf(format), type);
    notify.success('Downloaded!', 'Script downloaded successfully');
  };

  const copy = (format: Format) =>
    gate({ run: () => void copyNow(format), anyway: 'Copy anyway', consequence: 'The copied text still has them, in brackets.' });
  const download = (format: Format) =>
    gate({ run: () => downloadNow(format), anyway: 'Download anyway', consequence: 'The downloaded file still has them, in brackets.' });

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => copy('text')} disabled={copying !== null}>
          {copying === 'text' ? <Loader2 aria-hidden className="animate-spin" /> : <Copy aria-hidden />}
          {copying === 'text' ? 'Copying...' : 'Copy'}
        </Button>
        <Button variant="outline" onClick={() => download('text')}>
          <Download aria-hidden /> Download
        </Button>
        <Button asChild variant="hero" className="sm:ml-auto">
          <Link to="/generate">
            <Wand2 aria-hidden /> Generate Another Script
          </Link>
        </Button>
      </div>
      <div role="group" aria-label="Markdown" className="flex flex-wrap items-center gap-x-1 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <FileCode2 aria-hidden className="size-4" /> For apps that read Markdown:
        </span>
        <Button variant="link" size="sm" className="px-2" onClick={() => copy('markdown')} disabled={copying !== null}>
          {copying === 'markdown' ? 'Copying...' : 'Copy Markdown'}
        </Button>
        <Button variant="link" size="sm" className="px-2" onClick={() => download('markdown')}>
          Download Markdown
        </Button>
      </div>
      <PlaceholderConfirm {...dialog} />
    </div>
  );
};
