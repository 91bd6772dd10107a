import { useLoaderData } from 'react-router';

const getJson = async (path: string) => {
  const response = await fetch(path, { headers: { Accept: 'application/json' }, credentials: 'include' });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.json();
};

const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';

/**
 * The calls the console's page makes before it can paint, in parallel, from the same stand-in API: the benchmark
 * names them in the page's markup (`first-reads`, scripts/lighthouse/bare-reads.ts), as it serves it.
 */
export async function pageLoader() {
  const paths = meta('first-reads').split(' ').filter(Boolean);
  const replies = await Promise.all(paths.map(getJson));
  const user = replies.find((reply) => reply?.login_data);
  return { name: String(user?.login_data?.name ?? ''), title: meta('page-title') };
}

export function Page() {
  const { name, title } = useLoaderData<typeof pageLoader>();
  return (
    <main className="min-h-dvh px-4 py-10 font-sans">
      <p className="text-sm">Signed in as {name}</p>
      <h1 className="mt-2 font-semibold text-2xl">{title}</h1>
      <p className="mt-1 text-sm">What this page shows, once its first reads have come back from the API.</p>
    </main>
  );
}
