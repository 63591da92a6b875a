import { createResultsClient, NO_ANSWER, ResultsApiError } from './resultsClient';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the results routes client', () => {
  it('sends the secret only in the Authorization header', async () => {
    const fetcher = vi.fn((..._args: Parameters<typeof fetch>) =>
      Promise.resolve(
        json(200, {
          game: 'swimming',
          period: 'week',
          variant: '',
          rulesVersion: 1,
          country: 'FI',
          total: 0,
          rows: [],
        }),
      ),
    );
    const client = createResultsClient('http://site.test', fetcher);
    await client.board('swimming', { period: 'week', country: 'FI', secret: 'S'.repeat(43) });
    const [url, init] = fetcher.mock.calls[0]!;
    expect(String(url)).toBe(
      'http://site.test/api/boards/swimming?period=week&country=FI&around=me',
    );
    expect(String(url)).not.toContain('SSSS');
    expect((init?.headers as Record<string, string>).Authorization).toBe(
      `Bearer ${'S'.repeat(43)}`,
    );
  });

  it('gives the server’s one-line refusal, or says it did not answer', async () => {
    const refusing = createResultsClient('http://site.test', () =>
      Promise.resolve(json(404, { error: 'That code is unknown, used or expired.' })),
    );
    await expect(refusing.redeem('S'.repeat(43), 'ABCD2345')).rejects.toEqual(
      new ResultsApiError('That code is unknown, used or expired.', 404),
    );
    const page = createResultsClient('http://site.test', () =>
      Promise.resolve(new Response('<html>', { headers: { 'Content-Type': 'text/html' } })),
    );
    await expect(page.records('swimming', null)).rejects.toThrow(NO_ANSWER);
    const down = createResultsClient('http://site.test', () => Promise.reject(new TypeError('x')));
    await expect(down.records('swimming', null)).rejects.toThrow(NO_ANSWER);
  });

  it('reads a refused run as Not verified with its reason', async () => {
    const client = createResultsClient('http://site.test', () =>
      Promise.resolve(json(200, { verified: false, reason: 'The run did not finish.' })),
    );
    await expect(
      client.submit('S'.repeat(43), { ticketId: 't', log: '', claimed: [] }),
    ).resolves.toEqual({ verified: false, reason: 'The run did not finish.' });
  });

  it('sends a chosen country and reads the one the server now shows', async () => {
    const fetcher = vi.fn((..._args: Parameters<typeof fetch>) =>
      Promise.resolve(json(200, { country: 'FI' })),
    );
    const client = createResultsClient('http://site.test', fetcher);
    await expect(client.setCountry('S'.repeat(43), 'FI')).resolves.toBe('FI');
    const [url, init] = fetcher.mock.calls[0]!;
    expect(String(url)).toBe('http://site.test/api/identity/country');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ country: 'FI' }));
    const odd = createResultsClient('http://site.test', () =>
      Promise.resolve(json(200, { country: 'Finland' })),
    );
    await expect(odd.setCountry('S'.repeat(43), 'FI')).rejects.toThrow(NO_ANSWER);
  });
});
