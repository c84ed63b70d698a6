import { Copy, Loader2, MoreVertical, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Script } from '@contracts/scripts';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { cn } from '@/utils/cn';
import { useDuplicateScript } from '../api/duplicate-script';
import { DeleteScriptDialog } from './delete-script-dialog';
import { RenameScriptDialog } from './rename-script-dialog';

interface ScriptMenuProps {
  script: { id: string; topic: string };
  /** 'icon': a row's "⋮" button; 'button': a labelled "More" button (the script page). */
  look?: 'icon' | 'button';
  className?: string;
  onDuplicated?(copy: Script): void;
  onDeleted?(): void;
}

/** Rename, Duplicate and Delete for one script, behind one button. */
export const ScriptMenu = ({ script, look = 'icon', className, onDuplicated, onDeleted }: ScriptMenuProps) => {
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const duplicate = useDuplicateScript();
  const copy = () =>
    duplicate.mutate(script.id, {
      onSuccess: (created) => onDuplicated?.(created),
    });
  const working = duplicate.isPending;

  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button
            variant={look === 'icon' ? 'ghost' : 'outline'}
            size={look === 'icon' ? 'icon' : 'default'}
            aria-label={look === 'icon' ? `Actions for ${script.topic}` : undefined}
            className={cn(look === 'icon' && 'size-11 shrink-0 text-muted-foreground', className)}
          >
            {working ? <Loader2 aria-hidden className="animate-spin" /> : <MoreVertical aria-hidden />}
            {look === 'button' && 'More'}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setDialog('rename')}>
            <Pencil aria-hidden /> Rename
          </DropdownMenuItem>
          <DropdownMenuItem disabled={working} onSelect={copy}>
            <Copy aria-hidden /> Duplicate
          </DropdownMenuItem>
          <DropdownMenuItem variant="destructive" onSelect={() => setDialog('delete')}>
            <Trash2 aria-hidden /> Delete
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <RenameScriptDialog script={script} open={dialog === 'rename'} onOpenChange={(open) => setDialog(open ? 'rename' : null)} />
      <DeleteScriptDialog script={script} open={dialog === 'delete'} onOpenChange={(open) => setDialog(open ? 'delete' : null)} onDeleted={onDeleted} />
    </>
  );
};
