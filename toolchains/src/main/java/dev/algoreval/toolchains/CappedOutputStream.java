package dev.algoreval.toolchains;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Keeps the first {@code cap} bytes written to it and counts the rest. Past the cap it discards
 * silently (a throwing stream would stop Commons Exec's pump and leave the child blocked on a full
 * pipe) and tells {@code onOverflow} once, so the caller can kill the producer.
 */
final class CappedOutputStream extends OutputStream {
    private final ByteArrayOutputStream kept = new ByteArrayOutputStream();
    private final long cap;
    private final Runnable onOverflow;
    private long total;
    private boolean overflowed;

    CappedOutputStream(long cap, Runnable onOverflow) {
        this.cap = cap;
        this.onOverflow = onOverflow;
    }

    @Override
    public synchronized void write(int b) {
        write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] b, int off, int len) {
        boolean justOverflowed;
        synchronized (this) {
            long room = Math.max(0, cap - total);
            kept.write(b, off, (int) Math.min(room, len));
            total += len;
            justOverflowed = total > cap && !overflowed;
            overflowed |= justOverflowed;
        }
        if (justOverflowed) {
            onOverflow.run();
        }
    }

    synchronized boolean overflowed() {
        return overflowed;
    }

    synchronized String text() {
        return kept.toString(StandardCharsets.UTF_8);
    }
}
