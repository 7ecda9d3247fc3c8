// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SubscribePanel } from '../../../src/screens/subscribe/subscribe-panel';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const TOPICS = {
  data: [
    { id: 3, subject: '廚房生活', description: '料理與器具' },
    { id: 7, subject: '旅行提案', description: '' },
  ],
  meta: { current_page: 1, from: 1, last_page: 1, per_page: 999, to: 2, total: 2 },
  links: { first: null, last: null, prev: null, next: null },
};

interface Call {
  method: string;
  url: URL;
  body: unknown;
}

/** `fetch` answered by method and path; every call kept. */
function fakeApi(answers: Record<string, (call: Call) => Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), window.location.origin);
      const call = {
        method: init?.method ?? 'GET',
        url,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
      };
      calls.push(call);
      const answer = answers[`${call.method} ${url.pathname}`];
      return answer ? answer(call) : json({ message: '找不到您要的資料。' }, 404);
    }),
  );
  return calls;
}

function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SubscribePanel />
    </QueryClientProvider>,
  );
}

const email = () => screen.getByLabelText(/^Email/) as HTMLInputElement;
const choice = (name: string) => screen.getByRole('radio', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: '訂閱' }));
const status = () => screen.getByRole('status');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the subscribe panel', () => {
  it('lists every topic (per_page 999) and event news as the choices', async () => {
    const calls = fakeApi({ 'GET /api/subscribe_topics': () => json(TOPICS) });
    renderPanel();
    await screen.findByRole('radio', { name: /^廚房生活/ });
    const group = screen.getByRole('group', { name: /^訂閱項目/ });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['3', '7', 'event']);
    expect(choice('活動消息')).toBeTruthy();
    expect(calls[0]?.url.searchParams.get('per_page')).toBe('999');
    expect(calls[0]?.url.searchParams.get('page')).toBe('1');
  });

  it('subscribes to a topic and says where the confirmation went', async () => {
    const calls = fakeApi({
      'GET /api/subscribe_topics': () => json(TOPICS),
      'POST /api/submit_subscribe_topic': () =>
        json({ data: { email: 'reader@example.com', topic: { id: 7, subject: '旅行提案' } } }),
    });
    renderPanel();
    fireEvent.change(email(), { target: { value: ' Reader@Example.com ' } });
    fireEvent.click(await screen.findByRole('radio', { name: /^旅行提案/ }));
    submit();
    await waitFor(() => expect(status().textContent).toBe('訂閱成功！確認信已寄至 reader@example.com。'));
    const post = calls.find((c) => c.method === 'POST');
    // the shared schema trims and lower-cases the address before it is sent
    expect(post?.body).toEqual({ email: 'reader@example.com', topic_id: 7 });
  });

  it('subscribes to event news through its own endpoint', async () => {
    const calls = fakeApi({
      'GET /api/subscribe_topics': () => json(TOPICS),
      'POST /api/submit_subscribe_event': () => json({ data: { email: 'fan@example.com', topic: null } }),
    });
    renderPanel();
    fireEvent.change(email(), { target: { value: 'fan@example.com' } });
    fireEvent.click(choice('活動消息'));
    submit();
    await waitFor(() => expect(status().textContent).toBe('訂閱成功！確認信已寄至 fan@example.com。'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ email: 'fan@example.com' });
  });

  it('answers an address already subscribed with the server’s sentence, not as a failure', async () => {
    fakeApi({
      'GET /api/subscribe_topics': () => json(TOPICS),
      'POST /api/submit_subscribe_topic': () => json({ message: '此 Email 已訂閱「廚房生活」。' }, 409),
    });
    renderPanel();
    fireEvent.change(email(), { target: { value: 'reader@example.com' } });
    fireEvent.click(await screen.findByRole('radio', { name: /^廚房生活/ }));
    submit();
    await waitFor(() => expect(status().textContent).toBe('此 Email 已訂閱「廚房生活」。'));
    expect(screen.queryByRole('alert')).toBeNull();
    // the form stays as it was, ready for another choice
    expect(email().value).toBe('reader@example.com');
  });

  it('checks the address and the choice before sending anything', async () => {
    const calls = fakeApi({ 'GET /api/subscribe_topics': () => json(TOPICS) });
    renderPanel();
    await screen.findByRole('radio', { name: /^廚房生活/ });
    fireEvent.change(email(), { target: { value: 'reader@example' } });
    submit();
    expect(await screen.findByText('請輸入正確的 Email 格式。')).toBeTruthy();
    expect(screen.getByText('請選擇要訂閱的項目。')).toBeTruthy();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('輸入的資料有誤，請檢查後再送出。');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows the server’s field messages by their fields (a topic that has gone)', async () => {
    fakeApi({
      'GET /api/subscribe_topics': () => json(TOPICS),
      'POST /api/submit_subscribe_topic': () =>
        json({ message: '輸入的資料有誤，請檢查後再送出。', errors: { topic_id: ['找不到此訂閱主題。'] } }, 422),
    });
    renderPanel();
    fireEvent.change(email(), { target: { value: 'reader@example.com' } });
    fireEvent.click(await screen.findByRole('radio', { name: /^廚房生活/ }));
    submit();
    expect(await screen.findByText('找不到此訂閱主題。')).toBeTruthy();
    expect(screen.getByRole('group', { name: /^訂閱項目/ }).getAttribute('aria-describedby')).toBeTruthy();
  });

  it('still offers event news when the topics cannot be loaded', async () => {
    fakeApi({ 'GET /api/subscribe_topics': () => json({ message: '系統忙碌中，請稍後再試。' }, 500) });
    renderPanel();
    expect(await screen.findByText('訂閱主題載入失敗，目前只能訂閱活動消息。')).toBeTruthy();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['event']);
  });

  it('says a refusal for too many attempts in the server’s words', async () => {
    fakeApi({
      'GET /api/subscribe_topics': () => json(TOPICS),
      'POST /api/submit_subscribe_event': () => json({ message: '嘗試次數過多，請於 60 分鐘後再試。' }, 429),
    });
    renderPanel();
    fireEvent.change(email(), { target: { value: 'fan@example.com' } });
    fireEvent.click(choice('活動消息'));
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('嘗試次數過多，請於 60 分鐘後再試。');
  });
});
