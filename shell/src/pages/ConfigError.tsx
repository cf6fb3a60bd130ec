export function ConfigError({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-stone-100 px-4">
      <div role="alert" className="max-w-md text-center">
        <h1 className="mb-3 text-2xl font-bold text-stone-900">The site could not start</h1>
        <p className="mb-6 text-stone-600">
          We could not read the site's settings. Please check your connection and try again.
        </p>
        <button
          type="button"
          onClick={onRetry}
          className="rounded-md bg-amber-800 px-5 py-2.5 font-semibold text-white hover:bg-amber-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-900"
        >
          Try again
        </button>
      </div>
    </main>
  );
}
