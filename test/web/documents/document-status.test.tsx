import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DocumentStatus } from '@/features/documents/components/document-status';
import { aDocument } from './support/fixtures';

const renderStatus = (document: ReturnType<typeof aDocument>, processing: boolean, onProcess = vi.fn()) =>
  render(<DocumentStatus document={document} processing={processing} onProcess={onProcess} />);

describe('the document status badge, in the order of spec §4', () => {
  it("1. processed wins over everything: 'Processed'", () => {
    renderStatus(aDocument({ processed: true, processing_error: 'old error' }), true);
    expect(screen.getByTestId('document-status')).toHaveTextContent(/^Processed$/);
    expect(screen.queryByTestId('processing-spinner')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("2. being processed in this session (even after an earlier failure): 'Processing' with a spinner", () => {
    renderStatus(aDocument({ processing_error: 'Not a text file' }), true);
    expect(screen.getByTestId('document-status')).toHaveTextContent(/^Processing$/);
    expect(screen.getByTestId('processing-spinner')).toHaveClass('animate-spin');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("3. a processing error: 'Failed', the error as its title", () => {
    renderStatus(aDocument({ processing_error: 'The file is not text' }), false);
    const badge = screen.getByTestId('document-status');
    expect(badge).toHaveTextContent(/^Failed$/);
    expect(badge).toHaveAttribute('title', 'The file is not text');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("4. otherwise a 'Process' button that starts processing", async () => {
    const onProcess = vi.fn();
    renderStatus(aDocument({ file_name: 'talk.vtt' }), false, onProcess);
    expect(screen.queryByTestId('document-status')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Process talk.vtt' });
    expect(button).toHaveTextContent('Process');
    await userEvent.setup().click(button);
    expect(onProcess).toHaveBeenCalledOnce();
  });
});
