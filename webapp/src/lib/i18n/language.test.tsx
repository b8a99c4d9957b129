import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EstimateService } from '../../gen/gusset/site/v1/estimate_pb';
import { renderSite } from '../../test/render-site';
import { loadLanguage } from './load';

// The first find waits for the estimate page's lazy chunk, which a busy machine may take
// longer than Testing Library's usual ceiling to import: a ceiling, not a target.
const pageLoad = { timeout: 20_000 };

const noEstimates = (router: Parameters<Parameters<typeof renderSite>[1]>[0]) => router.service(EstimateService, {});

describe('the language provider', { timeout: 30_000 }, () => {
  it('draws the frame and the estimate form in French on a French page', async () => {
    renderSite('/estimate', noEstimates, undefined, await loadLanguage('fr-CA'));
    const form = await screen.findByRole('form', { name: 'Demander un devis' }, pageLoad);
    expect(within(form).getByRole('textbox', { name: 'Nom du projet' })).toBeInTheDocument();
    expect(within(form).getByRole('checkbox', { name: 'Dessins d’atelier et dessins de montage' })).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'État des dessins' })).toHaveDisplayValue('Choisir…');
    expect(within(form).getByRole('button', { name: 'Envoyer la demande' })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Passer au contenu principal' })).toBeInTheDocument();
    expect(within(header).getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Modèle d’affaires' })).toHaveAttribute('href', '/our-firm/business-model');
    expect(within(footer).getByText('© 2025 Gusset Steel Detailing Pvt. Ltd. Tous droits réservés.')).toBeInTheDocument();
  });

  it('draws them in English without a language', async () => {
    renderSite('/estimate', noEstimates);
    const form = await screen.findByRole('form', { name: 'Request an estimate' }, pageLoad);
    expect(within(form).getByRole('combobox', { name: 'Drawing status' })).toHaveDisplayValue('Choose…');
    expect(within(form).getByRole('checkbox', { name: 'Shop and erection drawings' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});
