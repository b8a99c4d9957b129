import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PortalAuthService, ProjectService } from '../../../gen/gusset/portal/v1/portal_pb';
import { renderSite } from '../../../test/render-site';

const user = (language: string) => ({ id: 'c-1', organizationId: 'o-1', email: 'josee@acier.example', organizationName: 'Acier Laurentides', hasPassword: true, language });

function renderProjects(language: string, chosen: string[] = []) {
  let current = language;
  return renderSite('/portal/projects', (r) => {
    r.service(PortalAuthService, {
      getMe: () => ({ user: user(current) }),
      setLanguage: (req) => {
        chosen.push(req.language);
        current = req.language;
        return { user: user(current) };
      },
    });
    r.service(ProjectService, { listProjects: () => ({ projects: [] }) });
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the portal's language", () => {
  it("offers a first sign-in the choice, the browser's language first, and speaks the one chosen", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CA', 'en']);
    const chosen: string[] = [];
    renderProjects('', chosen);
    const offer = await screen.findByRole('complementary', { name: /Which language do you want the portal/ });
    const buttons = await waitFor(() => {
      const found = offer.querySelectorAll('button');
      expect(found).toHaveLength(2);
      return found;
    });
    expect([...buttons].map((b) => b.textContent)).toEqual(['Français', 'English']);
    await userEvent.click(buttons[0]);
    await waitFor(() => expect(document.documentElement.lang).toBe('fr-CA'));
    expect(chosen).toEqual(['fr-CA']);
    // The whole page speaks it, the site's header included.
    expect(await screen.findByText('Passer au contenu principal')).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: /Which language/ })).not.toBeInTheDocument();
  });

  it("puts English first for a browser that reads English", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    renderProjects('');
    const offer = await screen.findByRole('complementary', { name: /Which language do you want the portal/ });
    await waitFor(() => expect([...offer.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['English', 'Français']));
  });

  it.each([
    ['fr-CA', 'fr-CA'],
    ['en', 'en'],
  ])('speaks a user who chose %s without asking again', async (language, lang) => {
    renderProjects(language);
    await waitFor(() => expect(document.documentElement.lang).toBe(lang));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('complementary', { name: /Which language/ })).not.toBeInTheDocument();
  });
});
