// jsdom lacks CSS.escape, which React Aria's popovers and collections use; a test file imports this first.
if (typeof globalThis.CSS === 'undefined' || typeof globalThis.CSS.escape !== 'function') {
  Object.assign(globalThis, {
    CSS: {
      ...(globalThis.CSS ?? {}),
      escape: (value: string) => value.replace(/[^\w-]/g, (match) => `\\${match}`),
    },
  });
}
