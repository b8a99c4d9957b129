import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { french } from '../../lib/i18n/fr-ca';
import { LanguageProvider, type Language } from '../../lib/i18n/locale';
import type { EditorHandle, EditorImages } from './editor-handle';
import { RichTextEditor } from './rich-text-editor';

// jsdom has no real text input or selection for a contenteditable, so typing is left to
// the end-to-end test in Chromium; what jsdom can show is checked here: the toolbar, the
// content loaded from HTML, toolbar steps on that content, and pasted text (draft-js
// inserts a paste into its own state, with no help from the browser's selection).

const stored =
  '<h2>Connections</h2>\n<p><strong>Bolted</strong> and <em>welded</em>, see <a href="https://example.com/">the guide</a></p>\n' +
  '<ul>\n  <li>shear</li>\n  <li>moment</li>\n</ul>';

const images: EditorImages = {
  upload: () => Promise.reject(new Error('not in these tests')),
  blocked: () => undefined,
  onUploaded: vi.fn(),
  onUploadingChange: vi.fn(),
};

// null: content that takes no images (undefined would pick the default).
function renderEditor(initialHtml = stored, withImages: EditorImages | null = images, language?: Language) {
  const ref = createRef<EditorHandle>();
  const onChange = vi.fn();
  const editor = (
    <>
      <span id="content-label">Content</span>
      <RichTextEditor ref={ref} initialHtml={initialHtml} labelId="content-label" onChange={onChange} images={withImages ?? undefined} />
    </>
  );
  render(language ? <LanguageProvider language={language}>{editor}</LanguageProvider> : editor);
  return { ref, onChange };
}

describe('rich-text editor', () => {
  it('names every toolbar control, with aria-pressed on the toggles', () => {
    renderEditor('');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const toggles = ['Bold', 'Italic', 'Underline', 'Numbered list', 'Bulleted list', 'Align left', 'Align center', 'Align right', 'Justify', 'Link', 'Code block'];
    for (const name of toggles) {
      expect(within(toolbar).getByRole('button', { name })).toHaveAttribute('aria-pressed');
    }
    for (const name of ['Insert image', 'Clear formatting']) {
      expect(within(toolbar).getByRole('button', { name })).toHaveAttribute('type', 'button');
    }
    for (const name of ['Heading', 'Font', 'Text colour', 'Background colour']) {
      expect(within(toolbar).getByRole('combobox', { name })).toBeInTheDocument();
    }
    expect(within(toolbar).getByRole('combobox', { name: 'Font' })).toHaveTextContent(
      /Default font.*Arial.*Georgia.*Impact.*Tahoma.*Times New Roman.*Verdana/,
    );
    expect(screen.getByRole('button', { name: 'Align left' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers no image button for content that takes no images', () => {
    renderEditor('', null);
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    expect(within(toolbar).queryByRole('button', { name: 'Insert image' })).not.toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: 'Link' })).toBeInTheDocument();
  });

  it('opens stored HTML with its formatting, named by its label', () => {
    const { ref } = renderEditor();
    const box = screen.getByRole('textbox', { name: 'Content' });
    expect(within(box).getByRole('heading', { level: 2, name: 'Connections' })).toBeInTheDocument();
    // draft-js draws inline styles on the span around the text node's own span.
    expect(within(box).getByText('Bolted').parentElement).toHaveStyle({ fontWeight: 'bold' });
    expect(within(box).getByRole('link', { name: 'the guide' })).toHaveAttribute('href', 'https://example.com/');
    expect(within(box).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['shear', 'moment']);
    expect(ref.current?.getHtml()).toBe(
      '<h2>Connections</h2>\n<p><strong>Bolted</strong> and <em>welded</em>, see <a href="https://example.com/">the guide</a></p>\n' +
        '<ul>\n  <li>shear</li>\n  <li>moment</li>\n</ul>',
    );
    expect(ref.current?.hasContent()).toBe(true);
  });

  it('applies block formats from the toolbar to the block at the cursor', async () => {
    const { ref, onChange } = renderEditor('<p>Steel</p>');
    const user = userEvent.setup();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Heading' }), 'Heading 3');
    expect(ref.current?.getHtml()).toBe('<h3>Steel</h3>');
    expect(screen.getByRole('combobox', { name: 'Heading' })).toHaveValue('header-three');

    await user.click(screen.getByRole('button', { name: 'Align center' }));
    expect(ref.current?.getHtml()).toBe('<h3 style="text-align: center">Steel</h3>');
    expect(screen.getByRole('button', { name: 'Align center' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    expect(ref.current?.getHtml()).toBe('<ul>\n  <li style="text-align: center">Steel</li>\n</ul>');
    expect(screen.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Code block' }));
    expect(ref.current?.getHtml()).toBe('<pre style="text-align: center"><code>Steel</code></pre>');
    expect(onChange).toHaveBeenCalled();
  });

  it('marks Bold as pressed when chosen for the text typed next', async () => {
    renderEditor('<p>Steel</p>');
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await act(async () => userEvent.setup().click(bold));
    expect(bold).toHaveAttribute('aria-pressed', 'true');
  });

  it('checks a link address before adding it', async () => {
    renderEditor('<p>Steel</p>');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Link' }));
    expect(screen.getByRole('button', { name: 'Link' })).toHaveAttribute('aria-expanded', 'true');
    const address = screen.getByRole('textbox', { name: 'Link address' });
    await user.clear(address);
    await user.type(address, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Apply link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an address starting with http://, https:// or mailto:');
    expect(address).toHaveAttribute('aria-invalid', 'true');
  });

  it('speaks French on a French page', async () => {
    renderEditor('<p>Acier</p>', null, french);
    const toolbar = screen.getByRole('toolbar', { name: 'Mise en forme' });
    expect(within(toolbar).getByRole('button', { name: 'Gras' })).toHaveAttribute('title', 'Gras (Ctrl+B)');
    for (const name of ['Italique', 'Souligné', 'Liste numérotée', 'Liste à puces', 'Centrer', 'Lien', 'Bloc de code', 'Effacer la mise en forme']) {
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(toolbar).getByRole('combobox', { name: 'Titre' })).toHaveTextContent(/Texte normal.*Titre 1.*Titre 6/);
    expect(within(toolbar).getByRole('combobox', { name: 'Police' })).toHaveTextContent(/^Police par défaut/);
    expect(within(toolbar).getByRole('combobox', { name: 'Couleur du texte' })).toHaveTextContent(/Couleur par défaut.*Noir.*Gris foncé.*Rouge/);
    expect(within(toolbar).getByRole('combobox', { name: 'Couleur de surlignage' })).toHaveTextContent(/Aucun surlignage.*Jaune.*Vert pâle/);

    const user = userEvent.setup();
    await user.click(within(toolbar).getByRole('button', { name: 'Lien' }));
    const link = screen.getByRole('group', { name: 'Lien' });
    await user.clear(within(link).getByRole('textbox', { name: 'Adresse du lien' }));
    await user.click(within(link).getByRole('button', { name: 'Appliquer le lien' }));
    expect(within(link).getByRole('alert')).toHaveTextContent('Entrez une adresse qui commence par http://, https:// ou mailto:');
    expect(within(link).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
  });

  it('takes pasted text in the style chosen on the toolbar', async () => {
    const { ref, onChange } = renderEditor('', null);
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'Content' }));
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    await user.paste('W14');
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    await user.paste(' governs.');
    expect(ref.current?.getHtml()).toBe('<p><strong>W14</strong> governs.</p>');
    expect(ref.current?.hasContent()).toBe(true);
    expect(onChange).toHaveBeenCalled();
  });

  it('counts blank content as empty', () => {
    const { ref } = renderEditor('<p> </p>');
    expect(ref.current?.hasContent()).toBe(false);
  });
});
