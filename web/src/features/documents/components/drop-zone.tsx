import { type DragEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { cn } from '@/utils/cn';

const carriesFiles = (event: DragEvent | globalThis.DragEvent) => event.dataTransfer?.types.includes('Files') ?? false;

interface DropZoneProps {
  disabled: boolean;
  onFiles: (files: File[]) => void;
  children: ReactNode;
}

/**
 * The dashed box files can be dropped on (desktop), highlighted while files are dragged over it. Anywhere else
 * on the page a dropped file is refused instead of opening in place of the app.
 */
export const DropZone = ({ disabled, onFiles, children }: DropZoneProps) => {
  const [dragging, setDragging] = useState(false);
  // dragenter and dragleave fire for every child the pointer crosses: count them to know when it left the box.
  const depth = useRef(0);

  useEffect(() => {
    const refuse = (event: globalThis.DragEvent) => {
      if (!carriesFiles(event) || event.defaultPrevented) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'none';
    };
    window.addEventListener('dragover', refuse);
    window.addEventListener('drop', refuse);
    return () => {
      window.removeEventListener('dragover', refuse);
      window.removeEventListener('drop', refuse);
    };
  }, []);

  const enter = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    depth.current += 1;
    setDragging(true);
  };
  const over = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
  };
  const leave = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setDragging(false);
  };
  const drop = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    depth.current = 0;
    setDragging(false);
    const files = Array.from(event.dataTransfer.files);
    if (!disabled && files.length > 0) onFiles(files);
  };

  return (
    <div
      data-testid="drop-zone"
      data-dragging={dragging && !disabled ? 'true' : undefined}
      onDragEnter={enter}
      onDragOver={over}
      onDragLeave={leave}
      onDrop={drop}
      className={cn(
        'flex flex-col items-center gap-4 rounded-lg border-2 border-dashed px-4 py-8 text-center transition-colors',
        dragging && !disabled && 'border-primary bg-primary/5',
      )}
    >
      {children}
    </div>
  );
};
