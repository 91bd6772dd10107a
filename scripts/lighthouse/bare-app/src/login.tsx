import { type FormEvent, useState } from 'react';

/** The console's log-in page, as a bare app would write it: the same texts, two fields and a button. */
export function Login() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => event.preventDefault();
  return (
    <main className="flex min-h-dvh flex-col items-center px-4 py-10 font-sans sm:py-16">
      <p className="mb-8 font-semibold">Console</p>
      <div className="w-full max-w-sm rounded-lg border p-6 shadow-sm sm:p-8">
        <h1 className="font-semibold text-2xl">Log in to Console</h1>
        <p className="mt-1 text-sm">Manage your templates, assemblies and billing.</p>
        <form noValidate onSubmit={submit} className="mt-6 grid gap-4">
          <label className="grid gap-1.5 text-sm">
            E-mail address
            <input
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              className="h-9 rounded-md border px-3"
            />
          </label>
          <label className="grid gap-1.5 text-sm">
            Password
            <input
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              className="h-9 rounded-md border px-3"
            />
          </label>
          <button type="submit" className="h-9 rounded-md bg-black text-white">
            Log in
          </button>
        </form>
      </div>
    </main>
  );
}
