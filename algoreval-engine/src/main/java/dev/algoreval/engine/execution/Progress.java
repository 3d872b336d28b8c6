package dev.algoreval.engine.execution;

import java.io.PrintStream;
import java.time.Duration;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * One console line every so often on long runs: tests done out of the total, the pass rate so far
 * and an estimate of the time left, from the average pace since the start.
 */
public final class Progress {
    private final int total;
    private final PrintStream out;
    private final LongSupplier nanoClock;
    private final long interval;
    private final long start;
    private long lastPrint;
    private int done;
    private int passed;
    private int scored;

    public Progress(int total, PrintStream out, LongSupplier nanoClock, Duration interval) {
        this.total = total;
        this.out = out;
        this.nanoClock = nanoClock;
        this.interval = interval.toNanos();
        this.start = nanoClock.getAsLong();
        this.lastPrint = start;
    }

    /** Counts one finished test; {@code scored} is false for harness outcomes (skips, model errors). */
    public synchronized void finished(boolean scored, boolean passed) {
        done++;
        if (scored) {
            this.scored++;
            this.passed += passed ? 1 : 0;
        }
        long now = nanoClock.getAsLong();
        if (now - lastPrint >= interval || done == total) {
            lastPrint = now;
            out.println(line(now));
        }
    }

    synchronized String line(long now) {
        String rate = scored == 0 ? "-" : String.format(Locale.ROOT, "%.1f %%", 100.0 * passed / scored);
        long elapsed = now - start;
        String eta = done == 0 || done >= total ? "0s" : format(Duration.ofNanos(elapsed / done * (total - done)));
        return String.format(Locale.ROOT, "[algoreval] %d/%d done (%.0f %%), pass rate so far %s, elapsed %s, ETA %s",
                done, total, 100.0 * done / Math.max(total, 1), rate, format(Duration.ofNanos(elapsed)), eta);
    }

    private static String format(Duration duration) {
        long seconds = duration.toSeconds();
        return seconds >= 3600 ? String.format(Locale.ROOT, "%dh%02dm", seconds / 3600, seconds % 3600 / 60)
                : seconds >= 60 ? String.format(Locale.ROOT, "%dm%02ds", seconds / 60, seconds % 60) : seconds + "s";
    }
}
