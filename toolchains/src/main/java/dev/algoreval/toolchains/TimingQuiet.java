package dev.algoreval.toolchains;

import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.function.Supplier;

/**
 * Keeps a run's other steps away from its timed processes (those whose durations are the result, as in
 * the scale probe). Two processes on one machine share its last-level cache and memory bandwidth, so a
 * call whose data outgrows its core's own cache ran up to 2.3× slower beside a neighbour (Rust bridges on
 * a sparse adjacency list, n = 8000: 1275 µs alone, 2967 µs beside a Python process), and only at the
 * large sizes: a neighbour bent the fitted exponent, not only the times. A timed process therefore runs
 * {@link #alone}: it waits for the steps under way to end, and no step starts {@link #beside} the others
 * until it is done. The lock is fair, so a timed process never waits behind a stream of other steps.
 * Neither may be entered from inside a step that holds the other ({@code alone} from {@code beside} waits
 * forever). The host's own neighbours are outside its reach.
 */
public final class TimingQuiet {
    private final ReentrantReadWriteLock lock;

    private TimingQuiet(ReentrantReadWriteLock lock) {
        this.lock = lock;
    }

    /** Timed processes run alone, every other step beside the others. */
    public static TimingQuiet alone() {
        return new TimingQuiet(new ReentrantReadWriteLock(true));
    }

    /** Nothing waits: timed processes run beside the run's other work (faster; the fits feel the neighbours). */
    public static TimingQuiet shared() {
        return new TimingQuiet(null);
    }

    /** Whether timed processes run alone. */
    public boolean keepsTimingAlone() {
        return lock != null;
    }

    /** Whether a step waits for the lock: a timed process for the steps beside it, or steps for a timed process. */
    public boolean hasWaiting() {
        return lock != null && lock.hasQueuedThreads();
    }

    /** Runs a timed process with none of the run's other steps beside it. */
    public <T> T alone(Supplier<T> timed) {
        return holding(lock == null ? null : lock.writeLock(), timed);
    }

    /** Runs a step that may share the machine with other steps, but never with a timed process. */
    public <T> T beside(Supplier<T> step) {
        return holding(lock == null ? null : lock.readLock(), step);
    }

    private static <T> T holding(Lock held, Supplier<T> step) {
        if (held == null) {
            return step.get();
        }
        held.lock();
        try {
            return step.get();
        } finally {
            held.unlock();
        }
    }
}
