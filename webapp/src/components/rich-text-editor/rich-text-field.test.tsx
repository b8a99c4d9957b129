import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import type { EditorHandle } from './editor-handle';
import { RichTextField } from './rich-text-field';

describe('the rich-text field', () => {
  it('loads the editor named by its label, opening the HTML given, and shows its message', async () => {
    const ref = createRef<EditorHandle>();
    render(<RichTextField label="Question" editorRef={ref} initialHtml="<p>W12 or <em>W14</em>?</p>" error="Ask the question" />);
    const box = await screen.findByRole('textbox', { name: 'Question' });
    expect(box).toHaveAccessibleDescription('Ask the question');
    expect(box).toHaveTextContent('W12 or W14?');
    expect(ref.current?.getHtml()).toBe('<p>W12 or <em>W14</em>?</p>');
    expect(screen.queryByRole('button', { name: 'Insert image' })).not.toBeInTheDocument();
  });

  it('focuses the editor when its label is clicked', async () => {
    const ref = createRef<EditorHandle>();
    render(<RichTextField label="Your answer" editorRef={ref} />);
    const box = await screen.findByRole('textbox', { name: 'Your answer' });
    expect(box).not.toHaveAccessibleDescription();
    await userEvent.setup().click(screen.getByText('Your answer'));
    expect(box).toHaveFocus();
    expect(ref.current?.hasContent()).toBe(false);
  });
});
