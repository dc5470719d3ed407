/**
 * My info (/myAccount, spec §2) below the account: the menu's entries, the notifications switch where
 * the browser has no Web Push, "Install the app" in each of its cases (the browser's prompt, the menu
 * steps, the iPhone steps, already installed), the version line, and logout with its confirmation.
 * The account above it: src/features/account/account-summary.test.tsx. Real installing, the manifest
 * and push itself stay in e2e.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installCapture } from '@/platform/pwa/install-capture';
import { accountAnswer } from '@/testing/account-answers';
import { fakeApi, renderScreen } from '@/testing/render-screen';

afterEach(() => {
  vi.restoreAllMocks();
  installCapture.deferred = null;
  installCapture.installed = false;
});

async function open(language: 'en' | 'ko' = 'en') {
  const api = fakeApi();
  api.answer('GET account', accountAnswer());
  const rendered = await renderScreen('/myAccount', { session: 'worker', language });
  await screen.findByRole('heading', { name: language === 'en' ? 'My info' : '내 정보' });
  return { ...rendered, api };
}

function installEntry() {
  return screen.getByRole('button', { name: /^Install the app/ });
}

describe('my info (English)', () => {
  it('leads to each screen of the menu and shows the app’s version', async () => {
    const { path } = await open();
    const menu = within(screen.getByRole('navigation', { name: 'My info' }));
    expect(menu.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Account management', '/accountManagementMenu'],
      ['Company management', '/userProject'],
      ['Join a site', '/joinSite'],
      ['Q&A', '/qnaList'],
      ['Certificate issuance', '/issueCertificateMenu'],
      ['App language', '/languageSetting'],
      ['Privacy policy', '/privacyPolicyList'],
    ]);
    expect(screen.getByText(/^Version \d+\.\d+\.\d+ \(.+\)$/)).toBeTruthy();
    await act(async () => fireEvent.click(menu.getByRole('link', { name: 'Account management' })));
    await screen.findByRole('heading', { name: 'Account management' });
    expect(path()).toBe('/accountManagementMenu');
  });

  it('notifications: a browser without Web Push cannot switch them on, and says so', async () => {
    const { api } = await open();
    const toggle = screen.getByRole('switch', { name: 'Notifications' }) as HTMLButtonElement;
    await vi.waitFor(() => expect(toggle.disabled).toBe(true));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(document.getElementById(toggle.getAttribute('aria-describedby') ?? '')?.textContent).toBe('This browser cannot show notifications from the app. Try Chrome or Samsung Internet.');
    expect(api.callsTo('GET push/config')).toBe(0);
  });

  it('install: the browser’s prompt, then "Installed" and where to open it', async () => {
    const prompt = vi.fn(() => Promise.resolve());
    installCapture.deferred = Object.assign(new Event('beforeinstallprompt'), { prompt, userChoice: Promise.resolve({ outcome: 'accepted' as const }) });
    await open();
    await act(async () => fireEvent.click(installEntry()));
    expect(prompt).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(installEntry().textContent).toContain('Installed'));
    await act(async () => fireEvent.click(installEntry()));
    const dialog = screen.getByRole('alertdialog', { name: 'The app is installed' });
    expect(dialog.textContent).toContain('Open it from your home screen.');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'OK' })));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('install without a prompt: the steps in the browser’s menu', async () => {
    await open();
    await act(async () => fireEvent.click(installEntry()));
    const dialog = screen.getByRole('alertdialog', { name: 'Install the app' });
    expect(within(dialog).getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      "Open your browser's menu (⋮ or ≡).",
      'Tap "Install app" or "Add to Home screen".',
      'Confirm with "Install".',
    ]);
  });

  it('opened as the installed app: "Installed", and it says so', async () => {
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
    await open();
    expect(installEntry().textContent).toContain('Installed');
    await act(async () => fireEvent.click(installEntry()));
    expect(screen.getByRole('alertdialog', { name: 'The app is installed' }).textContent).toContain('You are using the installed app.');
  });

  it('logout asks first; cancelled nothing happens, confirmed the session ends and the login opens', async () => {
    const { api, path } = await open();
    api.answerNothing('POST auth/logout');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log out' })));
    let dialog = screen.getByRole('alertdialog', { name: 'Log out' });
    expect(dialog.textContent).toContain('Do you want to log out?');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })));
    expect(api.callsTo('POST auth/logout')).toBe(0);
    expect(path()).toBe('/myAccount');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log out' })));
    dialog = screen.getByRole('alertdialog', { name: 'Log out' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Log out' })));
    await screen.findByRole('heading', { name: 'Worker login' });
    expect(path()).toBe('/login');
    expect(localStorage.getItem('user')).toBeNull();
    expect(api.lastRequest('POST auth/logout').body).toEqual({ refreshToken: 'worker-refresh' });
  });
});

describe('my info (Korean)', () => {
  it('on an iPhone, install shows the Add to Home Screen steps in Korean', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1');
    await open('ko');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^앱 설치/ })));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('Safari 도구 막대의 공유 버튼(화살표가 있는 네모)을 누릅니다.');
    expect(dialog.textContent).toContain("아래로 내려 '홈 화면에 추가'를 누릅니다.");
    expect(dialog.textContent).toContain("'추가'를 누르면 홈 화면에 앱 아이콘이 생깁니다.");
  });
});
