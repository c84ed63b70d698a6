import { Copy, Download, Loader2, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { scriptDownloadName } from '@contracts/scripts';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/toast';

const saveAsTextFile = (fileName: string, text: string) => {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

interface ScriptActionsProps {
  topic: string;
  createdAt: string;
  body: string;
}

/** Copy, Download (plain text, file name of spec §8) and 'Generate Another Script'. */
export const ScriptActions = ({ topic, createdAt, body }: ScriptActionsProps) => {
  const [copying, setCopying] = useState(false);

  const copy = async () => {
    setCopying(true);
    try {
      await navigator.clipboard.writeText(body);
      notify.success('Copied!', 'Script copied to clipboard');
    } catch {
      notify.error('Error', 'Failed to copy script');
    } finally {
      setCopying(false);
    }
  };

  const download = () => {
    saveAsTextFile(scriptDownloadName(topic, createdAt), body);
    notify.success('Downloaded!', 'Script downloaded successfully');
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={() => void copy()} disabled={copying}>
        {copying ? <Loader2 aria-hidden className="animate-spin" /> : <Copy aria-hidden />}
        {copying ? 'Copying...' : 'Copy'}
      </Button>
      <Button variant="outline" onClick={download}>
        <Download aria-hidden /> Download
      </Button>
      <Button asChild variant="hero" className="sm:ml-auto">
        <Link to="/generate">
          <Wand2 aria-hidden /> Generate Another Script
        </Link>
      </Button>
    </div>
  );
};
