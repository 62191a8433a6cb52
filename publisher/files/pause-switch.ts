// Work for later (linking the next build's start, publisher/publish/idle-links.ts) gives way
// to work someone waits for (a change check). The lowest CPU priority alone did not: at
// scale 100 a no-change trigger right after a publish took 1.0–1.7 s while the next build's
// start was linked beside it, 0.6–0.7 s with the linking paused (the links' file-system work
// is not the CPU time a priority rations).

/** A switch that work for later listens to: held while urgent work runs. */
export interface PauseSwitch {
  /** Whether work for later should wait now. */
  readonly paused: boolean;
  /** Runs `work` with the switch held; overlapping holds keep it held until the last ends. */
  during<T>(work: () => Promise<T>): Promise<T>;
  /** Tells `listener` each time the switch turns; returns the way to stop telling it. */
  onChange(listener: (paused: boolean) => void): () => void;
}

/** A pause switch of its own (one per publisher). */
export function createPauseSwitch(): PauseSwitch {
  let holds = 0;
  const listeners = new Set<(paused: boolean) => void>();
  const tell = (paused: boolean) => listeners.forEach((listener) => listener(paused));
  return {
    get paused() {
      return holds > 0;
    },
    async during(work) {
      if (holds++ === 0) tell(true);
      try {
        return await work();
      } finally {
        if (--holds === 0) tell(false);
      }
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
