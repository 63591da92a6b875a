import { preloadChunks } from './preloadChunks';

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('preloadChunks', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("preloads the chunk's imports under the site's base before it imports the chunk", async () => {
    const seenByImport: (string | null)[][] = [];
    const load = () => {
      seenByImport.push(preloads());
      return Promise.resolve('the page');
    };
    await expect(preloadChunks(load, ['assets/a-1.js', 'assets/b-2.js'])).resolves.toBe('the page');
    expect(seenByImport).toEqual([['/assets/a-1.js', '/assets/b-2.js']]);
  });

  it('asks for each chunk once, however many pages import it', async () => {
    const load = () => Promise.resolve(null);
    await preloadChunks(load, ['assets/shared-3.js', 'assets/c-4.js']);
    await preloadChunks(load, ['assets/shared-3.js', 'assets/d-5.js']);
    expect(preloads()).toEqual(['/assets/shared-3.js', '/assets/c-4.js', '/assets/d-5.js']);
  });

  it("leaves the page's stylesheet, which a chunk importing the entry chunk names, to the page", async () => {
    await preloadChunks(() => Promise.resolve(null), ['assets/e-6.js', 'assets/index-7.css']);
    expect(preloads()).toEqual(['/assets/e-6.js']);
    expect(document.head.querySelectorAll('link')).toHaveLength(1);
  });

  it('imports a chunk without imports, and passes on a failed import', async () => {
    await expect(preloadChunks(() => Promise.resolve(1))).resolves.toBe(1);
    const failure = new Error('chunk not found');
    await expect(preloadChunks(() => Promise.reject(failure), [])).rejects.toBe(failure);
    expect(preloads()).toEqual([]);
  });
});
