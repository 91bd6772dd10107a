import { type LoaderFunctionArgs, useLoaderData } from 'react-router';

const getJson = async (path: string) => {
  const response = await fetch(path, { headers: { Accept: 'application/json' }, credentials: 'include' });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.json();
};

/** The two calls a signed-in first page needs, in parallel, from the same stand-in API as the console's. */
export async function dashboardLoader({ params }: LoaderFunctionArgs) {
  const slug = encodeURIComponent(params.workspace ?? '');
  const [user, workspace] = await Promise.all([
    getJson('/user/current.json'),
    getJson(`/${slug}/api/workspace.json`),
  ]);
  return {
    name: String(user?.login_data?.name ?? ''),
    workspace: String(workspace?.workspace?.name ?? slug),
  };
}

export function Dashboard() {
  const { name, workspace } = useLoaderData<typeof dashboardLoader>();
  return (
    <main className="min-h-dvh px-4 py-10 font-sans">
      <p className="text-sm">Signed in as {name}</p>
      <h1 className="mt-2 font-semibold text-2xl">{workspace}</h1>
      <p className="mt-1 text-sm">Your workspace's plan, usage and latest assemblies.</p>
    </main>
  );
}
