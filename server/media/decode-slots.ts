/**
 * A small semaphore: at most `size` jobs run at once, the others wait their turn in order. For
 * image decoding, where each job holds a whole photo's pixels in memory and keeps a core busy.
 */
export function decodeSlotsOf(size: number) {
  let inUse = 0;
  let peak = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    // handed straight to the next job: the count stays, so no newcomer can slip in between
    if (next) next();
    else inUse -= 1;
  };
  return {
    size,
    /** the most ever running at once since the last reset (the log and the tests read it) */
    get peak() {
      return peak;
    },
    resetPeak() {
      peak = inUse;
    },
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (inUse < size) inUse += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      peak = Math.max(peak, inUse);
      try {
        return await job();
      } finally {
        release();
      }
    },
  };
}
